/**
 * After `react-router build`: the home page's island script, the sitemap from the prerendered
 * pages themselves (so it lists exactly what is served and indexable), /.well-known/security.txt
 * (RFC 9116), .br/.gz twins of every compressible file, the server bundle, and a note of the
 * SITE_URL the pages were built for.
 */
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { build } from "esbuild";
import { compress } from "../server/compress";
import { siteUrlFromEnv } from "../server/site-url";
import { securityTxt } from "./lib/security-txt";

const buildDir = "build";
const clientDir = join(buildDir, "client");
const siteUrl = siteUrlFromEnv(process.env);
const builtAt = new Date();

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
}

function writeSitemap() {
  const today = new Date().toISOString().slice(0, 10);
  const urls = walk(clientDir)
    .filter((file) => file.endsWith("index.html"))
    .flatMap((file) => {
      const html = readFileSync(file, "utf8");
      const robots = html.match(/<meta name="robots" content="([^"]*)"/)?.[1] ?? "";
      const canonical = html.match(/<link rel="canonical" href="([^"]*)"/)?.[1];
      if (!canonical || robots.includes("noindex")) return [];
      return [canonical];
    })
    .sort((a, b) => a.length - b.length || a.localeCompare(b));
  const body = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls.map((url) => `  <url><loc>${url}</loc><lastmod>${today}</lastmod></url>`),
    "</urlset>",
    "",
  ].join("\n");
  writeFileSync(join(clientDir, "sitemap.xml"), body);
  return urls.length;
}

function compressAll() {
  let count = 0;
  for (const file of walk(clientDir)) {
    if (!/\.(html|js|css|svg|txt|xml|json|data|webmanifest|ico)$/.test(file)) continue;
    const raw = readFileSync(file);
    for (const encoding of ["br", "gzip"] as const) {
      const compressed = compress(raw, encoding, "smallest");
      if (compressed.length < raw.length)
        writeFileSync(`${file}.${encoding === "br" ? "br" : "gz"}`, compressed);
    }
    count++;
  }
  return count;
}

/**
 * The prerendered home page without React Router's runtime (docs/decisions/006): its scripts and
 * script preloads are replaced by one island that hydrates the contact form. Bundled here by
 * esbuild, with the same `~` paths (tsconfig) and production React.
 */
async function buildHomeIsland(): Promise<string> {
  const entry = "app/islands/home.tsx";
  const result = await build({
    entryPoints: { "home-island": entry },
    outdir: join(clientDir, "assets"),
    entryNames: "[name]-[hash]",
    chunkNames: "[name]-[hash]",
    bundle: true,
    splitting: true,
    format: "esm",
    platform: "browser",
    target: "es2022",
    jsx: "automatic",
    minify: true,
    define: { "process.env.NODE_ENV": '"production"', __SITE_URL__: JSON.stringify(siteUrl) },
    metafile: true,
    logLevel: "warning",
  });
  const output = Object.entries(result.metafile.outputs).find(([, out]) => out.entryPoint === entry)![0];
  const src = `/${relative(clientDir, output).split(sep).join("/")}`;
  const page = join(clientDir, "index.html");
  // React Router's scripts go; JSON-LD and the signed-in hint (app/lib/signed-in.ts) stay.
  const executableScript =
    /<script\b(?![^>]*(?:application\/ld\+json|id="signed-in-hint"))[^>]*>[\s\S]*?<\/script>/g;
  const html = readFileSync(page, "utf8")
    .replace(/<link rel="modulepreload"[^>]*>/g, "")
    .replace(executableScript, "")
    .replace("</body>", `<script type="module" src="${src}"></script></body>`);
  writeFileSync(page, html);
  return src;
}

const island = await buildHomeIsland();
const pages = writeSitemap();
mkdirSync(join(clientDir, ".well-known"), { recursive: true });
writeFileSync(join(clientDir, ".well-known/security.txt"), securityTxt(siteUrl, builtAt));
const compressed = compressAll();
await build({
  entryPoints: ["server/index.ts"],
  outfile: join(buildDir, "server-runtime/server.js"),
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  sourcemap: true,
  logLevel: "warning",
});
// React and React Router pick their production builds from NODE_ENV when first imported, and a
// bundle's imports run before its first line: so a launcher sets it, then loads the server.
writeFileSync(
  join(buildDir, "server-runtime/index.js"),
  'process.env.NODE_ENV ??= "production";\nawait import("./server.js");\n',
);
writeFileSync(join(buildDir, "build-info.json"), JSON.stringify({ siteUrl, builtAt: builtAt.toISOString() }));
console.log(
  `postbuild: home island ${island}, sitemap with ${pages} pages, ${compressed} files compressed, server bundled (${relative(".", buildDir)}${sep}server-runtime), SITE_URL ${siteUrl}`,
);
