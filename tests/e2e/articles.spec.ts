import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { toUkClock } from "../../app/shared/uk-clock-input";
import { expectNoAxeViolations } from "../support/axe";
import { asNewClient } from "../support/clients";
import { Documents } from "../support/documents";
import { nuErrorsOfDocuments } from "../support/nu-html-checker";
import { signedInOwner } from "../support/owner";

// This story publishes to the site every other test reads (the listing's count): it runs after them
// (its own project in playwright.config.ts).

const TITLE = `Cloud costs that stay put ${Date.now()}`;
const EDITED = `${TITLE}, revised`;
const slugOf = (title: string) => title.toLowerCase().replace(/[^a-z0-9]+/g, "-");
const TEXT = [
  "## What moves the bill",
  "- Storage nobody deletes",
  "- Servers left running",
  "> Measure before you move.",
  "| Item | Monthly |\n|---|---|\n| Backup | £40 |",
  "<script>alert('owned')</script>",
  "Beware [a trap](javascript:alert(1)) beside [our hosting](/hosting-sysadmin).",
].join("\n\n");

/** The scripts a page's HTML loads (src and module preloads). */
async function scriptsOf(request: APIRequestContext, path: string) {
  const html = await (await request.get(path)).text();
  return [...html.matchAll(/<(?:script[^>]*\bsrc|link[^>]*rel="modulepreload"[^>]*\bhref)="([^"]+)"/g)].map(
    (match) => match[1]!,
  );
}

async function press(page: Page, button: "Save" | "Publish" | "Unpublish", done: RegExp) {
  await page.getByRole("button", { name: button, exact: true }).click();
  await expect(page).toHaveURL(done);
}

test("the owner writes, previews, schedules, publishes, edits and unpublishes an article", async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(90_000); // a long story, told on a shared machine
  await asNewClient(page);
  await signedInOwner(browser, page);
  await page.goto("/admin/articles");
  await page.getByRole("link", { name: "New article" }).click();
  await page.getByLabel("Title").fill(TITLE);
  await page.getByLabel("Category").selectOption("Cloud Migration");
  await page.getByLabel("Text").fill(TEXT);
  // A summary too short is refused, the focus taken to it (with JavaScript too), the rest kept.
  const summary = page.getByLabel("Summary");
  await summary.fill("Cloud costs.");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByText("The article was not saved: correct the fields below")).toBeVisible();
  await expect(summary).toBeFocused();
  await expect(page.getByLabel("Text")).toHaveValue(TEXT);
  await summary.fill(
    "Three places a small firm's cloud bill grows without anyone asking, and how to keep each one flat.",
  );
  await expectNoAxeViolations(page);
  await press(page, "Save", /\/admin\/articles\/[0-9a-f-]{36}\?done=saved$/);
  await expect(page.getByRole("status").filter({ hasText: "Saved." })).toBeFocused();
  const admin = page.url().replace(/\?.*$/, "");

  // The private preview, signed out.
  const preview = await page.getByRole("link", { name: /^Preview/ }).getAttribute("href");
  const stranger = await browser.newContext();
  const reader = await stranger.newPage();
  await reader.goto(preview!);
  await expect(reader.getByRole("heading", { level: 1, name: TITLE })).toBeVisible();
  await expect(reader.getByText("Private preview")).toBeVisible();

  // Scheduled for tomorrow, then published at once after all.
  await page.getByLabel("Publish at (UK time)").fill(toUkClock(Date.now() + 24 * 60 * 60_000));
  await press(page, "Publish", /\?done=scheduled$/);
  await expect(page.getByText(/Goes live at/)).toBeVisible();
  await page.getByLabel("Publish at (UK time)").fill("");
  await press(page, "Publish", /\?done=published$/);
  await expect(page.getByText("Status: Published")).toBeVisible();
  await expect(page.getByRole("button", { name: "Unpublish" })).toBeVisible();

  // A visitor finds it on the listing and reads it, drawn like the MDX articles, the raw HTML as text.
  await reader.goto("/insights");
  await reader.getByRole("link", { name: new RegExp(TITLE) }).click();
  await expect(reader).toHaveURL(`/insights/${slugOf(TITLE)}`);
  await expect(reader.getByRole("heading", { level: 1, name: TITLE })).toBeVisible();
  await expect(reader.getByRole("heading", { level: 2, name: "What moves the bill" })).toBeVisible();
  await expect(reader.getByRole("cell", { name: "£40" })).toBeVisible();
  await expect(reader.getByText("<script>alert('owned')</script>")).toBeVisible();
  await expect(reader.getByRole("link", { name: "a trap" })).toHaveCount(0);
  await expect(reader.getByRole("link", { name: "our hosting" })).toHaveAttribute(
    "href",
    "/hosting-sysadmin",
  );
  expect(await scriptsOf(request, `/insights/${slugOf(TITLE)}`)).toEqual(
    await scriptsOf(request, "/insights/ai-smes-cornwall"),
  );
  expect((await request.get(preview!)).status()).toBe(410);

  // Edited: the same address, the new title.
  await page.goto(admin);
  await page.getByLabel("Title").fill(EDITED);
  await press(page, "Save", /\?done=saved$/);
  await reader.goto(`/insights/${slugOf(TITLE)}`);
  await expect(reader.getByRole("heading", { level: 1, name: EDITED })).toBeVisible();

  // Unpublished: the address says it is gone, the listing no longer has it.
  await press(page, "Unpublish", /\?done=unpublished$/);
  const gone = await request.get(`/insights/${slugOf(TITLE)}`);
  expect(gone.status()).toBe(410);
  await reader.goto(`/insights/${slugOf(TITLE)}`);
  await expect(reader.getByText("This article has been withdrawn")).toBeVisible();
  await reader.goto("/insights");
  await expect(reader.getByRole("link", { name: new RegExp(EDITED) })).toHaveCount(0);
  await stranger.close();
});

