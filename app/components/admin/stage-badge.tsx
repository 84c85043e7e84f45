import { cancelledCall, followUp, stages, stageTones } from "~/content/follow-up";
import type { ShownStage } from "~/shared/stages";
import { StatusBadge } from "./lead-status-badge";

/** A lead's stage as a pill, its words written out (a cancelled call reads cancelled, never New). */
export function StageBadge({ stage }: { stage: ShownStage | "spam" }) {
  const label = stage === "spam" ? followUp.spam : stage === "cancelled" ? cancelledCall : stages[stage];
  return <StatusBadge label={label} tone={stageTones[stage]} />;
}

export const stageLabel = (stage: ShownStage) => (stage === "cancelled" ? cancelledCall : stages[stage]);
