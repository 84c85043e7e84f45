import { BarList } from "~/components/admin/bar-list";
import { Choices } from "~/components/admin/choices";
import { leadKinds, sourcePeriods } from "~/content/back-office";
import { requireAdmin } from "~/lib/admin.server";
import { counted } from "~/lib/counted";
import { formatDate } from "~/lib/dates";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/sources";

export const meta: Route.MetaFunction = () =>
  seo({
    title: "Where leads come from · Back office",
    description: "Leads per source, week, page and campaign.",
    noindex: true,
  });

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
      <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">Where leads come from</h1>
      <Choices
        label="Period"
        choices={sourcePeriods.map((weeks) => ({
          label: `Last ${weeks} weeks`,
          to: weeks === sourcePeriods[0] ? "/admin/sources" : `/admin/sources?weeks=${weeks}`,
          current: weeks === period,
        }))}
      />
      <p className="mt-4 text-lg text-ink">
        {counted(total, "lead")} in the last {period} weeks:{" "}
        {kinds.map((kind) => `${kind.leads} ${leadKinds[kind.type].plural.toLowerCase()}`).join(", ")}.
      </p>
      <div className="mt-4 grid items-start gap-4 md:grid-cols-2">
        {[
          { caption: "By source", heading: "Source", rows: sources },
          {
            caption: "Per week, from Monday",
            heading: "Week beginning",
            rows: [...weeks].reverse().map((w) => ({ label: formatDate(w.week), leads: w.leads })),
          },
          { caption: "By the form's page", heading: "Page", rows: pages },
          {
            caption: "By campaign",
            heading: "Campaign (utm_campaign)",
            rows: campaigns,
            empty: "No campaign links were followed in this period.",
          },
        ].map((table) => (
          <div key={table.caption} className="rounded-xl border border-slate-200 bg-white p-4">
            <BarList {...table} />
          </div>
        ))}
      </div>
    </>
  );
}
