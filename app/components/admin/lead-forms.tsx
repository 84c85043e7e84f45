import type { ComponentProps } from "react";
import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { leadPage } from "~/content/back-office-pages";
import { NOTE_MAX } from "~/shared/inbox-filter";
import { StageForm } from "./follow-up-forms";

const box = "rounded-xl border border-slate-200 bg-white p-4 sm:p-6";
const control = "mt-2 block w-full rounded-lg border border-slate-300 px-3 py-2 text-base";

/** What the owner does with a lead besides answering it: its stage and next step, and a private note. */
export function LeadForms({ stage }: { stage: ComponentProps<typeof StageForm> }) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <StageForm {...stage} />
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
