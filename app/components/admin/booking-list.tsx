import { Link } from "react-router";
import { type BookingStatus, bookingStatusLabels, type CallKind, callKinds } from "~/content/booking";
import { formatShortCallTime } from "~/shared/dates";
import { StatusBadge } from "./lead-status-badge";

export type ListedCall = {
  id: string;
  name: string;
  company: string | null;
  start_at: string;
  call_kind: CallKind;
  status: BookingStatus;
  topic: string | null;
};

const TONES: Record<BookingStatus, string> = {
  active: "bg-brand-100 text-brand-900",
  cancelled: "bg-slate-200 text-slate-800 line-through",
  held: "bg-green-100 text-green-900",
  no_show: "bg-red-100 text-red-900",
};

export function BookingStatusBadge({ status }: { status: BookingStatus }) {
  return <StatusBadge label={bookingStatusLabels[status]} tone={TONES[status]} />;
}

/** A section of calls, one tap target each: time, who, how, and what about. */
export function BookingList({ title, calls, empty }: { title: string; calls: ListedCall[]; empty: string }) {
  const id = `calls-${title.toLowerCase()}`;
  return (
    <section aria-labelledby={id} className="mt-8">
      <h2 id={id} className="text-xl font-semibold text-ink">
        {title}
      </h2>
      {calls.length === 0 ? (
        <p className="mt-2 text-muted">{empty}</p>
      ) : (
        <ul
          aria-label={title}
          className="mt-3 divide-y divide-slate-200 overflow-hidden rounded-xl border border-slate-200 bg-white"
        >
          {calls.map((call) => (
            <li key={call.id}>
              <Link
                to={`/admin/leads/booking/${call.id}`}
                className="block px-4 py-3 hover:bg-brand-50 focus-visible:bg-brand-50"
              >
                <span className="flex items-start justify-between gap-3">
                  <time dateTime={call.start_at} className="font-semibold text-ink">
                    {formatShortCallTime(call.start_at)}
                  </time>
                  <BookingStatusBadge status={call.status} />
                </span>
                <span className="mt-0.5 block font-semibold text-brand-800 underline decoration-brand-200 underline-offset-4 wrap-anywhere">
                  {[call.name, call.company].filter(Boolean).join(", ")}
                </span>
                <span className="mt-0.5 block truncate text-sm text-slate-600">
                  {callKinds[call.call_kind]}
                  {call.topic ? ` · ${call.topic}` : ""}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
