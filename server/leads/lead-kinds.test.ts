import { randomUUID } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Writable } from "node:stream";
import { type Kysely, sql } from "kysely";
import { beforeAll, expect, it } from "vitest";
import { type LeadKind, leadKindShapes } from "~/shared/lead-kinds";
import { describeEachDatabase, useMigratedDatabase } from "../../tests/support/databases";
import { writeLeadsCsv } from "../admin/csv";
import { erasePerson } from "../admin/erasure";
import { inboxPage } from "../admin/leads";
import { applyRetention } from "../admin/retention";
import { mailFiles } from "../mail/mail-files";
import { enqueueMail, forLead } from "../mail/outbox";
import { leadRegistry } from "./kinds";
import { type CommonColumns, deleteRowsOf, type LeadKindStorage, type LeadRegistry } from "./lead-kind";

/**
 * A throwaway kind of lead, declared as a new one would be (docs/architecture.md, "How to add a
 * lead kind"): a table (its migration, here made by the test), one declaration, and the inbox,
 * the CSV export, retention and erasure take it without a line of theirs changed.
 */
const CALLBACK = "callback" as LeadKind;
const DAY = 24 * 60 * 60_000;
const NOW = Date.parse("2026-11-23T12:00:00.000Z");
const iso = (ms: number) => new Date(ms).toISOString();

const columns: CommonColumns = {
  name: sql<string>`name`,
  company: sql<null>`null`,
  phone: sql<string>`phone`,
  services: sql<string>`'[]'`,
  summary: sql<string>`'Call back at ' || slot`,
  callAt: sql<null>`null`,
};
const callbackStorage: LeadKindStorage = {
  table: "callbacks",
  columns,
  // Its own rule: a week after it arrived, whatever its status.
  retention: (at) => (eb) => eb("created_at", "<", iso(at - 7 * DAY)),
  erase: deleteRowsOf("callbacks"),
};
const registry = {
  ...leadRegistry,
  [CALLBACK]: { words: "enquiry", list: "inbox", ...callbackStorage },
} as LeadRegistry;

// The compiler refuses a kind without a retention rule or an erasure (checked by `tsc`):
// @ts-expect-error: no retention rule
const withoutRetention: LeadKindStorage = { table: "callbacks", columns, erase: deleteRowsOf("callbacks") };
// @ts-expect-error: no erasure
const withoutErasure: LeadKindStorage = { table: "callbacks", columns, retention: callbackStorage.retention };
void [withoutRetention, withoutErasure];

