import { ArrowLeft } from "lucide-react";
import { FormMeta } from "~/components/forms/form-meta";
import { countingControl, privacyPolicy } from "~/content/privacy";
import { counting } from "~/forms/counting/counting";
import type { PageHandle } from "~/islands/registry";
import { formAction } from "~/lib/forms/form-action";
import { seo } from "~/lib/seo";
import { formatDate } from "~/shared/dates";
import type { Route } from "./+types/privacy-policy";

export const meta: Route.MetaFunction = () =>
  seo({ ...privacyPolicy.seo, path: "/privacy-policy", noindex: true });

/** DESIGN.md: "Last updated" is the day the policy's text last changed, kept with the text. */
export function loader({ request }: Route.LoaderArgs) {
  // After a press of the counting control, the page says what it did (rendered for that request).
  const done = new URL(request.url).searchParams.get("counting");
  return {
    lastUpdated: privacyPolicy.lastUpdated,
    counting: done === "off" || done === "on" ? done : undefined,
  };
}

export const action = formAction(counting);

/** Objecting to being counted: a plain form, two buttons, works without JavaScript. */
function CountingControl({ done }: { done?: string }) {
  return (
    <section
      id="counting"
      aria-labelledby="counting-title"
      className="mt-6 rounded-xl border border-slate-200 p-6"
    >
      <h3 id="counting-title" className="text-xl font-semibold text-ink">
        {countingControl.title}
      </h3>
      <p className="mt-4 leading-7 text-slate-700">{countingControl.text}</p>
      {done ? (
        <p role="status" className="mt-4 font-semibold text-ink">
          {done === "off" ? countingControl.objected : countingControl.undone}
        </p>
      ) : null}
      <form method="post" action="/privacy-policy" className="mt-4 flex flex-wrap gap-3">
        <FormMeta intent={counting.intent} honeypot={false} idPrefix="counting" />
        <button
          type="submit"
          name="count"
          value="no"
          className="h-11 rounded-md bg-brand-700 px-4 font-semibold text-white hover:bg-brand-600"
        >
          {countingControl.object}
        </button>
        <button
          type="submit"
          name="count"
          value="yes"
          className="h-11 rounded-md border border-slate-300 px-4 font-semibold text-ink hover:border-brand-500"
        >
          {countingControl.undo}
        </button>
      </form>
    </section>
  );
}

export const handle = { islands: ["history-back"] } satisfies PageHandle;

/** Goes back in history when there is somewhere to go back to; otherwise, and without JavaScript, to /. */
function BackButton() {
  return (
    <a
      href="/"
      data-history-back=""
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
              {section.title === countingControl.inSection ? (
                <CountingControl done={loaderData.counting} />
              ) : null}
            </section>
          </li>
        ))}
      </ol>
    </article>
  );
}
