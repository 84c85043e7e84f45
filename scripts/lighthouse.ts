/**
 * npm run lighthouse -- [paths...] [--runs N] [--sample-article]
 * Lighthouse (mobile preset, simulated throttling) on the production build with the system
 * Chromium: the four scores, LCP, TBT, CLS, transferred bytes and script bytes per page, median
 * of N runs. `--sample-article` publishes an article as the back office would before the server
 * starts (scripts/lib/sample-article.ts) and measures its page too.
 */

import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROMIUM_FLAGS, chromiumPath } from "./lib/chromium";
import { publishSampleArticle } from "./lib/sample-article";
import { median, startProductionServer } from "./lib/server";

const args = process.argv.slice(2);
const runsFlag = args.indexOf("--runs");
const runs = runsFlag >= 0 ? Number(args.splice(runsFlag, 2)[1]) : 3;
const sampleFlag = args.indexOf("--sample-article");
const withSample = sampleFlag >= 0 && args.splice(sampleFlag, 1).length > 0;
const paths = args.length || withSample ? args : ["/"];

const env: Record<string, string> = {};
if (withSample) {
  env.DATABASE_URL = `file:${join(mkdtempSync(join(tmpdir(), "site-lighthouse-")), "site.db")}`;
  paths.push(await publishSampleArticle(env.DATABASE_URL));
}
const server = await startProductionServer(Number(process.env.LIGHTHOUSE_PORT ?? 3200), env);
const chrome = await chromeLauncher.launch({
  chromePath: chromiumPath(),
  chromeFlags: ["--headless=new", ...CHROMIUM_FLAGS],
});

type Row = Record<string, number>;
type Result = NonNullable<Awaited<ReturnType<typeof lighthouse>>>["lhr"];

/** Bytes of JavaScript the page loaded (transferred, compressed), from the resource summary. */
function scriptBytes(lhr: Result): number {
  const items = (
    lhr.audits["resource-summary"]?.details as { items?: { resourceType: string; transferSize: number }[] }
  )?.items;
  return items?.find((item) => item.resourceType === "script")?.transferSize ?? 0;
}
const table: Record<string, string | number>[] = [];
try {
  for (const path of paths) {
    const samples: Row[] = [];
    for (let run = 0, failures = 0; run < runs; run++) {
      const result = await lighthouse(`${server.url}${path}`, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        formFactor: "mobile",
        screenEmulation: { mobile: true, width: 412, height: 823, deviceScaleFactor: 1.75, disabled: false },
      });
      const lhr = result!.lhr;
      // A run Lighthouse itself could not complete (a busy machine) is told and run again.
      if (lhr.runtimeError && failures++ < 2) {
        console.warn(`${path}: ${lhr.runtimeError.code}, run again`);
        run--;
        continue;
      }
      const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
      const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
      samples.push({
        performance: score("performance"),
        accessibility: score("accessibility"),
        bestPractices: score("best-practices"),
        seo: score("seo"),
        lcpMs: Math.round(audit("largest-contentful-paint")),
        tbtMs: Math.round(audit("total-blocking-time")),
        cls: Math.round(audit("cumulative-layout-shift") * 1000) / 1000,
        transferKB: Math.round(audit("total-byte-weight") / 102.4) / 10,
        scriptKB: Math.round(scriptBytes(lhr) / 102.4) / 10,
      });
    }
    const row: Record<string, string | number> = { path };
    for (const key of Object.keys(samples[0]!)) row[key] = median(samples.map((s) => s[key]!));
    row.perfRuns = samples.map((s) => s.performance).join("/");
    table.push(row);
  }
} finally {
  await chrome.kill();
  await server.stop();
}
console.log(`Lighthouse, mobile preset, median of ${runs} run(s)`);
console.table(table);
