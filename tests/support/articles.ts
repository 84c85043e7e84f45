import { createAccountData } from "../../server/auth/account-data";
import type { DB } from "../../server/db";
import type { App } from "./app-server";

/** A fine article, as the back office's form posts it; `fields` change what the test is about. */
export function articleFields(fields: Record<string, string> = {}): Record<string, string> {
  return {
    intent: "article",
    id: "",
    title: "Backups that actually restore",
    summary:
      "Most small firms back up; few have tried a restore. Here is a one-hour test that tells you whether yours would work.",
    category: "Cyber Security",
    text: "## Try a restore\n\nPick one file and bring it back.\n\n- Time it\n- Write it down\n\n> A backup you have not restored is a hope.",
    publishAt: "",
    step: "save",
    ...fields,
  };
}

/** The owner presses a button of the article form (without JavaScript): where it leads, and the article's id. */
export async function pressArticle(app: App, cookie: string, fields: Record<string, string>, id = "new") {
  const response = await app.submit(`/admin/articles/${id}`, articleFields(fields), cookie);
  const location = response.headers.get("location") ?? "";
  return {
    status: response.status,
    location,
    id: location.match(/\/admin\/articles\/([0-9a-f-]{36})/)?.[1] ?? "",
    page: response.status === 302 ? "" : await response.text(),
  };
}

/** A confirmed subscriber: an account holder who subscribed from their account page. */
export async function confirmedSubscriber(db: DB, email: string) {
  const accounts = createAccountData({ db, siteUrl: "http://localhost:3000", signingSecret: "test-secret" });
  await accounts.setSubscribed({ id: email, name: "Reader", email, emailVerified: true }, true);
}

/** The article's preview link, as its page in the back office gives it. */
export async function previewPath(app: App, cookie: string, id: string): Promise<string> {
  const page = await (
    await fetch(`${app.base}/admin/articles/${id}`, { headers: { Cookie: cookie } })
  ).text();
  return page.match(/https?:\/\/[^/"]+(\/insights\/preview\/[A-Za-z0-9_-]+)/)?.[1] ?? "";
}
