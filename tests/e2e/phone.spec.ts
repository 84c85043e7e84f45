import { type APIRequestContext, expect, test } from "@playwright/test";

/**
 * Phone first (docs/decisions/031), at 390x844: each page opens with its h1 and its first call to
 * action on the first screen, every control is at least 44 px tall, the home page and the footer
 * stay within their lengths, and the site gives one number to call.
 */
test.use({ viewport: { width: 390, height: 844 }, reducedMotion: "reduce" });

async function sitemap(request: APIRequestContext): Promise<string[]> {
  const xml = await (await request.get("/sitemap.xml")).text();
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  expect(paths.length).toBeGreaterThan(30);
  return paths;
}

test("every page shows its h1 and its first call to action on the first screen", async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const late: string[] = [];
  for (const path of [...(await sitemap(request)), "/auth"]) {
    await page.goto(path);
    const found = await page.evaluate(() => {
      const main = document.querySelector("main")!;
      // A call to action is a link or button drawn as a button: filled or outlined, 40 px or more.
      const action = [...main.querySelectorAll<HTMLElement>("a[href], button")].find((element) => {
        const style = getComputedStyle(element);
        const drawn =
          style.backgroundColor !== "rgba(0, 0, 0, 0)" || Number.parseFloat(style.borderTopWidth) > 0;
        return drawn && element.offsetHeight >= 40 && element.checkVisibility();
      });
      return {
        h1: main.querySelector("h1")?.getBoundingClientRect().bottom ?? Number.POSITIVE_INFINITY,
        action: action?.getBoundingClientRect().bottom ?? Number.POSITIVE_INFINITY,
        label: action?.textContent?.trim(),
      };
    });
    if (found.h1 > 844) late.push(`${path}: h1 ends at ${Math.round(found.h1)} px`);
    if (found.action > 844)
      late.push(`${path}: first call to action (${found.label}) ends at ${found.action} px`);
  }
  expect(late).toEqual([]);
});

test("every input and button is at least 44 px tall", async ({ page, request }) => {
  test.setTimeout(180_000);
  const small: string[] = [];
  const formPages = ["/auth", "/auth?tab=signup", "/insights?resource=it-strategy-template"];
  for (const path of [...(await sitemap(request)), ...formPages]) {
    await page.goto(path);
    // The services' disclosure opened, so its boxes are measured too.
    await page.evaluate(() => {
      for (const details of document.querySelectorAll("main details")) details.setAttribute("open", "");
    });
    const found = await page.evaluate(() => {
      const controls = document.querySelectorAll<HTMLElement>(
        [
          "input:not([type=hidden]):not([type=checkbox]):not([type=radio]):not([name=website])",
          "label:has(> input[type=checkbox])",
          "button",
          "select",
          "textarea",
          "summary",
          "[role=tab]",
          "main a[href]",
        ].join(", "),
      );
      return [...controls]
        .filter((control) => {
          if (!control.checkVisibility() || control.closest(".sr-only")) return false;
          // A link counts when it is drawn as a button (filled or outlined), not as words.
          if (control.matches("a")) {
            const style = getComputedStyle(control);
            const drawn =
              style.backgroundColor !== "rgba(0, 0, 0, 0)" || Number.parseFloat(style.borderTopWidth) > 0;
            if (!drawn || style.display === "inline") return false;
          }
          return control.getBoundingClientRect().height < 44;
        })
        .map(
          (control) =>
            `${control.tagName.toLowerCase()} "${control.textContent?.trim().slice(0, 30)}" ${Math.round(control.getBoundingClientRect().height)} px`,
        );
    });
    for (const control of found) small.push(`${path}: ${control}`);
  }
  expect(small).toEqual([]);
});

test("the home page stays about 6,000 px long and the footer under 900 px", async ({ page }) => {
  await page.goto("/");
  // Measured as a visitor sees it once the heading font has come (its lines wrap differently).
  await page.evaluate(() => document.fonts.ready);
  const { page: length, footer } = await page.evaluate(() => ({
    page: document.documentElement.scrollHeight,
    footer: document.querySelector("body > footer")!.getBoundingClientRect().height,
  }));
  // Measured 9,456 px and 1,577 px before issue 24; 6,203 px and 861 px after.
  expect(length).toBeLessThanOrEqual(6_300);
  expect(footer).toBeLessThan(900);
});

test("the site gives one number to call, on every page", async ({ request }) => {
  const numbers = new Set<string>();
  for (const path of await sitemap(request)) {
    const html = await (await request.get(path)).text();
    for (const [, number] of html.matchAll(/href="tel:([^"]+)"/g)) numbers.add(number!);
  }
  expect([...numbers]).toEqual(["+441632960123"]);
});

test("the not-found page's title is in the site's heading font", async ({ page }) => {
  await page.goto("/no-such-page");
  const title = page.getByText("Oops! Page not found");
  await expect(title).toBeVisible();
  expect(await title.evaluate((element) => getComputedStyle(element).fontFamily)).toMatch(/^"?Manrope"?,/);
});
