import type { ReactNode } from "react";
import { CategoryBadge } from "~/components/insights/article-card";
import { ResourceOffer } from "~/components/insights/resource-offer";
import { ActionLink } from "~/components/site/action-link";
import { BackLink } from "~/components/site/back-link";
import { company } from "~/content/company";
import { type Article, backToInsights } from "~/content/insights";
import { headerAction } from "~/content/navigation";
import { type Resource, resourceOfferLabel, resourceRequestPath } from "~/content/resources";
import type { Action } from "~/content/types";
import { formatDate } from "~/shared/dates";

/**
 * An article's page, whichever way it was written (an MDX file, or Markdown in the back office):
 * the same header, column, typography and ways on; `children` is its text.
 */
export function ArticlePage({
  article,
  offer,
  notice,
  children,
}: {
  article: Article;
  offer?: Resource;
  /** Said above everything (a private preview says so). */
  notice?: ReactNode;
  children: ReactNode;
}) {
  // One call to action on the first screen: the article's free resource, or a call with us.
  const action: Action = offer
    ? { label: resourceOfferLabel(offer), to: resourceRequestPath(offer.slug), variant: "secondary" }
    : { label: headerAction.label, to: headerAction.to, variant: "secondary" };
  return (
    <article className="mx-auto max-w-3xl px-4 py-6 sm:px-6 sm:py-14">
      {notice}
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
      <div className="article-body mt-10">{children}</div>
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
