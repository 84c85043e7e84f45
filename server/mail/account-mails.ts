import { forHours, linkLifetimes } from "../../app/content/auth";
import { company } from "../../app/content/company";
import type { NewOutboxMessage } from "../db/schema";
import { composeMail, greetingName } from "./compose";

type Recipient = { email: string; name: string };
const greeting = (user: Recipient) => {
  const name = greetingName(user.name);
  return name ? `Hello ${name},` : "Hello,";
};

/**
 * The mails of an account's life. Each goes to the address the account was made with and carries
 * nothing its holder typed but a short first name; links are built from SITE_URL, never from the
 * request.
 */
export const accountMails = {
  confirmation(user: Recipient, siteUrl: string, token: string): NewOutboxMessage {
    return composeMail({
      recipient: user.email,
      subject: `Confirm your email address for ${company.name}`,
      content: {
        title: "Confirm your email address",
        blocks: [
          { kind: "paragraph", text: greeting(user) },
          {
            kind: "paragraph",
            text: `Please confirm your email address to finish creating your ${company.name} account.`,
          },
          {
            kind: "button",
            label: "Confirm my email address",
            href: `${siteUrl}/auth/verify?token=${encodeURIComponent(token)}`,
          },
          {
            kind: "paragraph",
            text: `The link works for ${forHours(linkLifetimes.confirmationHours)} after you signed up. If you did not create an account, ignore this email.`,
          },
        ],
      },
    });
  },

  /** Someone (perhaps the owner) tried to sign up with an address that has an account. */
  existingAccount(user: Recipient, siteUrl: string): NewOutboxMessage {
    return composeMail({
      recipient: user.email,
      subject: `Someone tried to create a ${company.name} account with your email address`,
      content: {
        title: "You already have an account",
        blocks: [
          { kind: "paragraph", text: greeting(user) },
          {
            kind: "paragraph",
            text: "Someone, perhaps you, tried to create an account with this email address, which already has one. Nothing has changed on your account.",
          },
          { kind: "button", label: "Sign in", href: `${siteUrl}/auth` },
          { kind: "link", label: "Forgotten your password? Reset it", href: `${siteUrl}/auth?tab=forgot` },
          { kind: "paragraph", text: "If it was not you, you can ignore this email." },
        ],
      },
    });
  },

  passwordReset(user: Recipient, siteUrl: string, token: string): NewOutboxMessage {
    return composeMail({
      recipient: user.email,
      subject: `Reset your ${company.name} password`,
      content: {
        title: "Reset your password",
        blocks: [
          { kind: "paragraph", text: greeting(user) },
          { kind: "paragraph", text: "We received a request to reset the password of your account." },
          {
            kind: "button",
            label: "Choose a new password",
            href: `${siteUrl}/auth/reset-password?token=${encodeURIComponent(token)}`,
          },
          {
            kind: "paragraph",
            text: `The link works once, for ${forHours(linkLifetimes.resetHours)}. Choosing a new password signs you out everywhere. If you did not ask for this, ignore this email: your password stays as it is.`,
          },
        ],
      },
    });
  },
};
