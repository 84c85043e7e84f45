import { articlesPage } from "~/content/back-office-pages";
import { serveForm } from "../../../server/forms/serve";
import { articleNotice } from "./article-notice";

/**
 * The notice's server part: queued once for every confirmed subscriber; the page says for how
 * many (`details`). Announced before, or nobody to announce it to, it is refused (409) and
 * nothing is spent; a slug that names none of the build's articles is refused (400) as naming
 * none (`noSuchArticle`).
 */
export const articleNoticeServer = serveForm(articleNotice, {
  admin: true,
  async accept({ value, admin, deps }) {
    const article = deps.builtArticle(value.slug);
    if (!article) return { ok: false, status: 400, error: articlesPage.noSuchArticle };
    const queued = await deps.admin.sendArticleNotice(admin, article);
    if (queued) return { ok: true, status: 200, details: { title: article.title, queued: String(queued) } };
    const error = queued === 0 ? articlesPage.nobodyYet : articlesPage.alreadyAnnounced;
    return { ok: false, status: 409, error };
  },
});
