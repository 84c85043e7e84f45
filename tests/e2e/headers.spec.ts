import { expect, test } from "@playwright/test";

function expectSecurityHeaders(headers: Record<string, string>) {
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(headers["permissions-policy"]).toContain("camera=()");
  const csp = headers["content-security-policy"] ?? "";
  expect(csp).toContain("frame-ancestors 'none'");
  const scriptSrc = csp.split(";").find((d) => d.trim().startsWith("script-src")) ?? "";
  expect(scriptSrc).not.toContain("unsafe-inline");
}

test("a prerendered page is served compressed, revalidated, with hashed inline scripts", async ({
  request,
}) => {
  const response = await request.get("/about", { headers: { "Accept-Encoding": "br" } });
  const headers = response.headers();
  expectSecurityHeaders(headers);
  expect(headers["content-encoding"]).toBe("br");
  expect(headers["cache-control"]).toBe("public, max-age=0, must-revalidate");
  expect(headers["content-security-policy"]).toMatch(/script-src 'self'( 'sha256-[^']+')+/);
  const again = await request.get("/about", {
    headers: { "Accept-Encoding": "br", "If-None-Match": headers.etag! },
  });
  expect(again.status()).toBe(304);
});

test("hashed assets are cached for a year; gzip is offered to clients without brotli", async ({
  request,
}) => {
  const html = await (await request.get("/")).text();
  const asset = html.match(/\/assets\/[\w.-]+\.js/)![0];
  const response = await request.get(asset, { headers: { "Accept-Encoding": "gzip" } });
  expect(response.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  expect(response.headers()["content-encoding"]).toBe("gzip");
  expectSecurityHeaders(response.headers());
});

test("server-rendered pages carry a per-response nonce", async ({ request }) => {
  // The listing's own pages (?articles=2) are held in memory like built ones; other queries are rendered.
  const first = await request.get("/insights?resources=2");
  const second = await request.get("/insights?resources=2");
  expectSecurityHeaders(first.headers());
  const nonce = (r: typeof first) => r.headers()["content-security-policy"]?.match(/'nonce-([^']+)'/)?.[1];
  expect(nonce(first)).toBeTruthy();
  expect(nonce(first)).not.toBe(nonce(second));
  expect(await first.text()).toContain(`nonce="${nonce(first)}"`);
});

test("the health check answers", async ({ request }) => {
  const response = await request.get("/healthz");
  expect(response.status()).toBe(200);
  expect(await response.json()).toEqual({ status: "ok" });
});

test("a page runs under its CSP without violations", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ bypassCSP: false });
  const page = await context.newPage();
  const violations: string[] = [];
  page.on("console", (m) => {
    if (/Content Security Policy/i.test(m.text())) violations.push(m.text());
  });
  await page.goto(`${baseURL}/`);
  await page.locator("[aria-label^=Notifications]").waitFor({ state: "attached" });
  // The not-found page is served from memory like a prerendered page: its scripts run by hash.
  await page.goto(`${baseURL}/missing-page`);
  await page.getByRole("link", { name: "Return to Home" }).click();
  await expect(page).toHaveURL(`${baseURL}/`);
  // A rendered page (query string) runs by nonce.
  await page.goto(`${baseURL}/insights?resources=2`);
  await page
    .getByRole("link", { name: "Request Free Resource: Backup & Disaster Recovery Checklist" })
    .click();
  await expect(page.getByRole("dialog")).toBeVisible();
  expect(violations).toEqual([]);
  await context.close();
});
