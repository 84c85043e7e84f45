import { hasControlCharacters } from "~/shared/control-characters";
import * as z from "~/shared/zod";

/**
 * The pieces every public form's schema is made of, so that each form answers absent, mistyped
 * and hostile input the same way, in the browser and on the server.
 */

export type FieldErrors = Partial<Record<string, string>>;

/** Refuses control characters with the field's own message. */
export const noControlCharacters = (message: string, options?: { multiline?: boolean }) =>
  z.refine<string>((value) => !hasControlCharacters(value, options), message);

/**
 * Refuses free text with nothing in it once the control characters (but line breaks and tabs) and
 * the outer spaces are gone: what the back office keeps of a note or a reply, which it cleans so.
 */
export const notBlank = (message: string) =>
  z.refine<string>((value) => value.replace(/[^\P{Cc}\n\t]/gu, "").trim() !== "", message);

/**
 * A text input: a string, where an absent or null field reads as empty so that it gets the
 * field's own "required" message (SPEC §5), not the validator's generic one. Any other type is
 * refused with `wrongType`.
 */
export function textInput(wrongType: string) {
  return z.pipe(
    z.transform((value: unknown) => (value === undefined || value === null ? "" : value)),
    z.string({ error: wrongType }),
  );
}

/**
 * One plain address, `local@domain`, and nothing a mail library could read as more: no display
 * name, angle brackets, quotes, comment, group or list (nodemailer reads `"X"<a@b.co>` as a@b.co
 * and `x,a@b.co` as two recipients, so the mail would go elsewhere than the address stored and
 * erased). The shape is the one better-auth itself checks (zod's `email`): ASCII letters, digits
 * and . _ ' + - before the @, host names after it, a top-level domain of letters. ASCII only, so
 * no control or invisible character gets in, and lower-casing is the same in JavaScript, SQLite
 * and PostgreSQL (every address is stored and matched lower-cased).
 */
// zod's own `regexes.email`, written out: reading it through the `regexes` namespace put all of
// zod's patterns in the browser's bundle (6 KB). A test keeps the two the same.
export const PLAIN_ADDRESS =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;
export const EMAIL_LENGTH = { min: 5, max: 254 } as const;

export function isValidEmail(value: string): boolean {
  return value.length >= EMAIL_LENGTH.min && value.length <= EMAIL_LENGTH.max && PLAIN_ADDRESS.test(value);
}

/**
 * The one email rule of every form: trimmed, `required` when blank, `invalid` when it is not one
 * plain address (SPEC §5: 5 to 254 characters, a dot in the domain that is not last), lower-cased.
 */
export function emailInput(required: string, invalid: string) {
  return textInput(invalid).check(
    z.trim(),
    z.minLength(1, required),
    z.refine(isValidEmail, invalid),
    z.toLowerCase(),
  );
}

/** First message per field, as the forms show them. */
export function fieldErrorsOf(error: {
  issues: readonly { path: readonly PropertyKey[]; message: string }[];
}): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? "form");
    errors[field] ??= issue.message;
  }
  return errors;
}

export type Validation<T> = { ok: true; value: T } | { ok: false; fieldErrors: FieldErrors };

/** Validates a form's input against its schema: the value, or the first message of each field. */
export function validate<S extends z.ZodMiniType>(schema: S, input: unknown): Validation<z.output<S>> {
  const parsed = schema.safeParse(input);
  return parsed.success
    ? { ok: true, value: parsed.data }
    : { ok: false, fieldErrors: fieldErrorsOf(parsed.error) };
}
