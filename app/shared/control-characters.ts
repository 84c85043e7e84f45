/**
 * The characters no field may carry: C0 controls (NUL, ESC...), DEL, C1 controls, and the
 * bidirectional overrides that can make a name read differently in a mail client; line breaks and
 * tabs are allowed only in free text. The forms refuse them (app/shared/validation/fields.ts), and
 * the counting takes them out of what it keeps (server/analytics).
 */
const CONTROL_CHARACTERS = /\p{Cc}|[\u202A-\u202E\u2066-\u2069]/u;

/** The value with every such character taken out (what the site counts: server/analytics). */
export const withoutControlCharacters = (value: string) =>
  value.replace(new RegExp(CONTROL_CHARACTERS.source, "gu"), "");

export function hasControlCharacters(value: string, { multiline = false } = {}): boolean {
  return CONTROL_CHARACTERS.test(multiline ? value.replace(/[\t\n\r]/g, "") : value);
}
