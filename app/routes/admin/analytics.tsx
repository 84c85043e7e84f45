import { FigureTable } from "~/components/admin/figure-table";
import { VisitsChart } from "~/components/admin/visits-chart";
import { analyticsPage, rateOf } from "~/content/analytics";
import { leadKinds } from "~/content/back-office";
import { requireAdmin } from "~/lib/admin.server";
import { seo } from "~/lib/seo";
import { counted } from "~/shared/counted";
import { formatUkDate } from "~/shared/uk-dates";
import type { Route } from "./+types/analytics";

export const meta: Route.MetaFunction = () => seo({ ...analyticsPage.seo, noindex: true });

export async function loader({ context, request }: Route.LoaderArgs) {
  const { admin } = await requireAdmin(context, request);
  return admin.visits(new URL(request.url).searchParams);
}

const KINDS = ["enquiry", "resource", "subscription", "booking"] as const;

/** "2 enquiries · 1 booking": a row's leads of each kind, the kinds it has. */
const byKind = (leads: Record<(typeof KINDS)[number], number>) =>
  KINDS.filter((kind) => leads[kind] > 0)
    .map((kind) =>
      counted(leads[kind], leadKinds[kind].label.toLowerCase(), leadKinds[kind].plural.toLowerCase()),
    )
    .join(" · ") || undefined;

/** What the site brings in, counted by the server itself: visits, where they come from, and leads. */
export default function Analytics({ loaderData }: Route.ComponentProps) {
  const { report, refused } = loaderData;
  const { period, totals } = report;
  const words = analyticsPage;
  const allLeads = KINDS.reduce((sum, kind) => sum + totals.leads[kind], 0);
  const csv = `/admin/analytics.csv?from=${period.from}&to=${period.to}`;
  const leadColumns = [words.visitorsHeading, words.leadsHeading, words.conversion];
  const outcomes = report.outcomes.filter((o) => o.form === "contact");
  return (
    <>
      <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">{words.title}</h1>
      <p className="mt-2 text-muted">{words.intro}</p>
      {refused ? (
        <p role="alert" className="mt-3 rounded-md bg-amber-50 p-3 text-amber-900">
          {words.badPeriod(words.defaultDays)}
        </p>
      ) : null}
      <form method="get" className="mt-4 flex flex-wrap items-end gap-3">
        <label className="flex flex-col text-sm font-semibold text-ink">
          {words.from}
          <input
            type="date"
            name="from"
            defaultValue={period.from}
            className="mt-1 h-11 rounded-md border border-slate-300 px-2"
          />
        </label>
        <label className="flex flex-col text-sm font-semibold text-ink">
          {words.to}
          <input
            type="date"
            name="to"
            defaultValue={period.to}
            className="mt-1 h-11 rounded-md border border-slate-300 px-2"
          />
        </label>
        <button type="submit" className="h-11 rounded-md bg-brand-700 px-4 font-semibold text-white">
          {words.show}
        </button>
        <a
          href={csv}
          className="inline-flex h-11 items-center text-sm font-semibold text-brand-700 underline"
        >
          {words.csv}
        </a>
      </form>
      <p className="mt-4 text-sm text-muted">
        {words.period(formatUkDate(period.from), formatUkDate(period.to))}
      </p>
      <dl className="mt-2 grid grid-cols-3 gap-2">
        {[
          [words.totals.views, totals.views],
          [words.totals.visitors, totals.visitors],
          [words.totals.leads, allLeads],
        ].map(([label, figure]) => (
          <div key={label} className="rounded-xl border border-slate-200 bg-white p-3">
            <dt className="text-sm text-muted">{label}</dt>
            <dd className="text-2xl font-bold tabular-nums text-ink">{figure}</dd>
          </div>
        ))}
      </dl>
      <VisitsChart days={report.days} from={period.from} to={period.to} />
      <div className="mt-4 grid items-start gap-4 md:grid-cols-2">
        <FigureTable
          {...words.leads}
          columns={[words.leadsHeading]}
          rows={KINDS.map((kind) => ({ label: leadKinds[kind].plural, cells: [totals.leads[kind]] }))}
          empty={words.none}
        />
        <FigureTable
          {...words.sources}
          columns={leadColumns}
          rows={report.sources.map((s) => ({
            label: s.name,
            note: byKind(s.leads),
            cells: [s.visitors, s.total, rateOf(s.total, s.visitors)],
          }))}
          empty={words.none}
        />
        <FigureTable
          {...words.entries}
          columns={leadColumns}
          rows={report.entries.map((e) => ({
            label: e.name,
            note: byKind(e.leads),
            cells: [e.visitors, e.total, rateOf(e.total, e.visitors)],
          }))}
          empty={words.none}
        />
        <FigureTable
          {...words.pages}
          columns={[words.pages.figure, words.visitorsHeading]}
          rows={report.pages.map((p) => ({ label: p.path, cells: [p.views, p.visitors] }))}
          empty={words.none}
        />
        <FigureTable
          {...words.campaigns}
          columns={leadColumns}
          rows={report.campaigns.map((c) => ({
            label: [c.source, c.medium, c.campaign].filter(Boolean).join(" / "),
            cells: [c.visitors, c.leads, rateOf(c.leads, c.visitors)],
          }))}
          empty={words.campaigns.none}
        />
        <FigureTable
          {...words.devices}
          columns={[words.visitorsHeading]}
          rows={report.devices.map((d) => ({
            label: words.devicesNames[d.device] ?? d.device,
            cells: [d.visitors],
          }))}
          empty={words.none}
        />
        <FigureTable
          {...words.outcomes}
          columns={[words.outcomes.figure]}
          rows={outcomes.map((o) => ({
            label:
              o.outcome === "refused"
                ? words.outcomes.refused(o.field)
                : (words.outcomes[o.outcome as "sent" | "limited" | "failed"] ?? o.outcome),
            cells: [o.count],
          }))}
          empty={words.outcomes.none}
        />
      </div>
    </>
  );
}
