import { HONEYPOT_FIELD } from "~/lib/forms/honeypot";

/**
 * A field people never see and bots fill in: a submission with it filled is answered as usual and
 * dropped on the server (server/security/honeypot.ts). Hidden from assistive technology too.
 */
export function Honeypot({ idPrefix }: { idPrefix: string }) {
  const id = `${idPrefix}-${HONEYPOT_FIELD}`;
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label htmlFor={id}>Website</label>
      <input id={id} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" />
    </div>
  );
}

/** The honeypot's value, sent along with an enhanced submission. */
export function honeypotValue(form: FormData): string {
  const value = form.get(HONEYPOT_FIELD);
  return typeof value === "string" ? value : "";
}
