import { Mail, Phone } from "lucide-react";
import { Form, Link } from "react-router";
import { BookingActions } from "~/components/admin/booking-actions";
import { useFocusAnswer } from "~/components/admin/focus-answer";
import { ReplyForm } from "~/components/admin/follow-up-forms";
import { LeadForms } from "~/components/admin/lead-forms";
import { StageBadge } from "~/components/admin/stage-badge";
import { AuthNotice } from "~/components/forms/auth/auth-notice";
import { formFields } from "~/components/forms/form-fields";
import { FormMeta } from "~/components/forms/form-meta";
import { Button, buttonClasses } from "~/components/ui/button";
import { backOffice, commonLeadFields } from "~/content/back-office";
import { bookingsOffice } from "~/content/back-office-bookings";
import { leadPage } from "~/content/back-office-pages";
import { type BookingStatus, bookingStatusLabels, type CallKind, callKinds } from "~/content/booking";
import { serviceLabel } from "~/content/contact-form";
import { followUp } from "~/content/follow-up";
import { leadCancel } from "~/forms/lead-cancel/lead-cancel";
import { leadMove } from "~/forms/lead-move/lead-move";
import { leadNotSpam } from "~/forms/lead-not-spam/lead-not-spam";
import { leadNote } from "~/forms/lead-note/lead-note";
import { leadOutcome } from "~/forms/lead-outcome/lead-outcome";
import { leadReply } from "~/forms/lead-reply/lead-reply";
import { leadSpam } from "~/forms/lead-spam/lead-spam";
import { leadStage } from "~/forms/lead-stage/lead-stage";
import { requireAdmin } from "~/lib/admin.server";
import { cn } from "~/lib/cn";
import { formAction } from "~/lib/forms/form-action";
import { personPath } from "~/lib/person-path";
import { seo } from "~/lib/seo";
import { formatAge, formatCallTime, formatDate, formatDateTime, formatShortDateTime } from "~/shared/dates";
import {
  type FieldShown,
  type LeadKind,
  leadKindNamed,
  leadKindShape,
  leadKindWords,
} from "~/shared/lead-kinds";
import { formatReplyBy } from "~/shared/reply-by";
import { sourceName } from "~/shared/source-name";
import type { Route } from "./+types/lead";
import { moveChoicesFor } from "./lead-booking.server";

export const meta: Route.MetaFunction = ({ loaderData }) =>
  seo({
    title: leadPage.seo.title(loaderData ? titleOf(loaderData.person) : undefined),
    description: leadPage.seo.description,
    noindex: true,
  });

/** A lead is titled by who sent it: name and company, or the address when that is all there is. */
const titleOf = (person: { name: string | null; company: string | null; email: string }) =>
  [person.name ?? person.email, person.company].filter(Boolean).join(", ");

function leadType(value: string | undefined): LeadKind {
  const type = leadKindNamed(value);
  if (!type) throw new Response("Not Found", { status: 404 });
  return type;
}

/** The columns the page reads besides those it labels (the page carries nothing else, no key). */
const READ = ["lead_status", "created_at", "end_at", "source_referrer", "utm_source"];

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const signedIn = await requireAdmin(context, request);
  const type = leadType(params.type);
  const lead = await signedIn.admin.lead(type, params.id ?? "");
  if (!lead) throw new Response("Not Found", { status: 404 });
  const keys = new Set([...Object.keys(labelsOf(type)), ...READ]);
  const fields = Object.fromEntries(Object.entries(lead.fields).filter(([key]) => keys.has(key)));
  // A call still to come can be moved: the free times visitors see.
  const move =
    leadKindShape(type).actions === "call" ? await moveChoicesFor(signedIn, params.id ?? "", request) : null;
  const { followUp } = signedIn.admin;
  const [progress, saved] = await Promise.all([
    followUp.ofLead({
      type,
      id: lead.id,
      email: lead.person.email,
      createdAt: String(lead.fields.created_at),
      leadStatus: String(lead.fields.lead_status),
      bookingStatus: leadKindShape(type).actions === "call" ? String(lead.fields.status) : null,
    }),
    followUp.savedReplies(),
  ]);
  // A saved reply chosen by its link fills the reply's text area (no script needed).
  const chosen = Number(new URL(request.url).searchParams.get("saved") ?? "-1");
  const replyText = saved[chosen]?.body ?? "";
  return {
    ...lead,
    fields,
    move,
    progress,
    saved: saved.map(({ title, body }) => ({ title, body })),
    replyText,
    now: new Date().toISOString(),
  };
}

/**
 * Every form on a lead's page is declared (app/forms/lead-*), each posting its own `intent`, and
 * answered through the forms' pipeline for the signed-in admin, the lead's kind and id read from
 * the page's address. A call's actions come last: only a call's page shows them. The first, the
 * stage, answers a post that names none: without a stage in it, nothing is saved (400), as before.
 */
