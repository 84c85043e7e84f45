import { useEffect, useState } from "react";
import { Button } from "~/components/ui/button";
import { Dialog } from "~/components/ui/dialog";
import { formWords } from "~/content/form-outcomes";
import type { Resource } from "~/content/resources";
import { showToast } from "~/lib/toast";
import {
  RESOURCE_READY,
  RESOURCE_SUBMIT_LABEL,
  RESOURCE_SUCCESS,
  RESOURCE_SUCCESS_CLOSE_MS,
  resourceInputFromForm,
  resourceOutcomeNotice,
  resourceRequestSchema,
} from "~/lib/validation/resource-request";
import { FormOutcome } from "./form-outcome";
import {
  emptyResourceValues,
  type ResourceFormValues,
  ResourceRequestAlert,
  ResourceRequestFields,
} from "./resource-request-fields";
import { usePublicForm } from "./use-public-form";

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
  resource: Resource;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSent: (resource: Resource, email: string) => void;
}) {
  const form = usePublicForm({
    endpoint: "/api/resource-requests",
    schema: resourceRequestSchema,
    read: resourceInputFromForm,
    focus: "summary",
  });
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
      showToast({ ...RESOURCE_READY, variant: "success" });
    } else {
      showToast({ ...resourceOutcomeNotice(outcome), variant: "destructive" });
    }
  }

  const close = () => !submitting && onOpenChange(false);
  return (
    <Dialog
      open={open}
      onClose={close}
      title={succeeded ? RESOURCE_SUCCESS.title : `Get your free ${resource.type.toLowerCase()}`}
      description={
        succeeded
          ? RESOURCE_SUCCESS.description
          : `Tell us where to send the ${resource.title}. We'll email you a download link straight away.`
      }
    >
      {succeeded ? (
        <div role="status" className="mt-6">
          <FormOutcome
            compact
            title={resource.title}
            description={formWords.resource.sentTo(values.email.trim())}
          />
        </div>
      ) : (
        <form
          ref={form.formRef}
          method="post"
          action="/insights"
          noValidate
          onSubmit={onSubmit}
          className="mt-6"
        >
          {form.refusal ? (
            <div className="mb-5">
              <ResourceRequestAlert
                refusal={form.refusal}
                errors={form.errors}
                idPrefix="resource-dialog"
                focusKey={form.focusKey}
              />
            </div>
          ) : null}
          <ResourceRequestFields
            idPrefix="resource-dialog"
            resource={resource}
            values={values}
            onChange={(field, value) => setValues((current) => ({ ...current, [field]: value }))}
            errors={form.errors}
            disabled={submitting}
          />
          <p className="mt-4 text-sm text-muted">
            We use your details to send you the resource and to let our team know of your request. See our{" "}
            <a href="/privacy-policy" className="font-medium text-brand-700 underline">
              privacy policy
            </a>
            .
          </p>
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button type="button" variant="outline" disabled={submitting} onClick={close}>
              Cancel
            </Button>
            <Button type="submit" variant="secondary" disabled={submitting}>
              {submitting ? RESOURCE_SUBMIT_LABEL.busy : RESOURCE_SUBMIT_LABEL.idle}
            </Button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
