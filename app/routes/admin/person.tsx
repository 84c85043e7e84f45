import { Form, Link } from "react-router";
import { AdminText } from "~/components/admin/admin-text";
import { useFocusAnswer } from "~/components/admin/focus-answer";
import { StageBadge } from "~/components/admin/stage-badge";
import { AuthNotice } from "~/components/forms/auth/auth-notice";
import { formFields } from "~/components/forms/form-fields";
import { FormMeta } from "~/components/forms/form-meta";
import { Button, buttonClasses } from "~/components/ui/button";
import { backOffice } from "~/content/back-office";
import { leadPage } from "~/content/back-office-pages";
import { followUp, personPage } from "~/content/follow-up";
import { personNote } from "~/forms/person-note/person-note";
import { requireAdmin } from "~/lib/admin.server";
import { formAction } from "~/lib/forms/form-action";
import { personOfPath } from "~/lib/person-path";
import { seo } from "~/lib/seo";
import { formatDate, formatDateTime, formatShortDateTime } from "~/shared/dates";
import { firstLine } from "~/shared/first-line";
import { leadKindNamed, leadKindWords } from "~/shared/lead-kinds";
import { isStage, stageLabel } from "~/shared/stages";
import type { Route } from "./+types/person";

export const meta: Route.MetaFunction = ({ loaderData }) =>
  seo({
    title: `${loaderData?.title ?? "Person"} · ${backOffice.name}`,
    description: personPage.seo.description,
    noindex: true,
  });

/** The address in the path, as one person: a malformed one names nobody (404, never a 5xx). */
function addressOf(params: { address?: string }): string {
  const address = personOfPath(params.address);
  if (!address) throw new Response("Not Found", { status: 404 });
  return address;
}

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const { admin } = await requireAdmin(context, request);
  const address = addressOf(params);
  const person = await admin.followUp.person(address);
  if (person.leads.length === 0 && !person.account && person.mails.length === 0 && person.notes.length === 0)
    throw new Response("Not Found", { status: 404 });
  const named = person.leads.find((lead) => lead.name)?.name ?? person.account?.name;
  return { ...person, title: named ? `${named} <${address}>` : address };
}

/** A note on the person: the declared form, through the forms' pipeline (admins only). */
export const action = formAction(personNote);

const box = "rounded-xl border border-slate-200 bg-white";

/** Everything one address has done, every mail sent to it, notes, and one timeline (issue 32). */
export default function Person({ loaderData, actionData }: Route.ComponentProps) {
  const { address, leads, account, timeline, title } = loaderData;
  const answer = useFocusAnswer<HTMLDivElement>(actionData, '[tabindex="-1"]');
  const encoded = encodeURIComponent(address);
  const fields = formFields(personNote);
  const note = fields.field("note");
  return (
    <article>
      <Link to="/admin" className="font-semibold text-brand-700 underline">
        ← {backOffice.backToInbox}
      </Link>
      <h1 className="mt-3 text-2xl font-bold tracking-tight text-ink wrap-anywhere sm:text-3xl">{title}</h1>
      <p className="mt-1 text-muted">
        {account ? personPage.accountSince(formatShortDateTime(account.createdAt)) : personPage.noAccount}
      </p>
      <div className="mt-4 flex flex-wrap gap-3">
        <a href={`/admin/people/${encoded}/data.csv`} className={buttonClasses("outline", "sm")} download>
          {personPage.exportCsv}
        </a>
        <Link to={`/admin/erase?email=${encoded}`} className={buttonClasses("outline", "sm")}>
          {personPage.erase}
        </Link>
      </div>
      {actionData ? (
        <div ref={answer} className="mt-4">
          <AuthNotice
            tone={actionData.ok ? "success" : "error"}
            title={actionData.ok ? leadPage.saved : leadPage.notSaved}
            focus
          />
        </div>
      ) : null}
      <section aria-labelledby="leads-heading" className="mt-6">
        <h2 id="leads-heading" className="text-xl font-semibold text-ink">
          {personPage.leads}
        </h2>
        <ul className={`mt-3 divide-y divide-slate-200 ${box}`}>
          {leads.map((lead) => (
            <li key={`${lead.type}:${lead.id}`}>
              <Link to={`/admin/leads/${lead.type}/${lead.id}`} className="block px-4 py-3 hover:bg-brand-50">
                <span className="flex items-start justify-between gap-3">
                  <span className="font-semibold text-brand-800 underline">
                    {leadKindWords(lead.type).label}
                  </span>
                  <StageBadge stage={lead.stage} />
                </span>
                <span className="block text-sm text-muted">
                  <time dateTime={lead.createdAt}>{formatShortDateTime(lead.createdAt)}</time>
                  {lead.summary ? ` · ${firstLine(lead.summary)}` : ""}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="timeline-heading" className="mt-8">
        <h2 id="timeline-heading" className="text-xl font-semibold text-ink">
          {personPage.timeline}
        </h2>
        <ol className={`mt-3 divide-y divide-slate-200 ${box}`}>
          {timeline.map((event) => (
            <li key={event.key} className="p-4">
              <p className="text-sm text-muted">
                <time dateTime={event.at}>{formatDateTime(event.at)}</time>
              </p>
              <p className="mt-0.5 whitespace-pre-wrap text-ink wrap-anywhere">{eventText(event)}</p>
              {event.delivery ? <p className="text-sm text-muted">{deliveryText(event.delivery)}</p> : null}
            </li>
          ))}
        </ol>
      </section>
      <Form method="post" className={`mt-8 p-4 sm:p-6 ${box}`}>
        <FormMeta {...fields.meta()} />
        <AdminText field={note} />
        <Button type="submit" variant="secondary" size="md" className="mt-3">
          {personPage.addNote}
        </Button>
      </Form>
    </article>
  );
}

type Event = Route.ComponentProps["loaderData"]["timeline"][number];

function eventText(event: Event): string {
  const words = personPage.events;
  switch (event.kind) {
    case "lead":
      return words.lead(
        leadKindNamed(event.text) ? leadKindWords(leadKindNamed(event.text)!).label : event.text,
      );
    case "mail":
      return words.mail(event.text);
    case "reply":
      return `${words.reply}: ${event.text}`;
    case "note":
      return `${words.note}: ${event.text}`;
    case "stage": {
      if (!event.stage) return words.stage(event.text);
      const { stage, nextStep, nextStepOn } = event.stage;
      return words.stage(
        isStage(stage) ? stageLabel(stage) : stage,
        nextStep
          ? followUp.nextStepDue(nextStep, nextStepOn ? formatDate(nextStepOn) : undefined)
          : undefined,
      );
    }
    case "account":
      return words.account;
  }
}

function deliveryText(delivery: NonNullable<Event["delivery"]>): string {
  if (delivery.status === "sent") return leadPage.mailSent("");
  if (delivery.status === "failing") return leadPage.mailFailing(delivery.attempts, delivery.error);
  return leadPage.mailWaiting;
}
