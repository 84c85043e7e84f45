/**
 * Analytics events as plain calls: no cookies, no third party. A provider can subscribe to the
 * "analytics" window event later without touching the forms.
 */
export type AnalyticsEvent =
  | { name: "submission_error"; fields: string[] }
  | { name: "successful_submission" }
  | { name: "submission_failure"; error: string; submissionCount: number };

export function track(event: AnalyticsEvent): void {
  if (typeof window === "undefined") return;
  window.dispatchEvent(new CustomEvent("analytics", { detail: event }));
}

/** SPEC §5: each suspicious value is logged as a security event. */
export function logSecurityEvent(field: string, reason: string): void {
  console.warn(`[security] suspicious content in "${field}": ${reason}`);
}
