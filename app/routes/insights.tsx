import { ArticleCard } from "~/components/insights/article-card";
import { Island } from "~/components/island";
import { balancedGrid } from "~/components/site/balanced-grid";
import { CallToAction } from "~/components/site/call-to-action";
import { Hero } from "~/components/site/hero";
import { Pagination, pageFromParam } from "~/components/site/pagination";
import { Section } from "~/components/site/section";
import { ARTICLES_PER_PAGE, RESOURCES_PER_PAGE } from "~/content/insights";
import { featuredSlug, listedArticles } from "~/content/insights.server";
import { insightsPage } from "~/content/insights-page";
import { resources, resourceTypeBadge } from "~/content/resources";
import { resourceRequest } from "~/forms/resource-request/resource-request";
import { ResourceRequestButton } from "~/forms/resource-request/resource-request-button";
import { ResourceRequestPanel } from "~/forms/resource-request/resource-request-panel";
import { subscribe } from "~/forms/subscribe/subscribe";
import { SubscribeForm } from "~/forms/subscribe/subscribe-form";
import type { PageHandle } from "~/islands/registry";
import { cn } from "~/lib/cn";
import { formAction } from "~/lib/forms/form-action";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/insights";

export const meta: Route.MetaFunction = () => seo({ ...insightsPage.seo, path: "/insights" });

/** The forms are islands; the lists and their pages are plain HTML and links. */
export const handle = { islands: ["subscribe-form", "resource-request"] } satisfies PageHandle;

/**
 * Without JavaScript the subscribe and resource request forms post here (a post that names no
 * form is a subscription); with it, to their endpoints, through the same pipeline.
 */
export const action = formAction(subscribe, resourceRequest);

/**
 * Both lists page independently: `?articles=2&resources=1`. The articles are the files and those
 * published from the back office (rendered again when they change: server/live-pages).
 */
export function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const articles = listedArticles(context.articles);
  const articlePage = pageFromParam(params.get("articles"), articles.length, ARTICLES_PER_PAGE);
  const resourcePage = pageFromParam(params.get("resources"), resources.length, RESOURCES_PER_PAGE);
  const slice = <T,>(list: readonly T[], info: typeof articlePage) =>
    list.slice((info.page - 1) * info.perPage, info.page * info.perPage);
  const requested = resources.find((resource) => resource.slug === params.get("resource"));
  return {
    requested,
    featuredSlug,
    articlePage,
    articles: slice(articles, articlePage),
    resourcePage,
    resources: slice(resources, resourcePage),
  };
}

export default function Insights({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <Hero {...insightsPage.hero} />
      <Section id="articles" eyebrow={insightsPage.articles.eyebrow} title={insightsPage.articles.title}>
        <ul className={balancedGrid(loaderData.articles.length)}>
          {loaderData.articles.map((article) => (
            <li key={article.slug}>
              <ArticleCard article={article} featured={article.slug === loaderData.featuredSlug} />
            </li>
          ))}
        </ul>
        <Pagination
          info={loaderData.articlePage}
          param="articles"
          anchor="articles"
          {...insightsPage.articles.pages}
        />
      </Section>
      <Section
        id="resources"
        eyebrow={insightsPage.resources.eyebrow}
        title={insightsPage.resources.title}
        intro={insightsPage.resources.intro}
        tone="muted"
      >
        {loaderData.requested ? (
          <Island
            name="resource-request"
            component={ResourceRequestPanel}
            props={{
              resource: loaderData.requested,
              serverResult: actionData?.intent === resourceRequest.intent ? actionData : undefined,
            }}
          />
        ) : null}
        <ul className={balancedGrid(loaderData.resources.length)}>
          {loaderData.resources.map((resource) => (
            <li
              key={resource.slug}
              className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
            >
              <span
                className={cn(
                  "self-start rounded-full px-3 py-1 text-xs font-semibold",
                  resourceTypeBadge[resource.type],
                )}
              >
                {resource.type}
              </span>
              <h3 className="mt-4 text-lg font-semibold text-ink">{resource.title}</h3>
              <p className="mt-2 flex-1 leading-7 text-muted">{resource.description}</p>
              <div className="mt-5">
                <ResourceRequestButton resource={resource} />
              </div>
              {/* A request's outcome stays here once its dialog has closed (the island fills it). */}
              <div data-resource-outcome={resource.slug} className="mt-4 empty:hidden" />
            </li>
          ))}
        </ul>
        <Pagination
          info={loaderData.resourcePage}
          param="resources"
          anchor="resources"
          {...insightsPage.resources.pages}
        />
      </Section>
      <section
        id="subscribe"
        aria-labelledby="subscribe-heading"
        className="px-4 py-12 sm:px-6 sm:py-16 lg:px-8"
      >
        <div className="on-dark mx-auto max-w-5xl rounded-3xl bg-brand-900 px-5 py-10 text-center text-white sm:px-12">
          <h2 id="subscribe-heading" className="text-3xl font-bold tracking-tight">
            {insightsPage.subscribe.title}
          </h2>
          <p className="mx-auto mt-3 max-w-2xl text-lg text-slate-200">{insightsPage.subscribe.intro}</p>
          <Island
            name="subscribe-form"
            className="mt-8"
            component={SubscribeForm}
            props={{ serverResult: actionData?.intent === subscribe.intent ? actionData : undefined }}
          />
        </div>
      </section>
      {/* Light: the subscribe panel just above is dark. One action: the page's last word. */}
      <CallToAction tone="light" {...insightsPage.cta} />
    </>
  );
}
