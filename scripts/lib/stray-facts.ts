import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { linkLifetimes, sessionDays } from "../../app/content/auth";
import { company } from "../../app/content/company";
import { downloadLinkDays } from "../../app/content/download-links";
import { articleCategories } from "../../app/content/insight-categories";
import { retention } from "../../app/content/privacy";
import { resources } from "../../app/content/resources";

/**
 * The facts a visitor reads that are written once (docs/decisions/036): each a constant in its home
 * file, which the words and the code both read. The scan looks for the figure written out anywhere
 * else, in words ("seven days", "24-hour") or in code (`7 * 24 * 60`, `30 * DAY_S`); the figures
 * come from the constants, so the scan follows them when they change.
 */
type Period = { count: number; unit: "hour" | "day" | "year" };
type Fact = { name: string; home: string; figure: Period | { count: number; noun: string } };

const CONTENT = "app/content";
/** A fact, its home in app/content/, and its figure: a period, or a count of a noun ("12 free"). */
const fact = (name: string, home: string, figure: Fact["figure"]): Fact => ({
  name,
  home: `${CONTENT}/${home}`,
  figure,
});
const hours = (count: number) => ({ count, unit: "hour" as const });
const days = (count: number) => ({ count, unit: "day" as const });
const years = (count: number) => ({ count, unit: "year" as const });

export const facts: readonly Fact[] = [
  fact("the reply promise", "company.ts", hours(company.replyWithinHours)),
  fact("a confirmation link's lifetime", "auth.ts", hours(linkLifetimes.confirmationHours)),
  fact("a reset link's lifetime", "auth.ts", hours(linkLifetimes.resetHours)),
  fact("a session's lifetime", "auth.ts", days(sessionDays)),
  fact("a download link's lifetime", "download-links.ts", days(downloadLinkDays)),
  fact("how long leads are kept", "privacy.ts", years(retention.leadsYears)),
  fact("how long won work is kept", "privacy.ts", years(retention.wonLeadsYears)),
  fact("how long a lapsed subscription is kept", "privacy.ts", days(retention.lapsedSubscriptionDays)),
  fact("how long sent mail is kept", "privacy.ts", days(retention.sentMailDays)),
  fact("the number of free resources", "resources.ts", { count: resources.length, noun: "free" }),
];

/** The article categories: a file naming this many of them is a second list. */
const CATEGORY_HOME = `${CONTENT}/insight-categories.ts`;
const CATEGORY_LIST_SIZE = 3;

/**
 * Not scanned: the free resources' documents advise a reader about their own business ("keep
 * backups for at least 30 days"), not about this site; tests quote what a visitor reads word for
 * word on purpose; and this file, which names the figures.
 */
const NOT_OURS = [/^app\/content\/resource-documents\//, /\.test\.tsx?$/, /^scripts\/lib\/stray-facts\.ts$/];
const SOURCE = /\.(ts|tsx|mjs|mdx)$/;

/** A line defining a unit of time (`const WEEK_MS = 7 * DAY_MS`) states no fact. */
const UNIT_DEFINITION = /\bconst\s+(MINUTE|HOUR|DAY|WEEK|YEAR)S?(_MS|_S)?\s*=/;
const CODE_UNITS = {
  hour: ["HOUR\\w*"],
  day: ["DAY\\w*", "24\\b"],
  year: ["YEAR\\w*", "365\\b"],
} as const;

const ONES = [
  ..."one two three four five six seven eight nine ten".split(" "),
  ..."eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen".split(" "),
];
const TENS = "twenty thirty forty fifty sixty seventy eighty ninety".split(" ");

/** A count spelled out, whatever the house style writes: "twelve", "twenty[- ]four". */
function spelled(count: number): string {
  if (count < 20) return ONES[count - 1] ?? String(count);
  const tens = TENS[Math.floor(count / 10) - 2] ?? String(count);
  return count % 10 === 0 ? tens : `${tens}[- ]${ONES[(count % 10) - 1]}`;
}

const number = (count: number) => `(?<![\\w.,])(?:${count}|${spelled(count)})`;

/** The ways a figure is written: in words, and for a period, in arithmetic on units of time. */
function patterns(figure: Fact["figure"]): RegExp[] {
  if ("noun" in figure) return [new RegExp(`${number(figure.count)}[ -]${figure.noun}\\b`, "i")];
  const { count, unit } = figure;
  const units = CODE_UNITS[unit].join("|");
  // "one hour" on its own is everyday English ("about 1 hour 15 minutes by road"): a lifetime of
  // one is written "for one hour" or "within one hour".
  const words = count === 1 ? `\\b(?:for|within) ${number(count)}` : number(count);
  return [
    new RegExp(`${words}[ -]${unit}s?\\b`, "i"),
    new RegExp(`(?<![\\w.])${count}\\s*\\*\\s*(?:${units})`),
    new RegExp(`\\b(?:${CODE_UNITS[unit][0]})\\s*\\*\\s*${count}(?![\\w.])`),
  ];
}

const figures = facts.map((fact) => ({ fact, patterns: patterns(fact.figure) }));

export type StrayFact = { file: string; line: number; text: string; message: string };

/** The copies of a fact in one file's text (`file` relative to the project, with `/`). */
export function strayFacts(file: string, text: string): StrayFact[] {
  if (NOT_OURS.some((pattern) => pattern.test(file))) return [];
  const found: StrayFact[] = [];
  const lines = text.split("\n");
  lines.forEach((line, index) => {
    if (UNIT_DEFINITION.test(line)) return;
    const seen = new Set<string>();
    for (const { fact, patterns } of figures) {
      if (fact.home === file) continue;
      const match = patterns.map((pattern) => line.match(pattern)?.[0]).find(Boolean);
      if (!match || seen.has(match)) continue;
      seen.add(match);
      const same = figures.filter(({ patterns }) => patterns.some((pattern) => pattern.test(match)));
      const homes = [...new Set(same.map(({ fact }) => fact.home))];
      if (homes.includes(file)) continue;
      const names = same.map(({ fact }) => `${fact.name} (${fact.home})`).join(" or ");
      found.push({
        file,
        line: index + 1,
        text: match,
        message: `${file}:${index + 1}: "${match}" is ${names}: read it from there`,
      });
    }
  });
  if (file !== CATEGORY_HOME) {
    const named = articleCategories.filter((name) =>
      new RegExp(`["'\`]${escapeRegExp(name)}["'\`]`).test(text),
    );
    if (named.length >= CATEGORY_LIST_SIZE) {
      const line = lines.findIndex((text) => named.some((name) => text.includes(name))) + 1;
      found.push({
        file,
        line,
        text: named.join(", "),
        message: `${file}:${line}: a list of article categories (${named.join(", ")}): read them from ${CATEGORY_HOME}`,
      });
    }
  }
  return found;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Every copy of a fact in the source under `roots` of the project at `baseDir`. */
export function scanForStrayFacts(baseDir: string, roots: readonly string[]): StrayFact[] {
  return roots.flatMap((root) =>
    readdirSync(join(baseDir, root), { recursive: true, encoding: "utf8" })
      .map((name) =>
        relative(baseDir, join(baseDir, root, name))
          .split("\\")
          .join("/"),
      )
      .filter((file) => SOURCE.test(file))
      .flatMap((file) => strayFacts(file, readFileSync(join(baseDir, file), "utf8"))),
  );
}
