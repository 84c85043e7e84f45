import { data, useActionData } from "react-router";
import { ContactForm } from "~/components/forms/contact-form";
import { ContactFormPanel } from "~/components/forms/contact-form-panel";
import { Island } from "~/components/island";
import { CardGrid } from "~/components/site/card-grid";
import { ContactCards } from "~/components/site/contact-cards";
import { Hero } from "~/components/site/hero";
import { Icon } from "~/components/site/icon";
import { Section } from "~/components/site/section";
import { StatList } from "~/components/site/stat-list";
import { home } from "~/content/home";
import type { PageHandle } from "~/islands/registry";
import { formResult, formStatus } from "~/lib/forms/form-result";
import { seo } from "~/lib/seo";
import { contactInputFromForm } from "~/lib/validation/contact";
import type { Route } from "./+types/home";

/** The enquiry form posts here (with or without JavaScript); the same function answers POST /api/contact. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const input = { ...contactInputFromForm(form), website: form.get("website") ?? "" };
  // Without JavaScript the visit's referrer is unknown; the page is this one.
  const source = { page: "/" };
  const result = await context.leads!.submitEnquiry({ ...input, source }, context.clientAddress ?? "unknown");
  return data(formResult(result, input), { status: formStatus(result) });
}

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
          <ul aria-label="What we do" className="mt-10 flex flex-wrap gap-3">
            {hero.iconLabels.map((item) => (
              <li key={item.label}>
                <a
                  href={item.to}
                  className="flex items-center gap-2 rounded-full border border-white/25 bg-white/5 px-4 py-2 text-sm font-medium text-slate-100 hover:border-accent-300 hover:bg-white/10 hover:text-white"
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
        <CardGrid items={services.cards} columns={3} />
      </Section>

      <Section id="about" eyebrow={about.eyebrow} title={about.title} intro={about.intro} align="left">
        <CardGrid items={about.points} columns={3} />
        <StatList stats={about.stats} className="mt-12" />
      </Section>

      <section
        id="clients"
        aria-labelledby="clients-heading"
        className="border-y border-slate-200 bg-brand-50 py-12"
      >
        <div className="mx-auto flex max-w-7xl flex-col items-center gap-6 px-4 text-center sm:px-6 lg:px-8">
          <div>
            <h2 id="clients-heading" className="text-2xl font-bold tracking-tight">
              {clients.title}
            </h2>
            <p className="mt-2 text-muted">{clients.intro}</p>
          </div>
          {/* Plain labels, not pills: nothing here is clickable. */}
          <ul className="flex flex-wrap justify-center gap-x-8 gap-y-3">
            {clients.industries.map((industry) => (
              <li key={industry.label} className="flex items-center gap-2 font-semibold text-brand-800">
                <Icon name={industry.icon} className="size-5 text-brand-600" />
                {industry.label}
              </li>
            ))}
          </ul>
        </div>
      </section>

      <Section
        id="contact"
        eyebrow={contact.eyebrow}
        title={contact.title}
        intro={contact.intro}
        tone="muted"
        align="left"
      >
        <div className="grid gap-8 lg:grid-cols-5">
          <div className="lg:col-span-2">
            <ContactCards />
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
