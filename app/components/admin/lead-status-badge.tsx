import { leadStatuses } from "~/content/back-office";
import { cn } from "~/lib/cn";
import type { LeadStatus } from "~/shared/inbox-filter";

const TONES: Record<LeadStatus, string> = {
  new: "bg-amber-100 text-amber-900",
  replied: "bg-sky-100 text-sky-900",
  won: "bg-green-100 text-green-900",
  closed: "bg-slate-200 text-slate-800",
};

/** A state as a small pill in a list or a title's line (a lead's, a booked call's). */
export function StatusBadge({ label, tone }: { label: string; tone: string }) {
  return (
    <span className={cn("inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold", tone)}>{label}</span>
  );
}

export function LeadStatusBadge({ status }: { status: LeadStatus }) {
  return <StatusBadge label={leadStatuses[status]} tone={TONES[status]} />;
}
