import { company } from "./company";

/**
 * How long the emailed links work: better-auth is set from these (server/auth/better-auth.ts),
 * and every page and mail that tells a visitor says the same.
 */
export const linkLifetimes = { confirmationHours: 24, resetHours: 1 } as const;

/** "one hour", "24 hours". */
export const forHours = (hours: number) => (hours === 1 ? "one hour" : `${hours} hours`);

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
        text: `Confirmation links work for ${forHours(linkLifetimes.confirmationHours)}. Ask for a new one below.`,
      },
      used: {
        title: "This link has already been used",
        text: "Your email address is confirmed: sign in below.",
      },
      invalid: {
        title: "This confirmation link is not valid",
        text: "It may have been copied incompletely. Ask for a new one below.",
      },
    },
    passwordReset: {
      title: "Your password has been changed",
      text: "You have been signed out everywhere. Sign in with your new password.",
    },
  },
} as const;
