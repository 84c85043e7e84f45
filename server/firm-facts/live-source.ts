import { createHash } from "node:crypto";
import type { FirmFacts } from "~/shared/firm-facts";
import { setCurrentFacts } from "../../app/content/company";
import type { LiveSource } from "../live-pages/live-pages";
import type { StaticFiles } from "../static-files";
import { FACTS_CONTENT, readFirmFacts } from "./store";

/**
 * The firm's facts as a live source (docs/decisions/045). They show on every page (header,
 * footer, structured data, titles), so once the owner has saved them it makes every page the
 * build prerendered, keyed by the facts; until then it makes none, and the build's pages stand.
 * Loading them also makes them the facts this instance reads everywhere else (`currentFacts()`):
 * the pages rendered per request, the not-found page and every mail composed from then on.
 */
export function factsSource(options: {
  /** The build's pages that show facts: every prerendered HTML page, and the feed. */
  pages: readonly string[];
}): LiveSource<FirmFacts | undefined> {
  return {
    name: FACTS_CONTENT,
    everywhere: true,
    async load(db) {
      const facts = await readFirmFacts(db);
      setCurrentFacts(facts);
      return facts;
    },
    context: () => ({}),
    pages(facts) {
      if (!facts) return [];
      const key = createHash("sha256").update(JSON.stringify(facts)).digest("base64url");
      return options.pages.map((path) => ({ path, key }));
    },
  };
}

/**
 * The build's pages that show the firm's facts: every prerendered HTML page (the header, footer
 * and structured data of each) and the feed (its title names the firm). The social images and
 * security.txt are left as built (docs/decisions/045).
 */
export function pagesShowingFacts(files: StaticFiles): string[] {
  return [...files.entries()]
    .filter(([path, file]) => {
      const type = String(file.identity.headers["Content-Type"] ?? "");
      return (type.startsWith("text/html") && !path.includes(".")) || path === "/insights/rss.xml";
    })
    .map(([path]) => path);
}
