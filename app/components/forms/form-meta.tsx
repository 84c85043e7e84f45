import { Honeypot } from "./honeypot";

/**
 * What a declared form posts besides its fields, from `formFields(form).meta()`: its `intent`
 * (which form came, on a page with several) and, for a public form, the honeypot.
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
  return (
    <>
      <input type="hidden" name="intent" value={intent} />
      {honeypot ? <Honeypot idPrefix={idPrefix} /> : null}
    </>
  );
}
