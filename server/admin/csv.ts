import type { Writable } from "node:stream";
import { followUp } from "~/content/follow-up";
import { stageLabel } from "~/shared/stages";
import type { DB } from "../db";
import { leadRegistry } from "../leads/kinds";
import type { LeadRegistry } from "../leads/lead-kind";
import { everyLead } from "./every-lead";
import type { InboxFilter, InboxRow } from "./leads";

export const csvHeader = [
  "Type",
  "Received",
  "Stage",
  "Name",
  "Company",
  "Email",
  "Services",
  "Message or resource",
  "Phone",
  "Call at",
  "Page",
  "Referrer",
  "utm_source",
  "utm_medium",
  "utm_campaign",
] as const;

export const leadCells = (row: InboxRow): (string | null)[] => [
  row.type,
  row.createdAt,
  // A lead kept aside reads "Spam", as on its page and in the spam view.
  row.spam ? followUp.spam : stageLabel(row.stage),
  row.name,
  row.company,
  row.email,
  row.services.join("; "),
  row.summary,
  row.phone,
  row.callAt,
  row.sourcePage,
  row.referrer,
  row.utmSource,
  row.utmMedium,
  row.utmCampaign,
];

/**
 * One CSV cell. A value a spreadsheet would read as a formula (=, +, -, @, tab, carriage return
 * first) gets a leading apostrophe, so opening the export runs nothing a visitor typed.
 */
export function csvCell(value: string | null): string {
  const text = value ?? "";
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return `"${safe.replaceAll('"', '""')}"`;
}

export const csvLine = (values: readonly (string | null)[]) => `${values.map(csvCell).join(",")}\r\n`;

/** Text is handed to the response in pieces of about this many characters: one write per piece. */
const PIECE = 64 * 1024;

/** Resolves true when `out` takes more, false when it closes first (the client went away). */
function room(out: Writable): Promise<boolean> {
  return new Promise((resolve) => {
    const settle = (more: boolean) => {
      out.off("drain", onDrain);
      out.off("close", onClose);
      resolve(more);
    };
    const onDrain = () => settle(true);
    const onClose = () => settle(false);
    out.on("drain", onDrain);
    out.on("close", onClose);
  });
}

/**
 * Writes the filtered inbox as CSV (UTF-8 with a byte order mark, for spreadsheets) as it is read
 * (`everyLead`: a chunk per table at a time), waiting whenever the client is slower than the
 * database, so a hundred thousand leads never sit in memory at once. When the client goes away
 * it stops, and no more is read. Says how many leads it handed to `out`, and whether that was all.
 */
export async function writeLeadsCsv(
  db: DB,
  filter: InboxFilter,
  out: Writable,
  registry: LeadRegistry = leadRegistry,
): Promise<{ written: number; complete: boolean }> {
  let written = 0;
  let text = `\uFEFF${csvLine(csvHeader)}`;
  let rows = 0;
  /** Hands `text` (and its rows) to the response; false once the client has gone. */
  const send = async () => {
    if (out.destroyed) return false;
    const full = text !== "" && !out.write(text);
    written += rows;
    rows = 0;
    text = "";
    return full ? room(out) : !out.destroyed;
  };
  for await (const row of everyLead(db, filter, undefined, registry)) {
    text += csvLine(leadCells(row));
    rows++;
    if (text.length >= PIECE && !(await send())) return { written, complete: false };
  }
  const complete = await send();
  return { written, complete };
}
