import type { ComponentType } from "react";
import { mdxComponents } from "./mdx-components";

type Body = ComponentType<{ components?: Record<string, unknown> }>;

// Article pages are rendered at build (and on the server), never in the browser: every text is
// at hand, and the page is written whole, with no Suspense boundary to swap in.
const bodies = Object.fromEntries(
  Object.entries(import.meta.glob<{ default: Body }>("../../content/insights/*.mdx", { eager: true })).map(
    ([file, module]) => [file.replace(/^.*\/(.+)\.mdx$/, "$1"), module.default],
  ),
);

export function ArticleBody({ slug }: { slug: string }) {
  const Body = bodies[slug];
  return Body ? <Body components={mdxComponents} /> : null;
}