const forms = [
  leadStage,
  leadNote,
  leadReply,
  leadSpam,
  leadNotSpam,
  leadCancel,
  leadOutcome,
  leadMove,
] as const;
export const action = formAction(...forms);
const intents = new Set<string>(forms.map((form) => form.intent));

/**
 * What the page says after a form: done, its own message or "Saved"; refused, why (a form that is
 * none of the page's: "Nothing was saved"), with more on the time asked for when a move is refused.
 */
function answerOf(answer: NonNullable<Route.ComponentProps["actionData"]>) {
  if (answer.ok) return { done: true, title: answer.details?.message ?? leadPage.saved, detail: undefined };
  return {
    done: false,
    title: intents.has(answer.intent) ? answer.error : leadPage.notSaved,
    detail: answer.fieldErrors?.start,
  };
}

type Fields = Record<string, string | number | null>;

/** The kind's own fields first, in its order, then those every lead has (the source named too). */
const labelsOf = (type: LeadKind): Record<string, string> => ({
  ...leadKindWords(type).fields,
  ...commonLeadFields,
});

/** How the fields a kind declares (app/shared/lead-kinds.ts) read. */
const shownAs: Record<FieldShown, (value: string | number, fields: Fields) => string> = {
  "call time": (value, fields) => formatCallTime(String(value), String(fields.end_at)),
  "booking status": (value) => bookingStatusLabels[value as BookingStatus],
  "call kind": (value) => callKinds[value as CallKind],
  services: (value) => (JSON.parse(String(value)) as string[]).map(serviceLabel).join(", ") || leadPage.none,
};

/** The list a lead's page goes back to. */
const lists = {
  inbox: { to: "/admin", label: backOffice.backToInbox },
  bookings: { to: "/admin/bookings", label: bookingsOffice.title },
} as const;

/** A field as a person reads it: service ids as their names, times in UK time, a call's with its zone. */
function shownValue(type: LeadKind, key: string, fields: Fields): string {
  const value = fields[key];
  if (key === "source")
    return sourceName({
      referrer: (fields.source_referrer as string | null) ?? null,
      utmSource: (fields.utm_source as string | null) ?? null,
    });
  if (value == null || value === "") return leadPage.none;
  const shown = leadKindShape(type).shown?.[key];
  if (shown) return shownAs[shown](value, fields);
  if (key.endsWith("_at")) return formatDateTime(String(value));
  return String(value);
}

const wide = "h-12 w-full sm:w-auto";

type Progress = Route.ComponentProps["loaderData"]["progress"];

/** Where the lead stands against the promise, its first reply, its next step, or why it is kept aside. */
function FollowUpLine({ progress, now }: { progress: Progress; now: string }) {
  const lines = [
    progress.spam && progress.spamReasons ? followUp.spamBecause(progress.spamReasons) : null,
    progress.dueAt
      ? progress.overdue
        ? followUp.overdueSince(formatAge(Date.parse(now) - Date.parse(progress.dueAt)))
        : followUp.replyDue(formatReplyBy(progress.dueAt, now))
      : null,
    progress.nextStep
      ? followUp.nextStepDue(
          progress.nextStep,
          progress.nextStepOn ? formatDate(progress.nextStepOn) : undefined,
        )
      : null,
  ].filter(Boolean);
  if (lines.length === 0) return null;
  return (
    <ul className="mt-2 space-y-1 text-sm">
      {lines.map((line) => (
        <li
          key={line}
          className={
            progress.overdue && line?.startsWith(followUp.overdue)
              ? "font-semibold text-rose-800"
              : "text-ink"
          }
        >
          {line}
        </li>
      ))}
    </ul>
  );
}

