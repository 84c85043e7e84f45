import { followUp, stageTones } from "~/content/follow-up";
import { type ShownStage, stageLabel } from "~/shared/stages";
import { StatusBadge } from "./lead-status-badge";

/** A lead's stage as a pill, its words written out (a cancelled call reads cancelled, never New). */
export function StageBadge({ stage }: { stage: ShownStage | "spam" }) {
  const label = stage === "spam" ? followUp.spam : stageLabel(stage);
  return <StatusBadge label={label} tone={stageTones[stage]} />;
}
