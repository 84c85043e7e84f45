import { data, Form, Link } from "react-router";
import { LeadStatusBadge } from "~/components/admin/lead-status-badge";
import { AuthNotice } from "~/components/forms/auth/auth-notice";
import { Button } from "~/components/ui/button";
import { requireAdmin } from "~/lib/admin.server";
import {
  LEAD_STATUS_LABELS,
  LEAD_STATUSES,
  LEAD_TYPE_LABELS,
  LEAD_TYPES,
  type LeadStatus,
  type LeadType,
  NOTE_MAX,
} from "~/lib/admin-filter";
import { counted } from "~/lib/counted";
import { formatDateTime } from "~/lib/dates";
import { seo } from "~/lib/seo";
import { serviceLabel } from "~/lib/validation/contact";
import type { Route } from "./+types/lead";

export const meta: Route.MetaFunction = () =>
  seo({ title: "Lead · Back office", description: "One lead and what happened to it.", noindex: true });

function leadType(value: string | undefined): LeadType {
  const type = LEAD_TYPES.find((t) => t === value);
  if (!type) throw new Response("Not Found", { status: 404 });
  return type;
}

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const { admin } = await requireAdmin(context, request);
  const lead = await admin.lead(leadType(params.type), params.id ?? "");
  if (!lead) throw new Response("Not Found", { status: 404 });
  return lead;
}

export async function action({ context, request, params }: Route.ActionArgs) {
  const { admin, actor } = await requireAdmin(context, request);
  const type = leadType(params.type);
  const form = await request.formData();
  const intent = form.get("intent");
  const id = params.id ?? "";
  const done =
    intent === "status"
      ? await admin.setStatus(actor, type, id, String(form.get("status") ?? ""))
      : intent === "note"
        ? await admin.addNote(actor, type, id, String(form.get("note") ?? ""))
        : false;
  return data({ intent: String(intent), done }, { status: done ? 200 : 400 });
}

/** Fields shown first, in this order, with their labels; anything else follows as it is named. */
const LABELS: Record<string, string> = {
  first_name: "First name",
  last_name: "Last name",
  name: "Name",
  email: "Email",
  company: "Company",
  service_interests: "Services",
  other_service: "Other service",
  message: "Message",
  resource_title: "Resource",
  status: "Subscription",
  created_at: "Received",
  source_page: "Form's page",
  source_referrer: "Referrer",
  utm_source: "utm_source",
  utm_medium: "utm_medium",
  utm_campaign: "utm_campaign",
  downloads: "Downloads",
  last_downloaded_at: "Last download",
  last_activity_at: "Last activity",
};
/** A field as a person reads it: service ids as their names, times in UK time. */
function shownValue(key: string, value: string | number | null): string {
  if (value == null || value === "") return "-";
  if (key === "service_interests") {
    const ids = JSON.parse(String(value)) as string[];
    return ids.map(serviceLabel).join(", ") || "-";
  }
  if (key.endsWith("_at")) return formatDateTime(String(value));
  return String(value);
}

const HIDDEN = new Set(["id", "token", "lead_status", "resource_slug", "resource_type", "client_address"]);

export default function Lead({ loaderData, actionData }: Route.ComponentProps) {
  const { type, fields, notes, mails } = loaderData;
  const status = fields.lead_status as LeadStatus;
  const shown = [
    ...Object.keys(LABELS).filter((key) => key in fields),
    ...Object.keys(fields).filter((key) => !(key in LABELS) && !HIDDEN.has(key)),
  ];
  return (
    <article>
      <Link to="/admin" className="font-semibold text-brand-700 underline">
        Back to the inbox
      </Link>
      <h1 className="mt-4 flex flex-wrap items-center gap-3 text-3xl font-bold tracking-tight text-ink wrap-anywhere">
        {LEAD_TYPE_LABELS[type]} from {String(fields.email)} <LeadStatusBadge status={status} />
      </h1>
      {actionData ? (
        <div className="mt-4">
          <AuthNotice
            tone={actionData.done ? "success" : "error"}
            title={actionData.done ? "Saved" : "Nothing was saved"}
            focus
          />
        </div>
      ) : null}
      <div className="mt-6 grid gap-8 lg:grid-cols-3">
        <dl className="grid gap-x-6 gap-y-3 rounded-xl border border-slate-200 bg-white p-6 sm:grid-cols-[auto_1fr] lg:col-span-2">
          {shown.map((key) => (
            <div key={key} className="contents">
              <dt className="text-sm font-semibold text-slate-600">{LABELS[key] ?? key}</dt>
              <dd className="whitespace-pre-wrap break-words text-ink">
                {shownValue(key, fields[key] ?? null)}
              </dd>
            </div>
          ))}
        </dl>
        <div className="space-y-6">
          <Form method="post" className="rounded-xl border border-slate-200 bg-white p-6">
            <input type="hidden" name="intent" value="status" />
            <label htmlFor="lead-status" className="block font-semibold text-ink">
              Status
            </label>
            <select
              id="lead-status"
              name="status"
              defaultValue={status}
              className="mt-2 block w-full rounded-lg border border-slate-300 px-3 py-2"
            >
              {LEAD_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {LEAD_STATUS_LABELS[s]}
                </option>
              ))}
            </select>
            <Button type="submit" variant="secondary" size="sm" className="mt-3">
              Change status
            </Button>
          </Form>
          <Form method="post" className="rounded-xl border border-slate-200 bg-white p-6">
            <input type="hidden" name="intent" value="note" />
            <label htmlFor="lead-note" className="block font-semibold text-ink">
              Private note
            </label>
            <textarea
              id="lead-note"
              name="note"
              rows={4}
              maxLength={NOTE_MAX}
              required
              className="mt-2 block w-full rounded-lg border border-slate-300 px-3 py-2"
            />
            <Button type="submit" variant="secondary" size="sm" className="mt-3">
              Add note
            </Button>
          </Form>
        </div>
      </div>
      <section aria-labelledby="notes-heading" className="mt-10">
        <h2 id="notes-heading" className="text-xl font-semibold text-ink">
          Notes
        </h2>
        {notes.length === 0 ? <p className="mt-2 text-muted">No notes yet.</p> : null}
        <ul className="mt-3 space-y-3">
          {notes.map((note) => (
            <li key={note.id} className="rounded-lg bg-slate-50 p-4">
              <p className="text-sm text-muted">
                {note.author}, {formatDateTime(note.created_at)}
              </p>
              <p className="mt-1 whitespace-pre-wrap">{note.body}</p>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="mails-heading" className="mt-10">
        <h2 id="mails-heading" className="text-xl font-semibold text-ink">
          Mails it caused
        </h2>
        {mails.length === 0 ? <p className="mt-2 text-muted">No mails.</p> : null}
        <ul className="mt-3 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white empty:hidden">
          {mails.map((mail) => (
            <li key={mail.id} className="p-4">
              <p className="font-medium text-ink">{mail.subject}</p>
              <p className="break-words text-sm text-muted">
                To {mail.recipient} ·{" "}
                {mail.status === "sent"
                  ? `sent ${formatDateTime(mail.sent_at ?? mail.created_at)}`
                  : mail.attempts > 0
                    ? `failing after ${counted(mail.attempts, "attempt")}: ${mail.last_error ?? "unknown error"}`
                    : "waiting to be sent"}
              </p>
            </li>
          ))}
        </ul>
      </section>
    </article>
  );
}
