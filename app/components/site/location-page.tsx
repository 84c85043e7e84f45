import { BookCallOffer } from "~/components/booking/book-call-offer";
import { locationTemplateCopy as copy, officeLine } from "~/content/locations/shared";
import type { LocationPage } from "~/content/locations/types";
import { CallToAction } from "./call-to-action";
import { CardGrid } from "./card-grid";
import { CheckedList } from "./checked-list";
import { ContactCards } from "./contact-cards";
import { EngagementModels } from "./engagement-models";
import { Hero } from "./hero";
import { Icon } from "./icon";
import { PlaceList } from "./place-list";
import { Section } from "./section";

/** The one template of the 18 local landing pages: every word comes from the page's data. */
export function LocationPageView({ page }: { page: LocationPage }) {
  const office = officeLine(page);
  return (
    <>
      <Hero
        eyebrow={page.eyebrow}
        title={page.headline}
        titleNamesSubject
        intro={page.intro}
        actions={copy.heroActions}
      >
        <div className="mt-12 max-w-3xl space-y-4">
          <p className="flex items-start gap-2 text-lg font-medium text-white">
            <Icon name="pin" className="mt-1 size-5 shrink-0 text-accent-300" />
            {page.serviceArea}
          </p>
          <dl className="grid gap-3 sm:grid-cols-2">
            <HeroFact label={copy.travelLabel} value={page.travel} />
            <HeroFact label={copy.deliveryLabel} value={page.delivery} />
          </dl>
        </div>
      </Hero>

      <Section id="local-economy" title={page.economy.title}>
        <div className="grid gap-10 lg:grid-cols-3">
          <div className="space-y-5 text-lg leading-8 text-slate-700 lg:col-span-2">
            {page.economy.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
          <aside
            aria-labelledby="sectors-heading"
            className="rounded-2xl bg-brand-50 p-6 ring-1 ring-brand-100"
          >
            <h3 id="sectors-heading" className="font-semibold text-ink">
              {copy.sectorsTitle}
            </h3>
            <CheckedList items={page.economy.sectors} className="mt-4 space-y-2 text-slate-700" />
          </aside>
        </div>
      </Section>

      <Section
        id="local-services"
        eyebrow={copy.servicesEyebrow}
        title={copy.servicesTitle(page.town)}
        intro={copy.servicesIntro}
        tone="muted"
      >
        <CardGrid items={page.services} columns={2} />
      </Section>

      {page.engagementModels ? (
        <Section
          id="engagement-models"
          eyebrow={copy.engagementEyebrow}
          title={copy.engagementTitle}
          intro={copy.engagementIntro}
        >
          <EngagementModels models={page.engagementModels} />
        </Section>
      ) : null}

      <Section
        id="service-area"
        eyebrow={copy.areaEyebrow}
        title={copy.areaTitle(page.town)}
        intro={copy.areaIntro(page.town)}
        tone="brand"
      >
        <PlaceList label={copy.areaLabel(page.town)} highlight={page.town} places={page.nearby} />
      </Section>

      <Section id="why-choose-us" eyebrow={copy.reasonsEyebrow} title={copy.reasonsTitle(page.town)}>
        <CardGrid items={page.reasons} columns={3} />
      </Section>

      {/* One closing block: the call to action with the contact details beside it. */}
      <CallToAction id="get-in-touch" title={page.cta.title} text={page.cta.text} actions={copy.ctaActions}>
        <div>
          <p className="mb-4 font-medium text-slate-200">{copy.contactNote}</p>
          <ContactCards officeLabel={office.label} officeAddress={office.address} />
          <BookCallOffer />
        </div>
      </CallToAction>
    </>
  );
}

function HeroFact({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-xl bg-white/5 px-4 py-3 ring-1 ring-white/15">
      <dt className="text-sm font-semibold text-accent-300">{label}</dt>
      <dd className="mt-1 text-slate-100">{value}</dd>
    </div>
  );
}
