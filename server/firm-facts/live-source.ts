import { createHash } from "node:crypto";
import type { FirmFacts } from "~/shared/firm-facts";
import { firmFactDefaults, setCurrentFacts } from "../../app/content/company";
import type { LivePage, LiveSource } from "../live-pages/live-pages";
import { securityTxt } from "../live-pages/security-txt";
import { type BuiltSocialImage, type CardFacts, cardFacts, drawSocialCard } from "../live-pages/social-card";
import type { StaticFile, StaticFiles } from "../static-files";
import { FACTS_CONTENT, readFirmFacts } from "./store";

const keyOf = (value: unknown) => createHash("sha256").update(JSON.stringify(value)).digest("base64url");

/**
 * The firm's facts as a live source (docs/decisions/045). They show on every page (header,
 * footer, structured data, titles), so once the owner has saved them it makes every page the
 * build prerendered, keyed by the facts; until then it makes none, and the build's pages stand.
 * What the build drew from one fact is drawn again when that fact differs from the build's: each
 * social image (the firm's name, town and county on it) in the background, after the pages, at
 * the address the pages' og:image names (the build's image is served until then), and
 * security.txt (the firm's email, and a new expiry a year on). Set back to the build's, they are
 * the build's files again.
 * Loading the facts also makes them the facts this instance reads everywhere else
 * (`currentFacts()`): the pages rendered per request, the not-found page and every mail composed
 * from then on, with its From (server/mail/sender.ts).
 */
export function factsSource(options: {
  /** The build's pages that show facts: every prerendered HTML page, and the feed. */
  pages: readonly string[];
  /** The build's social images and what each shows (build/social-images.json). */
  images: readonly BuiltSocialImage[];
  siteUrl: string;
}): LiveSource<FirmFacts | undefined> {
  const host = new URL(options.siteUrl).host;
  return {
    name: FACTS_CONTENT,
    everywhere: true,
    async load(db) {
      const facts = await readFirmFacts(db);
      setCurrentFacts(facts);
      return facts;
    },
    context: () => ({}),
    pages(facts, built) {
      if (!facts) return [];
      const key = keyOf(facts);
      const pages: LivePage[] = options.pages.map((path) => ({ path, key }));
      const { email } = facts;
      if (email !== firmFactDefaults.email)
        pages.push({
          path: "/.well-known/security.txt",
          key: keyOf(email),
          draw: async () => ({
            body: Buffer.from(securityTxt(options.siteUrl, new Date(), email)),
            type: "text/plain; charset=utf-8",
          }),
        });
      const shown = cardFacts(facts);
      if (keyOf(shown) !== keyOf(cardFacts(firmFactDefaults)))
        for (const { file, card } of options.images)
          pages.push({
            path: file,
            key: keyOf([card, shown]),
            background: true,
            draw: drawn(built, card, shown),
          });
      return pages;
    },
  };

  function drawn(
    built: (path: string) => StaticFile | undefined,
    card: BuiltSocialImage["card"],
    firm: CardFacts,
  ) {
    // The home and about pages' subject is the firm's name itself (their h1): the new one.
    const shown = card.subject === firmFactDefaults.name ? { ...card, subject: firm.name } : card;
    return async () => {
      const logo = built("/favicon.svg")?.identity.body ?? Buffer.from("");
      return { body: await drawSocialCard(shown, host, logo, firm), type: "image/png" };
    };
  }
}

/**
 * The build's pages that show the firm's facts: every prerendered HTML page (the header, footer
 * and structured data of each) and the feed (its title names the firm). Its social images and
 * security.txt are drawn, not rendered: `factsSource` makes them of the build's list.
 */
export function pagesShowingFacts(files: StaticFiles): string[] {
  return [...files.entries()]
    .filter(([path, file]) => {
      const type = String(file.identity.headers["Content-Type"] ?? "");
      return (type.startsWith("text/html") && !path.includes(".")) || path === "/insights/rss.xml";
    })
    .map(([path]) => path);
}
