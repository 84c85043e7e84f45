import { serveForm } from "../../../server/forms/serve";
import { article } from "./article";

/** The article form's server part: an admin's press, handed to the publishing desk (server/articles). */
export const articleServer = serveForm(article, {
  admin: true,
  accept: ({ value, admin, deps }) => deps.articles.submit(value, admin),
});
