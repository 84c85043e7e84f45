import { randomUUID } from "node:crypto";
import { beforeAll, expect, it } from "vitest";
import { describeEachDatabase, useMigratedDatabase } from "../../tests/support/databases";
import { followUpsOf, setStageAndNextStep } from "./follow-up";

describeEachDatabase("a lead's stage change on $name", (database) => {
  const db = useMigratedDatabase(database);
  const id = randomUUID();
  beforeAll(async () => {
    await db()
      .insertInto("enquiries")
      .values({
        id,
        email: "jenna@example.co.uk",
        created_at: new Date().toISOString(),
        first_name: "Jenna",
        last_name: "Pascoe",
        company: null,
        service_interests: "[]",
        other_service: null,
        message: "A quote?",
        client_address: null,
      })
      .execute();
  });
  const change = (nextStepOn: string) =>
    setStageAndNextStep(db(), "owner@example.co.uk", "enquiry", id, {
      stage: "won",
      nextStep: "Send the invoice",
      nextStepOn,
    });
  const saved = async () => ({
    followUp: (await followUpsOf(db(), "enquiry", [id])).get(id),
    status: (
      await db().selectFrom("enquiries").select("lead_status").where("id", "=", id).executeTakeFirstOrThrow()
    ).lead_status,
    audited: (await db().selectFrom("audit_log").select("id").where("target", "=", `enquiry:${id}`).execute())
      .length,
  });

  it("refuses a next step dated further ahead than the form allows, posted by hand: nothing saved", async () => {
    const year = new Date().getUTCFullYear();
    for (const day of ["9999-01-01", `${year + 6}-01-01`]) expect(await change(day), day).toBe(false);
    expect(await saved()).toEqual({ followUp: undefined, status: "new", audited: 0 });
    // The last day the form takes is taken.
    expect(await change(`${year + 5}-12-31`)).toBe(true);
    expect(await saved()).toMatchObject({
      followUp: { stage: "won", next_step: "Send the invoice", next_step_on: `${year + 5}-12-31` },
      status: "won",
      audited: 1,
    });
  });
});
