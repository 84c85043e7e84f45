import { HONEYPOT_FIELD } from "~/shared/honeypot";

/**
 * What a declared form posts besides its fields, from `formFields(form).meta()`: its `intent`
 * (which form came, on a page with several) and, for a public form, the honeypot: a field people
 * never see and bots fill in, answered as usual and dropped on the server
 * (server/security/honeypot.ts). Hidden from assistive technology too.
 */
export function FormMeta({
  intent,
  honeypot,
  idPrefix,
}: {
  intent: string;
  honeypot: boolean;
  idPrefix: string;
}) {
  const id = `${idPrefix}-${HONEYPOT_FIELD}`;
  return (
    <>
      <input type="hidden" name="intent" value={intent} />
      {honeypot ? (
        <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
          <label htmlFor={id}>Website</label>
          <input id={id} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" />
        </div>
      ) : null}
    </>
  );
}

/** The honeypot's value, sent along with an enhanced submission. */
export function honeypotValue(form: FormData): string {
  const value = form.get(HONEYPOT_FIELD);
  return typeof value === "string" ? value : "";
}
