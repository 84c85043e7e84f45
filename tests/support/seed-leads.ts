import { randomUUID } from "node:crypto";
import { type ShownStage, shownStage, stageLabel } from "../../app/shared/stages";
import type { DB } from "../../server/db";

/** A lead written straight into its table, and what the CSV export must say of it. */
export type SeededLead = {
  type: "enquiry" | "booking" | "resource" | "subscription";
  id: string;
  createdAt: string;
  status: "new" | "replied" | "won" | "closed";
  /** Its stage as the owner reads it: every call is past, and no other lead shares its address. */
  stage: ShownStage;
  /** The export's columns, in order: Type, Received, Stage, Name, Company, Email, Services, Message or resource, Phone, Call at, Page, Referrer, utm_source, utm_medium, utm_campaign. */
  cells: (string | null)[];
};

type Cell = string | null;
const STATUSES = ["new", "replied", "won", "closed"] as const;
const SERVICES = ["cyber-security", "hosting-sysadmin", "ai-consultancy"];
const MINUTE = 60_000;

/**
 * `count` leads of every kind (half enquiries, then resource requests, subscriptions and
 * bookings), 17 minutes apart in groups of seven that share their time (so the id orders them),
 * from `start` on, with what a spreadsheet must not run, quotes, commas and line breaks among
 * their values; addresses `<prefix><n>@example.co.uk`. Written in batches of 500.
 */
export async function seedLeads(
  db: DB,
  count: number,
  start: number,
  prefix = "lead",
): Promise<SeededLead[]> {
  const seeded: SeededLead[] = [];
  const rows = { enquiries: [], resource_requests: [], subscriptions: [], bookings: [] } as Record<
    string,
    Record<string, unknown>[]
  >;
  for (let n = 0; n < count; n++) {
    const createdAt = new Date(start + Math.floor(n / 7) * 17 * MINUTE).toISOString();
    const status = STATUSES[Math.floor(n / 3) % 4]!;
    const source = {
      source_page: n % 3 === 0 ? "/cyber-security" : null,
      source_referrer: n % 5 === 0 ? "https://www.google.co.uk/" : null,
      utm_source: n % 6 === 0 ? "newsletter" : null,
      utm_medium: n % 6 === 0 ? "email" : null,
      utm_campaign: n % 12 === 0 ? "=autumn" : null,
    };
    const common = {
      id: randomUUID(),
      email: `${prefix}${n}@example.co.uk`,
      created_at: createdAt,
      lead_status: status,
    };
    type Columns = [name: Cell, company: Cell, services: string, summary: string, phone: Cell, callAt: Cell];
    const lead = (type: SeededLead["type"], [name, company, services, summary, phone, callAt]: Columns) => {
      const stage = shownStage({ type, stage: null, leadStatus: status, bookingStatus: "active" });
      seeded.push({
        type,
        id: common.id,
        createdAt,
        status,
        stage,
        cells: [
          ...[
            type,
            createdAt,
            stageLabel(stage),
            name,
            company,
            common.email,
            services,
            summary,
            phone,
            callAt,
          ],
          ...[
            source.source_page,
            source.source_referrer,
            source.utm_source,
            source.utm_medium,
            source.utm_campaign,
          ],
        ],
      });
    };
    const kind = n % 10;
    if (kind < 5) {
      const company = n % 13 === 0 ? "=SUM(A1:A9)" : n % 4 ? `Company ${n % 7}, Ltd` : null;
      const services = [SERVICES[n % 3]!, ...(n % 2 ? [SERVICES[(n + 1) % 3]!] : [])];
      const message = n % 11 === 0 ? "@cmd|' /C calc'!A0" : `Enquiry ${n}, "urgent"\nSecond line.`;
      const lastName = n % 50 === 0 ? `"Quoted", Pascoe${n}` : `Pascoe${n}`;
      rows.enquiries!.push({
        ...common,
        ...source,
        first_name: "Lead",
        last_name: lastName,
        company,
        service_interests: JSON.stringify(services),
        other_service: null,
        message,
        client_address: null,
      });
      lead("enquiry", [`Lead ${lastName}`, company, services.join("; "), message, null, null]);
    } else if (kind < 8) {
      const fields = { name: `Lead Rowe${n}`, company: `Company ${n % 7}`, resource_title: "Incident Plan" };
      rows.resource_requests!.push({
        ...common,
        ...source,
        ...fields,
        resource_slug: "incident-response-plan-template",
        resource_type: "Template",
      });
      lead("resource", [fields.name, fields.company, "", fields.resource_title, null, null]);
    } else if (kind === 8) {
      const state = n % 3 ? "confirmed" : "pending";
      rows.subscriptions!.push({ ...common, ...source, status: state, token: randomUUID() });
      lead("subscription", [null, null, "", `Insights subscription: ${state}`, null, null]);
    } else {
      const startAt = new Date(start + 30 * 24 * 60 * MINUTE + n * 30 * MINUTE).toISOString();
      const call = {
        name: `Lead Nance${n}`,
        phone: n % 2 ? `01632 96${String(n % 10_000).padStart(4, "0")}` : null,
        company: n % 3 ? "-Minus Ltd" : null,
        topic: n % 4 ? `Backups, "cloud"` : null,
      };
      rows.bookings!.push({
        ...common,
        ...source,
        ...call,
        call_kind: call.phone ? "phone" : "video",
        start_at: startAt,
        end_at: new Date(Date.parse(startAt) + 30 * MINUTE).toISOString(),
        status: "active",
        manage_key: randomUUID(),
      });
      lead("booking", [call.name, call.company, "", call.topic ?? "", call.phone, startAt]);
    }
  }
  for (const [table, values] of Object.entries(rows)) {
    for (let at = 0; at < values.length; at += 500) {
      // biome-ignore lint/suspicious/noExplicitAny: four tables of different shapes, written alike.
      await (db as any)
        .insertInto(table)
        .values(values.slice(at, at + 500))
        .execute();
    }
  }
  return seeded;
}

/** The order the inbox and the export give: newest first, the id breaking a tie. */
export const inExportOrder = (leads: SeededLead[]) =>
  [...leads].sort((a, b) =>
    a.createdAt === b.createdAt ? (a.id < b.id ? 1 : -1) : a.createdAt < b.createdAt ? 1 : -1,
  );
