import * as z from "~/lib/zod";
import { emailInput, noControlCharacters, textFields, textInput } from "./fields";

/** SPEC §5 and §9: the sign-up and sign-in rules and their messages, word for word. */
export const AUTH_LIMITS = { fullName: 200, emailInput: 255, passwordMin: 8, passwordMax: 128 } as const;

export const PASSWORD_HELP =
  "At least 8 characters, with an uppercase letter, a lowercase letter, a number and a special character.";

/** The password rules in the order they are checked: only the first that fails is shown. */
const passwordRules: readonly [test: (value: string) => boolean, message: string][] = [
  [(v) => v.length >= AUTH_LIMITS.passwordMin, "Password must be at least 8 characters long"],
  [(v) => /\p{Lu}/u.test(v), "Password must contain at least one uppercase letter"],
  [(v) => /\p{Ll}/u.test(v), "Password must contain at least one lowercase letter"],
  [(v) => /\p{Nd}/u.test(v), "Password must contain at least one number"],
  [(v) => /[^\p{L}\p{Nd}\s]/u.test(v), "Password must contain at least one special character"],
  [(v) => v.length <= AUTH_LIMITS.passwordMax, "Password must be at most 128 characters long"],
];

/** The first password rule a value breaks, or undefined. */
export function passwordProblem(value: string): string | undefined {
  return passwordRules.find(([test]) => !test(value))?.[1];
}

/** A new password: the spec's rules (passwords are not trimmed: every character counts). */
export const newPassword = textInput("Password is required").check(
  z.refine((value: string) => passwordProblem(value) === undefined, {
    error: (issue) => passwordProblem(String(issue.input)) ?? "Invalid password",
  }),
);

// The one email rule, the same shape better-auth checks: the form, not better-auth, says when it is not.
const email = (required: string) => emailInput(required, "Please enter a valid email address");
const requiredPassword = textInput("Password is required").check(
  z.minLength(1, "Password is required"),
  z.maxLength(AUTH_LIMITS.passwordMax, "Password must be at most 128 characters long"),
);

export const signUpSchema = z.object({
  fullName: textInput("Full name is required").check(
    z.trim(),
    z.minLength(1, "Full name is required"),
    z.maxLength(AUTH_LIMITS.fullName, "Full name must be less than 200 characters"),
    noControlCharacters("Full name contains characters that are not allowed"),
  ),
  email: email("Email is required"),
  password: newPassword,
});

/**
 * SPEC §5 "Sign-in": email and password required (the server says the rest); the address is still
 * one plain address, as in every email field.
 */
export const signInSchema = z.object({
  email: email("Email is required"),
  password: requiredPassword,
});

/** Asking for a password reset, or for a new confirmation link: just the address. */
export const emailOnlySchema = z.object({ email: email("Email is required") });

/** The token of an emailed link, as its page posts it back. */
const linkToken = textInput("This link is not valid.").check(
  z.minLength(1, "This link is not valid."),
  z.maxLength(200, "This link is not valid."),
  noControlCharacters("This link is not valid."),
);

export const resetPasswordSchema = z.object({ token: linkToken, password: newPassword });

/** A confirmation link opened in another browser: its token and the password chosen at sign-up. */
export const confirmRegistrationSchema = z.object({ token: linkToken, password: requiredPassword });

export const changeNameSchema = z.object({ fullName: signUpSchema.shape.fullName });

export const changePasswordSchema = z.object({
  currentPassword: requiredPassword,
  password: newPassword,
});

export const deleteAccountSchema = z.object({
  password: requiredPassword,
  /** "on" when the visitor also asks for their enquiries and requests to be erased. */
  eraseLeads: z._default(z.optional(z.string()), ""),
});

/** The fields each form posts, read from FormData (ids of SPEC §3 map to these names). */
export const authInputFromForm = (form: FormData) =>
  textFields(form, ["fullName", "email", "password", "currentPassword", "token", "eraseLeads"]);

/** SPEC §8: what the auth forms say. */
export const AUTH_MESSAGES = {
  validation: { title: "Validation Error", description: "Please correct the errors below and try again." },
  checkEmail: {
    title: "Check your email",
    description: "We sent you a confirmation link to complete your registration.",
  },
  unexpected: { title: "Error", description: "An unexpected error occurred" },
  throttled: (seconds: number) => ({
    title: "Too many attempts",
    description: `Please wait ${seconds} seconds before trying again.`,
  }),
  signInBusy: "Signing in...",
  signUpBusy: "Creating account...",
} as const;

/** SPEC §9: after 5 attempts, another within 5 seconds of the last is refused in the browser. */
export const AUTH_THROTTLE = { attempts: 5, windowMs: 5000 } as const;
