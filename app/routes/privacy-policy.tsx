import { ArrowLeft } from "lucide-react";
import { privacyPolicy } from "~/content/privacy";
import { formatDate } from "~/lib/dates";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/privacy-policy";

export const meta: Route.MetaFunction = () =>
  seo({ ...privacyPolicy.seo, path: "/privacy-policy", noindex: true });

/** DESIGN.md: "Last updated" is the day the policy's text last changed, kept with the text. */
export function loader() {
  return { lastUpdated: privacyPolicy.lastUpdated };
}

/** Goes back in history when there is somewhere to go back to; otherwise, and without JavaScript, to /. */
function BackButton() {
  return (
    <a
      href="/"
      onClick={(event) => {
        if (window.history.length > 1) {
          event.preventDefault();
          window.history.back();
        }
      }}
      className="inline-flex items-center gap-2 font-semibold text-brand-700 hover:text-brand-600 hover:underline"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      Back
    </a>
  );
}

export default function PrivacyPolicy({ loaderData }: Route.ComponentProps) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
      <BackButton />
      <h1 className="mt-6 text-4xl font-bold tracking-tight text-ink">Privacy Policy</h1>
      <p className="mt-3 text-muted">
        Last updated: <time dateTime={loaderData.lastUpdated}>{formatDate(loaderData.lastUpdated)}</time>
      </p>
      <ol className="mt-10 space-y-10">
        {privacyPolicy.sections.map((section, index) => (
          <li key={section.title}>
            <section aria-labelledby={`policy-${index + 1}`}>
              <h2 id={`policy-${index + 1}`} className="text-2xl font-semibold text-ink">
                {index + 1}. {section.title}
              </h2>
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph.slice(0, 40)} className="mt-4 leading-7 text-slate-700">
                  {paragraph}
                </p>
              ))}
              {"items" in section ? (
                <ul className="mt-4 list-disc space-y-2 pl-6 leading-7 text-slate-700">
                  {section.items.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              ) : null}
            </section>
          </li>
        ))}
      </ol>
    </article>
  );
}
