import { data } from "react-router";
import { ArticleBody } from "~/components/insights/article-body";
import { CategoryBadge } from "~/components/insights/article-card";
import { BackLink } from "~/components/site/back-link";
import { company } from "~/content/company";
import { findArticle } from "~/content/insights.server";
import { formatDate } from "~/lib/dates";
import { absoluteUrl, SITE_URL, seo } from "~/lib/seo";
import { socialImagePath } from "~/lib/social-image";
import type { Route } from "./+types/insight-article";

export function loader({ params }: Route.LoaderArgs) {
  const article = findArticle(params.slug);
  if (!article) throw data("Not found", { status: 404 });
  return article;
}

export const meta: Route.MetaFunction = ({ loaderData: article }) => {
  if (!article) return seo({ title: "Article not found", noindex: true });
  const path = `/insights/${article.slug}`;
  return seo({
    title: article.title,
    description: article.excerpt,
    path,
    type: "article",
    jsonLd: [
      {
        "@type": "Article",
        headline: article.title,
        description: article.excerpt,
        datePublished: article.date,
        articleSection: article.category,
        url: absoluteUrl(path),
        mainEntityOfPage: absoluteUrl(path),
        image: absoluteUrl(socialImagePath(path)),
        author: { "@id": `${SITE_URL}/#organization` },
        publisher: { "@id": `${SITE_URL}/#organization` },
        inLanguage: "en-GB",
      },
      {
        "@type": "BreadcrumbList",
        itemListElement: [
          { "@type": "ListItem", position: 1, name: "Home", item: absoluteUrl("/") },
          { "@type": "ListItem", position: 2, name: "Insights", item: absoluteUrl("/insights") },
          { "@type": "ListItem", position: 3, name: article.title, item: absoluteUrl(path) },
        ],
      },
    ],
  });
};

export default function InsightArticle({ loaderData: article }: Route.ComponentProps) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
      <BackLink to="/insights" label="Back to Insights" />
      <header className="mt-8">
        <CategoryBadge category={article.category} />
        <h1 className="mt-4 text-4xl font-bold tracking-tight text-balance text-ink sm:text-5xl">
          {article.title}
        </h1>
        <p className="mt-4 text-xl leading-8 text-muted">{article.excerpt}</p>
        <p className="mt-4 text-sm text-slate-600">
          <time dateTime={article.date}>{formatDate(article.date)}</time> · {article.readTime} ·{" "}
          {company.name}
        </p>
      </header>
      <div className="article-body mt-10">
        <ArticleBody slug={article.slug} />
      </div>
      <footer className="mt-12 border-t border-slate-200 pt-8">
        <BackLink to="/insights" label="Back to Insights" />
      </footer>
    </article>
  );
}
