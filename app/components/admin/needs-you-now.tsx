import { Link } from "react-router";
import { followUp, needsYou } from "~/content/follow-up";
import { formatAge, formatUkTime } from "~/shared/dates";
import { firstLine } from "~/shared/first-line";
import { leadKindWords } from "~/shared/lead-kinds";
import type { TodaysCall as Call, WaitingLead as Waiting } from "~/shared/stages";

const item = "block px-4 py-3 hover:bg-brand-50 focus-visible:bg-brand-50";
const list = "mt-2 divide-y divide-slate-200 overflow-hidden rounded-xl border bg-white";

function Group({ title, tone, children }: { title: string; tone: string; children: React.ReactNode[] }) {
  if (children.length === 0) return null;
  const id = `needs-${title.toLowerCase().replace(/\W+/g, "-")}`;
  return (
    <section aria-labelledby={id} className="mt-4">
      <h3 id={id} className="text-sm font-semibold uppercase tracking-wide text-slate-600">
        {title} ({children.length})
      </h3>
      <ul className={`${list} ${tone}`}>{children}</ul>
    </section>
  );
}

/** One waiting lead: who, what, and how long it has waited (or how long past its promise). */
function WaitingLead({ lead, now, overdue }: { lead: Waiting; now: number; overdue?: boolean }) {
  const age =
    overdue && lead.dueAt
      ? followUp.overdueSince(formatAge(now - Date.parse(lead.dueAt)))
      : followUp.age(formatAge(now - Date.parse(lead.createdAt)));
  return (
    <li>
      <Link to={`/admin/leads/${lead.type}/${lead.id}`} className={item}>
        <span className="flex items-start justify-between gap-3">
          <span className="min-w-0 font-semibold text-brand-800 underline wrap-anywhere">
            {lead.name ?? lead.email}
          </span>
          <span
            className={
              overdue ? "shrink-0 text-sm font-semibold text-rose-800" : "shrink-0 text-sm text-muted"
            }
          >
            {age}
          </span>
        </span>
        <span className="mt-0.5 block truncate text-sm text-slate-600">
          {leadKindWords(lead.type).label}
          {lead.company ? ` · ${lead.company}` : ""} · {firstLine(lead.summary)}
        </span>
      </Link>
    </li>
  );
}

/** The inbox's first view: overdue leads first, then today's calls, then new ones, each with its age. */
export function NeedsYouNow(props: {
  needs: { overdue: Waiting[]; calls: Call[]; fresh: Waiting[] };
  median: number | null;
  now: string;
}) {
  const { overdue, calls, fresh } = props.needs;
  const now = Date.parse(props.now);
  const nothing = overdue.length + calls.length + fresh.length === 0;
  return (
    <section aria-labelledby="needs-heading" className="mt-4">
      <h2 id="needs-heading" className="text-xl font-semibold text-ink">
        {needsYou.heading}
      </h2>
      <p className="mt-1 text-sm text-muted">
        {needsYou.medianReply(props.median === null ? null : formatAge(props.median))}
      </p>
      {nothing ? <p className="mt-2 text-muted">{needsYou.nothing}</p> : null}
      <Group title={needsYou.overdue} tone="border-rose-300">
        {overdue.map((lead) => (
          <WaitingLead key={lead.id} lead={lead} now={now} overdue />
        ))}
      </Group>
      <Group title={needsYou.todaysCalls} tone="border-slate-200">
        {calls.map((call) => (
          <li key={call.id}>
            <Link to={`/admin/leads/booking/${call.id}`} className={item}>
              <span className="flex items-start justify-between gap-3">
                <span className="min-w-0 font-semibold text-brand-800 underline wrap-anywhere">
                  {call.name}
                </span>
                <time dateTime={call.startAt} className="shrink-0 text-sm font-semibold text-ink">
                  {formatUkTime(call.startAt)}
                </time>
              </span>
              {call.company ? <span className="block text-sm text-slate-600">{call.company}</span> : null}
            </Link>
          </li>
        ))}
      </Group>
      <Group title={needsYou.newLeads} tone="border-slate-200">
        {fresh.map((lead) => (
          <WaitingLead key={lead.id} lead={lead} now={now} />
        ))}
      </Group>
    </section>
  );
}
