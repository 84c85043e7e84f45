import { accountFields, passwordRules } from "~/content/auth";
import { AUTH_LIMITS } from "~/shared/account-limits";
import { RETURN_PARAM, safeReturnPath } from "~/shared/return-path";
import * as z from "~/shared/zod";
import { emailInput, noControlCharacters, textInput } from "./fields";

/**
 * The fields the account forms (app/forms/sign-in, sign-up...) are made of, with the spec's rules
 * (SPEC §5, §9), within the limits better-auth is set from (app/shared/account-limits.ts).
 */

/** SPEC §9: after 5 attempts, another within 5 seconds of the last is refused in the browser. */
export const AUTH_THROTTLE = { attempts: 5, windowMs: 5000 } as const;

/** The password rules in the order they are checked: only the first that fails is shown. */
const rules: readonly [test: (value: string) => boolean, message: string][] = [
  [(v) => v.length >= AUTH_LIMITS.passwordMin, passwordRules.tooShort],
  [(v) => /\p{Lu}/u.test(v), passwordRules.uppercase],
  [(v) => /\p{Ll}/u.test(v), passwordRules.lowercase],
  [(v) => /\p{Nd}/u.test(v), passwordRules.number],
  [(v) => /[^\p{L}\p{Nd}\s]/u.test(v), passwordRules.special],
  [(v) => v.length <= AUTH_LIMITS.passwordMax, passwordRules.tooLong],
];

/** The first password rule a value breaks, or undefined. */
export function passwordProblem(value: string): string | undefined {
  return rules.find(([test]) => !test(value))?.[1];
}

/** A new password: the spec's rules (passwords are not trimmed: every character counts). */
export const newPassword = textInput(accountFields.password.required).check(
  z.refine((value: string) => passwordProblem(value) === undefined, {
    error: (issue) => passwordProblem(String(issue.input)) ?? "Invalid password",
  }),
);

/** The password of an account, as typed: required, at most 128 characters. */
export const currentPassword = textInput(accountFields.password.required).check(
  z.minLength(1, accountFields.password.required),
  z.maxLength(AUTH_LIMITS.passwordMax, passwordRules.tooLong),
);

// The one email rule, the same shape better-auth checks: the form, not better-auth, says when it is not.
export const accountEmail = emailInput(accountFields.email.required, accountFields.email.invalid);

export const fullName = textInput(accountFields.fullName.required).check(
  z.trim(),
  z.minLength(1, accountFields.fullName.required),
  z.maxLength(AUTH_LIMITS.fullName, accountFields.fullName.tooLong),
  noControlCharacters(accountFields.fullName.notAllowed),
);

/** The token of an emailed link, as its page posts it back. */
export const linkToken = textInput(accountFields.linkToken.invalid).check(
  z.minLength(1, accountFields.linkToken.invalid),
  z.maxLength(200, accountFields.linkToken.invalid),
  noControlCharacters(accountFields.linkToken.invalid),
);

/** How the account forms draw their fields: SPEC §3's ids are given by each form. */
export const accountFieldSpecs = {
  email: {
    kind: "email",
    label: accountFields.email.label,
    autoComplete: "email",
    maxLength: AUTH_LIMITS.emailInput,
    required: true,
  },
  currentPassword: {
    kind: "password",
    label: accountFields.password.label,
    autoComplete: "current-password",
    maxLength: AUTH_LIMITS.passwordMax,
    required: true,
  },
  newPassword: {
    kind: "password",
    label: accountFields.password.label,
    autoComplete: "new-password",
    maxLength: AUTH_LIMITS.passwordMax,
    required: true,
    hint: passwordRules.help,
  },
  fullName: {
    label: accountFields.fullName.label,
    autoComplete: "name",
    maxLength: AUTH_LIMITS.fullName,
    required: true,
  },
} as const;

/** Asking for a password reset, or for a new confirmation link: just the address. */
export const emailOnlySchema = z.object({ email: accountEmail });

// The account forms' schemas, here rather than beside their forms because better-auth's endpoints
// are held to them too (server/auth/rules.ts), for whoever calls /api/auth/* directly.
export const signUpSchema = z.object({ fullName, email: accountEmail, password: newPassword });

/**
 * SPEC §5 "Sign-in": email and password required (the server says the rest); and the page to
 * return to (decision 039), kept only when it is a safe path on this site, never refused.
 */
export const signInSchema = z.object({
  email: accountEmail,
  password: currentPassword,
  [RETURN_PARAM]: z.optional(z.pipe(z.unknown(), z.transform(safeReturnPath))),
});

export const changeNameSchema = z.object({ fullName });

export const changePasswordSchema = z.object({ currentPassword, password: newPassword });

export const deleteAccountSchema = z.object({
  password: currentPassword,
  /** "on" when the visitor also asks for their enquiries and requests to be erased. */
  eraseLeads: z._default(z.optional(z.string()), ""),
});

export const resetPasswordSchema = z.object({ token: linkToken, password: newPassword });
