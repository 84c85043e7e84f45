import type { ComponentProps } from "react";
import { Link } from "react-router";
import { ExternalLink } from "~/components/site/external-link";
import { ComparisonTable } from "./comparison-table";
import { CostPhases, ResultMetrics, StatCards } from "./data-blocks";
import {
  ArticleCta,
  Callout,
  FeatureCards,
  Lessons,
  NumberedList,
  RelatedLinks,
  RoadmapPhases,
  Scenarios,
  Timeline,
} from "./narrative-blocks";

/** Internal links navigate in the app; others open in a new tab. */
function Anchor({ href = "", children, ...props }: ComponentProps<"a">) {
  const classes = "font-medium text-brand-700 underline underline-offset-4 hover:text-brand-600";
  if (href.startsWith("/")) {
    return (
      <Link to={href} className={classes}>
        {children}
      </Link>
    );
  }
  return (
    <ExternalLink href={href} className={classes} {...props}>
      {children}
    </ExternalLink>
  );
}

/** What the article files may use without importing (see the article contract in the README). */
export const mdxComponents = {
  a: Anchor,
  StatCards,
  ComparisonTable,
  CostPhases,
  ResultMetrics,
  Timeline,
  RoadmapPhases,
  Scenarios,
  Lessons,
  FeatureCards,
  NumberedList,
  Callout,
  ArticleCta,
  RelatedLinks,
};
