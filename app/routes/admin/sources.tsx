import { WeeklyChart } from "~/components/admin/weekly-chart";
import { requireAdmin } from "~/lib/admin.server";
import { formatDate } from "~/lib/dates";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/sources";

export const meta: Route.MetaFunction = () =>
  seo({
    title: "Where leads come from · Back office",
    description: "Leads per week, page and campaign.",
    noindex: true,
  });

export async function loader({ context, request }: Route.LoaderArgs) {
  const { admin } = await requireAdmin(context, request);
  return admin.sources();
}

function CountTable({
  caption,
  heading,
  rows,
}: {
  caption: string;
  heading: string;
  rows: { label: string; leads: number }[];
}) {
  return (
    <table className="w-full text-left text-sm">
      <caption className="mb-2 text-left text-lg font-semibold text-ink">{caption}</caption>
      <thead className="text-xs uppercase tracking-wider text-slate-600">
        <tr>
          <th scope="col" className="py-1">
            {heading}
          </th>
          <th scope="col" className="py-1 text-right">
            Leads
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-200">
        {rows.map((row) => (
          <tr key={row.label}>
            <td className="break-all py-1.5 pr-3">{row.label}</td>
            <td className="py-1.5 text-right tabular-nums">{row.leads}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Which pages and campaigns bring work: first-party figures, no cookies, no third party. */
export default function Sources({ loaderData }: Route.ComponentProps) {
  const { weeks, pages, campaigns, total } = loaderData;
  return (
    <>
      <h1 className="text-3xl font-bold tracking-tight text-ink">Where leads come from</h1>
      <p className="mt-2 text-muted">
        {total} {total === 1 ? "lead" : "leads"} in the last twelve months.
      </p>
      {/* The rankings sit under the chart, before the long list of weeks (below it on a phone). */}
      <div className="mt-6 grid items-start gap-8 lg:grid-cols-3">
        <div className="grid gap-8 lg:col-span-2">
          <figure className="rounded-xl border border-slate-200 bg-white p-4">
            <WeeklyChart weeks={weeks} />
            <figcaption className="mt-2 text-sm text-muted">
              Leads per week (weeks start on Monday).
            </figcaption>
          </figure>
          <div className="grid gap-8 md:grid-cols-2">
            <div className="rounded-xl border border-slate-200 bg-white p-4">
              <CountTable caption="By the form's page" heading="Page" rows={pages} />
            </div>
            <div className="rounded-xl border border-slate-200 bg-white p-4">
              <CountTable
                caption="By campaign or referring site"
                heading="Campaign or site"
                rows={campaigns}
              />
            </div>
          </div>
        </div>
        <section
          aria-label="Leads per week, as figures"
          className="rounded-xl border border-slate-200 bg-white p-4"
        >
          <CountTable
            caption="Per week"
            heading="Week beginning"
            rows={[...weeks].reverse().map((w) => ({ label: formatDate(w.week), leads: w.leads }))}
          />
        </section>
      </div>
    </>
  );
}
