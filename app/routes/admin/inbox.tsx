import { Link } from "react-router";
import { InboxFilters } from "~/components/admin/inbox-filters";
import { LeadStatusBadge } from "~/components/admin/lead-status-badge";
import { buttonClasses } from "~/components/ui/button";
import { requireAdmin } from "~/lib/admin.server";
import { inboxFilterFrom, inboxQuery, isRowId, LEAD_TYPE_LABELS } from "~/lib/admin-filter";
import { formatDate } from "~/lib/dates";
import { seo } from "~/lib/seo";
import { serviceLabel } from "~/lib/validation/contact";
import type { Route } from "./+types/inbox";

export const meta: Route.MetaFunction = () =>
  seo({ title: "Inbox · Back office", description: "Leads received through the website.", noindex: true });

/** `after=<created_at>|<id>`: the lead the page continues after (keyset pagination). */
function cursorFrom(params: URLSearchParams) {
  const [at, id] = (params.get("after") ?? "").split("|");
  return at && id && /^\d{4}-\d{2}-\d{2}T[\d:.]+Z$/.test(at) && isRowId(id) ? { at, id } : undefined;
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const { admin } = await requireAdmin(context, request);
  const params = new URL(request.url).searchParams;
  const filter = inboxFilterFrom(params);
  const cursor = cursorFrom(params);
  const page = await admin.inbox(filter, cursor);
  // The list shows a message's first line; the page carries no more of it than it shows.
  const rows = page.rows.map((row) => ({ ...row, summary: firstLine(row.summary) }));
  return { filter, query: inboxQuery(filter), continued: Boolean(cursor), rows, next: page.next };
}

const firstLine = (text: string) => text.split(/\r?\n/, 1)[0]!.slice(0, 120);

/**
 * An address that may wrap after its @ (and at its hyphens), never mid-word: broken anywhere, it
 * shrinks its column to a few letters on a phone and every row grows tall.
 */
function Address({ email }: { email: string }) {
  const at = email.lastIndexOf("@") + 1;
  return (
    <>
      {email.slice(0, at)}
      <wbr />
      {email.slice(at)}
    </>
  );
}

export default function Inbox({ loaderData }: Route.ComponentProps) {
  const { rows, next, filter, query } = loaderData;
  const suffix = query ? `&${query}` : "";
  return (
    <>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h1 className="text-3xl font-bold tracking-tight text-ink">Inbox</h1>
        <a
          href={`/admin/export.csv${query ? `?${query}` : ""}`}
          className={buttonClasses("outline", "sm")}
          download
        >
          Export these leads (CSV)
        </a>
      </div>
      <InboxFilters filter={filter} />
      {rows.length === 0 ? (
        <p className="mt-8 text-muted">
          {query
            ? "No leads match these filters."
            : "No leads yet. Enquiries, resource requests and subscriptions from the website's forms arrive here."}
        </p>
      ) : (
        <div className="mt-6 overflow-x-auto rounded-xl border border-slate-200">
          <table className="w-full min-w-[56rem] text-left text-sm">
            <caption className="sr-only">Leads, newest first</caption>
            <thead className="bg-slate-50 text-xs uppercase tracking-wider text-slate-600">
              <tr>
                {["Received", "Type", "Name", "Company", "Email", "Services", "Message", "Status"].map(
                  (h) => (
                    <th key={h} scope="col" className="px-3 py-2 font-semibold">
                      {h}
                    </th>
                  ),
                )}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200">
              {rows.map((row) => (
                <tr key={`${row.type}:${row.id}`} className="align-top hover:bg-slate-50">
                  <td className="whitespace-nowrap px-3 py-2">
                    <Link
                      to={`/admin/leads/${row.type}/${row.id}`}
                      className="font-medium text-brand-700 underline"
                    >
                      {formatDate(row.createdAt)}
                      <span className="sr-only">
                        : {LEAD_TYPE_LABELS[row.type]} from {row.name ?? row.email}
                      </span>
                    </Link>
                  </td>
                  <td className="px-3 py-2">{LEAD_TYPE_LABELS[row.type]}</td>
                  <td className="px-3 py-2">{row.name ?? "-"}</td>
                  <td className="px-3 py-2">{row.company || "-"}</td>
                  <td className="px-3 py-2">
                    <Address email={row.email} />
                  </td>
                  <td className="px-3 py-2">{row.services.map(serviceLabel).join(", ") || "-"}</td>
                  <td className="min-w-64 px-3 py-2 text-slate-700">{row.summary}</td>
                  <td className="px-3 py-2">
                    <LeadStatusBadge status={row.status} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <nav aria-label="Inbox pages" className="mt-6 flex gap-4">
        {loaderData.continued ? (
          <Link to={`/admin${query ? `?${query}` : ""}`} className="font-semibold text-brand-700 underline">
            Newest
          </Link>
        ) : null}
        {next ? (
          <Link
            to={`/admin?after=${encodeURIComponent(`${next.at}|${next.id}`)}${suffix}`}
            className="font-semibold text-brand-700 underline"
          >
            Older leads
          </Link>
        ) : null}
      </nav>
    </>
  );
}
