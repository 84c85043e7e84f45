import { readFileSync } from "node:fs";
import { join } from "node:path";
import madge from "madge";

/**
 * The boundary between the sides (docs/decisions/044): what both need lives in `app/shared/`,
 * which imports neither `server/` nor React; `server/` reaches into `app/` only for that room and
 * for the words in `app/content/`.
 */
export const SHARED = "app/shared/";
const SERVER_MAY_IMPORT = [SHARED, "app/content/"];
/** Packages the shared room may not import: it is read by the server and the browser alike. */
const REACT = /from\s+["'](react|react-dom|react-router)(\/[^"']*)?["']/;

export type Crossing = { from: string; to: string };

const isTest = (file: string) => /\.test\.tsx?$/.test(file);

/**
 * Every import across the boundary among the project's files (tests excluded: a test may reach
 * anything it tests): a file in `server/` importing from `app/` outside the shared room and the
 * words, and a file in the shared room importing `server/`, `app/` outside itself and the words,
 * or React (`to` is the package then).
 */
export async function boundaryCrossings(options: {
  baseDir: string;
  tsConfig?: string;
}): Promise<Crossing[]> {
  const result = await madge(
    ["app", "server"].map((root) => join(options.baseDir, root)),
    {
      baseDir: options.baseDir,
      fileExtensions: ["ts", "tsx"],
      tsConfig: options.tsConfig,
      excludeRegExp: [/node_modules/, /\.d\.ts$/, /\.react-router\//],
      detectiveOptions: { ts: { skipTypeImports: false }, tsx: { skipTypeImports: false } },
    },
  );
  const crossings: Crossing[] = [];
  for (const [from, imports] of Object.entries(result.obj())) {
    if (isTest(from)) continue;
    for (const to of imports) {
      if (
        from.startsWith("server/") &&
        to.startsWith("app/") &&
        !SERVER_MAY_IMPORT.some((p) => to.startsWith(p))
      )
        crossings.push({ from, to });
      if (from.startsWith(SHARED) && !SERVER_MAY_IMPORT.some((p) => to.startsWith(p)))
        crossings.push({ from, to });
    }
    if (from.startsWith(SHARED)) {
      const react = readFileSync(join(options.baseDir, from), "utf8").match(REACT);
      if (react || from.endsWith(".tsx")) crossings.push({ from, to: react?.[1] ?? "react (JSX)" });
    }
  }
  return crossings.sort((a, b) => (a.from + a.to).localeCompare(b.from + b.to));
}

/** One line per crossing, for a failure message. */
export const describeCrossings = (crossings: Crossing[]) =>
  crossings.map(({ from, to }) => `${from} -> ${to}`).join("\n");
