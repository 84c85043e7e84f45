import { company } from "./company";
import { forPeriod } from "./in-words";

/**
 * How long the emailed links work: better-auth is set from these (server/auth/better-auth.ts),
 * and every page and mail that tells a visitor says the same.
 */
export const linkLifetimes = { confirmationHours: 24, resetHours: 1 } as const;

/**
 * How long a session lasts after the last visit: better-auth's expiry and the signed-in hint's
 * cookie (server/auth/session-hint.ts) both read it.
 */
export const sessionDays = 30;

export const forHours = (hours: number) => forPeriod(hours, "hour");

/** The words of the account pages (/auth, /auth/reset-password, /account). */
export const authPage = {
  seo: {
    title: "Sign in or create an account",
    description: `Sign in to your ${company.name} account, or create one, to manage your content and client information.`,
  },
  copy: {
    title: "Your account",
    intro:
      "Your account is for managing your content and client information with us: your enquiries, the free resources you have requested and your insights subscription.",
    tabsLabel: "Sign in or sign up",
    tabs: { signin: "Sign In", signup: "Sign Up" },
    backToSignIn: "Back to sign in",
    links: {
      expired: {
        title: "This confirmation link has expired",
        text: `Confirmation links work for ${forHours(linkLifetimes.confirmationHours)}. Sign up again to get a new one.`,
      },
      used: {
        title: "This email address is already confirmed",
        text: "Its account is ready: sign in below.",
      },
      invalid: {
        title: "This confirmation link is not valid",
        text: "It may have been used already (then sign in below), replaced by a newer link, or copied incompletely. If your address is not confirmed yet, ask for a new link below.",
      },
    },
    passwordReset: {
      title: "Your password has been changed",
      text: "You have been signed out everywhere. Sign in with your new password.",
    },
  },
} as const;

/**
 * The page a confirmation link opens in a browser other than the one that signed up: the address
 * is confirmed only by whoever knows the password chosen at sign-up (docs/decisions/026).
 */
export const confirmPage = {
  seo: { title: "Confirm your email address", description: "Confirm the email address of your new account." },
  title: "Confirm your email address",
  intro: (email: string) =>
    `To finish creating the account for ${email}, enter the password you chose when you signed up.`,
  why: "We ask because this link was opened in a different browser from the one used to sign up.",
  password: "Password chosen at sign-up",
  submit: "Confirm and sign in",
  wrongPassword:
    "That is not the password chosen when this link was asked for. If you signed up more than once, use the link in the newest email.",
} as const;
