import { CallToAction } from "~/components/site/call-to-action";
import { CardGrid } from "~/components/site/card-grid";
import { ContactCards } from "~/components/site/contact-cards";
import { Hero } from "~/components/site/hero";
import { PlaceList } from "~/components/site/place-list";
import { Section } from "~/components/site/section";
import { areasWeServe } from "~/content/areas-we-serve";
import { locationLinks } from "~/content/locations";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/areas-we-serve";

// The cards come from the local pages' data on the server, so the browser never loads all of it.
export function loader() {
  return areasWeServe.regions.map((group) => ({ ...group, links: locationLinks(group.region) }));
}

export const meta: Route.MetaFunction = () => seo({ ...areasWeServe.seo, path: "/areas-we-serve" });

export default function AreasWeServe({ loaderData: regions }: Route.ComponentProps) {
  const { hero, additionalTowns, services, headOffice, cta, cardLinkLabel } = areasWeServe;
  return (
    <>
      <Hero eyebrow={hero.eyebrow} title={hero.title} intro={hero.intro} actions={hero.actions} />

      {regions.map((group, index) => (
        <Section
          key={group.id}
          id={group.id}
          eyebrow={group.eyebrow}
          title={group.title}
          intro={group.intro}
          tone={index % 2 === 0 ? "light" : "muted"}
        >
          <CardGrid
            columns={3}
            items={group.links.map((link) => ({
              icon: "pin",
              title: link.name,
              description: link.description,
              to: link.url,
              linkLabel: cardLinkLabel,
            }))}
          />
        </Section>
      ))}

      <Section
        id="more-towns"
        eyebrow={additionalTowns.eyebrow}
        title={additionalTowns.title}
        intro={additionalTowns.intro}
        tone="brand"
      >
        <PlaceList label={additionalTowns.label} places={additionalTowns.towns} columns={7} />
      </Section>

      <Section id="core-services" eyebrow={services.eyebrow} title={services.title} intro={services.intro}>
        <CardGrid items={services.cards} columns={4} />
      </Section>

      <Section
        id="head-office"
        eyebrow={headOffice.eyebrow}
        title={headOffice.title}
        intro={headOffice.intro}
        tone="muted"
      >
        <div className="max-w-xl">
          <ContactCards officeLabel={headOffice.officeLabel} />
        </div>
      </Section>

      <CallToAction title={cta.title} text={cta.text} actions={cta.actions} />
    </>
  );
}
