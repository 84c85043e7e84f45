import { useState } from "react";
import { Button } from "~/components/ui/button";
import type { Resource } from "~/content/resources";
import type { FormResult } from "~/lib/forms/form-result";
import { showToast } from "~/lib/toast";
import {
  RESOURCE_READY,
  RESOURCE_SUBMIT_LABEL,
  RESOURCE_SUCCESS,
  resourceFailureNotice,
  resourceInputFromForm,
  resourceOutcomeNotice,
  resourceRequestSchema,
} from "~/lib/validation/resource-request";
import { RESOURCE_FIELD_ORDER, ResourceRequestFields } from "./resource-request-fields";
import { usePublicForm } from "./use-public-form";

/**
 * The request form on the page itself, where the Request buttons lead without JavaScript
 * (`/insights?resource=<slug>`): it posts to the /insights action, whose answer is `serverResult`.
 * With JavaScript it follows the public form pattern, like the dialog.
 */
export function ResourceRequestPanel({
  resource,
  serverResult,
}: {
  resource: Resource;
  serverResult?: FormResult;
}) {
  const form = usePublicForm({
    endpoint: "/api/resource-requests",
    schema: resourceRequestSchema,
    read: resourceInputFromForm,
  });
  const [sent, setSent] = useState(false);

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const outcome = await form.submit(event.currentTarget);
    if (outcome.kind === "sent") {
      setSent(true);
      showToast({ ...RESOURCE_READY, variant: "success" });
    } else {
      showToast({ ...resourceOutcomeNotice(outcome), variant: "destructive" });
    }
  }

  const shown = form.shown(serverResult, RESOURCE_FIELD_ORDER);
  const { failure } = shown;
  const notice = failure
    ? resourceFailureNotice({ ...failure, tooSoon: failure.retryAfter ? failure.error : undefined })
    : undefined;
  return (
    <section
      id="request-resource"
      aria-labelledby="request-resource-heading"
      className="mb-10 rounded-2xl border-2 border-brand-600 bg-white p-6 shadow-sm sm:p-8"
    >
      {sent || shown.sent ? (
        <div role="status" tabIndex={-1} autoFocus={shown.sent}>
          <h3 id="request-resource-heading" className="text-xl font-bold text-ink">
            {RESOURCE_SUCCESS.title}
          </h3>
          <p className="mt-2 leading-7 text-muted">
            {RESOURCE_SUCCESS.description} The link works for seven days.
          </p>
        </div>
      ) : (
        <>
          <h3 id="request-resource-heading" className="text-xl font-bold text-ink">
            Request the {resource.title}
          </h3>
          <p className="mt-2 leading-7 text-muted">
            {resource.description} Tell us where to send it and we'll email you a download link straight away.
          </p>
          {notice ? (
            <p
              role="alert"
              tabIndex={-1}
              autoFocus={!failure?.fieldErrors}
              className="mt-4 rounded-lg bg-red-50 p-4 font-medium text-red-900"
            >
              {notice.title}: {notice.description}
            </p>
          ) : null}
          <form
            ref={form.formRef}
            method="post"
            action={`/insights?resource=${resource.slug}`}
            noValidate
            onSubmit={onSubmit}
            className="mt-6 max-w-xl"
          >
            <ResourceRequestFields
              idPrefix="resource-page"
              resource={resource}
              defaultValues={failure?.values}
              errors={shown.errors}
              focus={shown.focus}
              disabled={form.busy}
            />
            <Button type="submit" variant="secondary" className="mt-6" disabled={form.busy}>
              {form.busy ? RESOURCE_SUBMIT_LABEL.busy : RESOURCE_SUBMIT_LABEL.idle}
            </Button>
          </form>
        </>
      )}
    </section>
  );
}
