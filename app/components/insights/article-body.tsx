import type { ComponentType } from "react";
import { mdxComponents } from "./mdx-components";

type Body = ComponentType<{ components?: Record<string, unknown> }>;

// One chunk per article, so a page loads its own text only.
const modules = Object.fromEntries(
  Object.entries(import.meta.glob<{ default: Body }>("../../content/insights/*.mdx")).map(([file, load]) => [
    file.replace(/^.*\/(.+)\.mdx$/, "$1"),
    load,
  ]),
);
const loaded = new Map<string, Body>();
const pending = new Map<string, Promise<void>>();

/**
 * Loads an article's text. entry.client.tsx awaits it before hydrating an article page and the
 * route's clientLoader before showing one, so the text never disappears and reappears.
 */
export function loadArticleBody(slug: string): Promise<void> {
  if (loaded.has(slug) || !modules[slug]) return Promise.resolve();
  let promise = pending.get(slug);
  if (!promise) {
    promise = modules[slug]().then((module) => {
      loaded.set(slug, module.default);
    });
    pending.set(slug, promise);
  }
  return promise;
}

export function ArticleBody({ slug }: { slug: string }) {
  const Body = loaded.get(slug);
  if (!Body) {
    if (!modules[slug]) return null;
    throw loadArticleBody(slug); // suspends: the server waits for it before sending the page
  }
  return <Body components={mdxComponents} />;
}
