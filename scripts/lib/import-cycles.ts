import { resolve } from "node:path";
import madge from "madge";

/** What the cycle check reads: the project's own TypeScript and TSX, and the .mjs scripts. */
const EXTENSIONS = ["ts", "tsx", "mjs"];

/**
 * Imports the check does not follow: React Router's generated route types (`./+types/x`, in
 * .react-router/ once `react-router typegen` has run: each imports its route back, a type cycle
 * the framework makes by design), Vite's virtual modules and `?url` assets. Any other local import it cannot resolve fails the check, so
 * a resolver that silently lost the `~/` alias could not pass it with an empty graph.
 */
const UNFOLLOWABLE = [/^\.\/\+types\//, /^virtual:/, /\?url$/];

export type ImportGraphCheck = {
  /** Each cycle as the files in it, in import order (the last imports the first). */
  cycles: string[][];
  /** Local imports that resolved to no file. */
  unresolved: string[];
  files: number;
};

/**
 * Import cycles among the files under `roots` (relative to `baseDir`), type-only imports
 * included: `import type` is erased at run time, but it still ties the two modules together for
 * whoever reads or moves one of them (docs/decisions/036).
 */
export async function checkImportGraph(
  roots: string[],
  options: { baseDir: string; tsConfig?: string },
): Promise<ImportGraphCheck> {
  const result = await madge(
    roots.map((root) => resolve(options.baseDir, root)),
    {
      baseDir: options.baseDir,
      fileExtensions: EXTENSIONS,
      tsConfig: options.tsConfig,
      excludeRegExp: [/node_modules/, /\.d\.ts$/, /\.react-router\//],
      detectiveOptions: { ts: { skipTypeImports: false }, tsx: { skipTypeImports: false } },
    },
  );
  const local = (name: string) => name.startsWith(".") || name.startsWith("~/") || name.startsWith("/");
  return {
    cycles: result.circular(),
    unresolved: result
      .warnings()
      .skipped.filter((name) => local(name) && !UNFOLLOWABLE.some((pattern) => pattern.test(name))),
    files: Object.keys(result.obj()).length,
  };
}

/** One line per cycle, "a.ts -> b.ts -> a.ts", for a failure message. */
export const describeCycles = (cycles: string[][]) =>
  cycles.map((cycle) => [...cycle, cycle[0]].join(" -> ")).join("\n");
