import { Form } from "react-router";
import { AuthNotice } from "~/components/forms/auth/auth-notice";
import { formFields } from "~/components/forms/form-fields";
import { FormMeta } from "~/components/forms/form-meta";
import { Button } from "~/components/ui/button";
import { mailPage } from "~/content/back-office-pages";
import { mailRetry } from "~/forms/mail-retry/mail-retry";
import { requireAdmin } from "~/lib/admin.server";
import { cn } from "~/lib/cn";
import { formAction } from "~/lib/forms/form-action";
import { seo } from "~/lib/seo";
import { formatDateTime } from "~/shared/dates";
import type { Route } from "./+types/mail";

export const meta: Route.MetaFunction = () => seo({ ...mailPage.seo, noindex: true });

export async function loader({ context, request }: Route.LoaderArgs) {
  const { admin } = await requireAdmin(context, request);
  return admin.mailStatus();
}

/** "Retry now": the declared form, through the forms' pipeline (admins only). */
export const action = formAction(mailRetry);

/** The outbox at a glance: is mail flowing, and what waits or fails. */
export default function Mail({ loaderData, actionData }: Route.ComponentProps) {
  const { counts, healthy, failing, pending, sent } = loaderData;
  return (
    <>
      <h1 className="text-3xl font-bold tracking-tight text-ink">{mailPage.title}</h1>
      <div
        role="status"
        className={cn(
          "mt-6 rounded-xl p-5",
          healthy ? "bg-green-50 text-green-900" : "bg-red-50 text-red-900",
        )}
      >
        <p className="text-lg font-semibold">{healthy ? mailPage.healthy : mailPage.unhealthy}</p>
        <p className="mt-1">
          {mailPage.counts(counts.sent, counts.pending, counts.failing)}
          {loaderData.lastSent ? mailPage.lastSent(formatDateTime(loaderData.lastSent)) : ""}
          {counts.pending > 0 ? mailPage.oldestWaiting(loaderData.oldestPendingMinutes) : ""}
        </p>
        {loaderData.lastError ? (
          <p className="mt-1 break-words">{mailPage.lastError(loaderData.lastError)}</p>
        ) : null}
      </div>
      {actionData ? (
        <div className="mt-4">
          <AuthNotice
            tone={actionData.ok ? "success" : "error"}
            title={actionData.ok ? mailPage.retried : mailPage.notRetried}
            focus
          />
        </div>
      ) : null}
      <MailTable {...mailPage.failing} rows={failing} retry />
      <MailTable {...mailPage.waiting} rows={pending} />
      <MailTable {...mailPage.sent} rows={sent} />
    </>
  );
}

type Row = {
  id: string;
  recipient: string;
  subject: string;
  attempts?: number;
  last_error?: string | null;
  sent_at?: string | null;
  created_at?: string;
};

function MailTable({
  title,
  rows,
  empty,
  retry,
}: {
  title: string;
  rows: Row[];
  empty: string;
  retry?: boolean;
}) {
  const fields = formFields(mailRetry);
  return (
    <section aria-label={title} className="mt-10">
      <h2 className="text-xl font-semibold text-ink">{title}</h2>
      {rows.length === 0 ? (
        <p className="mt-2 text-muted">{empty}</p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
          {rows.map((row) => (
            <li key={row.id} className="flex flex-wrap items-center justify-between gap-3 p-4">
              <div className="min-w-0">
                <p className="font-medium text-ink">{row.subject}</p>
                <p className="break-words text-sm text-muted">
                  {mailPage.to(row.recipient)}
                  {row.sent_at ? mailPage.sentAt(formatDateTime(row.sent_at)) : ""}
                  {row.attempts ? mailPage.attempts(row.attempts) : ""}
                  {row.last_error ? ` · ${row.last_error}` : ""}
                </p>
              </div>
              {retry ? (
                <Form method="post">
                  <FormMeta {...fields.meta()} />
                  <input {...fields.hidden("id", row.id)} />
                  <Button
                    type="submit"
                    variant="outline"
                    size="sm"
                    aria-label={mailPage.retryLabel(row.subject, row.recipient)}
                  >
                    {mailPage.retry}
                  </Button>
                </Form>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
