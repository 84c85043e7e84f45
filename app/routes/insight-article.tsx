import { data } from "react-router";
import { ArticleBody } from "~/components/insights/article-body";
import { CategoryBadge } from "~/components/insights/article-card";
import { ResourceOffer } from "~/components/insights/resource-offer";
import { ActionLink } from "~/components/site/action-link";
import { BackLink } from "~/components/site/back-link";
import { company } from "~/content/company";
import { articlePath, backToInsights } from "~/content/insights";
import { findArticle } from "~/content/insights.server";
import { headerAction } from "~/content/navigation";
import { resourceOfferLabel, resourceRequestPath, resources } from "~/content/resources";
import { articleNotFound } from "~/content/status-pages";
import type { Action } from "~/content/types";
import { formatDate } from "~/lib/dates";
import { absoluteUrl, SITE_URL, seo } from "~/lib/seo";
import { socialImagePath } from "~/lib/social-image";
import type { Route } from "./+types/insight-article";

export function loader({ params }: Route.LoaderArgs) {
  const article = findArticle(params.slug);
  if (!article) throw data("Not found", { status: 404 });
  return { ...article, offer: resources.find((resource) => resource.slug === article.resource) };
}

export const meta: Route.MetaFunction = ({ loaderData: article }) => {
  if (!article) return seo({ title: articleNotFound, noindex: true });
  const path = articlePath(article.slug);
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
  // One call to action on the first screen: the article's free resource, or a call with us.
  const { offer } = article;
  const action: Action = offer
    ? { label: resourceOfferLabel(offer), to: resourceRequestPath(offer.slug), variant: "secondary" }
    : { label: headerAction.label, to: headerAction.to, variant: "secondary" };
  return (
    <article className="mx-auto max-w-3xl px-4 py-6 sm:px-6 sm:py-14">
      <BackLink {...backToInsights} />
      <header className="mt-6 sm:mt-8">
        <CategoryBadge category={article.category} />
        <h1 className="mt-4 text-[2rem] leading-[1.15] font-bold tracking-tight text-balance text-ink sm:text-5xl sm:leading-none">
          {article.title}
        </h1>
        <p className="mt-4 text-lg leading-7 text-muted sm:text-xl sm:leading-8">{article.excerpt}</p>
        <p className="mt-4 text-sm text-slate-600">
          <time dateTime={article.date}>{formatDate(article.date)}</time> · {article.readTime} ·{" "}
          {company.name}
        </p>
        <ActionLink action={action} size="md" className="mt-5" />
      </header>
      <div className="article-body mt-10">
        <ArticleBody slug={article.slug} />
      </div>
      {offer ? (
        <div className="mt-12">
          <ResourceOffer resource={offer} />
        </div>
      ) : null}
      <footer className="mt-12 border-t border-slate-200 pt-8">
        <BackLink {...backToInsights} />
      </footer>
    </article>
  );
}
