import { data } from "react-router";
import { ArticlePage } from "~/components/insights/article-page";
import { MarkdownBody } from "~/components/insights/markdown-body";
import { StatusPage } from "~/components/site/status-page";
import { articlePreviewPage as words } from "~/content/status-pages";
import type { PageHandle } from "~/islands/registry";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/insight-preview";

/** Shows what the article will show, images from other sites included. */
export const handle = { imagesFromAnywhere: true } satisfies PageHandle;

/** Private: never kept by a cache, never indexed. */
export const headers: Route.HeadersFunction = () => ({
  "Cache-Control": "no-store",
  "X-Robots-Tag": "noindex",
});

/**
 * An article's private preview (its link is in the back office): the page as it will be, for
 * anyone with the link, signed in or not, until the article goes live; then the link has ended.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const article = await context.articlePreview?.(params.token);
  // Ended (the article went live, or the link was replaced), or never was: gone, either way.
  if (!article) return data({ article: undefined, tree: undefined }, { status: 410 });
  const { tree, ...card } = article;
  return { article: card, tree };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  seo({ title: loaderData?.article?.title ?? words.ended.seo.title, noindex: true });

export default function InsightPreview({ loaderData }: Route.ComponentProps) {
  if (!loaderData.article || !loaderData.tree) return <StatusPage {...words.ended} next={words.next} />;
  const notice = (
    <p
      role="note"
      className="mb-6 rounded-lg border border-brand-300 bg-brand-50 p-3 text-sm font-medium text-ink"
    >
      {words.notice}
    </p>
  );
  return (
    <ArticlePage article={loaderData.article} notice={notice}>
      <MarkdownBody tree={loaderData.tree} />
    </ArticlePage>
  );
}
