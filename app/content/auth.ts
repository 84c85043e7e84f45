import { company } from "./company";
import { errorTitle, fixFields, waitSeconds } from "./form-outcomes";
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
    get description() {
      return `Sign in to your ${company.name} account, or create one, to manage your content and client information.`;
    },
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

/** The account forms' fields and the specification's messages for them (SPEC §5, §9), word for word. */
export const accountFields = {
  email: {
    label: "Email address",
    required: "Email is required",
    invalid: "Please enter a valid email address",
  },
  password: { label: "Password", required: "Password is required" },
  fullName: {
    label: "Full name",
    required: "Full name is required",
    tooLong: "Full name must be less than 200 characters",
    notAllowed: "Full name contains characters that are not allowed",
  },
  newPassword: { label: "New password" },
  /** The token of an emailed link, as its page posts it back. */
  linkToken: { invalid: "This link is not valid." },
} as const;

/** SPEC §5: a new password's rules, in the order they are checked (only the first broken is shown). */
export const passwordRules = {
  help: "At least 8 characters, with an uppercase letter, a lowercase letter, a number and a special character.",
  tooShort: "Password must be at least 8 characters long",
  uppercase: "Password must contain at least one uppercase letter",
  lowercase: "Password must contain at least one lowercase letter",
  number: "Password must contain at least one number",
  special: "Password must contain at least one special character",
  tooLong: "Password must be at most 128 characters long",
} as const;

/** SPEC §8: what the auth forms say. */
export const authMessages = {
  validation: fixFields,
  checkEmail: {
    title: "Check your email",
    description: "We sent you a confirmation link to complete your registration.",
  },
  unexpected: { title: errorTitle, description: "An unexpected error occurred" },
  throttled: (seconds: number) => ({ title: "Too many attempts", description: waitSeconds(seconds) }),
} as const;

/** better-auth's refusals, in our words where its own would say less (or too much). */
export const accountRefusals: Readonly<Record<string, string>> = {
  INVALID_EMAIL_OR_PASSWORD: "Invalid email or password.",
  INVALID_EMAIL: "Please enter a valid email address",
  INVALID_TOKEN: "This link is not valid, or it has already been used. Please ask for a new one.",
  INVALID_PASSWORD: "Your current password is not right.",
};

export const signInForm = {
  submit: { idle: "Sign In", busy: "Signing in..." },
  forgot: "Forgot password?",
} as const;

export const signUpForm = {
  submit: { idle: "Create Account", busy: "Creating account..." },
  /** After the spec's 'Check your email'. */
  followLink: "Follow it to confirm your address and sign in.",
} as const;

/** The two forms that ask for a link by address: each answers the same whether or not it has an account. */
export const emailLinkForms = {
  forgot: {
    title: "Reset your password",
    text: "Enter the email address of your account and we'll send you a link to choose a new password.",
    submit: { idle: "Send reset link", busy: "Sending..." },
    sent: `If an account uses that address, we've sent it a link to choose a new password. The link works once, for ${forHours(linkLifetimes.resetHours)}.`,
  },
  resend: {
    title: "Need a new confirmation link?",
    text: "Enter your email address and we'll send a new link to confirm it.",
    submit: { idle: "Send a new link", busy: "Sending..." },
    sent: `If that address has a sign-up waiting for confirmation, we've sent it a new link. It works until the sign-up expires, ${forHours(linkLifetimes.confirmationHours)} after it was made.`,
  },
} as const;

/** The page the reset mail links to (/auth/reset-password). */
export const newPasswordPage = {
  seo: { title: "Choose a new password", description: "Choose a new password for your account." },
  title: "Choose a new password",
  intro: "Choosing a new password signs you out on every device; then sign in with the new one.",
  submit: { idle: "Save new password", busy: "Saving..." },
  askAgain: "Ask for a new link",
} as const;
