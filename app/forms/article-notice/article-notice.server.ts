import { articlesPage } from "~/content/back-office-pages";
import { articles } from "~/content/insights.server";
import { serveForm } from "../../../server/forms/serve";
import { articleNotice } from "./article-notice";

/**
 * The notice's server part: queued once for every confirmed subscriber; the page says for how
 * many (`details`). Announced before, or nobody to announce it to, it is refused (409) and
 * nothing is spent; an unknown slug is refused as one announced (400), as the page always said.
 */
export const articleNoticeServer = serveForm(articleNotice, {
  admin: true,
  async accept({ value, admin, deps }) {
    const article = articles.find((known) => known.slug === value.slug);
    if (!article) return { ok: false, status: 400, error: articlesPage.alreadyAnnounced };
    const queued = await deps.admin.sendArticleNotice(admin, article);
    if (queued) return { ok: true, status: 200, details: { title: article.title, queued: String(queued) } };
    return {
      ok: false,
      status: 409,
      error: queued === 0 ? articlesPage.nobodyYet : articlesPage.alreadyAnnounced,
    };
  },
});