describeEachDatabase("a new kind of lead, declared once, on $name", (database) => {
  const db = useMigratedDatabase(database);
  // biome-ignore lint/suspicious/noExplicitAny: the table is the test's own, unknown to the schema.
  const loose = () => db() as unknown as Kysely<any>;
  const callback = async (name: string, email: string, at: number) => {
    const id = randomUUID();
    await loose()
      .insertInto("callbacks")
      .values({
        id,
        name,
        email,
        phone: "01872 555 0100",
        slot: "Tuesday morning",
        lead_status: "new",
        created_at: iso(at),
        source_page: "/contact",
      })
      .execute();
    await db()
      .insertInto("lead_notes")
      .values({
        id: randomUUID(),
        lead_type: CALLBACK,
        lead_id: id,
        author: "o",
        body: "n",
        created_at: iso(at),
      })
      .execute();
    await enqueueMail(
      db(),
      forLead(CALLBACK, id, [{ recipient: email, subject: "Your call", text_body: "t", html_body: "h" }]),
    );
    return id;
  };
  const names = async () =>
    (await loose().selectFrom("callbacks").select("name").orderBy("name").execute()).map(
      (row: { name: string }) => row.name,
    );
  const leftOf = async (id: string) => ({
    notes: (await db().selectFrom("lead_notes").select("id").where("lead_id", "=", id).execute()).length,
    mails: (await db().selectFrom("mail_outbox").select("id").where("lead_id", "=", id).execute()).length,
  });

  let old: string;
  beforeAll(async () => {
    await loose()
      .schema.createTable("callbacks")
      .addColumn("id", "varchar(36)", (c) => c.primaryKey())
      .addColumn("name", "varchar(200)", (c) => c.notNull())
      .addColumn("email", "varchar(254)", (c) => c.notNull())
      .addColumn("phone", "varchar(40)")
      .addColumn("slot", "varchar(40)", (c) => c.notNull())
      .addColumn("lead_status", "varchar(16)", (c) => c.notNull())
      .addColumn("created_at", "varchar(32)", (c) => c.notNull())
      .addColumn("last_activity_at", "varchar(32)")
      .addColumn("source_page", "varchar(200)")
      .addColumn("source_referrer", "varchar(200)")
      .addColumn("utm_source", "varchar(200)")
      .addColumn("utm_medium", "varchar(200)")
      .addColumn("utm_campaign", "varchar(200)")
      .execute();
    old = await callback("Morwenna Old", "morwenna@example.co.uk", NOW - 10 * DAY);
    await callback("Jago Recent", "jago@example.co.uk", NOW - DAY);
    await db()
      .insertInto("enquiries")
      .values({
        id: randomUUID(),
        first_name: "Jago",
        last_name: "Recent",
        email: "jago@example.co.uk",
        company: null,
        service_interests: "[]",
        other_service: null,
        message: "Hello",
        client_address: null,
        created_at: iso(NOW - 2 * DAY),
      })
      .execute();
  });

  it("shows in the inbox, newest first among the other kinds, and under its own filter", async () => {
    const inbox = await inboxPage(db(), {}, 50, undefined, "older", registry);
    expect(inbox.rows.map((row) => [row.type, row.name, row.summary])).toEqual([
      [CALLBACK, "Jago Recent", "Call back at Tuesday morning"],
      ["enquiry", "Jago Recent", "Hello"],
      [CALLBACK, "Morwenna Old", "Call back at Tuesday morning"],
    ]);
    const own = await inboxPage(db(), { type: CALLBACK }, 50, undefined, "older", registry);
    expect(own.rows.map((row) => row.phone)).toEqual(["01872 555 0100", "01872 555 0100"]);
    // The registry the site runs with does not know it.
    expect((await inboxPage(db(), {}, 50)).rows.map((row) => row.type)).toEqual(["enquiry"]);
  });

  it("is exported in the CSV with every lead's columns", async () => {
    let text = "";
    const out = new Writable({
      write(chunk, _encoding, done) {
        text += chunk.toString();
        done();
      },
    });
    expect(await writeLeadsCsv(db(), { type: "all" }, out, registry)).toEqual({ written: 3, complete: true });
    const lines = text.split("\r\n");
    expect(lines[1]).toMatch(
      /^"callback","[^"]+","New","Jago Recent","","jago@example.co.uk","","Call back at/,
    );
    expect(lines[3]).toContain('"Morwenna Old"');
    expect(lines[3]).toContain('"/contact"');
  });

  it("is deleted by its own retention rule, with its notes and mails", async () => {
    expect(await applyRetention(db(), { at: NOW, dryRun: true, registry })).toMatchObject({ [CALLBACK]: 1 });
    expect(await names()).toHaveLength(2);
    expect(await applyRetention(db(), { at: NOW, registry })).toMatchObject({ [CALLBACK]: 1, enquiry: 0 });
    expect(await names()).toEqual(["Jago Recent"]);
    expect(await leftOf(old)).toEqual({ notes: 0, mails: 0 });
  });

  it("is erased with everything else of its address", async () => {
    const copies = mailFiles(mkdtempSync(join(tmpdir(), "site-kind-mail-")));
    const [recent] = (await loose().selectFrom("callbacks").select("id").execute()) as { id: string }[];
    await erasePerson(db(), copies, "owner@example.co.uk", "JAGO@example.co.uk", registry);
    expect(await names()).toEqual([]);
    expect(await leftOf(recent!.id)).toEqual({ notes: 0, mails: 0 });
    expect(await db().selectFrom("enquiries").select("id").execute()).toEqual([]);
  });
});

it("every kind the back office lists is declared on the server, with its words", () => {
  expect(Object.keys(leadRegistry)).toEqual(Object.keys(leadKindShapes));
});
