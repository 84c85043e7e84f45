import type { Root } from "hast";
import { toJsxRuntime } from "hast-util-to-jsx-runtime";
import type { ComponentProps } from "react";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
import { mdxComponents } from "./mdx-components";

/**
 * An image by its address, in the article's column. Its box is kept before it loads (16:9, the
 * picture fitted inside), so nothing below it moves when it comes; lazy, and told nothing of the
 * page that shows it.
 */
function ArticleImage({ src, alt, title }: ComponentProps<"img">) {
  return (
    <img
      src={src}
      alt={alt ?? ""}
      title={title}
      width={1200}
      height={675}
      loading="lazy"
      decoding="async"
      referrerPolicy="no-referrer"
      className="my-8 aspect-video h-auto w-full rounded-xl bg-slate-100 object-contain"
    />
  );
}

/**
 * The text of an article written in the back office, drawn from its checked tree
 * (server/articles/markdown.ts) with the MDX articles' own components and typography.
 */
export function MarkdownBody({ tree }: { tree: Root }) {
  return toJsxRuntime(tree, {
    Fragment,
    jsx,
    jsxs,
    elementAttributeNameCase: "react",
    stylePropertyNameCase: "dom",
    components: { a: mdxComponents.a, img: ArticleImage },
  });
}
