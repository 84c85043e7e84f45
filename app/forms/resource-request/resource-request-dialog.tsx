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

const { success, submit, dialog } = resourceRequestForm;

/**
 * The resource request dialog (SPEC §4): closed, open, submitting ('Processing...', buttons
 * disabled), success (confirmation view, closes itself after 3 s and clears the form). On failure
 * it stays open with an error notice. Loaded on first use, so /insights ships none of it up front.
 * Its success is said once (docs/decisions/038): in the dialog ('Resource Request Successful!',
 * which takes focus, so a screen reader reads it), then, once the dialog has gone, in the
 * resource's card, which `onSent` keeps ('Resource Ready!': SPEC §8's notice, no toast over it).
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

  const email = values.email.trim();
  /** Closes the dialog; after a success, the card keeps the outcome and the form is cleared. */
  const finish = () => {
    onOpenChange(false);
    if (!succeeded) return;
    onSent(resource, email);
    setValues(emptyResourceValues);
    setSucceeded(false);
  };

  // Success closes the dialog after three seconds.
  // biome-ignore lint/correctness/useExhaustiveDependencies: timed from the success alone.
  useEffect(() => {
    if (!succeeded) return;
    const timer = setTimeout(finish, RESOURCE_SUCCESS_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [succeeded]);

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const outcome = await form.submit(event.currentTarget);
    if (outcome.kind === "sent") setSucceeded(true);
    else showToast({ ...resourceOutcomeNotice(outcome), variant: "destructive" });
  }

  const close = () => !submitting && finish();
  return (
    <Dialog
      open={open}
      onClose={close}
      title={succeeded ? resource.title : dialog.title(resource)}
      description={succeeded ? undefined : dialog.description(resource)}
    >
      {succeeded ? (
        <div className="mt-6">
          <FormOutcome
            compact
            focus
            title={success.title}
            description={`${success.description} ${resourceOutcome.sentTo(email)}`}
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
