import { useActionData } from "react-router";
import { BookCallOffer } from "~/components/booking/book-call-offer";
import { Island } from "~/components/island";
import { CardGrid } from "~/components/site/card-grid";
import { CaseStudyCard } from "~/components/site/case-study-cards";
import { ContactCards } from "~/components/site/contact-cards";
import { Hero } from "~/components/site/hero";
import { Icon } from "~/components/site/icon";
import { Section } from "~/components/site/section";
import { Testimonials } from "~/components/site/testimonials";
import { home } from "~/content/home";
import { testimonials } from "~/content/testimonials";
import type { IconName } from "~/content/types";
import { contact } from "~/forms/contact/contact";
import { ContactForm } from "~/forms/contact/contact-form";
import { ContactFormPanel } from "~/forms/contact/contact-form-panel";
import type { PageHandle } from "~/islands/registry";
import { formAction } from "~/lib/forms/form-action";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/home";

/** The enquiry form posts here without JavaScript; with it, to POST /api/contact (the same pipeline). */
export const action = formAction(contact);

export const meta: Route.MetaFunction = () => seo({ ...home.seo, path: "/" });

/** The contact form is the page's one interactive part (docs/decisions/006, 025). */
export const handle = { islands: ["contact-form"] } satisfies PageHandle;

export default function Home() {
  const actionData = useActionData<typeof action>();
  const { hero, services, about, clients, contact } = home;
  return (
    <>
      <div id="home">
        <Hero eyebrow={hero.eyebrow} title={hero.title} intro={hero.intro} actions={hero.actions}>
          <ul aria-label={hero.iconLabelsName} className="mt-6 flex flex-wrap gap-2 sm:mt-10 sm:gap-3">
            {hero.iconLabels.map((item) => (
              <li key={item.label}>
                <a
                  href={item.to}
                  className="flex min-h-11 items-center gap-2 rounded-full border border-white/25 bg-white/5 px-4 text-sm font-medium text-slate-100 hover:border-accent-300 hover:bg-white/10 hover:text-white"
                >
                  <Icon name={item.icon} className="size-4 text-accent-300" />
                  {item.label}
                </a>
              </li>
            ))}
          </ul>
        </Hero>
      </div>

      <Section
        id="services"
        eyebrow={services.eyebrow}
        title={services.title}
        intro={services.intro}
        tone="muted"
      >
        <CardGrid items={services.cards} columns={3} phone={{ featuresFromSm: true }} />
      </Section>

      {/* Proof before promises: each industry with what was done there. */}
      <Section id="clients" eyebrow={clients.eyebrow} title={clients.title} intro={clients.intro}>
        <ul className="grid gap-4 sm:gap-6 md:grid-cols-2">
          {clients.industries.map((industry) => (
            <li key={industry.label}>
              {industry.caseStudy ? (
                <CaseStudyCard study={industry.caseStudy} />
              ) : (
                <IndustryExperience icon={industry.icon} label={industry.label} text={industry.experience} />
              )}
            </li>
          ))}
        </ul>
      </Section>

      <Section id="about" eyebrow={about.eyebrow} title={about.title} intro={about.intro} tone="muted">
        <CardGrid items={about.points} columns={3} phone={{ plain: true }} />
      </Section>

      <Testimonials items={testimonials} title={home.testimonials.title} />

      <Section id="contact" eyebrow={contact.eyebrow} title={contact.title} intro={contact.intro}>
        <div className="grid gap-6 sm:gap-8 lg:grid-cols-5">
          <div className="lg:col-span-2">
            <ContactCards />
            <BookCallOffer />
          </div>
          <div className="lg:col-span-3">
            <ContactFormPanel title={contact.formTitle}>
              <Island
                name="contact-form"
                id="contact-form-root"
                component={ContactForm}
                props={{ serverResult: actionData }}
              />
            </ContactFormPanel>
          </div>
        </div>
      </Section>
    </>
  );
}

/** An industry the directors know from their own careers, where no case study is written yet. */
function IndustryExperience({ icon, label, text }: { icon: IconName; label: string; text: string }) {
  return (
    <div className="flex h-full gap-3 rounded-2xl border border-slate-200 bg-brand-50 p-4 sm:gap-4 sm:p-8">
      <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-xl bg-white text-brand-700">
        <Icon name={icon} className="size-5" />
      </span>
      <div>
        <h3 className="text-lg font-semibold text-ink sm:text-xl">{label}</h3>
        <p className="leading-6 text-muted sm:mt-1 sm:leading-7">{text}</p>
      </div>
    </div>
  );
}
