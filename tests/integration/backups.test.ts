import { execFile } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { sql } from "kysely";
import { afterAll, beforeAll, expect, it } from "vitest";
import { type DB, openDatabase } from "../../server/db";
import { startApp } from "../support/app-server";
import { describeEachDatabase } from "../support/databases";
import { waitFor } from "../support/smtp-sink";

const run = promisify(execFile);
/** `npm run backup` / `npm run restore` as an operator runs them, with DATABASE_URL set. */
const npmScript = (script: "backup" | "restore", databaseUrl: string, file: string) =>
  run(process.execPath, ["--import", "tsx", `scripts/${script}.ts`, file], {
    env: { ...process.env, DATABASE_URL: databaseUrl, LOG_LEVEL: "silent" },
  });

/** Every row of every table (Kysely's migration tables too), in a comparable order. */
async function everyRow(db: DB): Promise<Record<string, string[]>> {
  const tables = await db.introspection.getTables({ withInternalKyselyTables: true });
  const rows: Record<string, string[]> = {};
  for (const table of tables) {
    const all = await sql<Record<string, unknown>>`select * from ${sql.table(table.name)}`.execute(db);
    rows[table.name] = all.rows.map((row) => JSON.stringify(row)).sort();
  }
  return rows;
}

const enquiry = (n: number) => ({
  firstName: "Wenna",
  lastName: `Backup${n}`,
  email: `wenna${n}@example.co.uk`,
  serviceInterests: ["hosting-sysadmin"],
  message: "Please look after our backups.",
});

describeEachDatabase("backups on $name", (database) => {
  let databaseUrl: string;
  let app: Awaited<ReturnType<typeof startApp>> | undefined;
  const folder = mkdtempSync(join(tmpdir(), "site-backups-"));

  beforeAll(async () => {
    databaseUrl = await database.url();
    app = await startApp({ DATABASE_URL: databaseUrl, TRUST_PROXY: "1" });
    const client = (n: number) => ({ "X-Forwarded-For": `198.51.100.${n}` });
    for (let n = 0; n < 3; n++) {
      expect((await app.post("/api/contact", enquiry(n), client(n))).status).toBe(201);
      const subscriber = { email: `reader${n}@example.co.uk` };
      expect((await app.post("/api/subscriptions", subscriber, client(n))).status).toBe(201);
      const request = {
        name: "Wenna Backup",
        email: `wenna${n}@example.co.uk`,
        company: "Backup Ltd",
        resourceTitle: "Incident Response Plan Template",
        resourceType: "Template",
      };
      expect((await app.post("/api/resource-requests", request, client(n))).status).toBe(201);
    }
  });
  afterAll(() => app?.close());

  it("takes a consistent backup while enquiries arrive: each one with its mails", async () => {
    let running = true;
    let accepted = 0;
    const lanes = Array.from({ length: 4 }, async (_, lane) => {
      for (let i = 0; running; i++) {
        const n = 1000 + lane * 1000 + i;
        const response = await app!.post("/api/contact", enquiry(n), {
          "X-Forwarded-For": `10.9.${lane}.${i}`,
        });
        if (response.status === 201) accepted++;
      }
    });
    // The backup starts once enquiries are being stored, and runs while more arrive.
    await waitFor(() => accepted >= 5);
    const file = join(folder, "during-load");
    await npmScript("backup", databaseUrl, file);
    running = false;
    await Promise.all(lanes);
    expect(accepted).toBeGreaterThan(10);

    const restoredUrl = await database.url();
    await npmScript("restore", restoredUrl, file);
    const restored = openDatabase(restoredUrl);
    try {
      const enquiries = await restored.selectFrom("enquiries").select("email").execute();
      const acknowledged = await restored
        .selectFrom("mail_outbox")
        .select("recipient")
        .where("recipient", "like", "wenna%")
        .where("subject", "like", "Thank you for contacting%")
        .execute();
      expect(enquiries.length).toBeGreaterThan(3);
      expect(acknowledged.map((m) => m.recipient).sort()).toEqual(enquiries.map((e) => e.email).sort());
    } finally {
      await restored.destroy();
    }
  }, 60_000);

  it("restores into a fresh database every lead, subscriber and mail: every row of every table", async () => {
    await app?.close(); // no more writes: the source can be compared with its copy
    app = undefined;
    const file = join(folder, "quiet");
    await npmScript("backup", databaseUrl, file);
    const restoredUrl = await database.url();
    await npmScript("restore", restoredUrl, file);
    const [source, restored] = [openDatabase(databaseUrl), openDatabase(restoredUrl)];
    try {
      const rows = await everyRow(source);
      expect(rows.subscriptions).toHaveLength(3);
      expect(rows.resource_requests).toHaveLength(3);
      expect(await everyRow(restored)).toEqual(rows);
    } finally {
      await Promise.all([source.destroy(), restored.destroy()]);
    }
  }, 60_000);

  it("brings yesterday's data back over today's", async () => {
    const file = join(folder, "yesterday");
    await npmScript("backup", databaseUrl, file);
    const db = openDatabase(databaseUrl);
    try {
      const before = await everyRow(db);
      await db.deleteFrom("subscriptions").execute();
      await db.updateTable("enquiries").set({ message: "overwritten by mistake" }).execute();
      await npmScript("restore", databaseUrl, file);
      expect(await everyRow(db)).toEqual(before);
    } finally {
      await db.destroy();
    }
  }, 60_000);
});
