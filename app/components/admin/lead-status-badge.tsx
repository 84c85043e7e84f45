import { cn } from "~/lib/cn";

/** A state as a small pill in a list or a title's line (a lead's, a booked call's). */
export function StatusBadge({ label, tone }: { label: string; tone: string }) {
  return (
    <span className={cn("inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold", tone)}>{label}</span>
  );
}
