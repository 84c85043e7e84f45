import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { Resvg } from "@resvg/resvg-js";
import satori from "satori";
import { company } from "../../app/content/company";
import { SOCIAL_IMAGE } from "../../app/lib/social-image";
import type { PageSubject } from "./page-subjects";

/**
 * Each indexable page's social image (docs/decisions/025): its kind and subject on the brand's
 * colours, drawn at build by satori (layout and text as SVG paths, in the site's heading font)
 * and resvg (SVG to PNG), both npm packages, so a fresh clone needs no browser to build. Images
 * are kept in a cache by what they show, so a rebuild draws only what changed.
 */
const require = createRequire(import.meta.url);
const font = (weight: number) =>
  readFileSync(require.resolve(`@fontsource/manrope/files/manrope-latin-${weight}-normal.woff`));
const fonts = [
  { name: "Manrope", data: font(600), weight: 600 as const, style: "normal" as const },
  { name: "Manrope", data: font(800), weight: 800 as const, style: "normal" as const },
];
const logo = `data:image/svg+xml;base64,${readFileSync("public/favicon.svg").toString("base64")}`;
/** Bump to redraw every cached image after a change of design. */
const DESIGN_VERSION = 1;
const cacheDir = "node_modules/.cache/social-images";

const colour = { ground: "#133a4e", deep: "#0a2433", accent: "#f9bd4a", muted: "#aedcea", white: "#ffffff" };

/** Long titles step down in size so that every title fits in three lines. */
function titleSize(title: string): number {
  return title.length > 70 ? 56 : title.length > 40 ? 64 : 76;
}

function Card({ subject, kind, host }: PageSubject & { host: string }) {
  return (
    <div
      style={{
        display: "flex",
        flexDirection: "column",
        justifyContent: "space-between",
        width: "100%",
        height: "100%",
        // Sizes are the content box's: the padding is within the image's height.
        padding: "64px 80px",
        boxSizing: "border-box",
        fontFamily: "Manrope",
        color: colour.white,
        backgroundColor: colour.ground,
        backgroundImage: `linear-gradient(135deg, ${colour.ground} 60%, ${colour.deep})`,
      }}
    >
      <div style={{ display: "flex", alignItems: "center", gap: 20 }}>
        <img src={logo} width={64} height={64} alt="" />
        <div style={{ fontSize: 32, fontWeight: 800 }}>{company.name}</div>
      </div>
      <div style={{ display: "flex", flexDirection: "column" }}>
        <div style={{ fontSize: 32, fontWeight: 600, color: colour.accent }}>{kind}</div>
        <div style={{ fontSize: titleSize(subject), fontWeight: 800, lineHeight: 1.1, marginTop: 20 }}>
          {subject}
        </div>
      </div>
      <div style={{ display: "flex", justifyContent: "space-between", fontSize: 26, fontWeight: 600 }}>
        <div style={{ color: colour.muted }}>{host}</div>
        <div style={{ color: colour.muted }}>Redruth, Cornwall</div>
      </div>
    </div>
  );
}

async function draw(card: PageSubject, host: string): Promise<Buffer> {
  const svg = await satori(<Card {...card} host={host} />, { ...SOCIAL_IMAGE, fonts });
  return new Resvg(svg, { fitTo: { mode: "width", value: SOCIAL_IMAGE.width } }).render().asPng();
}

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
  for (const { file, card } of images) {
    const key = createHash("sha256")
      .update(JSON.stringify([DESIGN_VERSION, card, host, company.name]))
      .digest("hex")
      .slice(0, 24);
    const cached = join(cacheDir, `${key}.png`);
    if (!existsSync(cached)) {
      writeFileSync(cached, await draw(card, host));
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
