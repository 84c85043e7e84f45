import { LEAD_KINDS, type LeadKind } from "./lead-kinds";
import { fromStatus, type LeadStatus, SHOWN_STAGES, type ShownStage } from "./stages";

/** The longest private note on a lead, in characters (the form's limit and the server's). */
export const NOTE_MAX = 4000;
/** The longest note mailed to a visitor whose call the owner cancels (the form's limit and the server's). */
export const CANCEL_NOTE_MAX = 1000;

/** The inbox's filter in the address bar (shared by the inbox page and the CSV export). */
export type InboxFilter = {
  /** A kind, every kind ("all"), or unset: the kinds that ask for an answer (any kind when searching). */
  type?: LeadKind | "all";
  /** Where the lead stands, as its page reads (app/shared/stages.ts `shownStage`). */
  stage?: ShownStage;
  /** A contact-form service id: only enquiries carry services. */
  service?: string;
  /** ISO days, inclusive. */
  from?: string;
  to?: string;
  /** Part of a name, email or company. */
  q?: string;
};

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const ROW_ID = /^[\w-]{1,36}$/;

/**
 * Whether a value can be the id of a lead or a mail (UUIDs, in columns of 36 characters). Anything
 * else names no row and is never sent to the database (PostgreSQL refuses a NUL with an error).
 */
export const isRowId = (value: string) => ROW_ID.test(value);
const SERVICE = /^[a-z-]{2,40}$/;

function oneOf<T extends string>(values: readonly T[], value: string | null): T | undefined {
  return values.find((v) => v === value);
}

/** A link kept from before the stages (`status=closed`) reads as the stage its status maps to. */
function oldStatus(value: string | null): ShownStage | undefined {
  return value && Object.hasOwn(fromStatus, value) ? fromStatus[value as LeadStatus] : undefined;
}

/** Reads the filter from a query string; anything malformed is left out rather than refused. */
export function inboxFilterFrom(params: URLSearchParams): InboxFilter {
  const day = (key: string) => {
    const value = params.get(key) ?? "";
    return DAY.test(value) && !Number.isNaN(Date.parse(value)) ? value : undefined;
  };
  const service = params.get("service") ?? "";
  const q = (params.get("q") ?? "")
    .replace(/\p{Cc}/gu, "")
    .trim()
    .slice(0, 100);
  return {
    type: oneOf([...LEAD_KINDS, "all" as const], params.get("type")),
    stage: oneOf(SHOWN_STAGES, params.get("stage")) ?? oldStatus(params.get("status")),
    service: SERVICE.test(service) ? service : undefined,
    from: day("from"),
    to: day("to"),
    q: q || undefined,
  };
}

/** The filter as a query string (without the cursor), for links and the export. */
export function inboxQuery(filter: InboxFilter): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filter)) if (value) params.set(key, value);
  return params.toString();
}
