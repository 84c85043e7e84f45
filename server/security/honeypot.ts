/** The hidden field of every public form (docs/decisions/004): people never see it, bots fill it. */
export const HONEYPOT_FIELD = "website";

export function isHoneypotFilled(input: Record<string, unknown>): boolean {
  const value = input[HONEYPOT_FIELD];
  return typeof value === "string" && value.trim() !== "";
}
