import { accountMail, greeting } from "../../app/content/mails";
import type { NewOutboxMessage } from "../db/schema";
import { composeMail, greetingName } from "./compose";

type Recipient = { email: string; name: string };
const hello = (user: Recipient) => greeting(greetingName(user.name));

/**
 * The mails of an account's life. Each goes to the address the account was made with and carries
 * nothing its holder typed but a short first name; links are built from SITE_URL, never from the
 * request.
 */
export const accountMails = {
  confirmation(user: Recipient, siteUrl: string, token: string): NewOutboxMessage {
    const words = accountMail.confirmation;
    return composeMail({
      recipient: user.email,
      subject: words.subject,
      content: {
        title: words.title,
        blocks: [
          { kind: "paragraph", text: hello(user) },
          { kind: "paragraph", text: words.text },
          {
            kind: "button",
            label: words.confirm,
            href: `${siteUrl}/auth/verify?token=${encodeURIComponent(token)}`,
          },
          { kind: "paragraph", text: words.lifetime },
        ],
      },
    });
  },

  /** Someone (perhaps the owner) tried to sign up with an address that has an account. */
  existingAccount(user: Recipient, siteUrl: string): NewOutboxMessage {
    const words = accountMail.existingAccount;
    return composeMail({
      recipient: user.email,
      subject: words.subject,
      content: {
        title: words.title,
        blocks: [
          { kind: "paragraph", text: hello(user) },
          { kind: "paragraph", text: words.text },
          { kind: "button", label: words.signIn, href: `${siteUrl}/auth` },
          { kind: "link", label: words.reset, href: `${siteUrl}/auth?tab=forgot` },
          { kind: "paragraph", text: words.notYou },
        ],
      },
    });
  },

  passwordReset(user: Recipient, siteUrl: string, token: string): NewOutboxMessage {
    const words = accountMail.passwordReset;
    return composeMail({
      recipient: user.email,
      subject: words.subject,
      content: {
        title: words.title,
        blocks: [
          { kind: "paragraph", text: hello(user) },
          { kind: "paragraph", text: words.text },
          {
            kind: "button",
            label: words.choose,
            href: `${siteUrl}/auth/reset-password?token=${encodeURIComponent(token)}`,
          },
          { kind: "paragraph", text: words.lifetime },
        ],
      },
    });
  },
};
