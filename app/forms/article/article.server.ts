import { articleForm } from "~/content/article-form";
import { serveForm } from "../../../server/forms/serve";
import { article } from "./article";

/**
 * The article form's server part: an admin's press, handed to the publishing desk
 * (server/articles); done, the article's page says what happened; refused, the field says why.
 */
export const articleServer = serveForm(article, {
  admin: true,
  async accept({ value, admin, deps }) {
    const pressed = await deps.articles.submit(value, admin);
    if (pressed.ok)
      return { ok: true, status: 200, redirect: `/admin/articles/${pressed.id}?done=${pressed.outcome}` };
    if (!pressed.field) return { ok: false, status: 400, error: pressed.message };
    return {
      ok: false,
      status: 400,
      error: articleForm.invalid,
      fieldErrors: { [pressed.field]: pressed.message },
    };
  },
});
