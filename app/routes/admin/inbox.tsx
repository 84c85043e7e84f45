import { Form, Link } from "react-router";
import { InboxFilters, InboxKinds } from "~/components/admin/inbox-filters";
import { NeedsYouNow } from "~/components/admin/needs-you-now";
import { StageBadge } from "~/components/admin/stage-badge";
import { formFields } from "~/components/forms/form-fields";
import { FormMeta } from "~/components/forms/form-meta";
import { Button, buttonClasses } from "~/components/ui/button";
import { backOffice } from "~/content/back-office";
import { bookingsOffice } from "~/content/back-office-bookings";
import { inboxPage } from "~/content/back-office-pages";
import { followUp, morningList, needsYou, savedRepliesPage } from "~/content/follow-up";
import { morningListDoneWords, morningListNow } from "~/forms/morning-list/morning-list";
import { requireAdmin } from "~/lib/admin.server";
import { cn } from "~/lib/cn";
import { formAction } from "~/lib/forms/form-action";
import { personPath } from "~/lib/person-path";
import { seo } from "~/lib/seo";
import { formatShortCallTime, formatShortDateTime } from "~/shared/dates";
import { firstLine } from "~/shared/first-line";
import { inboxFilterFrom, inboxQuery, isRowId } from "~/shared/inbox-filter";
import { leadKindWords } from "~/shared/lead-kinds";
import type { Route } from "./+types/inbox";

export const meta: Route.MetaFunction = () => seo({ ...inboxPage.seo, noindex: true });

type Cursor = { at: string; id: string };

/** `after=` (older) or `before=` (newer) `<created_at>|<id>`: where the page continues (keyset pagination). */
function cursorFrom(params: URLSearchParams): { cursor?: Cursor; direction: "older" | "newer" } {
  const before = params.get("before");
  const [at, id] = (before ?? params.get("after") ?? "").split("|");
  const valid = at && id && /^\d{4}-\d{2}-\d{2}T[\d:.]+Z$/.test(at) && isRowId(id);
  return { cursor: valid ? { at, id } : undefined, direction: before ? "newer" : "older" };
}

const cursorParam = (cursor: Cursor) => encodeURIComponent(`${cursor.at}|${cursor.id}`);

export async function loader({ context, request }: Route.LoaderArgs) {
  const { admin } = await requireAdmin(context, request);
  const params = new URL(request.url).searchParams;
  const filter = inboxFilterFrom(params);
  const { cursor, direction } = cursorFrom(params);
  const page = await admin.inbox(filter, cursor, direction);
  // The list shows a message's first line; the page carries no more of it than it shows.
  const rows = page.rows.map(({ type, id, createdAt, name, company, email, stage, summary, callAt }) => ({
    type,
    id,
    createdAt,
    name,
    company,
    email,
    stage,
    summary: callAt
      ? bookingsOffice.inboxSummary(formatShortCallTime(callAt), firstLine(summary))
      : firstLine(summary),
  }));
  // The first view (no filter, first page) starts with what needs the owner now.
  const first = !inboxQuery(filter) && !cursor;
  const [needs, median, spam] = await Promise.all([
    first ? admin.followUp.needsNow() : null,
    first ? admin.followUp.medianFirstReply() : null,
    admin.followUp.spamCount(),
  ]);
  return {
    filter,
    query: inboxQuery(filter),
    rows,
    next: page.next,
    previous: page.previous,
    needs,
    median,
    spam,
    now: new Date().toISOString(),
    said: morningListDoneWords(params.get("done")),
  };
}

/** "Send today's list now": the morning list, at most once a day whoever asks (issue 32). */
export const action = formAction(morningListNow);

const pageLink = cn(buttonClasses("outline", "md"), "min-w-24");

/** The inbox, made for a phone: one tap on a lead opens it; kinds, search and pages around it. */
export default function Inbox({ loaderData }: Route.ComponentProps) {
  const { rows, next, previous, filter, query, needs, median, now, spam, said } = loaderData;
  const suffix = query ? `&${query}` : "";
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">{inboxPage.title}</h1>
        <a
          href={`/admin/export.csv${query ? `?${query}` : ""}`}
          className={buttonClasses("outline", "sm")}
          download
        >
          {inboxPage.exportCsv}
        </a>
      </div>
      {needs ? <NeedsYouNow needs={needs} median={median} now={now} /> : null}
      {needs ? (
        <Form method="post" className="mt-4 flex flex-wrap items-center gap-x-4 gap-y-2">
          <FormMeta {...formFields(morningListNow).meta()} />
          <Button type="submit" variant="outline" size="sm">
            {morningList.sendNow}
          </Button>
          <Link to="/admin/spam" className="text-sm font-semibold text-brand-700 underline">
            {needsYou.spamView(spam)}
          </Link>
          <Link to="/admin/saved-replies" className="text-sm font-semibold text-brand-700 underline">
            {savedRepliesPage.title}
          </Link>
          {said ? (
            <p role="status" className="w-full text-sm text-ink">
              {said}
            </p>
          ) : null}
        </Form>
      ) : null}
      <InboxKinds filter={filter} />
      <InboxFilters filter={filter} />
      {rows.length === 0 ? (
        <p className="mt-8 text-muted">{query ? backOffice.noMatch : backOffice.inboxEmpty}</p>
      ) : (
        <ul
          aria-label={inboxPage.listLabel}
          className="mt-4 divide-y divide-slate-200 overflow-hidden rounded-xl border border-slate-200 bg-white"
        >
          {rows.map((row) => (
            <li key={`${row.type}:${row.id}`}>
              <Link
                to={`/admin/leads/${row.type}/${row.id}`}
                className="block px-4 py-3 hover:bg-brand-50 focus-visible:bg-brand-50"
              >
                <span className="flex items-start justify-between gap-3">
                  <span className="min-w-0 font-semibold text-brand-800 underline decoration-brand-200 underline-offset-4 wrap-anywhere">
                    {row.name ?? row.email}
                  </span>
                  <StageBadge stage={row.stage} />
                </span>
                {row.company ? (
                  <span className="block text-sm text-ink wrap-anywhere">{row.company}</span>
                ) : null}
                <span className="mt-0.5 block text-sm text-muted">
                  {leadKindWords(row.type).label} ·{" "}
                  <time dateTime={row.createdAt}>{formatShortDateTime(row.createdAt)}</time>
                </span>
                <span className="mt-1 block truncate text-sm text-slate-600">{row.summary}</span>
              </Link>
              <Link
                to={personPath(row.email)}
                className="block px-4 pb-3 text-sm text-brand-700 underline wrap-anywhere"
                aria-label={`${followUp.person}: ${row.email}`}
              >
                {row.email}
              </Link>
            </li>
          ))}
        </ul>
      )}
      <nav aria-label={inboxPage.pagesLabel} className="mt-6 flex flex-wrap gap-3">
        {previous ? (
          <>
            <Link to={query ? `/admin?${query}` : "/admin"} className={pageLink}>
              {backOffice.newest}
            </Link>
            <Link to={`/admin?before=${cursorParam(previous)}${suffix}`} className={pageLink}>
              {backOffice.newer}
            </Link>
          </>
        ) : null}
        {next ? (
          <Link to={`/admin?after=${cursorParam(next)}${suffix}`} className={pageLink}>
            {backOffice.older}
          </Link>
        ) : null}
      </nav>
    </>
  );
}
