import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { Resvg } from "@resvg/resvg-js";
import { currentFacts } from "../../app/content/company";
import type { PageSubject } from "../../app/shared/social-image";
import { cardFacts, drawSocialCard } from "../../server/live-pages/social-card";

/**
 * Each indexable page's social image (docs/decisions/025), drawn at build
 * (server/live-pages/social-card.tsx), so a fresh clone needs no browser to build. Images are kept
 * in a cache by what they show, so a rebuild draws only what changed.
 */
const logo = readFileSync("public/favicon.svg");
/** Bump to redraw every cached image after a change of design. */
const DESIGN_VERSION = 1;
const cacheDir = "node_modules/.cache/social-images";

/**
 * Writes each image at `file`, the address its `og:image` gives (a page's own, or the default one
 * that pages not indexed share); returns how many were drawn afresh.
 */
export async function writeSocialImages(
  clientDir: string,
  images: { file: string; card: PageSubject }[],
  siteUrl: string,
): Promise<number> {
  const host = new URL(siteUrl).host;
  mkdirSync(cacheDir, { recursive: true });
  let drawn = 0;
  const firm = cardFacts(currentFacts());
  for (const { file, card } of images) {
    const key = createHash("sha256")
      .update(JSON.stringify([DESIGN_VERSION, card, host, firm]))
      .digest("hex")
      .slice(0, 24);
    const cached = join(cacheDir, `${key}.png`);
    if (!existsSync(cached)) {
      writeFileSync(cached, await drawSocialCard(card, host, logo, firm));
      drawn++;
    }
    const target = join(clientDir, file);
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, readFileSync(cached));
  }
  return drawn;
}

/** The icon iOS shows for a page added to the home screen: the logo at 180 px. */
export function writeTouchIcon(clientDir: string): void {
  const png = new Resvg(readFileSync("public/favicon.svg"), { fitTo: { mode: "width", value: 180 } })
    .render()
    .asPng();
  writeFileSync(join(clientDir, "apple-touch-icon.png"), png);
}
