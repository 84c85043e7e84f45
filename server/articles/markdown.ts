import type { Element, ElementContent, Nodes as HastNodes, Root as HastRoot, Parents } from "hast";
import { defaultSchema as github, sanitize } from "hast-util-sanitize";
import type { Nodes as MdastNodes, Root as MdastRoot, Parent } from "mdast";
import remarkGfm from "remark-gfm";
import remarkParse from "remark-parse";
import remarkRehype from "remark-rehype";
import { unified } from "unified";
import { articleLimits } from "~/content/article-form";

/**
 * An article written in the back office, from Markdown to a tree of HTML elements (hast) that the
 * article page draws with the MDX articles' own components (components/insights/markdown-body.tsx).
 * On the server only: the parser never reaches a browser, and the page ships no script for it.
 *
 * Safe by construction, whatever is written:
 * - raw HTML is shown as the text it is (never parsed into elements);
 * - a link other than http(s), mailto or tel, or a path on this site, is shown as its text; an
 *   image other than http(s) or a path on this site, as its description;
 * - then the tree goes through hast-util-sanitize (GitHub's rules, with those addresses only);
 * - lists and quotes deeper than `articleLimits.depth` are refused before anything is drawn.
 */
const processor = unified().use(remarkParse).use(remarkGfm).use(remarkRehype);

export type MarkdownReading = { ok: true; tree: HastRoot } | { ok: false; problem: "tooDeep" | "unreadable" };

const LINK_PROTOCOLS = ["http", "https", "mailto", "tel"];
const IMAGE_PROTOCOLS = ["http", "https"];

const schema = {
  ...github,
  // No `user-content-` ids to keep from clobbering: headings carry none, footnotes keep GitHub's.
  protocols: { ...github.protocols, href: LINK_PROTOCOLS, src: IMAGE_PROTOCOLS },
};

/** An address that may be followed: its protocol one of `protocols`, or a path on this site. */
export function isSafeAddress(address: string, protocols: readonly string[]): boolean {
  const trimmed = address.trim();
  if (/^\/(?!\/)/.test(trimmed) || trimmed.startsWith("#")) return !/[\\\s]/.test(trimmed);
  const protocol = /^([a-z][a-z0-9+.-]*):/i.exec(trimmed)?.[1]?.toLowerCase();
  return protocol !== undefined && protocols.includes(protocol);
}

const CONTAINER_MARKER = /^(?:>|[-*+](?=\s|$)|\d{1,9}[.)](?=\s|$))[ \t]?/;
const FENCE = /^(`{3,}|~{3,})/;

/**
 * How deep quotes and lists go, judged from the lines alone before anything is parsed: the parser
 * takes time that grows with the square of the depth (5,000 quotes: seconds), so a text that
 * nests too deeply is refused before it reaches it. Quote and list markers chained at a line's
 * start count one each; a list item indented under another, one more than the items it is under.
 */
function nestingOf(text: string): number {
  let deepest = 0;
  let fenced = false;
  const indents: number[] = [];
  for (const line of text.split("\n")) {
    const trimmed = line.trimStart();
    if (FENCE.test(trimmed)) fenced = !fenced;
    if (fenced || trimmed === "") continue;
    let rest = trimmed;
    let chained = 0;
    for (let match = CONTAINER_MARKER.exec(rest); match && chained <= articleLimits.depth; ) {
      chained++;
      rest = rest.slice(match[0].length).trimStart();
      match = CONTAINER_MARKER.exec(rest);
    }
    if (chained > 0) {
      const indent = line.length - trimmed.length;
      while (indents.length > 0 && indents[indents.length - 1]! >= indent) indents.pop();
      indents.push(indent);
    }
    deepest = Math.max(deepest, indents.length - (chained > 0 ? 1 : 0) + chained);
    if (deepest > articleLimits.depth) break;
  }
  return deepest;
}

/** How deep lists, items and quotes go inside one another, walked without recursion. */
function depthOf(root: MdastRoot): number {
  let deepest = 0;
  const stack: [MdastNodes, number][] = [[root, 0]];
  while (stack.length > 0) {
    const [node, depth] = stack.pop()!;
    const here = node.type === "list" || node.type === "blockquote" ? depth + 1 : depth;
    deepest = Math.max(deepest, here);
    if ("children" in node) for (const child of node.children) stack.push([child as MdastNodes, here]);
  }
  return deepest;
}

/** Raw HTML becomes its text: inline within its paragraph, a block of it a paragraph of its own. */
function htmlAsText(root: MdastRoot): void {
  const stack: Parent[] = [root];
  while (stack.length > 0) {
    const parent = stack.pop()!;
    parent.children = parent.children.map((child) => {
      if (child.type !== "html") return child;
      const text = { type: "text" as const, value: child.value };
      const flow = parent.type === "root" || parent.type === "blockquote" || parent.type === "listItem";
      return flow ? { type: "paragraph" as const, children: [text] } : text;
    }) as typeof parent.children;
    for (const child of parent.children) if ("children" in child) stack.push(child);
  }
}

/** Links and images whose address may not be followed become their text. */
function unsafeAddressesAsText(root: HastRoot): void {
  const stack: Parents[] = [root];
  while (stack.length > 0) {
    const parent = stack.pop()!;
    parent.children = parent.children.flatMap((child): ElementContent[] => {
      if (child.type !== "element") return [child as ElementContent];
      const element = child as Element;
      const { href, src, alt } = element.properties;
      if (element.tagName === "a" && !isSafeAddress(String(href ?? ""), LINK_PROTOCOLS))
        return element.children;
      if (element.tagName === "img" && !isSafeAddress(String(src ?? ""), IMAGE_PROTOCOLS))
        return alt ? [{ type: "text", value: String(alt) }] : [];
      return [element];
    }) as typeof parent.children;
    for (const child of parent.children) if (child.type === "element") stack.push(child);
  }
}

/** Reads an article's Markdown into the tree its page draws, or says why it cannot. */
export function readMarkdown(text: string): MarkdownReading {
  if (text.length > articleLimits.text) return { ok: false, problem: "unreadable" };
  if (nestingOf(text) > articleLimits.depth) return { ok: false, problem: "tooDeep" };
  try {
    const mdast = processor.parse(text);
    if (depthOf(mdast) > articleLimits.depth) return { ok: false, problem: "tooDeep" };
    htmlAsText(mdast);
    const hast = processor.runSync(mdast) as HastRoot;
    unsafeAddressesAsText(hast);
    return { ok: true, tree: sanitize(hast, schema) as HastRoot };
  } catch {
    // A stack overflow or a parser's refusal: nothing is drawn, the form says so.
    return { ok: false, problem: "unreadable" };
  }
}

export type { HastNodes };
