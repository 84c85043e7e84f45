import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { IslandAssets } from "../../app/islands/registry";
import { BUDGET_KB, checkPage } from "./page-check";

/** A client build in miniature: the site island, the contact form island and its chunk. */
function fixture() {
  const clientDir = mkdtempSync(join(tmpdir(), "page-check-"));
  mkdirSync(join(clientDir, "assets"));
  const write = (name: string, body: string) => writeFileSync(join(clientDir, "assets", name), body);
  write("island-site.js", 'import "./island-chunk.js";');
  write("island-chunk.js", "export const a = 1;");
  write("island-contact-form.js", 'import "./island-chunk.js"; import("./island-lazy.js");');
  write("island-lazy.js", "export const b = 2;");
  write("entry.client.js", "export const router = true;");
  const asset = (name: string) => ({
    src: `/assets/island-${name}.js`,
    preload: ["/assets/island-chunk.js"],
  });
  const assets = {
    site: asset("site"),
    "contact-form": asset("contact-form"),
  } as unknown as IslandAssets;
  return { clientDir, assets };
}

const page = (scripts: string[], body = "") =>
  `<html><head>${scripts.map((src) => `<script type="module" src="${src}"></script>`).join("")}</head><body>${body}</body></html>`;

describe("the build check of each page's scripts", () => {
  it("accepts a page that loads its declared islands and what they import", () => {
    const { clientDir, assets } = fixture();
    const report = checkPage({
      path: "/",
      kind: "routes/home",
      html: page(
        ["/assets/island-site.js", "/assets/island-contact-form.js"],
        '<div data-island="contact-form">',
      ),
      declared: { islands: ["site", "contact-form"], router: false },
      assets,
      clientDir,
    });
    expect(report.problems).toEqual([]);
    expect(report.budgetKB).toBe(BUDGET_KB.withForm);
  });

  it("fails a page that loads a script its route did not declare", () => {
    const { clientDir, assets } = fixture();
    const report = checkPage({
      path: "/about",
      kind: "routes/about",
      html: page(["/assets/island-site.js", "/assets/entry.client.js"]),
      declared: { islands: ["site"], router: false },
      assets,
      clientDir,
    });
    expect(report.problems).toEqual(["ships 1 script(s) no declared island needs: /assets/entry.client.js"]);
    expect(report.budgetKB).toBe(BUDGET_KB.withoutForm);
  });

  it("fails a page that renders an island it did not declare, or declares one it does not load", () => {
    const { clientDir, assets } = fixture();
    const report = checkPage({
      path: "/about",
      kind: "routes/about",
      html: page([], '<div data-island="contact-form">'),
      declared: { islands: ["site"], router: false },
      assets,
      clientDir,
    });
    expect(report.problems).toEqual([
      "declares the site island but does not load it",
      "renders the contact-form island, not declared",
    ]);
  });

  it("fails a page over its JavaScript budget, counting dynamic imports", () => {
    const { clientDir, assets } = fixture();
    // Random text barely compresses: 20 KB of it is over the 15 KB budget of a page without a form.
    const noise = Array.from({ length: 20_000 }, () =>
      String.fromCharCode(33 + Math.floor(Math.random() * 90)),
    );
    writeFileSync(
      join(clientDir, "assets/island-lazy.js"),
      `export const b = ${JSON.stringify(noise.join(""))};`,
    );
    writeFileSync(join(clientDir, "assets/island-site.js"), 'import("./island-lazy.js");');
    const report = checkPage({
      path: "/about",
      kind: "routes/about",
      html: page(["/assets/island-site.js"]),
      declared: { islands: ["site"], router: false },
      assets,
      clientDir,
    });
    expect(report.problems).toEqual([expect.stringMatching(/^\d+(\.\d)? KB of JavaScript, over 15 KB$/)]);
  });
});
