import { writeFileSync } from "node:fs";
import { basename, dirname, resolve } from "node:path";
import { build as esbuild, type Metafile } from "esbuild";
import type { Plugin } from "vite";
import { type IslandAssets, type IslandName, islands } from "../../app/islands/registry";

const MANIFEST_ID = "virtual:islands";
/** In development, one island's module: React Router's refresh preamble, then the entry. */
const DEV_ENTRY_PREFIX = "virtual:island/";
const resolved = (id: string) => `\0${id}`;

type Bundle = { assets: IslandAssets; files: { fileName: string; source: Uint8Array }[] };

/** The static imports of an output, transitively: what the browser needs before the entry runs. */
function staticClosure(outputs: Metafile["outputs"], path: string, seen = new Set<string>()): Set<string> {
  for (const entry of outputs[path]?.imports ?? []) {
    if (entry.kind !== "import-statement" || seen.has(entry.path)) continue;
    seen.add(entry.path);
    staticClosure(outputs, entry.path, seen);
  }
  return seen;
}

/**
 * Every island bundled by esbuild: small, production React, chunks shared between the islands of
 * a page. The same inputs give the same hashed names, so the client and server builds agree.
 */
async function bundleIslands(define: Record<string, string>, outdir: string): Promise<Bundle> {
  const result = await esbuild({
    entryPoints: Object.fromEntries(
      Object.entries(islands).map(([name, island]) => [name, `app/islands/${island.entry}`]),
    ),
    outdir,
    entryNames: "island-[name]-[hash]",
    chunkNames: "island-chunk-[hash]",
    bundle: true,
    splitting: true,
    format: "esm",
    platform: "browser",
    target: "es2022",
    jsx: "automatic",
    minify: true,
    define: { "process.env.NODE_ENV": '"production"', ...define },
    metafile: true,
    write: false,
    logLevel: "warning",
  });
  const url = (path: string) => `/assets/${basename(path)}`;
  const outputs = result.metafile.outputs;
  const assets = {} as IslandAssets;
  for (const [path, output] of Object.entries(outputs)) {
    const name = Object.entries(islands).find(
      ([, island]) => output.entryPoint === `app/islands/${island.entry}`,
    )?.[0] as IslandName | undefined;
    if (name) assets[name] = { src: url(path), preload: [...staticClosure(outputs, path)].map(url) };
  }
  const files = result.outputFiles.map((file) => ({
    fileName: `assets/${basename(file.path)}`,
    source: file.contents,
  }));
  return { assets, files };
}

/**
 * Builds the islands (app/islands/registry.ts) with the client build, and gives the server's
 * pages their URLs as `virtual:islands`. In development each island is served as source, after
 * React Router's refresh preamble.
 */
export function islandsPlugin({ define }: { define: Record<string, string> }): Plugin {
  let bundle: Promise<Bundle> | undefined;
  let serve = false;
  let ssr = false;
  let outDir = "";
  return {
    name: "site:islands",
    configResolved(config) {
      serve = config.command === "serve";
      ssr = Boolean(config.build.ssr);
      outDir = resolve(config.root, config.build.outDir);
    },
    buildStart() {
      if (!serve) bundle = bundleIslands(define, resolve(outDir, "assets"));
    },
    resolveId(id) {
      if (id === MANIFEST_ID || id.startsWith(DEV_ENTRY_PREFIX)) return resolved(id);
    },
    async load(id) {
      if (id === resolved(MANIFEST_ID)) {
        if (!serve) return `export default ${JSON.stringify((await bundle!).assets)};`;
        const dev = Object.fromEntries(
          Object.keys(islands).map((name) => [
            name,
            { src: `/@id/__x00__${DEV_ENTRY_PREFIX}${name}`, preload: [] },
          ]),
        );
        return `export default ${JSON.stringify(dev)};`;
      }
      if (id.startsWith(resolved(DEV_ENTRY_PREFIX))) {
        const name = id.slice(resolved(DEV_ENTRY_PREFIX).length) as IslandName;
        return [
          'import "virtual:react-router/inject-hmr-runtime";',
          `import "/app/islands/${islands[name].entry}";`,
        ].join("\n");
      }
    },
    async generateBundle() {
      // The client build writes the files; the server build only needs their names.
      if (serve || ssr || !bundle) return;
      for (const file of (await bundle).files) this.emitFile({ type: "asset", ...file });
    },
    async writeBundle() {
      // For the build check (scripts/lib/page-check.ts), beside the client build, not in it.
      if (serve || ssr || !bundle) return;
      writeFileSync(resolve(dirname(outDir), "islands.json"), JSON.stringify((await bundle).assets, null, 2));
    },
  };
}
