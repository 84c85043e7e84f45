import type { Kysely, Transaction } from "kysely";
import { isNextStepDay, isStage, statusOfStage } from "~/shared/stages";
import { NEXT_STEP_MAX, type Stage } from "../../app/content/follow-up";
import type { LeadKind } from "../../app/shared/lead-kinds";
import { audit } from "../admin/audit";
import { isRowId } from "../admin/leads";
import { now } from "../clock";
import type { DB } from "../db";
import type { Database, LeadFollowUpTable } from "../db/schema";
import { leadRegistry } from "../leads/kinds";

type Conn = Kysely<Database> | Transaction<Database>;
export type FollowUp = Pick<
  LeadFollowUpTable,
  "lead_type" | "lead_id" | "stage" | "next_step" | "next_step_on" | "first_replied_at" | "spam_reasons"
> & { spam: number };

/** The follow-up rows of some leads of one kind, by id (leads without one have none yet). */
export async function followUpsOf(
  db: Conn,
  type: string,
  ids: readonly string[],
): Promise<Map<string, FollowUp>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom("lead_follow_up")
    .select([
      "lead_type",
      "lead_id",
      "stage",
      "next_step",
      "next_step_on",
      "first_replied_at",
      "spam",
      "spam_reasons",
    ])
    .where("lead_type", "=", type)
    .where("lead_id", "in", ids)
    .execute();
  return new Map(rows.map((row) => [row.lead_id, { ...row, spam: Number(row.spam) }]));
}

/** Writes part of a lead's follow-up, making its row the first time. */
export async function saveFollowUp(
  db: Conn,
  type: string,
  id: string,
  changes: Partial<Omit<LeadFollowUpTable, "lead_type" | "lead_id" | "updated_at">>,
): Promise<void> {
  const at = now();
  await db
    .insertInto("lead_follow_up")
    .values({
      lead_type: type,
      lead_id: id,
      stage: null,
      next_step: null,
      next_step_on: null,
      first_replied_at: null,
      spam: 0,
      spam_reasons: null,
      ...changes,
      updated_at: at,
    })
    .onConflict((c) => c.columns(["lead_type", "lead_id"]).doUpdateSet({ ...changes, updated_at: at }))
    .execute();
}

/** Moves a lead to a stage, keeping the older status on the lead's own row in step (retention reads it). */
export async function moveToStage(db: Conn, type: LeadKind, id: string, stage: Stage): Promise<boolean> {
  // biome-ignore lint/suspicious/noExplicitAny: the lead tables share these columns.
  const result = await (db as unknown as Kysely<any>)
    .updateTable(leadRegistry[type].table)
    .set({ lead_status: statusOfStage[stage], last_activity_at: now() })
    .where("id", "=", id)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) return false;
  await saveFollowUp(db, type, id, { stage });
  return true;
}

export type StageChange = { stage: string; nextStep: string; nextStepOn: string };

/**
 * The owner's stage and next step for a lead, from the lead page's form: the stage one of the six,
 * the next step one line (an empty one clears it), its date a real UK day at most
 * NEXT_STEP_YEARS_AHEAD years ahead (the form's bound, held here too) or none. Audited.
 */
export async function setStageAndNextStep(
  db: DB,
  actor: string,
  type: LeadKind,
  id: string,
  change: StageChange,
) {
  if (!isRowId(id) || !isStage(change.stage)) return false;
  const nextStep =
    change.nextStep
      .replace(/\p{Cc}/gu, " ")
      .trim()
      .slice(0, NEXT_STEP_MAX) || null;
  const nextStepOn = change.nextStepOn.trim();
  if (nextStepOn && !isNextStepDay(nextStepOn, new Date(now()))) return false;
  const stage = change.stage;
  const done = await db.transaction().execute(async (trx) => {
    if (!(await moveToStage(trx, type, id, stage))) return false;
    await saveFollowUp(trx, type, id, {
      next_step: nextStep,
      next_step_on: nextStep ? nextStepOn || null : null,
    });
    await audit(trx, {
      actor,
      action: "lead.stage",
      target: `${type}:${id}`,
      detail: stageDetail({ stage, nextStep, nextStepOn: nextStep ? nextStepOn || null : null }),
    });
    return true;
  });
  return done;
}

/** A stage change as the audit log keeps it, and the person's timeline reads it back. */
export type StageChangeRecord = { stage: string; nextStep: string | null; nextStepOn: string | null };

/** The audit's words for a stage change: "proposal; next: Send the quote on 2026-12-02". */
const stageDetail = ({ stage, nextStep, nextStepOn }: StageChangeRecord) =>
  [stage, nextStep && `next: ${nextStep}${nextStepOn ? ` on ${nextStepOn}` : ""}`].filter(Boolean).join("; ");

/** A stage change read back from the audit's words (a next step may itself hold "; " or " on "). */
export function readStageDetail(detail: string): StageChangeRecord {
  const cut = detail.indexOf("; ");
  const [stage, rest] = cut < 0 ? [detail, ""] : [detail.slice(0, cut), detail.slice(cut + 2)];
  if (!rest.startsWith("next: ")) return { stage, nextStep: null, nextStepOn: null };
  const step = rest.slice("next: ".length);
  const day = step.match(/ on (\d{4}-\d{2}-\d{2})$/);
  return day
    ? { stage, nextStep: step.slice(0, day.index), nextStepOn: day[1] ?? null }
    : { stage, nextStep: step, nextStepOn: null };
}
