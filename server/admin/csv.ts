import { once } from "node:events";
import type { Writable } from "node:stream";
import type { DB } from "../db";
import { everyLead, type InboxFilter, type InboxRow } from "./leads";

const HEADER = [
  "Type",
  "Received",
  "Status",
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

const cells = (row: InboxRow): (string | null)[] => [
  row.type,
  row.createdAt,
  row.status,
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

/**
 * Writes the filtered inbox as CSV (UTF-8 with a byte order mark, for spreadsheets) as it is read:
 * a thousand leads at a time, waiting whenever the client is slower than the database, so a
 * hundred thousand leads never sit in memory at once. Resolves to the number of leads written.
 */
export async function writeLeadsCsv(db: DB, filter: InboxFilter, out: Writable): Promise<number> {
  let count = 0;
  if (!out.write(`\uFEFF${csvLine(HEADER)}`)) await once(out, "drain");
  for await (const row of everyLead(db, filter)) {
    count++;
    if (!out.write(csvLine(cells(row)))) await once(out, "drain");
  }
  return count;
}
