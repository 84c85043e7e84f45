import { articlesPage } from "~/content/back-office-pages";
import { declareForm } from "~/shared/forms/declare";
import { textInput } from "~/shared/validation/fields";
import * as z from "~/shared/zod";

/**
 * Announcing an article written as a file (/admin/articles, `npm run notify` as a button): its
 * slug, posted to the page, for a signed-in admin only. Which slugs name an article the server
 * knows (the articles are read on the server only).
 */
export const articleNotice = declareForm({
  name: "article-notice",
  schema: z.object({ slug: textInput(articlesPage.alreadyAnnounced) }),
  invalid: () => articlesPage.alreadyAnnounced,
  fields: { slug: { kind: "hidden" } },
});
