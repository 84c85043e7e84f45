import { randomUUID } from "node:crypto";
import { Writable } from "node:stream";
import { beforeAll, expect, it } from "vitest";
import type { Stage } from "~/content/follow-up";
import { inboxFilterFrom } from "~/shared/inbox-filter";
import { type LeadStatus, SHOWN_STAGES, type ShownStage } from "~/shared/stages";
import { seedBooking } from "../../tests/support/bookings";
import { describeEachDatabase, useMigratedDatabase } from "../../tests/support/databases";
import { saveFollowUp } from "../follow-up/follow-up";
import { writeLeadsCsv } from "./csv";
import { inboxPage } from "./leads";

const DAY_MS = 86_400_000;

describeEachDatabase("the inbox's stages on $name", (database) => {
  const db = useMigratedDatabase(database);
  /** Each lead's name, by the stage its page shows (spam: kept aside, out of the inbox). */
  const expected: Record<ShownStage | "spam", string[]> = {
    new: [],
    replied: [],
    call_booked: [],
    proposal: [],
    won: [],
    lost: [],
    cancelled: [],
    spam: [],
  };
  let minute = 0;
  const at = () => new Date(Date.parse("2026-03-02T09:00:00.000Z") + ++minute * 60_000).toISOString();

  async function enquiry(
    name: string,
    shown: ShownStage | "spam",
    status: LeadStatus,
    stage?: Stage,
    email?: string,
  ) {
    const id = randomUUID();
    await db()
      .insertInto("enquiries")
      .values({
        id,
        email: email ?? `${name.toLowerCase()}@example.co.uk`,
        created_at: at(),
        lead_status: status,
        first_name: name,
        last_name: "Stage",
        company: null,
        service_interests: "[]",
        other_service: null,
        message: "Hello",
        client_address: null,
      })
      .execute();
    if (stage) await saveFollowUp(db(), "enquiry", id, { stage });
    if (shown === "spam") await saveFollowUp(db(), "enquiry", id, { spam: 1, spam_reasons: "links" });
    expected[shown].push(`${name} Stage`);
  }

  async function booking(
    name: string,
    shown: ShownStage,
    daysAhead: number,
    cancelled: boolean,
    stage?: Stage,
  ) {
    const id = await seedBooking(db(), {
      start: Date.now() + daysAhead * DAY_MS,
      name: `${name} Stage`,
      email: `${name.toLowerCase()}@example.co.uk`,
      status: cancelled ? "cancelled" : "active",
    });
    await db().updateTable("bookings").set({ created_at: at() }).where("id", "=", id).execute();
    if (stage) await saveFollowUp(db(), "booking", id, { stage });
    expected[shown].push(`${name} Stage`);
  }

  beforeAll(async () => {
    // Leads the owner never moved: their older status says where they stand.
    await enquiry("Nessa", "new", "new");
    await enquiry("Ruan", "replied", "replied");
    await enquiry("Wenna", "won", "won");
    await enquiry("Loveday", "lost", "closed");
    // The owner's choice, kept beside the lead, wins over its status.
    await enquiry("Piran", "proposal", "replied", "proposal");
    await enquiry("Kerra", "lost", "closed", "lost");
    // A booked call is at Call booked, or cancelled, until the owner takes it further.
    await booking("Jory", "call_booked", 3, false);
    await booking("Tamsin", "cancelled", 4, true);
    await booking("Morwenna", "won", 5, true, "won");
    // Jory's other lead: a call to come lifts it to Call booked (the address in any case)...
    await enquiry("Jory2", "call_booked", "new", undefined, "JORY@example.co.uk");
    // ...but not past a stage the owner chose further on.
    await enquiry("Jory3", "proposal", "replied", "proposal", "jory@example.co.uk");
    // A call already held lifts nothing; a cancelled one neither.
    await booking("Hedra", "call_booked", -2, false);
    await enquiry("Hedra2", "new", "new", undefined, "hedra@example.co.uk");
    await enquiry("Tamsin2", "replied", "replied", undefined, "tamsin@example.co.uk");
    // Kept aside as spam: out of the inbox, in the CSV with every other lead.
    await enquiry("Jago", "spam", "new");
  });

  const names = async (stage: ShownStage) =>
    (await inboxPage(db(), { type: "all", stage }, 50)).rows.map((row) => row.name).sort();

  it("filters by each stage the owner reads on the lead pages, across the kinds", async () => {
    for (const stage of SHOWN_STAGES) expect(await names(stage), stage).toEqual(expected[stage].sort());
    const all = await inboxPage(db(), { type: "all" }, 50);
    expect(all.rows).toHaveLength(14);
    expect(Object.fromEntries(all.rows.map((row) => [row.name, row.stage]))).toMatchObject({
      "Jory2 Stage": "call_booked",
      "Tamsin Stage": "cancelled",
      "Morwenna Stage": "won",
    });
  });

  it("pages a filtered view by its cursor: every lead at the stage once", async () => {
    const first = await inboxPage(db(), { type: "all", stage: "call_booked" }, 2);
    expect(first.rows).toHaveLength(2);
    const rest = await inboxPage(db(), { type: "all", stage: "call_booked" }, 2, first.next);
    expect([...first.rows, ...rest.rows].map((row) => row.name).sort()).toEqual(expected.call_booked.sort());
    expect(rest.next).toBeUndefined();
  });

  it("reads a link kept from before the stages as the stage its status maps to", async () => {
    const old = (query: string) => inboxFilterFrom(new URLSearchParams(query)).stage;
    expect(["new", "replied", "won", "closed"].map((status) => old(`status=${status}`))).toEqual([
      "new",
      "replied",
      "won",
      "lost",
    ]);
    expect(old("status=bribed")).toBeUndefined();
    expect(old("status=constructor")).toBeUndefined();
    expect(old("stage=call_booked&status=won")).toBe("call_booked");
    expect(await names(old("status=closed")!)).toEqual(expected.lost.sort());
  });

  it("writes each lead's stage in the CSV, as the owner reads it", async () => {
    let text = "";
    const out = new Writable({
      write(chunk, _encoding, done) {
        text += chunk.toString();
        done();
      },
    });
    await writeLeadsCsv(db(), { type: "all" }, out);
    const [header, ...lines] = text.replace("\uFEFF", "").trim().split("\r\n");
    expect(header).toMatch(/^"Type","Received","Stage","Name"/);
    const stageOf = Object.fromEntries(lines.map((line) => [line.split('","')[3], line.split('","')[2]]));
    expect(stageOf).toEqual({
      "Nessa Stage": "New",
      "Ruan Stage": "Replied",
      "Wenna Stage": "Won",
      "Loveday Stage": "Lost",
      "Piran Stage": "Proposal",
      "Kerra Stage": "Lost",
      "Jory Stage": "Call booked",
      "Tamsin Stage": "Call cancelled",
      "Morwenna Stage": "Won",
      "Jory2 Stage": "Call booked",
      "Jory3 Stage": "Proposal",
      "Hedra Stage": "Call booked",
      "Hedra2 Stage": "New",
      "Tamsin2 Stage": "Replied",
      "Jago Stage": "Spam",
    });
  });
});
