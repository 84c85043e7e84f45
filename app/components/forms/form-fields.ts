import { invalidCharacters } from "~/content/form-outcomes";
import type { FieldName, FieldOption, FormDeclaration } from "~/shared/forms/declare";
import type { FieldErrors } from "~/shared/validation/fields";
import type { FieldProblem } from "./form-alert";

/** What a form's fields show: set by `usePublicForm`, or by a page from its action's answer. */
export type FieldsState = {
  errors?: FieldErrors;
  /** What was typed, from a page action's answer to a post without JavaScript (or a default). */
  values?: Record<string, unknown>;
  /** The field that takes the focus when the page opens: the first to fix, without JavaScript. */
  focus?: string;
  /** Put before each id when the form is drawn twice on a page (the resource dialog and page). */
  idPrefix?: string;
  disabled?: boolean;
};

/**
 * The one wiring of every form's fields, in the manner of Conform's `getInputProps`: from the
 * declaration and the form's state, one call gives a field its id (SPEC §3's), name, label, type,
 * autocomplete, maxlength, required, hint, message and first-error focus; `Field` and
 * `ChoiceGroup` (app/components/ui) add `aria-invalid` and `aria-describedby` from them. A page
 * never writes a field's name, id or message by hand.
 */
export function formFields<D extends FormDeclaration>(form: D, state: FieldsState = {}) {
  const { errors = {}, values = {}, focus, idPrefix, disabled } = state;
  const specOf = (name: string) => form.fields[name]!;
  const idOf = (name: FieldName<D>) => (idPrefix ? `${idPrefix}-${name}` : (specOf(name).id ?? name));
  /** What every kind of field takes from its declaration and the form's state. */
  const shared = (name: FieldName<D>) => {
    const { kind, options, label = "", ...spec } = specOf(name);
    return { ...spec, label, id: idOf(name), name, error: errors[name], disabled };
  };

  return {
    /** A text input, a textarea or a select, for `<Field>` (its label, autocomplete, limits, hint...). */
    field(name: FieldName<D>) {
      const { kind = "text", options } = specOf(name);
      const typed = values[name];
      return {
        ...shared(name),
        type: kind === "text" || kind === "textarea" || kind === "select" ? undefined : kind,
        multiline: kind === "textarea" || undefined,
        options: kind === "select" ? options : undefined,
        defaultValue: typeof typed === "string" ? typed : undefined,
        autoFocus: focus === name || undefined,
      };
    },

    /** A group of radios or checkboxes, for `<ChoiceGroup>`; `options` when they change (free times). */
    choices(name: FieldName<D>, options?: readonly FieldOption[]) {
      const spec = specOf(name);
      const chosen = values[name];
      const { label, ...group } = shared(name);
      return {
        ...group,
        legend: label,
        type: spec.kind === "radios" ? ("radio" as const) : ("checkbox" as const),
        options: options ?? spec.options ?? [],
        checked: Array.isArray(chosen) ? chosen.map(String) : typeof chosen === "string" ? [chosen] : [],
      };
    },

    /** A value the page gives the form (a link's token, the resource asked for). */
    hidden(name: FieldName<D>, value: string) {
      return { type: "hidden", name, value } as const;
    },

    /** What the form posts besides its fields (`<FormMeta>`): which form it is, and its honeypot. */
    meta() {
      return { intent: form.intent, honeypot: form.honeypot, idPrefix: idPrefix ?? form.name };
    },

    /**
     * The fields to fix, in the order the form shows them, each with the id to take the visitor to.
     * SPEC's "Invalid characters detected" names no field: in the summary, away from its field, it
     * is said after the field's label ("First name: Invalid characters detected").
     */
    problems(fieldErrors: FieldErrors = errors): FieldProblem[] {
      return Object.keys(form.fields).flatMap((name) => {
        const { kind, label } = specOf(name);
        const error = fieldErrors[name];
        if (!error || kind === "hidden") return [];
        const message = error === invalidCharacters && label ? `${label}: ${error}` : error;
        return [{ target: idOf(name), message }];
      });
    },
  };
}

export type FormFields<D extends FormDeclaration = FormDeclaration> = ReturnType<typeof formFields<D>>;

/** One checkbox ("on" when ticked), from its declaration and what was posted. */
export function checkboxProps<D extends FormDeclaration>(
  form: D,
  name: FieldName<D>,
  values: Record<string, unknown> = {},
) {
  return { name, label: form.fields[name]!.label ?? name, defaultChecked: values[name] === "on" };
}

/** The first of a form's fields, in the order they are shown, that has an error. */
export function firstInvalid(form: FormDeclaration, fieldErrors: FieldErrors | undefined) {
  return Object.keys(form.fields).find((name) => fieldErrors?.[name]);
}
