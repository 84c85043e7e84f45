import { request } from "node:http";
import { afterAll, beforeAll, expect, it } from "vitest";
import { csvLine } from "../../server/admin/csv";
import { type DB, openDatabase } from "../../server/db";
import { confirmedSession } from "../support/accounts";
import { type App, appWithMailbox } from "../support/app-server";
import { describeEachDatabase } from "../support/databases";
import { inExportOrder, type SeededLead, seedLeads } from "../support/seed-leads";
import { waitFor } from "../support/smtp-sink";

const OWNER = "owner@example.co.uk";
const HEADER = `"Type","Received","Stage","Name","Company","Email","Services","Message or resource","Phone","Call at","Page","Referrer","utm_source","utm_medium","utm_campaign"\r\n`;
const DAY = 24 * 60 * 60_000;

describeEachDatabase("the CSV export on $name", (database) => {
  const running = appWithMailbox(database.url, { ADMIN_EMAILS: OWNER, LOG_LEVEL: "info" });
  let app: App;
  let db: DB;
  let owner: string;
  let leads: SeededLead[];
  const start = Date.parse("2026-01-05T09:00:00.000Z");

  beforeAll(async () => {
    app = running.app;
    db = openDatabase(running.databaseUrl);
    owner = await confirmedSession(app, running.sink, OWNER);
    // More than a chunk (1,000 rows) of enquiries, so the export reads a table in several.
    leads = await seedLeads(db, 2_600, start);
  });
  afterAll(() => db?.destroy());

  /** The export's bytes as a spreadsheet gets them (`text()` would drop the byte order mark). */
  const exported = async (query: string) => {
    const response = await fetch(`${app.base}/admin/export.csv?${query}`, { headers: { Cookie: owner } });
    expect(response.status).toBe(200);
    return Buffer.from(await response.arrayBuffer()).toString("utf8");
  };
  const csvOf = (rows: SeededLead[]) =>
    `\uFEFF${HEADER}${inExportOrder(rows)
      .map((row) => csvLine(row.cells))
      .join("")}`;
  const lastExport = async () =>
    (
      await db
        .selectFrom("audit_log")
        .select("detail")
        .where("action", "=", "leads.export")
        .orderBy("created_at", "desc")
        .limit(1)
        .executeTakeFirst()
    )?.detail;

  it("streams every lead of every kind, newest first, each row as stored", async () => {
    expect(await exported("type=all")).toBe(csvOf(leads));
    expect(await lastExport()).toBe("2600 leads");
  });

  it("streams only what the filter matches: the default kinds, a stage, a period; a service", async () => {
    // 2,600 leads span four and a half days from the start.
    const from = new Date(start + 2 * DAY).toISOString().slice(0, 10);
    const to = new Date(start + DAY).toISOString().slice(0, 10);
    const won = leads.filter((lead) => lead.type !== "subscription" && lead.stage === "won");
    expect(await exported(`stage=won&from=${from}`)).toBe(
      csvOf(won.filter((lead) => lead.createdAt >= from)),
    );
    // A booked call is at Call booked until taken further, whatever its older status (new or replied).
    const booked = leads.filter((lead) => lead.type !== "subscription" && lead.stage === "call_booked");
    expect(booked.map((lead) => lead.status)).toEqual(expect.arrayContaining(["new", "replied"]));
    expect(booked.every((lead) => lead.type === "booking")).toBe(true);
    expect(await exported("stage=call_booked")).toBe(csvOf(booked));
    const cyber = leads.filter(
      (lead) => lead.type === "enquiry" && lead.cells[6]!.includes("cyber-security"),
    );
    const untilTo = cyber.filter((lead) => lead.createdAt.slice(0, 10) <= to);
    expect(untilTo.length).toBeLessThan(cyber.length);
    expect(await exported(`service=cyber-security&to=${to}`)).toBe(csvOf(untilTo));
  });

  it("stops when the client goes away mid-export, logs no error, and serves the next one whole", async () => {
    // Enough to outgrow the sockets' buffers (about 6 MB), so the server is still writing.
    leads.push(...(await seedLeads(db, 30_000, start - 60 * DAY, "earlier")));
    await new Promise<void>((resolve, reject) => {
      const url = new URL(`${app.base}/admin/export.csv?type=all`);
      const get = request(url, { headers: { Cookie: owner }, agent: false }, (response) => {
        expect(response.statusCode).toBe(200);
        response.once("data", () => {
          get.destroy();
          resolve();
        });
      });
      get.on("error", (error) => (get.destroyed ? undefined : reject(error)));
      get.end();
    });
    const cutOff = await waitFor(async () => {
      const detail = await lastExport();
      return detail?.endsWith("then the download was cut off") ? detail : undefined;
    });
    expect(Number.parseInt(cutOff, 10)).toBeLessThan(leads.length);

    expect((await fetch(`${app.base}/healthz`)).status).toBe(200);
    const whole = await exported("type=all");
    expect(whole.split("\r\n").length - 2).toBe(leads.length);
    expect(await lastExport()).toBe(`${leads.length} leads`);
    const lines = app.log.map((line) => JSON.parse(line) as { level: number; status?: number });
    expect(lines.filter((line) => line.level >= 50 || (line.status ?? 0) >= 500)).toEqual([]);
  }, 120_000);
});