test("without JavaScript too, every state of the article pages is valid HTML", async ({ browser }) => {
  test.setTimeout(90_000);
  const page = await (await browser.newContext({ javaScriptEnabled: false })).newPage();
  await asNewClient(page);
  await signedInOwner(browser, page);
  const docs = new Documents();
  const title = `Valid pages, every one ${Date.now()}`;
  await docs.visit(page, "article form, new", "/admin/articles/new");
  await page.getByLabel("Title").fill(title);
  await page.getByLabel("Text").fill("<b>Shown as text</b>\n\n- one\n- two");
  await docs.submit(
    page,
    "article form, refused",
    page.getByRole("button", { name: "Save", exact: true }),
    400,
  );
  await expect(page.getByLabel("Text")).toHaveValue("<b>Shown as text</b>\n\n- one\n- two");
  await page
    .getByLabel("Summary")
    .fill("An article whose every page, from the form to its withdrawal, the W3C checker reads.");
  await page.getByLabel("Category").selectOption("Leadership");
  await docs.submit(page, "article form, saved", page.getByRole("button", { name: "Save", exact: true }));
  const preview = await page.getByRole("link", { name: /^Preview/ }).getAttribute("href");
  await docs.visit(page, "article preview", new URL(preview!).pathname);
  await page.goBack();
  await docs.submit(
    page,
    "article form, published",
    page.getByRole("button", { name: "Publish", exact: true }),
  );
  await docs.visit(page, "article published", `/insights/${slugOf(title)}`);
  await docs.visit(page, "article preview, ended", new URL(preview!).pathname, 410);
  await docs.visit(page, "article list", "/admin/articles");
  await page.getByRole("link", { name: title, exact: true }).click();
  await docs.submit(page, "article form, unpublished", page.getByRole("button", { name: "Unpublish" }));
  await docs.visit(page, "article withdrawn", `/insights/${slugOf(title)}`, 410);
  const errors = await nuErrorsOfDocuments(docs.html);
  expect(Object.fromEntries([...errors].filter(([, list]) => list.length > 0))).toEqual({});
});
