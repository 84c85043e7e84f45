import { beforeAll, expect, it } from "vitest";
import { confirmedSession } from "../support/accounts";
import {
  COMPUTER,
  type Figures,
  figures,
  GOOGLEBOT,
  PHONE,
  pageOf,
  sourceOf,
  visitor,
} from "../support/analytics";
import { appWithMailbox } from "../support/app-server";
import { describeEachDatabase } from "../support/databases";

const OWNER = "owner@example.co.uk";
const enquiry = {
  firstName: "Morwenna",
  lastName: "Trelawny",
  email: "morwenna@example.co.uk",
  company: "Harbour & Sons",
  serviceInterests: ["cyber-security"],
  message: "We need Cyber Essentials before our insurance renewal.",
};

/** The change in each counted figure between two readings (paths and sources absent count 0). */
function change(before: Figures, after: Figures) {
  const pages = Object.fromEntries(
    after.pages
      .map(
        (p) =>
          [
            p.path,
            {
              views: p.views - (pageOf(before, p.path)?.views ?? 0),
              visitors: p.visitors - (pageOf(before, p.path)?.visitors ?? 0),
            },
          ] as const,
      )
      .filter(([, d]) => d.views || d.visitors),
  );
  const sources = Object.fromEntries(
    after.sources
      .map(
        (s) =>
          [
            s.source,
            {
              visitors: s.visitors - (sourceOf(before, s.source)?.visitors ?? 0),
              leads: s.leads - (sourceOf(before, s.source)?.leads ?? 0),
            },
          ] as const,
      )
      .filter(([, d]) => d.visitors || d.leads),
  );
  return {
    views: after.totals.views - before.totals.views,
    visitors: after.totals.visitors - before.totals.visitors,
    enquiries: after.totals.leads.enquiry - before.totals.leads.enquiry,
    pages,
    sources,
  };
}