export default function Lead({ loaderData, actionData }: Route.ComponentProps) {
  const { type, person, fields, notes, mails, now, progress } = loaderData;
  const labels = labelsOf(type);
  const shape = leadKindShape(type);
  const list = lists[shape.list];
  const answer = useFocusAnswer<HTMLDivElement>(actionData, '[tabindex="-1"]');
  const said = actionData ? answerOf(actionData) : undefined;
  // A reply refused comes back as typed, never lost.
  const refusedReply =
    actionData && !actionData.ok && actionData.intent === leadReply.intent
      ? String(actionData.values?.reply ?? "")
      : undefined;
  // A reply sent leaves the box empty (a saved reply's address would fill it again): one tap, one mail.
  const replySent = actionData?.ok && actionData.intent === leadReply.intent;
  // Fields left empty (no company, no campaign) are left out: on a phone every line counts.
  const shown = Object.keys(labels).filter(
    (key) => key === "source" || (fields[key] != null && fields[key] !== "" && fields[key] !== "[]"),
  );
  return (
    <article>
      {/* A call goes back to the bookings, where the owner works the calls from. */}
      <Link to={list.to} className="font-semibold text-brand-700 underline">
        ← {list.label}
      </Link>
      <h1 className="mt-3 text-2xl font-bold tracking-tight text-ink wrap-anywhere sm:text-3xl">
        {titleOf(person)}
      </h1>
      <p className="mt-2 flex flex-wrap items-center gap-x-2 gap-y-1 text-muted">
        <span>
          {leadKindWords(type).label} · {formatShortDateTime(String(fields.created_at))}
        </span>
        <StageBadge stage={progress.spam ? "spam" : progress.stage} />
      </p>
      <FollowUpLine progress={progress} now={now} />
      <Link
        to={personPath(person.email)}
        className="mt-2 inline-block font-semibold text-brand-700 underline"
      >
        {followUp.person}
      </Link>
      <div className="mt-5 flex flex-col gap-3 sm:flex-row">
        <a href={person.replyHref} className={cn(buttonClasses("secondary", "md"), wide)}>
          <Mail aria-hidden="true" className="size-5" />
          {backOffice.reply}
        </a>
        {person.phone ? (
          <a href={person.phone.href} className={cn(buttonClasses("outline", "md"), wide)}>
            <Phone aria-hidden="true" className="size-5" />
            {backOffice.call(person.phone.display)}
          </a>
        ) : null}
      </div>
      {said ? (
        <div ref={answer} className="mt-4">
          <AuthNotice tone={said.done ? "success" : "error"} title={said.title} focus>
            {said.detail}
          </AuthNotice>
        </div>
      ) : null}
      <dl className="mt-6 grid gap-x-6 gap-y-1 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-[auto_1fr] sm:gap-y-3 sm:p-6">
        {shown.map((key) => (
          <div key={key} className="contents">
            <dt className="pt-2 text-sm font-semibold text-slate-600 sm:pt-0">{labels[key]}</dt>
            <dd className="whitespace-pre-wrap text-ink wrap-anywhere">{shownValue(type, key, fields)}</dd>
          </div>
        ))}
      </dl>
      {shape.actions === "call" ? (
        <div className="mt-6">
          <BookingActions
            status={fields.status as BookingStatus}
            start={String(fields.start_at)}
            now={now}
            move={loaderData.move}
          />
        </div>
      ) : null}
      <Form method="post" className="mt-4">
        <FormMeta {...formFields(progress.spam ? leadNotSpam : leadSpam).meta()} />
        <Button type="submit" variant={progress.spam ? "secondary" : "ghost"} size="sm">
          {progress.spam ? followUp.notSpam : followUp.markSpam}
        </Button>
      </Form>
      <div className="mt-6">
        {/* Drawn afresh once a reply is among the mails: with JavaScript no page load empties it. */}
        <ReplyForm
          key={mails.length}
          saved={loaderData.saved}
          text={refusedReply ?? (replySent ? "" : loaderData.replyText)}
          savedHref={(index) => `?saved=${index}#reply`}
        />
      </div>
      <div className="mt-6">
        <LeadForms
          stage={{ stage: progress.stage, nextStep: progress.nextStep, nextStepOn: progress.nextStepOn }}
        />
      </div>
      <section aria-labelledby="notes-heading" className="mt-8">
        <h2 id="notes-heading" className="text-xl font-semibold text-ink">
          {leadPage.notes}
        </h2>
        {notes.length === 0 ? <p className="mt-2 text-muted">{leadPage.noNotes}</p> : null}
        <ul className="mt-3 space-y-3">
          {notes.map((note) => (
            <li key={note.id} className="rounded-lg bg-white p-4">
              <p className="text-sm text-muted">
                {note.author}, {formatDateTime(note.created_at)}
              </p>
              <p className="mt-1 whitespace-pre-wrap">{note.body}</p>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="mails-heading" className="mt-8">
        <h2 id="mails-heading" className="text-xl font-semibold text-ink">
          {leadPage.mails}
        </h2>
        {mails.length === 0 ? <p className="mt-2 text-muted">{leadPage.noMails}</p> : null}
        <ul className="mt-3 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white empty:hidden">
          {mails.map((mail) => (
            <li key={mail.id} className="p-4">
              <p className="font-medium text-ink">{mail.subject}</p>
              <p className="text-sm text-muted wrap-anywhere">
                {leadPage.mailTo(mail.recipient)} ·{" "}
                {mail.status === "sent"
                  ? leadPage.mailSent(formatDateTime(mail.sent_at ?? mail.created_at))
                  : mail.attempts > 0
                    ? leadPage.mailFailing(mail.attempts, mail.last_error)
                    : leadPage.mailWaiting}
              </p>
            </li>
          ))}
        </ul>
      </section>
    </article>
  );
}
