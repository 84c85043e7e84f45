import { createHash } from "node:crypto";
import { readdirSync, readFileSync, statSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import { extname, join, relative, sep } from "node:path";
import { compressInBackground, pickVariant } from "./compress";
import { contentSecurityPolicy, inlineScriptHashes } from "./security/headers";

const contentTypes: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".webp": "image/webp",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".txt": "text/plain; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".rss": "application/rss+xml; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".webmanifest": "application/manifest+json",
  ".data": "text/x-script",
  ".pdf": "application/pdf",
};

type Variant = {
  body: Buffer;
  headers: Record<string, string | number>;
  notModified: Record<string, string | number>;
};
/**
 * A file answered from memory, with its headers worked out once: at start-up for the build's, or
 * when a page rendered at run time changes (server/live-pages). `status` is 200 unless said (a
 * page taken down answers 410).
 */
export type StaticFile = {
  identity: Variant;
  br?: Variant;
  gzip?: Variant;
  status?: number;
  /** An HTML page answered 200: what the site counts as a view (server/analytics). */
  page?: boolean;
};

const etagOf = (body: Buffer) => `"${createHash("sha1").update(body).digest("base64url").slice(0, 20)}`;

/** A file's answer in one encoding: its body, its headers, and those of a 304. */
function variantOf(
  body: Buffer,
  common: Record<string, string>,
  etag: string,
  encoding?: "br" | "gzip",
): Variant {
  const headers: Variant["headers"] = { ...common, ETag: `${etag}${encoding ? `-${encoding}` : ""}"` };
  if (encoding) headers["Content-Encoding"] = encoding;
  const notModified = { ...headers };
  headers["Content-Length"] = body.length;
  return { body, headers, notModified };
}

/**
 * A file made at run time (a page rendered again, a social image drawn), answered from memory like
 * a built one: compressed once, as hard as the build compresses, when compressing gains anything,
 * on libuv's threads (brotli's top setting takes a tenth of a second a page: never on the loop).
 */
export async function memoryFile(
  body: Buffer,
  headers: Record<string, string>,
  options: { compressible: boolean; status?: number },
): Promise<StaticFile> {
  const common = { ...headers, Vary: "Accept-Encoding" };
  const etag = etagOf(body);
  const page = headers["Content-Type"]?.startsWith("text/html") && (options.status ?? 200) === 200;
  const file: StaticFile = { identity: variantOf(body, common, etag), status: options.status, page };
  if (!options.compressible) return file;
  const [br, gzip] = await Promise.all([
    compressInBackground(body, "br"),
    compressInBackground(body, "gzip"),
  ]);
  if (br.length < body.length) file.br = variantOf(br, common, etag, "br");
  if (gzip.length < body.length) file.gzip = variantOf(gzip, common, etag, "gzip");
  return file;
}

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
}

/** The URL a built file answers: "about/index.html" is "/about", "assets/x.js" is "/assets/x.js". */
function urlPathOf(file: string): string {
  const path = `/${file.split(sep).join("/")}`;
  if (path === "/index.html") return "/";
  return path.endsWith("/index.html") ? path.slice(0, -"/index.html".length) : path;
}

export function cacheControl(urlPath: string, type: string): string {
  if (urlPath.startsWith("/assets/")) return "public, max-age=31536000, immutable";
  if (type.startsWith("text/html") || urlPath.endsWith(".data")) return "public, max-age=0, must-revalidate";
  return "public, max-age=3600";
}

/**
 * Loads the client build (prerendered pages, hashed assets, public files and their .br/.gz twins,
 * made by scripts/postbuild.ts) into memory: the site is small, and memory answers fastest.
 */
export function loadStaticFiles(clientDir: string, siteUrl: string, securityHeaders: Record<string, string>) {
  const files = new Map<string, StaticFile>();
  const all = walk(clientDir);
  const names = new Set(all);
  for (const path of all) {
    if (path.endsWith(".br") || path.endsWith(".gz")) continue;
    const urlPath = urlPathOf(relative(clientDir, path));
    const body = readFileSync(path);
    const type = contentTypes[extname(path)] ?? "application/octet-stream";
    const isHtml = type.startsWith("text/html");
    const csp = contentSecurityPolicy(siteUrl, isHtml ? inlineScriptHashes(body.toString("utf8")) : []);
    const etag = etagOf(body);
    const common = {
      ...securityHeaders,
      "Content-Security-Policy": csp,
      "Content-Type": type,
      "Cache-Control": cacheControl(urlPath, type),
      Vary: "Accept-Encoding",
    };
    const variant = (file: string, encoding?: "br" | "gzip"): Variant | undefined =>
      names.has(file) ? variantOf(readFileSync(file), common, etag, encoding) : undefined;
    files.set(urlPath, {
      identity: variant(path)!,
      br: variant(`${path}.br`, "br"),
      gzip: variant(`${path}.gz`, "gzip"),
      page: isHtml,
    });
  }
  return files;
}

export type StaticFiles = ReturnType<typeof loadStaticFiles>;

/**
 * Answers GET/HEAD for a file held in memory. Pages with a query string go to the renderer, which
 * can use it (pagination), unless that very address is held (a listing's page rendered when it
 * changed: `/insights?articles=2`); hashed assets and the home page ignore it. Returns false when
 * the request is not for a file.
 */
export function serveStatic(
  files: StaticFiles,
  req: IncomingMessage,
  res: ServerResponse,
  /** Told of each page answered (200 or 304), with its path: the site's counting. */
  pageAnswered?: (req: IncomingMessage, path: string) => void,
): boolean {
  if (req.method !== "GET" && req.method !== "HEAD") return false;
  const url = req.url ?? "/";
  const query = url.indexOf("?");
  const path = query === -1 ? url : url.slice(0, query);
  // The home page reads no query (links arrive with ?utm_source=...): its prerendered file, with
  // its island, answers whatever the query. Other pages with a query go to the renderer.
  const file =
    query === -1
      ? files.get(path)
      : (files.get(url) ?? (path.startsWith("/assets/") || path === "/" ? files.get(path) : undefined));
  if (!file) return false;
  const variant = pickVariant(file, req.headers["accept-encoding"]);
  // A page is revalidated on every view (max-age=0): a 304 is a view as much as a 200.
  if (file.page && pageAnswered) pageAnswered(req, path);
  if (req.headers["if-none-match"] === variant.headers.ETag) {
    res.writeHead(304, variant.notModified);
    res.end();
    return true;
  }
  res.writeHead(file.status ?? 200, variant.headers);
  res.end(req.method === "HEAD" ? undefined : variant.body);
  return true;
}
