import { beforeAll, expect, it } from "vitest";
import { describeEachDatabase, useMigratedDatabase } from "../../tests/support/databases";
import { inExportOrder, type SeededLead, seedLeads } from "../../tests/support/seed-leads";
import { everyLead } from "./every-lead";
import type { InboxFilter } from "./leads";

describeEachDatabase("every lead, for the export, on $name", (database) => {
  const db = useMigratedDatabase(database);
  let leads: SeededLead[];
  beforeAll(async () => {
    leads = await seedLeads(db(), 300, Date.parse("2026-03-02T08:00:00.000Z"));
  });

  const read = async (filter: InboxFilter, chunk: number) => {
    const ids: string[] = [];
    for await (const row of everyLead(db(), filter, chunk)) ids.push(row.id);
    return ids;
  };

  it("gives each lead once, newest first, whatever the chunk, across ties that straddle chunks", async () => {
    const expected = inExportOrder(leads).map((lead) => lead.id);
    // Seven leads share each time: chunks of 3 and 7 end inside and at the edge of a tie.
    for (const chunk of [1, 3, 7, 1000]) expect(await read({ type: "all" }, chunk)).toEqual(expected);
  });

  it("reads only the tables the filter covers", async () => {
    const bookings = inExportOrder(leads.filter((lead) => lead.type === "booking")).map((lead) => lead.id);
    expect(await read({ type: "booking" }, 4)).toEqual(bookings);
    expect(await read({ type: "all", q: "no such lead" }, 4)).toEqual([]);
  });
});
