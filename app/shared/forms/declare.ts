import { fixFields } from "~/content/form-outcomes";
import { EMAIL_LENGTH, type FieldErrors } from "~/shared/validation/fields";
import type * as z from "~/shared/zod";

/**
 * A public form, declared once (DESIGN.md "A public form is one declared unit"): what the browser
 * and the server share. Its server part (`<name>.server.ts` beside it: what it stores and mails)
 * and its one line in app/forms/registry.server.ts make it answer on its endpoint and its page.
 */

/** How a field is drawn and read back from a posted form. */
export type FieldKind =
  | "text"
  | "email"
  | "tel"
  | "password"
  | "textarea"
  | "select"
  | "datetime-local"
  | "checkbox"
  | "checkboxes"
  | "radios"
  | "hidden";

/** A choice of a radio or checkbox group; a group whose choices change (free times) gets them when drawn. */
export type FieldOption = { readonly value: string; readonly label: string };

export type FieldSpec = {
  /** "text" unless said. */
  readonly kind?: FieldKind;
  /** The visible label (a group's legend); a hidden field has none. */
  readonly label?: string;
  /** The input's id when it is not the field's name (SPEC §3's ids: `signin-email`...). */
  readonly id?: string;
  readonly autoComplete?: string;
  readonly maxLength?: number;
  readonly required?: boolean;
  /** Says "(optional)" beside the label. */
  readonly optional?: boolean;
  readonly hint?: string;
  readonly placeholder?: string;
  /** A select's or a group's choices. */
  readonly options?: readonly FieldOption[];
  /** A textarea's height, in lines. */
  readonly rows?: number;
};

/** An address field of a public form: the one email rule's length, the browser's autofill. */
export const emailField = (label: string) =>
  ({
    kind: "email",
    label,
    autoComplete: "email",
    maxLength: EMAIL_LENGTH.max,
    required: true,
  }) as const satisfies FieldSpec;

export type FormDeclaration<
  S extends z.ZodMiniType = z.ZodMiniType,
  F extends Record<string, FieldSpec> = Record<string, FieldSpec>,
> = {
  /** The form's name in the registry, the logs and the tests: unique across the site. */
  readonly name: string;
  /** What it posts as `intent`, so a page with several forms knows which one came (its name unless said). */
  readonly intent: string;
  /** Its JSON endpoint (DESIGN.md's contract), for the enhanced form and outside callers; none for page-only forms. */
  readonly endpoint?: `/api/${string}`;
  /** The one schema, with the specification's messages, that the browser and the server check with. */
  readonly schema: S;
  /** Its fields, by the names they post: how each is labelled, drawn and read back. */
  readonly fields: F;
  /** Carries the hidden field bots fill (app/shared/honeypot.ts): a filled one is answered and dropped. */
  readonly honeypot: boolean;
  /** The `error` of an answer whose fields need fixing, from its field messages. */
  readonly invalid: (fieldErrors: FieldErrors) => string;
};

type Optional = "intent" | "honeypot" | "invalid";

/**
 * Declares a form. Unless said: its intent is its name, it has no honeypot, and an answer whose
 * fields need fixing says "Please correct the errors below and try again."
 */
export function declareForm<S extends z.ZodMiniType, const F extends Record<string, FieldSpec>>(
  declaration: Omit<FormDeclaration<S, F>, Optional> & Partial<Pick<FormDeclaration<S, F>, Optional>>,
): FormDeclaration<S, F> {
  return {
    intent: declaration.name,
    honeypot: false,
    invalid: () => fixFields.description,
    ...declaration,
  };
}

/** The field names of a declared form. */
export type FieldName<D extends FormDeclaration> = keyof D["fields"] & string;

/**
 * Reads a posted form's declared fields (a missing text field reads as "", a checkbox group as the
 * values ticked, a checkbox as "on" or ""): the input its schema checks, on both sides.
 */
export function readForm(declaration: FormDeclaration, form: FormData): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  for (const [name, spec] of Object.entries(declaration.fields)) {
    if (spec.kind === "checkboxes") {
      input[name] = form.getAll(name).filter((value) => typeof value === "string");
      continue;
    }
    const value = form.get(name);
    input[name] = typeof value === "string" ? value : "";
  }
  return input;
}

/** What a page shows again of what was posted: every field but a password and a hidden one. */
export function echoedValues(declaration: FormDeclaration, input: Record<string, unknown>) {
  const values: Record<string, unknown> = {};
  for (const [name, spec] of Object.entries(declaration.fields))
    if (spec.kind !== "password" && spec.kind !== "hidden") values[name] = input[name];
  return values;
}
