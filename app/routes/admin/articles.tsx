import { Form, Link } from "react-router";
import { AuthNotice } from "~/components/forms/auth/auth-notice";
import { formFields } from "~/components/forms/form-fields";
import { FormMeta } from "~/components/forms/form-meta";
import { Button, buttonClasses } from "~/components/ui/button";
import { articlesPage } from "~/content/back-office-pages";
import { articlePath } from "~/content/insights";
import { articles } from "~/content/insights.server";
import { articleNotice } from "~/forms/article-notice/article-notice";
import { requireAdmin } from "~/lib/admin.server";
import { formAction } from "~/lib/forms/form-action";
import { seo } from "~/lib/seo";
import { formatDate, formatShortDateTime } from "~/shared/dates";
import type { Route } from "./+types/articles";

export const meta: Route.MetaFunction = () => seo({ ...articlesPage.seo, noindex: true });

const findArticle = (slug: string | null) => articles.find((article) => article.slug === slug);

export async function loader({ context, request }: Route.LoaderArgs) {
  const { admin } = await requireAdmin(context, request);
  const [state, written] = await Promise.all([admin.articleNotices(), admin.articles.list()]);
  const previewing = findArticle(new URL(request.url).searchParams.get("preview"));
  return {
    written: written.map((row) => ({
      id: row.id,
      title: row.title,
      status: row.status,
      // What the owner wants to know of each: when it went (or goes) live, else when it last changed.
      when: row.publish_at ?? row.first_published_at ?? row.updated_at,
      path: row.status === "published" && row.slug ? articlePath(row.slug) : undefined,
    })),
    subscribers: state.subscribers,
    articles: articles.map((article) => ({
      slug: article.slug,
      title: article.title,
      date: article.date,
      sent: state.sent.get(article.slug),
    })),
    preview: previewing ? { slug: previewing.slug, ...admin.previewArticleNotice(previewing) } : undefined,
  };
}

/** Announcing an article: the declared form, through the forms' pipeline (admins only). */
export const action = formAction(articleNotice);

/**
 * Every article: those written here (each opens its form), and the files, whose notice is
 * `npm run notify` as a button: preview it, then queue it for every confirmed subscriber, once.
 */
export default function Articles({ loaderData, actionData }: Route.ComponentProps) {
  const { preview } = loaderData;
  const notice = formFields(articleNotice);
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-bold tracking-tight text-ink">{articlesPage.title}</h1>
        <a href="/admin/articles/new" className={buttonClasses("primary", "md")}>
          {articlesPage.newArticle}
        </a>
      </div>
      <section aria-labelledby="written-heading" className="mt-6">
        <h2 id="written-heading" className="text-xl font-semibold text-ink">
          {articlesPage.written}
        </h2>
        {loaderData.written.length === 0 ? (
          <p className="mt-2 text-muted">{articlesPage.writtenNone}</p>
        ) : (
          <ul className="mt-3 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
            {loaderData.written.map((article) => (
              <li key={article.id} className="flex flex-wrap items-center justify-between gap-3 p-4">
                <div className="min-w-0">
                  <a
                    href={`/admin/articles/${article.id}`}
                    className="font-medium break-words text-brand-700 underline"
                  >
                    {article.title}
                  </a>
                  <p className="text-sm text-muted">
                    {articlesPage.state(
                      articlesPage.statuses[article.status],
                      formatShortDateTime(article.when),
                    )}
                  </p>
                </div>
                {article.path ? (
                  <a href={article.path} className="font-semibold text-brand-700 underline">
                    {articlesPage.view}
                    <span className="sr-only">: {article.title}</span>
                  </a>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </section>
      <h2 className="mt-10 text-xl font-semibold text-ink">{articlesPage.files}</h2>
      <p className="mt-2 text-muted">
        {articlesPage.filesIntro} {articlesPage.subscribers(loaderData.subscribers)}
      </p>
      {actionData ? (
        <div className="mt-4">
          <AuthNotice
            tone={actionData.ok ? "success" : "error"}
            title={
              actionData.ok
                ? articlesPage.queued(actionData.details?.title ?? "", Number(actionData.details?.queued))
                : actionData.error
            }
            focus
          />
        </div>
      ) : null}
      {preview ? (
        <section
          aria-labelledby="preview-heading"
          className="mt-6 rounded-xl border-2 border-brand-600 bg-white p-6"
        >
          <h2 id="preview-heading" className="text-xl font-semibold text-ink">
            {articlesPage.preview(preview.subject)}
          </h2>
          <pre className="mt-3 whitespace-pre-wrap break-words font-sans text-sm text-slate-700">
            {preview.text_body}
          </pre>
          <Form method="post" className="mt-4 flex flex-wrap gap-3">
            <FormMeta {...notice.meta()} />
            <input {...notice.hidden("slug", preview.slug)} />
            {/* Sending uses the article's one notice; to nobody, the server sends nothing and spends nothing. */}
            {loaderData.subscribers > 0 ? (
              <Button type="submit" variant="secondary">
                {articlesPage.send(loaderData.subscribers)}
              </Button>
            ) : (
              <p className="font-medium text-ink">{articlesPage.nobodyToSend}</p>
            )}
            <Link to="/admin/articles" className="self-center font-medium text-brand-700 underline">
              {articlesPage.cancel}
            </Link>
          </Form>
        </section>
      ) : null}
      <ul className="mt-6 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
        {loaderData.articles.map((article) => (
          <li key={article.slug} className="flex flex-wrap items-center justify-between gap-3 p-4">
            <div>
              <p className="font-medium text-ink">{article.title}</p>
              <p className="text-sm text-muted">
                {articlesPage.published(formatDate(article.date))}
                {article.sent
                  ? articlesPage.announced(
                      formatDate(article.sent.sent_at),
                      article.sent.recipients,
                      article.sent.sent_by,
                    )
                  : articlesPage.notAnnounced}
              </p>
            </div>
            {article.sent ? null : (
              <Link
                to={`/admin/articles?preview=${article.slug}`}
                className="font-semibold text-brand-700 underline"
              >
                {articlesPage.previewNotice}
                <span className="sr-only">: {article.title}</span>
              </Link>
            )}
          </li>
        ))}
      </ul>
    </>
  );
}
