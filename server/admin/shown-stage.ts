import { type RawBuilder, sql } from "kysely";
import { STAGES } from "~/content/follow-up";
import type { LeadKind } from "~/shared/lead-kinds";
import { fromStatus, type ShownStage, STAGES_BEFORE_CALL, STAGES_PAST_CALL } from "~/shared/stages";

const list = (values: readonly string[]) => sql.join(values.map((value) => sql.lit(value)));

/** The lead's follow-up row, joined by its key (`followUpJoin`): the owner's stage is read from it. */
export const FOLLOW_UP = "lead_follow_up_row";

/**
 * A lead's stage as its page reads it (`shownStage`, app/shared/stages.ts), as SQL both databases
 * answer, so the inbox filters by it and the CSV writes it as the rows are read (the inbox pages by
 * a cursor: a page filtered afterwards would come up short). The owner's choice in
 * `lead_follow_up` (joined as FOLLOW_UP), else the older status mapped; a booked call at "Call booked" until the owner
 * takes it further, "cancelled" once cancelled; any other lead of an address with a call to come
 * (`at`, an ISO instant) at "Call booked" while it is New or Replied.
 */
export function shownStageOf(kind: LeadKind, table: string, at: string): RawBuilder<ShownStage> {
  const column = (name: string) => sql.ref(`${table}.${name}`);
  const byStatus = sql.join(
    Object.entries(fromStatus).map(([status, stage]) => sql`when ${sql.lit(status)} then ${sql.lit(stage)}`),
    sql` `,
  );
  const stage = sql.ref(`${FOLLOW_UP}.stage`);
  const chosen = sql<string>`coalesce(case when ${stage} in (${list(STAGES)}) then ${stage} end, case ${column("lead_status")} ${byStatus} else 'new' end)`;
  if (kind === "booking")
    return sql<ShownStage>`(case when ${chosen} in (${list(STAGES_PAST_CALL)}) then ${chosen} when ${column("status")} = 'cancelled' then 'cancelled' else 'call_booked' end)`;
  // The addresses with a call to come are few: read once (an uncorrelated IN), not per lead.
  const callToCome = sql<boolean>`lower(${column("email")}) in (select lower(b.email) from bookings b where b.status = 'active' and b.end_at >= ${at})`;
  return sql<ShownStage>`(case when ${chosen} in (${list(STAGES_BEFORE_CALL)}) and ${callToCome} then 'call_booked' else ${chosen} end)`;
}
