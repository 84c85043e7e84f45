import type { LeadSource } from "~/shared/lead-source";
import type { SourceColumns } from "../db/schema";

export type StoredSource = SourceColumns;

const LIMITS = { page: 200, referrer: 300, utm_source: 100, utm_medium: 100, utm_campaign: 100 } as const;

/** A clean short text, or null: tracking data never refuses a lead, it is dropped instead. */
function clean(value: unknown, max: number): string | null {
  if (typeof value !== "string") return null;
  const text = value.replace(/\p{Cc}/gu, "").trim();
  return text ? text.slice(0, max) : null;
}

/** The source a form sent (`source`, an object), checked; the page must be a path of the site. */
export function readLeadSource(input: Record<string, unknown>): StoredSource {
  const raw = (typeof input.source === "object" && input.source !== null ? input.source : {}) as LeadSource;
  const page = clean(raw.page, LIMITS.page);
  const referrer = clean(raw.referrer, LIMITS.referrer);
  return {
    source_page: page?.startsWith("/") && !page.startsWith("//") ? page : null,
    source_referrer: referrer && /^https?:\/\//.test(referrer) ? referrer : null,
    utm_source: clean(raw.utm_source, LIMITS.utm_source),
    utm_medium: clean(raw.utm_medium, LIMITS.utm_medium),
    utm_campaign: clean(raw.utm_campaign, LIMITS.utm_campaign),
  };
}
