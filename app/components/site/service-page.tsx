import { caseStudiesFor, caseStudySection } from "~/content/case-studies";
import type { ServicePage, ServiceSection } from "~/content/services/types";
import { BackLink } from "./back-link";
import { CallToAction } from "./call-to-action";
import { CardGrid } from "./card-grid";
import { CaseStudyCards } from "./case-study-cards";
import { EngagementModels } from "./engagement-models";
import { FeatureList } from "./feature-list";
import { Hero } from "./hero";
import { Plans } from "./plans";
import { Section } from "./section";
import { StatList } from "./stat-list";
import { Steps } from "./steps";

function SectionBody({ section }: { section: ServiceSection }) {
  switch (section.kind) {
    case "cards":
      return <CardGrid items={section.items} columns={section.columns ?? 3} />;
    case "steps":
      return <Steps steps={section.steps} />;
    case "checklist":
      return <FeatureList items={section.items} columns={section.columns ?? 2} />;
    case "plans":
      return <Plans plans={section.plans} />;
    case "stats":
      return <StatList stats={section.stats} />;
    case "engagements":
      return <EngagementModels models={section.models} />;
    case "prose":
      return (
        <div className="max-w-3xl space-y-5 leading-7 text-slate-700 sm:text-lg sm:leading-8">
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph.slice(0, 40)}>{paragraph}</p>
          ))}
        </div>
      );
  }
}

/**
 * A service page: hero, its sections on alternating backgrounds, the case studies of the
 * service if it has any (app/content/case-studies.ts), closing call to action.
 */
export function ServicePageView({ page }: { page: ServicePage }) {
  const studies = caseStudiesFor(page.service);
  const last = page.sections.length;
  return (
    <>
      {page.backLink ? (
        <div className="mx-auto max-w-7xl px-4 pt-6 sm:px-6 lg:px-8">
          <BackLink to={page.backLink.to} label={page.backLink.label} />
        </div>
      ) : null}
      <Hero
        eyebrow={page.hero.eyebrow}
        title={page.hero.title}
        intro={page.hero.intro}
        actions={page.hero.actions}
      />
      {page.sections.map((section, index) => (
        <Section
          key={section.title}
          id={section.id ?? `section-${index + 1}`}
          eyebrow={section.eyebrow}
          title={section.title}
          intro={section.intro}
          tone={index % 2 === 0 ? "light" : "muted"}
        >
          <SectionBody section={section} />
        </Section>
      ))}
      {studies.length > 0 ? (
        <Section {...caseStudySection} tone={last % 2 === 0 ? "light" : "muted"}>
          <CaseStudyCards studies={studies} />
        </Section>
      ) : null}
      <CallToAction title={page.cta.title} text={page.cta.text} actions={page.cta.actions} />
    </>
  );
}
