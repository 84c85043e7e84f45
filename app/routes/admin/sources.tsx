import { BarList } from "~/components/admin/bar-list";
import { Choices } from "~/components/admin/choices";
import { sourcePeriods } from "~/content/back-office";
import { sourcesPage } from "~/content/back-office-pages";
import { requireAdmin } from "~/lib/admin.server";
import { seo } from "~/lib/seo";
import { formatDate } from "~/shared/dates";
import { leadKindWords } from "~/shared/lead-kinds";
import type { Route } from "./+types/sources";

export const meta: Route.MetaFunction = () => seo({ ...sourcesPage.seo, noindex: true });

export async function loader({ context, request }: Route.LoaderArgs) {
  const { admin } = await requireAdmin(context, request);
  const weeks = admin.sourceWeeks(new URL(request.url).searchParams.get("weeks"));
  return { period: weeks, ...(await admin.sources(weeks)) };
}

/** Which places and campaigns bring work: first-party figures, no cookies, no third party. */
export default function Sources({ loaderData }: Route.ComponentProps) {
  const { period, weeks, sources, kinds, pages, campaigns, total } = loaderData;
  return (
    <>
      <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">{sourcesPage.title}</h1>
      <Choices
        label={sourcesPage.periodLabel}
        choices={sourcePeriods.map((weeks) => ({
          label: sourcesPage.period(weeks),
          to: weeks === sourcePeriods[0] ? "/admin/sources" : `/admin/sources?weeks=${weeks}`,
          current: weeks === period,
        }))}
      />
      <p className="mt-4 text-lg text-ink">
        {sourcesPage.total(
          total,
          period,
          kinds.map((kind) => ({ leads: kind.leads, ...leadKindWords(kind.type) })),
        )}
      </p>
      <div className="mt-4 grid items-start gap-4 md:grid-cols-2">
        {[
          { ...sourcesPage.bySource, rows: sources },
          {
            ...sourcesPage.byWeek,
            rows: [...weeks].reverse().map((w) => ({ label: formatDate(w.week), leads: w.leads })),
          },
          { ...sourcesPage.byPage, rows: pages },
          { ...sourcesPage.byCampaign, rows: campaigns },
        ].map((table) => (
          <div key={table.caption} className="rounded-xl border border-slate-200 bg-white p-4">
            <BarList {...table} />
          </div>
        ))}
      </div>
    </>
  );
}
