import { type FirmFacts, firmFactsSchema } from "~/shared/firm-facts";
import { firmFactDefaults } from "../../app/content/company";
import { audit } from "../admin/audit";
import { now } from "../clock";
import type { DB } from "../db";
import { raiseContentVersion } from "../live-pages/versions";

/** The `content_versions` row of the firm's facts, and their one row in `firm_facts`. */
export const FACTS_CONTENT = "facts";
const ROW = "firm";

/** The facts as the settings form writes them (its own input is its output: the rules keep their written forms). */
const asInput = (facts: FirmFacts) => ({ ...facts, replyWithinHours: String(facts.replyWithinHours) });

/**
 * The facts the owner last saved, read again through the form's own rules (a row written by an
 * older rule, or by hand, that no longer passes reads as the defaults, logged by the caller), or
 * undefined when none were ever saved.
 */
export async function readFirmFacts(db: DB): Promise<FirmFacts | undefined> {
  const row = await db.selectFrom("firm_facts").select("facts").where("name", "=", ROW).executeTakeFirst();
  if (!row) return undefined;
  const stored = { ...firmFactDefaults, ...(JSON.parse(row.facts) as Partial<FirmFacts>) };
  const checked = firmFactsSchema.safeParse(asInput(stored));
  if (!checked.success) throw new Error(`the stored firm facts no longer pass: ${checked.error.message}`);
  return checked.data;
}

/** The fields whose value changed, for the audit log: "phone, registrationNumber". */
function changedFields(before: FirmFacts, after: FirmFacts): string {
  const names = (Object.keys(after) as (keyof FirmFacts)[]).filter((name) => before[name] !== after[name]);
  return names.length ? names.join(", ") : "nothing";
}

/**
 * Saves the facts in one transaction with the version every instance polls and the audit log's
 * line (who, which fields): all of it or nothing.
 */
export async function saveFirmFacts(db: DB, facts: FirmFacts, actor: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const before = await trx
      .selectFrom("firm_facts")
      .select("facts")
      .where("name", "=", ROW)
      .executeTakeFirst();
    const previous = before ? (JSON.parse(before.facts) as FirmFacts) : firmFactDefaults;
    const row = { facts: JSON.stringify(facts), updated_at: now(), updated_by: actor };
    await trx
      .insertInto("firm_facts")
      .values({ name: ROW, ...row })
      .onConflict((conflict) => conflict.column("name").doUpdateSet(row))
      .execute();
    await raiseContentVersion(trx, FACTS_CONTENT);
    await audit(trx, { actor, action: "firm-facts.save", detail: changedFields(previous, facts) });
  });
}
