import { data } from "react-router";
import { ArticleBody } from "~/components/insights/article-body";
import { ArticlePage } from "~/components/insights/article-page";
import { MarkdownBody } from "~/components/insights/markdown-body";
import { StatusPage } from "~/components/site/status-page";
import { articlePath } from "~/content/insights";
import { findArticle } from "~/content/insights.server";
import { resources } from "~/content/resources";
import { articleNotFound, articleWithdrawnPage } from "~/content/status-pages";
import type { PageHandle } from "~/islands/registry";
import { articleJsonLd } from "~/lib/article-json-ld";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/insight-article";

/** An article written in the back office may show images from other sites (its page's CSP allows them). */
export const handle = { imagesFromAnywhere: true } satisfies PageHandle;

/**
 * An MDX file's article (prerendered at build), or one published from the back office (rendered
 * when it changes and served from memory: server/live-pages), or 410 for one taken down.
 */
export function loader({ params, context }: Route.LoaderArgs) {
  const file = findArticle(params.slug);
  if (file) {
    const offer = resources.find((resource) => resource.slug === file.resource);
    return { found: "file" as const, article: file, offer };
  }
  const written = context.articles?.published.find((article) => article.slug === params.slug);
  if (written) {
    const { tree, ...article } = written;
    return { found: "written" as const, article, tree };
  }
  if (context.articles?.withdrawn.has(params.slug))
    return data({ found: "withdrawn" as const }, { status: 410 });
  throw data("Not found", { status: 404 });
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData) return seo({ title: articleNotFound, noindex: true });
  if (loaderData.found === "withdrawn") return seo({ ...articleWithdrawnPage.seo, noindex: true });
  const { article } = loaderData;
  const path = articlePath(article.slug);
  return seo({
    title: article.title,
    description: article.excerpt,
    path,
    type: "article",
    jsonLd: articleJsonLd(article, path),
  });
};

export default function InsightArticle({ loaderData }: Route.ComponentProps) {
  if (loaderData.found === "withdrawn") return <StatusPage code={410} {...articleWithdrawnPage} />;
  if (loaderData.found === "written")
    return (
      <ArticlePage article={loaderData.article}>
        <MarkdownBody tree={loaderData.tree} />
      </ArticlePage>
    );
  return (
    <ArticlePage article={loaderData.article} offer={loaderData.offer}>
      <ArticleBody slug={loaderData.article.slug} />
    </ArticlePage>
  );
}
