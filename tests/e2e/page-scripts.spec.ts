import { expect, test } from "@playwright/test";

/** The scripts a page's HTML loads (src and module preloads). */
async function scriptsOf(request: import("@playwright/test").APIRequestContext, path: string) {
  const html = await (await request.get(path)).text();
  return [...html.matchAll(/<(?:script[^>]*\bsrc|link[^>]*rel="modulepreload"[^>]*\bhref)="([^"]+)"/g)].map(
    (match) => match[1]!,
  );
}

test("pages the server renders get their islands too, and only the account pages React Router", async ({
  request,
}) => {
  const islandsOnly = (scripts: string[]) => scripts.every((src) => /\/assets\/island-/.test(src));
  for (const path of ["/missing-page", "/insights?articles=2", "/resources/x/download?token=bad"]) {
    const scripts = await scriptsOf(request, path);
    expect(
      scripts.some((src) => src.includes("island-site-")),
      path,
    ).toBe(true);
    expect(islandsOnly(scripts), path).toBe(true);
  }
  // A page with nothing to run but the site island: it and the chunk it imports (and not nothing).
  const unsubscribe = await scriptsOf(request, "/subscriptions/unsubscribe?token=x");
  expect(unsubscribe.some((src) => src.includes("island-site-"))).toBe(true);
  expect(unsubscribe.filter((src) => !/\/assets\/island-(site|chunk)-/.test(src))).toEqual([]);
  expect(
    (await scriptsOf(request, "/insights?articles=2")).some((src) => src.includes("island-subscribe-form-")),
  ).toBe(true);
  // React Router's runtime, found through the route script's imports after the first paint: no
  // module preloads ahead of it (docs/decisions/031).
  const auth = await (await request.get("/auth")).text();
  expect(auth).toMatch(/import\("\/assets\/entry\.client-[\w-]+\.js"\)/);
  expect(auth).not.toContain('rel="modulepreload"');
});
