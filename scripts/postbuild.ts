/**
 * After `react-router build`: the sitemap from the prerendered pages themselves (so it lists
 * exactly what is served and indexable) and each of those pages' social image,
 * /.well-known/security.txt (RFC 9116), .br/.gz twins of every compressible file, the check that
 * each page loads only its islands' scripts, the server bundle, and a note of the SITE_URL the
 * pages were built for.
 */
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { build } from "esbuild";
import type { IslandAssets } from "../app/islands/registry";
import { DEFAULT_SOCIAL_IMAGE_PATH, socialImagePath } from "../app/shared/social-image";
import { compress } from "../server/compress";
import { securityTxt } from "../server/live-pages/security-txt";
import { sitemapXml } from "../server/live-pages/sitemap";
import { SOCIAL_IMAGES_FILE } from "../server/live-pages/social-card";
import { siteUrlFromEnv } from "../server/site-url";
import { checkBuild, summarise } from "./lib/page-check";
import { pageSubject } from "./lib/page-subjects";
import { renderedIndexable } from "./lib/rendered-pages";
import { writeSocialImages, writeTouchIcon } from "./lib/social-images";

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
    .concat(renderedIndexable.map((path) => `${siteUrl}${path}`));
  writeFileSync(join(clientDir, "sitemap.xml"), sitemapXml(urls.map((url) => ({ url, lastmod: today }))));
  return urls.map((url) => new URL(url).pathname);
}

/**
 * Every indexable page's own social image, from its subject and kind, and the default one (the
 * home page's card) that the others share (docs/decisions/025), with the list of what each shows
 * (build/social-images.json); and the touch icon.
 */
async function drawSocialImages(paths: string[]) {
  const images = paths.map((path) => {
    const card = pageSubject(path);
    if (!card) throw new Error(`${path} states no subject: add it to scripts/lib/page-subjects.ts`);
    return { file: socialImagePath(path), card };
  });
  images.push({ file: DEFAULT_SOCIAL_IMAGE_PATH, card: pageSubject("/")! });
  writeTouchIcon(clientDir);
  // What each image shows: the server draws them again when the owner renames the firm (decision 045).
  writeFileSync(join(buildDir, SOCIAL_IMAGES_FILE), JSON.stringify(images));
  return writeSocialImages(clientDir, images, siteUrl);
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

/** Fails the build when a page loads a script its routes did not declare (docs/decisions/025). */
async function checkPageScripts() {
  const assets = JSON.parse(readFileSync(join(buildDir, "islands.json"), "utf8")) as IslandAssets;
  const reports = await checkBuild(buildDir, assets);
  console.table(summarise(reports));
  const failed = reports.filter((report) => report.problems.length > 0);
  for (const report of failed) console.error(`${report.path}: ${report.problems.join("; ")}`);
  if (failed.length) throw new Error(`${failed.length} page(s) ship scripts their routes did not declare`);
  return reports.length;
}

const indexable = writeSitemap();
const drawn = await drawSocialImages(indexable);
mkdirSync(join(clientDir, ".well-known"), { recursive: true });
writeFileSync(join(clientDir, ".well-known/security.txt"), securityTxt(siteUrl, builtAt));
const compressed = compressAll();
const checked = await checkPageScripts();
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
  `postbuild: ${checked} pages load only their islands' scripts, sitemap and social images for ${indexable.length} pages (${drawn} drawn), ${compressed} files compressed, server bundled (${relative(".", buildDir)}${sep}server-runtime), SITE_URL ${siteUrl}`,
);
