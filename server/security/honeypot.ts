import { HONEYPOT_FIELD } from "~/shared/honeypot";

/** Whether a submission filled the hidden field people never see (docs/decisions/004). */
export function isHoneypotFilled(input: Record<string, unknown>): boolean {
  const value = input[HONEYPOT_FIELD];
  return typeof value === "string" && value.trim() !== "";
}

/** Whether it was sent with only spaces in it: filled, then emptied; a hint of spam, never a refusal. */
export function isHoneypotNearMiss(input: Record<string, unknown>): boolean {
  const value = input[HONEYPOT_FIELD];
  return typeof value === "string" && value !== "" && value.trim() === "";
}
