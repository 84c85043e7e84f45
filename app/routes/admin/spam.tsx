import { Form, Link } from "react-router";
import { PageHead } from "~/components/admin/page-head";
import { formFields } from "~/components/forms/form-fields";
import { Button } from "~/components/ui/button";
import { backOffice } from "~/content/back-office";
import { followUp, needsYou, spamPage } from "~/content/follow-up";
import { spamRestore } from "~/forms/spam-restore/spam-restore";
import { requireAdmin } from "~/lib/admin.server";
import { formAction } from "~/lib/forms/form-action";
import { seo } from "~/lib/seo";
import { formatShortDateTime } from "~/shared/dates";
import { firstLine } from "~/shared/first-line";
import { leadKindWords } from "~/shared/lead-kinds";
import type { Route } from "./+types/spam";

export const meta: Route.MetaFunction = () =>
  seo({ title: `${followUp.spam} · ${backOffice.name}`, description: spamPage.description, noindex: true });

export async function loader({ context, request }: Route.LoaderArgs) {
  const { admin } = await requireAdmin(context, request);
  return { leads: await admin.followUp.spam() };
}

/** One tap: the lead goes back to the inbox (the declared form, through the forms' pipeline). */
export const action = formAction(spamRestore);

// The lead's kind and id, each restore button's form posts (no intent: the page has one form).
const restore = formFields(spamRestore);

/** Likely spam, kept aside: never deleted by itself, never overdue, each with why it was set aside. */
export default function Spam({ loaderData, actionData }: Route.ComponentProps) {
  const { leads } = loaderData;
  return (
    <section>
      <PageHead
        title={needsYou.spamView(leads.length)}
        intro={spamPage.intro}
        done={actionData?.ok ? followUp.restored : undefined}
        answer={actionData}
      />
      {leads.length === 0 ? <p className="mt-6 text-muted">{spamPage.empty}</p> : null}
      <ul className="mt-4 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white empty:hidden">
        {leads.map((lead) => (
          <li key={`${lead.type}:${lead.id}`} className="p-4">
            <Link
              to={`/admin/leads/${lead.type}/${lead.id}`}
              className="font-semibold text-brand-800 underline wrap-anywhere"
            >
              {lead.name ?? lead.email}
            </Link>
            <p className="text-sm text-muted">
              {leadKindWords(lead.type).label} · {formatShortDateTime(lead.createdAt)}
            </p>
            <p className="mt-1 truncate text-sm text-slate-600">{firstLine(lead.summary)}</p>
            <p className="mt-1 text-sm text-ink">{followUp.spamBecause(lead.reasons)}</p>
            <Form method="post" className="mt-2">
              <input {...restore.hidden("type", lead.type)} />
              <input {...restore.hidden("id", lead.id)} />
              <Button
                type="submit"
                variant="outline"
                size="sm"
                aria-label={`${followUp.notSpam}: ${lead.name ?? lead.email}`}
              >
                {followUp.notSpam}
              </Button>
            </Form>
          </li>
        ))}
      </ul>
    </section>
  );
}
