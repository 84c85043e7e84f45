// Renders the default social image (1200x630) and the touch icon into public/. Run by hand
// after a brand change: node scripts/og/render.mjs
import { chromium } from "@playwright/test";

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu"],
});
const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
await page.goto(new URL("./og-image.html", import.meta.url).href);
await page.screenshot({ path: "public/og-default.png" });
await page.setViewportSize({ width: 180, height: 180 });
await page.setContent(
  `<body style="margin:0">${await (await import("node:fs")).readFileSync("public/favicon.svg", "utf8").replace("<svg", '<svg width="180" height="180"')}</body>`,
);
await page.screenshot({ path: "public/apple-touch-icon.png", omitBackground: true });
await browser.close();