describeEachDatabase("the site's own counting on $name", (database) => {
  const site = appWithMailbox(database.url, { ADMIN_EMAILS: OWNER, ANALYTICS_FLUSH_SECONDS: "0.1" });
  let cookie = "";
  const read = () => figures(site.app, cookie);
  beforeAll(async () => {
    cookie = await confirmedSession(site.app, site.sink, OWNER);
  });

  it("counts each page a browser is answered, and each browser once a day, whatever it reads", async () => {
    const before = await read();
    const phone = visitor(site.app, "203.0.113.10", PHONE);
    expect((await phone.view("/")).status).toBe(200);
    const about = await phone.view("/about");
    expect(about.status).toBe(200);
    // A page revalidated (max-age=0) is a view as much as one sent whole.
    expect((await phone.view("/about", { "If-None-Match": about.headers.get("etag")! })).status).toBe(304);
    // The same person on a computer is another browser: another visitor.
    expect((await visitor(site.app, "203.0.113.10", COMPUTER).view("/about")).status).toBe(200);
    expect(change(before, await read())).toEqual({
      views: 4,
      visitors: 2,
      enquiries: 0,
      pages: { "/": { views: 1, visitors: 1 }, "/about": { views: 3, visitors: 2 } },
      sources: { direct: { visitors: 2, leads: 0 } },
    });
  });

  it("leaves out bots, HEAD, prefetches other than a press on our own page, the back office, assets, 404s and redirects", async () => {
    const before = await read();
    const phone = visitor(site.app, "203.0.113.11");
    expect((await visitor(site.app, "203.0.113.12", GOOGLEBOT).view("/about")).status).toBe(200);
    expect((await visitor(site.app, "203.0.113.13", "").view("/about")).status).toBe(200);
    expect((await fetch(`${site.app.base}/about`, { method: "HEAD", headers: phone.headers })).status).toBe(
      200,
    );
    // Chrome guessing from the address bar, a search engine's private prefetch, an old link prefetch.
    expect((await phone.view("/about", { "Sec-Purpose": "prefetch;prerender" })).status).toBe(200);
    expect(
      (
        await phone.view("/about", {
          "Sec-Purpose": "prefetch;anonymous-client-ip",
          Referer: `${site.app.base}/`,
        })
      ).status,
    ).toBe(200);
    expect((await phone.view("/about", { Purpose: "prefetch", Referer: `${site.app.base}/` })).status).toBe(
      200,
    );
    expect((await phone.view("/admin")).status).toBe(404);
    expect((await phone.view("/favicon.svg")).status).toBe(200);
    expect((await phone.view("/no-such-page")).status).toBe(404);
    expect((await phone.view("/about/")).status).toBe(301);
    expect((await phone.view("/contact")).status).toBe(301);
    expect(change(before, await read())).toEqual({
      views: 0,
      visitors: 0,
      enquiries: 0,
      pages: {},
      sources: {},
    });

    // The site's own rules fetch a page when its link is pressed: that fetch is the view.
    const site0 = new URL(site.app.base).origin;
    expect(
      (await phone.view("/insights", { "Sec-Purpose": "prefetch", Referer: `${site0}/about` })).status,
    ).toBe(200);
    expect(change(before, await read()).pages).toEqual({ "/insights": { views: 1, visitors: 1 } });
  });

  it("counts a Sec-GPC: 1 request, or one that objected on the privacy page, as a view and never as a visitor", async () => {
    const before = await read();
    expect((await visitor(site.app, "203.0.113.20", PHONE, { "Sec-GPC": "1" }).view("/about")).status).toBe(
      200,
    );
    expect(
      (await visitor(site.app, "203.0.113.21", PHONE, { Cookie: "kt_not_counted=1" }).view("/about")).status,
    ).toBe(200);
    const gpc = visitor(site.app, "203.0.113.20", PHONE, { "Sec-GPC": "1" });
    expect((await gpc.post("/api/contact", { ...enquiry, email: "gpc@example.co.uk" })).status).toBe(201);
    expect(change(before, await read())).toEqual({
      views: 2,
      visitors: 0,
      enquiries: 1,
      pages: { "/about": { views: 2, visitors: 0 } },
      sources: { direct: { visitors: 0, leads: 1 } },
    });
  });

  it("lets a visitor object on the privacy page: one cookie, only for that, and taken back as easily", async () => {
    const origin = { Origin: new URL(site.app.base).origin, "X-Forwarded-For": "203.0.113.22" };
    const objected = await site.app.submit(
      "/privacy-policy",
      { intent: "counting", count: "no" },
      "",
      origin,
    );
    expect(objected.status).toBe(302);
    expect(objected.headers.get("location")).toBe("/privacy-policy?counting=off#counting");
    expect(objected.headers.getSetCookie()).toEqual([
      expect.stringMatching(/^kt_not_counted=1; Max-Age=\d+; Path=\/; SameSite=Lax; HttpOnly$/),
    ]);
    const page = await fetch(`${site.app.base}/privacy-policy?counting=off`);
    expect(await page.text()).toContain("Done: this browser&#x27;s visits are no longer counted.");
    const undone = await site.app.submit(
      "/privacy-policy",
      { intent: "counting", count: "yes" },
      "kt_not_counted=1",
      origin,
    );
    expect(undone.headers.getSetCookie()).toEqual([expect.stringMatching(/^kt_not_counted=; Max-Age=0;/)]);
    const refused = await site.app.submit(
      "/privacy-policy",
      { intent: "counting", count: "maybe" },
      "",
      origin,
    );
    expect(refused.status).toBe(400);
  });

  it("names each visit's source (utm_source lower-cased, the other site's host, or direct) and credits its lead there", async () => {
    const before = await read();
    const fromLinkedIn = visitor(site.app, "203.0.113.30");
    expect(
      (await fromLinkedIn.view("/cyber-security?utm_source=LinkedIn&utm_medium=social&utm_campaign=winter"))
        .status,
    ).toBe(200);
    expect((await fromLinkedIn.view("/", { Referer: `${site.app.base}/cyber-security` })).status).toBe(200);
    expect((await fromLinkedIn.post("/api/contact", enquiry)).status).toBe(201);
    const fromGoogle = visitor(site.app, "203.0.113.31", COMPUTER);
    expect(
      (await fromGoogle.view("/about", { Referer: "https://www.google.co.uk/search?q=it+support+redruth" }))
        .status,
    ).toBe(200);
    // Our own pages are no source, nor is a referrer that is no web address.
    expect(
      (await visitor(site.app, "203.0.113.32").view("/about", { Referer: `${site.app.base}/` })).status,
    ).toBe(200);
    expect(
      (await visitor(site.app, "203.0.113.33").view("/about", { Referer: "javascript:alert(1)" })).status,
    ).toBe(200);
    // A lead from someone not seen today: direct.
    expect(
      (
        await visitor(site.app, "203.0.113.34").post("/api/contact", {
          ...enquiry,
          email: "new@example.co.uk",
        })
      ).status,
    ).toBe(201);
    const moved = change(before, await read());
    expect(moved.sources).toEqual({
      linkedin: { visitors: 1, leads: 1 },
      "google.co.uk": { visitors: 1, leads: 0 },
      direct: { visitors: 2, leads: 1 },
    });
    expect(moved.enquiries).toBe(2);
    expect(moved.pages["/cyber-security"]).toEqual({ views: 1, visitors: 1 });
  });

  it("answers the contract: 404 to anyone but an admin, 400 for a period it cannot read, every path of the range", async () => {
    expect((await fetch(`${site.app.base}/admin/analytics.json`)).status).toBe(404);
    const stranger = await confirmedSession(site.app, site.sink, "stranger@example.co.uk", "198.18.9.2");
    expect(
      (await fetch(`${site.app.base}/admin/analytics.json`, { headers: { Cookie: stranger } })).status,
    ).toBe(404);
    for (const query of [
      "?from=2026-02-30",
      "?from=yesterday",
      "?from=2026-11-10&to=2026-11-01",
      "?from=2020-01-01&to=2026-01-01",
    ]) {
      const response = await fetch(`${site.app.base}/admin/analytics.json${query}`, {
        headers: { Cookie: cookie },
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error: expect.any(String) });
    }
    const empty = await figures(site.app, cookie, "?from=2020-01-01&to=2020-01-31");
    expect(empty).toEqual({
      totals: { views: 0, visitors: 0, leads: { enquiry: 0, resource: 0, subscription: 0, booking: 0 } },
      pages: [],
      sources: [],
    });
    const today = await read();
    expect(Object.keys(today).sort()).toEqual(["pages", "sources", "totals"]);
    for (const page of today.pages) {
      expect(Object.keys(page).sort()).toEqual(["path", "views", "visitors"]);
      expect(page.path).not.toMatch(/\?|.\/$/);
    }
    for (const source of today.sources)
      expect(Object.keys(source).sort()).toEqual(["leads", "source", "visitors"]);
  });

  it("keeps bad input bounded: a 10 KB user agent, markup in a campaign, a forged referrer, 2,000 made-up paths", {
    timeout: 60_000,
  }, async () => {
    const before = await read();
    const long = `${PHONE} ${"x".repeat(10_000)}`;
    expect((await visitor(site.app, "203.0.113.40", long).view("/about")).status).toBe(200);
    const markup = visitor(site.app, "203.0.113.41");
    const utm = encodeURIComponent(`<img src=x onerror=alert(1)>\u0007${"y".repeat(300)}`);
    expect((await markup.view(`/about?utm_source=${utm}`)).status).toBe(200);
    const forged = visitor(site.app, "203.0.113.42");
    expect((await forged.view("/about", { Referer: `https://${"a".repeat(300)}.example/` })).status).toBe(
      200,
    );
    const paths = Array.from({ length: 2_000 }, (_, i) => `/made-up-${i}`);
    for (let at = 0; at < paths.length; at += 100)
      await Promise.all(
        paths.slice(at, at + 100).map(async (path) => {
          const response = await markup.view(path);
          expect(response.status).toBe(404);
          await response.arrayBuffer();
        }),
      );
    const after = await read();
    const moved = change(before, after);
    expect(moved.views).toBe(3);
    expect(moved.visitors).toBe(3);
    expect(after.pages.some((p) => p.path.startsWith("/made-up"))).toBe(false);
    const stored = after.sources.find((s) => s.source.startsWith("<img"))!;
    expect(stored.source).toBe(`<img src=x onerror=alert(1)>${"y".repeat(72)}`);
    expect(sourceOf(after, "direct")!.visitors - sourceOf(before, "direct")!.visitors).toBe(2);
  });

  it("counts a flood of made-up browsers from one address as at most a few visitors", {
    timeout: 60_000,
  }, async () => {
    const before = await read();
    for (let i = 0; i < 200; i++)
      expect((await visitor(site.app, "203.0.113.50", `${PHONE} flood/${i}`).view("/about")).status).toBe(
        200,
      );
    const moved = change(before, await read());
    expect(moved.views).toBe(200);
    expect(moved.visitors).toBe(21);
  });
});
