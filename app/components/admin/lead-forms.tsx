import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { leadStatuses } from "~/content/back-office";
import { leadPage } from "~/content/back-office-pages";
import { LEAD_STATUSES, type LeadStatus, NOTE_MAX } from "~/shared/inbox-filter";

const box = "rounded-xl border border-slate-200 bg-white p-4 sm:p-6";
const control = "mt-2 block w-full rounded-lg border border-slate-300 px-3 py-2 text-base";

/** What the owner does with a lead besides answering it: file it, and keep a private note. */
export function LeadForms({ status }: { status: LeadStatus }) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Form method="post" className={box}>
        <input type="hidden" name="intent" value="status" />
        <label htmlFor="lead-status" className="block font-semibold text-ink">
          {leadPage.status}
        </label>
        <select id="lead-status" name="status" defaultValue={status} className={`${control} h-11`}>
          {LEAD_STATUSES.map((s) => (
            <option key={s} value={s}>
              {leadStatuses[s]}
            </option>
          ))}
        </select>
        <Button type="submit" variant="secondary" size="md" className="mt-3">
          {leadPage.changeStatus}
        </Button>
      </Form>
      <Form method="post" className={box}>
        <input type="hidden" name="intent" value="note" />
        <label htmlFor="lead-note" className="block font-semibold text-ink">
          {leadPage.note}
        </label>
        <textarea id="lead-note" name="note" rows={3} maxLength={NOTE_MAX} required className={control} />
        <Button type="submit" variant="secondary" size="md" className="mt-3">
          {leadPage.addNote}
        </Button>
      </Form>
    </div>
  );
}
