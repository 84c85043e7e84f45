import { STAGES, type Stage } from "../content/follow-up";
import type { LeadKind } from "./lead-kinds";

/**
 * A lead's stage as the owner reads it (issue 32, docs/decisions/046). The owner's own choice is
 * kept in `lead_follow_up`; without one, the lead's older status says it (migration 005's
 * new/replied/won/closed). A booked call is "Call booked" until the owner moves it on, and reads
 * "cancelled" once cancelled, never "New"; any other lead of a person with a call to come is at
 * "Call booked" too, unless the owner has taken it further.
 */
export type ShownStage = Stage | "cancelled";

const fromStatus: Record<string, Stage> = { new: "new", replied: "replied", won: "won", closed: "lost" };

/** The older status kept on the lead's own row (retention keeps won work longer: decision 012). */
export const statusOfStage: Record<Stage, "new" | "replied" | "won" | "closed"> = {
  new: "new",
  replied: "replied",
  call_booked: "replied",
  proposal: "replied",
  won: "won",
  lost: "closed",
};

export const isStage = (value: string): value is Stage => (STAGES as string[]).includes(value);

const rank = (stage: Stage) => STAGES.indexOf(stage);

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
    lead.stage && isStage(lead.stage) ? lead.stage : (fromStatus[lead.leadStatus] ?? "new");
  if (lead.type === "booking") {
    if (rank(chosen) > rank("call_booked")) return chosen;
    return lead.bookingStatus === "cancelled" ? "cancelled" : "call_booked";
  }
  if (lead.callBooked && rank(chosen) < rank("call_booked")) return "call_booked";
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
