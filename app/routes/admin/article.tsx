import { data, Link } from "react-router";
import { ArticleFormFields } from "~/components/admin/article-form";
import { useFocusAnswer } from "~/components/admin/focus-answer";
import { AuthNotice } from "~/components/forms/auth/auth-notice";
import { articlePage, articlesPage } from "~/content/back-office-pages";
import { articlePath } from "~/content/insights";
import { article as articleForm } from "~/forms/article/article";
import { requireAdmin } from "~/lib/admin.server";
import { formAction } from "~/lib/forms/form-action";
import { seo } from "~/lib/seo";
import { formatDateTime } from "~/shared/dates";
import { toUkClock } from "~/shared/uk-clock-input";
import type { Route } from "./+types/article";

const outcomes = ["saved", "published", "scheduled", "unpublished"] as const;
type Outcome = (typeof outcomes)[number];

export const meta: Route.MetaFunction = ({ loaderData }) =>
  seo({ ...articlePage.seo, title: articlePage.seo.title(loaderData?.saved?.title), noindex: true });

/** A new article (`/admin/articles/new`) or one written before, with what its last press did. */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const { admin } = await requireAdmin(context, request);
  const done = new URL(request.url).searchParams.get("done");
  const outcome = outcomes.find((known) => known === done);
  if (params.id === "new") return { saved: undefined, outcome };
  const row = /^[0-9a-f-]{36}$/.test(params.id) ? await admin.articles.find(params.id) : undefined;
  if (!row) throw data("Not Found", { status: 404 });
  const origin = new URL(request.url).origin;
  return {
    outcome,
    saved: {
      id: row.id,
      title: row.title,
      status: row.status,
      values: {
        title: row.title,
        summary: row.summary,
        category: row.category,
        text: row.body,
        publishAt: row.status === "scheduled" && row.publish_at ? toUkClock(row.publish_at) : "",
      },
      publishAt: row.publish_at,
      path: row.slug ? articlePath(row.slug) : undefined,
      preview: row.status === "published" ? undefined : `${origin}/insights/preview/${row.preview_token}`,
    },
  };
}

/** Save, Publish or Unpublish: the declared form, through the forms' pipeline (admins only). */
export const action = formAction(articleForm);

export default function AdminArticle({ loaderData, actionData }: Route.ComponentProps) {
  const { saved, outcome } = loaderData;
  const failure = actionData && !actionData.ok ? actionData : undefined;
  // With JavaScript the answer comes without a page load: the focus goes to it, or to the field to fix.
  const page = useFocusAnswer<HTMLDivElement>(
    failure ?? (outcome ? loaderData : undefined),
    failure?.fieldErrors ? '[aria-invalid="true"]' : '[tabindex="-1"]',
  );
  return (
    <div ref={page}>
      <Link to="/admin/articles" className="font-semibold text-brand-700 underline">
        ← {articlePage.back}
      </Link>
      <h1 className="mt-3 text-2xl font-bold tracking-tight break-words text-ink sm:text-3xl">
        {saved?.title ?? articlePage.newTitle}
      </h1>
      {outcome && !failure ? (
        <div className="mt-4">
          <AuthNotice tone="success" title={articlePage.done[outcome as Outcome]} focus />
        </div>
      ) : null}
      {saved ? (
        <div className="mt-4 space-y-1 text-sm text-muted">
          <p className="font-semibold text-ink">{articlePage.status(articlesPage.statuses[saved.status])}</p>
          {saved.status === "scheduled" && saved.publishAt ? (
            <p>{articlePage.scheduledFor(formatDateTime(saved.publishAt))}</p>
          ) : null}
          {saved.status === "published" && saved.path ? (
            <p>
              <a href={saved.path} className="font-semibold text-brand-700 underline">
                {articlePage.liveAt(saved.path)}
              </a>
            </p>
          ) : null}
          {saved.status === "unpublished" && saved.path ? <p>{articlePage.withdrawnAt(saved.path)}</p> : null}
          {saved.preview ? (
            <p>
              {articlePage.previewIntro}{" "}
              <a href={saved.preview} className="font-semibold break-all text-brand-700 underline">
                {articlesPage.previewLink}
                <span className="sr-only">: {saved.title}</span>
              </a>
            </p>
          ) : null}
        </div>
      ) : null}
      <ArticleFormFields
        id={saved?.id}
        status={saved?.status}
        values={failure?.values ?? saved?.values}
        failure={failure}
      />
    </div>
  );
}
