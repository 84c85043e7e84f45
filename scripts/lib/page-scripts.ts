import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { init, parse } from "es-module-lexer";
import { compress } from "../../server/compress";

/**
 * The JavaScript a built page can run: the scripts and module preloads its HTML names, and every
 * module those import, statically or dynamically, to the end of the graph. What the JavaScript
 * budget counts, and what the build check compares with the route's islands (docs/decisions/025).
 */
export type PageScripts = {
  /** The script and preload URLs written in the page (not the imports they lead to). */
  entries: string[];
  /** Every module the page may load, entries first. */
  modules: string[];
};

const scriptTag = /<script\b([^>]*)>([\s\S]*?)<\/script>/g;
const linkTag = /<link\b([^>]*)>/g;
const attribute = (attributes: string, name: string) =>
  attributes.match(new RegExp(`\\b${name}="([^"]*)"`))?.[1];

await init;

/** Import specifiers of a module's source: static, side-effect and string-literal dynamic ones. */
function importsOf(source: string): string[] {
  const [imports] = parse(source);
  return imports.flatMap((entry) => (entry.n ? [entry.n] : []));
}

function resolveUrl(specifier: string, from: string): string | undefined {
  if (!specifier.startsWith("/") && !specifier.startsWith(".")) return undefined;
  return new URL(specifier, `http://site${from}`).pathname;
}

/** The modules these URLs lead to, themselves included, through every import. */
export function moduleClosure(clientDir: string, entries: Iterable<string>): string[] {
  const modules = new Set<string>();
  const visit = (url: string) => {
    if (modules.has(url)) return;
    modules.add(url);
    const file = join(clientDir, url);
    if (!url.endsWith(".js") || !existsSync(file)) return;
    for (const specifier of importsOf(readFileSync(file, "utf8"))) {
      const next = resolveUrl(specifier, url);
      if (next) visit(next);
    }
  };
  for (const url of entries) visit(url);
  return [...modules];
}

export function pageScripts(html: string, clientDir: string): PageScripts {
  const entries = new Set<string>();
  for (const [, attributes = ""] of html.matchAll(linkTag)) {
    const href = attribute(attributes, "href");
    if (href && attribute(attributes, "rel") === "modulepreload") entries.add(href);
  }
  for (const [, attributes = "", inline = ""] of html.matchAll(scriptTag)) {
    const src = attribute(attributes, "src");
    if (src) entries.add(src);
    // React Router's inline module imports the route modules.
    else if (attribute(attributes, "type") === "module") {
      for (const specifier of importsOf(inline)) {
        const url = resolveUrl(specifier, "/");
        if (url) entries.add(url);
      }
    }
  }
  return { entries: [...entries], modules: moduleClosure(clientDir, entries) };
}

const brotliSizes = new Map<string, number>();

/** A built file's size as served with brotli (its .br twin when postbuild wrote one). */
export function brotliBytes(clientDir: string, url: string): number {
  const file = join(clientDir, url);
  let size = brotliSizes.get(file);
  if (size === undefined) {
    size = existsSync(`${file}.br`)
      ? readFileSync(`${file}.br`).length
      : compress(readFileSync(file), "br", "smallest").length;
    brotliSizes.set(file, size);
  }
  return size;
}

export function totalBrotliKB(clientDir: string, urls: string[]): number {
  const bytes = urls.reduce((sum, url) => sum + brotliBytes(clientDir, url), 0);
  return Math.round(bytes / 102.4) / 10;
}
