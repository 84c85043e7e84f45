import { useEffect, useState } from "react";
import { FormOutcome } from "~/components/forms/form-outcome";
import { PrivacyNote } from "~/components/forms/privacy-note";
import { PublicForm, SubmitButton } from "~/components/forms/public-form";
import { usePublicForm } from "~/components/forms/use-public-form";
import { Button } from "~/components/ui/button";
import { Dialog } from "~/components/ui/dialog";
import {
  RESOURCE_SUCCESS_CLOSE_MS,
  resourceOutcome,
  resourceRequestForm,
} from "~/content/resource-request-form";
import { showToast } from "~/lib/toast";
import { type RequestedResource, resourceOutcomeNotice, resourceRequest } from "./resource-request";
import {
  emptyResourceValues,
  type ResourceFormValues,
  ResourceRequestAlert,
  ResourceRequestFields,
} from "./resource-request-fields";

const { ready, success, submit, dialog } = resourceRequestForm;

/**
 * The resource request dialog (SPEC §4): closed, open, submitting ('Processing...', buttons
 * disabled), success (confirmation view, closes itself after 3 s and clears the form). On failure
 * it stays open with an error notice. Loaded on first use, so /insights ships none of it up front.
 * `onSent` hears of a success at once, so the page can keep the outcome once the dialog has gone
 * (docs/decisions/031).
 */
export default function ResourceRequestDialog({
  resource,
  open,
  onOpenChange,
  onSent,
}: {
  resource: RequestedResource;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSent: (resource: RequestedResource, email: string) => void;
}) {
  const form = usePublicForm(resourceRequest, { focus: "summary", idPrefix: "resource-dialog" });
  const [values, setValues] = useState<ResourceFormValues>(emptyResourceValues);
  const [succeeded, setSucceeded] = useState(false);
  const submitting = form.busy;

  // A new resource starts a fresh request; the visitor's details stay for the next one.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when the resource changes.
  useEffect(() => {
    setSucceeded(false);
    form.reset();
  }, [resource.slug]);

  // Success closes the dialog after three seconds and clears the form.
  useEffect(() => {
    if (!succeeded) return;
    const timer = setTimeout(() => {
      onOpenChange(false);
      setValues(emptyResourceValues);
      setSucceeded(false);
    }, RESOURCE_SUCCESS_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [succeeded, onOpenChange]);

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const outcome = await form.submit(event.currentTarget);
    if (outcome.kind === "sent") {
      setSucceeded(true);
      onSent(resource, values.email.trim());
      showToast({ ...ready, variant: "success" });
    } else {
      showToast({ ...resourceOutcomeNotice(outcome), variant: "destructive" });
    }
  }

  const close = () => !submitting && onOpenChange(false);
  return (
    <Dialog
      open={open}
      onClose={close}
      title={succeeded ? success.title : dialog.title(resource)}
      description={succeeded ? success.description : dialog.description(resource)}
    >
      {succeeded ? (
        <div role="status" className="mt-6">
          <FormOutcome
            compact
            title={resource.title}
            description={resourceOutcome.sentTo(values.email.trim())}
          />
        </div>
      ) : (
        <PublicForm form={form} action="/insights" onSubmit={onSubmit} className="mt-6">
          {form.refusal ? (
            <div className="mb-5">
              <ResourceRequestAlert refusal={form.refusal} fields={form.fields} focusKey={form.focusKey} />
            </div>
          ) : null}
          <ResourceRequestFields
            fields={form.fields}
            resource={resource}
            values={values}
            onChange={(field, value) => setValues((current) => ({ ...current, [field]: value }))}
          />
          <PrivacyNote text={dialog.privacy} link={dialog.privacyLink} className="mt-4" />
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button type="button" variant="outline" disabled={submitting} onClick={close}>
              {dialog.cancel}
            </Button>
            <SubmitButton variant="secondary" label={submit} busy={submitting} />
          </div>
        </PublicForm>
      )}
    </Dialog>
  );
}
