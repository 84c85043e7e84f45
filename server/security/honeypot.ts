import { HONEYPOT_FIELD } from "../../app/lib/forms/honeypot";

/** Whether a submission filled the hidden field people never see (docs/decisions/004). */
export function isHoneypotFilled(input: Record<string, unknown>): boolean {
  const value = input[HONEYPOT_FIELD];
  return typeof value === "string" && value.trim() !== "";
}
