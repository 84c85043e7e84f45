import type { ComponentProps } from "react";
import { Form } from "react-router";
import { formFields } from "~/components/forms/form-fields";
import { FormMeta } from "~/components/forms/form-meta";
import { Button } from "~/components/ui/button";
import { leadPage } from "~/content/back-office-pages";
import { leadNote } from "~/forms/lead-note/lead-note";
import { AdminText } from "./admin-text";
import { StageForm } from "./follow-up-forms";

const box = "rounded-xl border border-slate-200 bg-white p-4 sm:p-6";

/** What the owner does with a lead besides answering it: its stage and next step, and a private note. */
export function LeadForms({ stage }: { stage: ComponentProps<typeof StageForm> }) {
  const fields = formFields(leadNote);
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <StageForm {...stage} />
      <Form method="post" className={box}>
        <FormMeta {...fields.meta()} />
        <AdminText field={fields.field("note")} />
        <Button type="submit" variant="secondary" size="md" className="mt-3">
          {leadPage.addNote}
        </Button>
      </Form>
    </div>
  );
}
