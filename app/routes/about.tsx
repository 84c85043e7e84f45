import { CallToAction } from "~/components/site/call-to-action";
import { CardGrid } from "~/components/site/card-grid";
import { ContactCards } from "~/components/site/contact-cards";
import { DirectorProfiles } from "~/components/site/director-profiles";
import { Hero } from "~/components/site/hero";
import { Section } from "~/components/site/section";
import { StatList } from "~/components/site/stat-list";
import { about } from "~/content/about";
import { directors } from "~/content/company";
import { absoluteUrl, SITE_URL, seo } from "~/lib/seo";
import type { Route } from "./+types/about";

export const meta: Route.MetaFunction = () =>
  seo({
    ...about.seo,
    path: "/about",
    jsonLd: {
      "@type": "AboutPage",
      url: absoluteUrl("/about"),
      name: about.seo.title,
      about: { "@id": `${SITE_URL}/#organization` },
      mainEntity: directors.map((director) => ({
        "@type": "Person",
        name: director.name,
        jobTitle: director.role,
        description: director.description,
        knowsAbout: director.expertise,
        sameAs: [director.profile],
        worksFor: { "@id": `${SITE_URL}/#organization` },
      })),
    },
  });

export default function About() {
  return (
    <>
      <Hero {...about.hero} />
      <Section id="mission" title={about.mission.title}>
        <div className="max-w-3xl space-y-5 leading-7 text-slate-700 sm:text-lg sm:leading-8">
          {about.mission.paragraphs.map((paragraph) => (
            <p key={paragraph.slice(0, 40)}>{paragraph}</p>
          ))}
        </div>
        <StatList stats={about.stats} className="mt-8 sm:mt-12" />
      </Section>
      <Section id="values" {...about.sections.values} tone="muted">
        <CardGrid items={about.values} />
      </Section>
      <Section id="directors" {...about.sections.directors}>
        <DirectorProfiles directors={directors} />
      </Section>
      <Section id="why-choose-us" {...about.sections.whyChooseUs} tone="muted">
        <CardGrid items={about.whyChooseUs} columns={4} />
      </Section>
      <Section id="office" {...about.sections.office}>
        <div className="max-w-xl">
          <ContactCards />
        </div>
      </Section>
      <CallToAction {...about.cta} />
    </>
  );
}
