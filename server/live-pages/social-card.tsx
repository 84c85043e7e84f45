import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type satori from "satori";
import type { FirmFacts } from "~/shared/firm-facts";
import { type PageSubject, SOCIAL_IMAGE } from "~/shared/social-image";
import { currentFacts } from "../../app/content/company";

/**
 * A page's social image (docs/decisions/025): its kind and subject on the brand's colours, drawn
 * by satori (layout and text as SVG paths, in the site's heading font) and resvg (SVG to PNG),
 * both npm packages: at build for the built pages (scripts/lib/social-images.tsx), and at run time
 * for an article published from the back office (server/articles/live-source.ts) and for every
 * page when the owner renames the firm or moves its office (server/firm-facts/live-source.ts). No
 * browser.
 */
const require = createRequire(import.meta.url);
let fonts: Parameters<typeof satori>[1]["fonts"] | undefined;
const loadFonts = () => {
  const font = (weight: number) =>
    readFileSync(require.resolve(`@fontsource/manrope/files/manrope-latin-${weight}-normal.woff`));
  fonts ??= [
    { name: "Manrope", data: font(600), weight: 600, style: "normal" },
    { name: "Manrope", data: font(800), weight: 800, style: "normal" },
  ];
  return fonts;
};

/** The build's list of its social images and what each shows (in BUILD_DIR, beside the client's files). */
export const SOCIAL_IMAGES_FILE = "social-images.json";
/** A built social image: its address (`/social/about.png`) and what it shows. */
export type BuiltSocialImage = { file: string; card: PageSubject };
/** The firm's facts a card shows: its name at the top, its town and county at the foot. */
export type CardFacts = Pick<FirmFacts, "name" | "locality" | "region">;
/** What of the facts a card shows, as a key: a card is drawn again when this changes. */
export const cardFacts = ({ name, locality, region }: CardFacts): CardFacts => ({ name, locality, region });

const colour = { ground: "#133a4e", deep: "#0a2433", accent: "#f9bd4a", muted: "#aedcea", white: "#ffffff" };

/** Long titles step down in size so that every title fits in three lines. */
function titleSize(title: string): number {
  return title.length > 70 ? 56 : title.length > 40 ? 64 : 76;
}

function Card({
  subject,
  kind,
  host,
  logo,
  firm,
}: PageSubject & { host: string; logo: string; firm: CardFacts }) {
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
        <div style={{ fontSize: 32, fontWeight: 800 }}>{firm.name}</div>
      </div>
      <div style={{ display: "flex", flexDirection: "column" }}>
        <div style={{ fontSize: 32, fontWeight: 600, color: colour.accent }}>{kind}</div>
        <div style={{ fontSize: titleSize(subject), fontWeight: 800, lineHeight: 1.1, marginTop: 20 }}>
          {subject}
        </div>
      </div>
      <div style={{ display: "flex", justifyContent: "space-between", fontSize: 26, fontWeight: 600 }}>
        <div style={{ color: colour.muted }}>{host}</div>
        <div style={{ color: colour.muted }}>{`${firm.locality}, ${firm.region}`}</div>
      </div>
    </div>
  );
}

/**
 * The card as a 1200x630 PNG; `logoSvg` is the site's logo (its favicon.svg), `firm` the facts it
 * shows (the current ones unless given).
 */
export async function drawSocialCard(
  card: PageSubject,
  host: string,
  logoSvg: Buffer,
  firm: CardFacts = currentFacts(),
): Promise<Buffer> {
  // Loaded when first needed: an instance with no article written in the back office never draws.
  const [{ default: satori }, { Resvg }] = await Promise.all([import("satori"), import("@resvg/resvg-js")]);
  const logo = `data:image/svg+xml;base64,${logoSvg.toString("base64")}`;
  const svg = await satori(<Card {...card} host={host} logo={logo} firm={cardFacts(firm)} />, {
    ...SOCIAL_IMAGE,
    fonts: loadFonts(),
  });
  return new Resvg(svg, { fitTo: { mode: "width", value: SOCIAL_IMAGE.width } }).render().asPng();
}
