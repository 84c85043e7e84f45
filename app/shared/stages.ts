import { cancelledCall, NEXT_STEP_YEARS_AHEAD, STAGES, type Stage, stages } from "../content/follow-up";
import type { LeadKind } from "./lead-kinds";
import { isLocalDate } from "./uk-dates";

/**
 * A lead's stage as the owner reads it (issue 32, docs/decisions/046). The owner's own choice is
 * kept in `lead_follow_up`; without one, the lead's older status says it (migration 005's
 * new/replied/won/closed). A booked call is "Call booked" until the owner moves it on, and reads
 * "cancelled" once cancelled, never "New"; any other lead of a person with a call to come is at
 * "Call booked" too, unless the owner has taken it further.
 */
export type ShownStage = Stage | "cancelled";
/** Every stage a lead can read as, in order: the six, then a cancelled call (the inbox filters by them). */
export const SHOWN_STAGES: readonly ShownStage[] = [...STAGES, "cancelled"];

/** A stage as the owner reads it: its label ("Call booked"), a cancelled call's words. */
export const stageLabel = (stage: ShownStage) => (stage === "cancelled" ? cancelledCall : stages[stage]);

/** The older status kept on each lead's own row (migration 005), which retention reads. */
export type LeadStatus = "new" | "replied" | "won" | "closed";

/** The stage a lead the owner never moved is at, by its older status (old `status=` links read so too). */
export const fromStatus: Record<LeadStatus, Stage> = {
  new: "new",
  replied: "replied",
  won: "won",
  closed: "lost",
};

/** The older status kept on the lead's own row (retention keeps won work longer: decision 012). */
export const statusOfStage: Record<Stage, LeadStatus> = {
  new: "new",
  replied: "replied",
  call_booked: "replied",
  proposal: "replied",
  won: "won",
  lost: "closed",
};

export const isStage = (value: string): value is Stage => (STAGES as string[]).includes(value);

const rank = (stage: Stage) => STAGES.indexOf(stage);

/** The stages past a booked call (the owner took the lead further): a call or a call to come leaves them be. */
export const STAGES_PAST_CALL = STAGES.filter((stage) => rank(stage) > rank("call_booked"));
/** The stages a call to come lifts to "Call booked". */
export const STAGES_BEFORE_CALL = STAGES.filter((stage) => rank(stage) < rank("call_booked"));

/**
 * A next step's day: a real one (YYYY-MM-DD, as the date input posts it), at most
 * NEXT_STEP_YEARS_AHEAD years ahead (the form's check and the server's).
 */
export const isNextStepDay = (day: string, at = new Date()) =>
  isLocalDate(day) && day <= `${at.getUTCFullYear() + NEXT_STEP_YEARS_AHEAD}-12-31`;

export function shownStage(lead: {
  type: string;
  stage: string | null;
  leadStatus: string;
  /** A booking's own status (active, cancelled, held, no_show). */
  bookingStatus?: string | null;
  /** Whether the person has a booked call to come (for leads other than the booking itself). */
  callBooked?: boolean;
}): ShownStage {
  const chosen: Stage =
    lead.stage && isStage(lead.stage) ? lead.stage : (fromStatus[lead.leadStatus as LeadStatus] ?? "new");
  if (lead.type === "booking") {
    if (STAGES_PAST_CALL.includes(chosen)) return chosen;
    return lead.bookingStatus === "cancelled" ? "cancelled" : "call_booked";
  }
  if (lead.callBooked && STAGES_BEFORE_CALL.includes(chosen)) return "call_booked";
  return chosen;
}

/** A lead still New, as the inbox's first view and the morning list show it. */
export type WaitingLead = {
  type: LeadKind;
  id: string;
  name: string | null;
  email: string;
  company: string | null;
  summary: string;
  createdAt: string;
  /** When the reply is due in working time (a kind with the promise), as an ISO instant. */
  dueAt: string | null;
  overdue: boolean;
};

/** A call booked for today (UK). */
export type TodaysCall = {
  id: string;
  name: string;
  email: string;
  company: string | null;
  startAt: string;
  endAt: string;
};
