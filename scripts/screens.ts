/**
 * npm run screens -- [--out DIR] [paths...]
 * Looks at the production build as a visitor would, at 390x844 (a phone) and 1280x900: a
 * full-page screenshot of each page, and the figures a phone-first review asks for (page length,
 * footer height, whether the h1 and the first call to action fit the first screen, controls
 * shorter than 44 px). Also the contact form's outcome, sent and refused. PNGs go to DIR
 * (default /tmp/screens); the figures are printed as a table.
 */
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { chromium, type Page } from "playwright";
import { CHROMIUM_FLAGS, chromiumPath } from "./lib/chromium";
import { startProductionServer } from "./lib/server";

const args = process.argv.slice(2);
const outFlag = args.indexOf("--out");
const out = outFlag >= 0 ? args.splice(outFlag, 2)[1]! : "/tmp/screens";
const paths = args.length
  ? args
  : ["/", "/cyber-security", "/insights", "/insights/azure-migration-costs-smes", "/about", "/auth"];
const widths = [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
];
mkdirSync(out, { recursive: true });

/** What the review measures on a page as shown. */
function measure(page: Page) {
  return page.evaluate(() => {
    const main = document.querySelector("main")!;
    const h1 = main.querySelector("h1")?.getBoundingClientRect();
    // The first call to action: the first link or button in the page's content drawn as a button.
    const cta = [...main.querySelectorAll<HTMLElement>("a, button")].find((element) => {
      const style = getComputedStyle(element);
      return element.offsetHeight >= 36 && style.backgroundColor !== "rgba(0, 0, 0, 0)";
    });
    const small = [
      ...document.querySelectorAll<HTMLElement>(
        "main input:not([type=checkbox]):not([type=hidden]):not([name=website]), main button, main select, main textarea",
      ),
    ].filter((element) => element.checkVisibility() && element.getBoundingClientRect().height < 44);
    return {
      height: document.documentElement.scrollHeight,
      footer: Math.round(document.querySelector("body > footer")?.getBoundingClientRect().height ?? 0),
      h1Bottom: Math.round((h1?.bottom ?? 0) + window.scrollY),
      ctaBottom: Math.round((cta?.getBoundingClientRect().bottom ?? 0) + window.scrollY),
      under44: small.length,
    };
  });
}

const name = (path: string) => (path === "/" ? "home" : path.slice(1).replaceAll("/", "_"));

// Each width is its own client (one trusted proxy), so the enquiry limit lets both send.
const server = await startProductionServer(Number(process.env.SCREENS_PORT ?? 3207), { TRUST_PROXY: "1" });
const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_FLAGS });
const rows: Record<string, string | number>[] = [];
try {
  for (const viewport of widths) {
    const context = await browser.newContext({
      viewport,
      reducedMotion: "reduce",
      extraHTTPHeaders: { "X-Forwarded-For": `203.0.113.${viewport.width % 250}` },
    });
    const page = await context.newPage();
    for (const path of paths) {
      await page.goto(server.url + path);
      await page.evaluate(() => document.fonts.ready);
      rows.push({ path, width: viewport.width, ...(await measure(page)) });
      await page.screenshot({ path: join(out, `${name(path)}-${viewport.width}.png`), fullPage: true });
    }
    // The contact form's outcomes: refused (empty), then sent.
    await page.goto(`${server.url}/#contact`);
    await page.getByRole("button", { name: "Send Message" }).click();
    await page.waitForTimeout(400); // let the smooth scroll to the first field settle
    await page.screenshot({ path: join(out, `contact-error-${viewport.width}.png`) });
    await page.getByLabel("First name").fill("Jenna");
    await page.getByLabel("Last name").fill("Pascoe");
    await page.getByLabel("Email address").fill(`jenna-${viewport.width}@example.co.uk`);
    await page.getByLabel("Message", { exact: true }).fill("We would like a quote for managed hosting.");
    await page.getByRole("button", { name: "Send Message" }).click();
    await page.getByText("Message Sent!").first().waitFor();
    await page.waitForTimeout(400);
    await page.screenshot({ path: join(out, `contact-sent-${viewport.width}.png`) });
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
console.log(`Screenshots in ${out}`);
console.table(rows);
