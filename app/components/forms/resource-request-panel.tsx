import { Button } from "~/components/ui/button";
import { formWords } from "~/content/form-outcomes";
import type { Resource } from "~/content/resources";
import type { FormResult } from "~/lib/forms/form-result";
import { showToast } from "~/lib/toast";
import {
  RESOURCE_READY,
  RESOURCE_SUBMIT_LABEL,
  RESOURCE_SUCCESS,
  resourceInputFromForm,
  resourceOutcomeNotice,
  resourceRequestSchema,
} from "~/lib/validation/resource-request";
import { FormOutcome, type SentItem } from "./form-outcome";
import { ResourceRequestAlert, ResourceRequestFields } from "./resource-request-fields";
import { usePublicForm } from "./use-public-form";

const ID_PREFIX = "resource-page";
const words = formWords.resource;

/** "What you sent" for a resource request. */
export function resourceSent(resource: Resource, values: Record<string, unknown>): SentItem[] {
  const text = (field: string) => (typeof values[field] === "string" ? (values[field] as string) : "");
  return [
    { label: words.labels.resource, value: resource.title },
    { label: words.labels.name, value: text("name") },
    { label: words.labels.email, value: text("email") },
    { label: words.labels.company, value: text("company") },
  ];
}

/**
 * The request form on the page itself, where the Request buttons lead without JavaScript
 * (`/insights?resource=<slug>`): it posts to the /insights action, whose answer is `serverResult`.
 * With JavaScript it follows the public form pattern, like the dialog. Its outcome stays
 * (docs/decisions/031): a panel in the form's place once sent, a summary that takes focus when not.
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
    serverResult,
    focus: "summary",
  });

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const outcome = await form.submit(event.currentTarget);
    if (outcome.kind === "sent") showToast({ ...RESOURCE_READY, variant: "success" });
    else showToast({ ...resourceOutcomeNotice(outcome), variant: "destructive" });
  }

  const { refusal, sent } = form;
  const typed = serverResult && !serverResult.ok ? serverResult.values : undefined;
  const email = typeof sent?.email === "string" ? sent.email.trim() : "";
  return (
    <section
      id="request-resource"
      aria-labelledby="request-resource-heading"
      className="mb-10 rounded-2xl border-2 border-brand-600 bg-white p-5 shadow-sm sm:p-8"
    >
      <h3 id="request-resource-heading" className="text-xl font-bold text-ink">
        Request the {resource.title}
      </h3>
      {sent ? (
        <div className="mt-4">
          <FormOutcome
            title={RESOURCE_SUCCESS.title}
            description={RESOURCE_SUCCESS.description}
            next={words.next(email)}
            sent={resourceSent(resource, sent)}
            actions={words.actions}
            headingLevel={4}
            focus
          />
        </div>
      ) : (
        <>
          <p className="mt-2 leading-7 text-muted">
            {resource.description} Tell us where to send it and we'll email you a download link straight away.
          </p>
          <form
            ref={form.formRef}
            method="post"
            action={`/insights?resource=${resource.slug}`}
            noValidate
            onSubmit={onSubmit}
            className="mt-6 max-w-xl"
          >
            {refusal ? (
              <div className="mb-6">
                <ResourceRequestAlert
                  refusal={refusal}
                  errors={form.errors}
                  idPrefix={ID_PREFIX}
                  focusKey={form.focusKey}
                  autoFocus={!form.hydrated}
                />
              </div>
            ) : null}
            <ResourceRequestFields
              idPrefix={ID_PREFIX}
              resource={resource}
              defaultValues={typed}
              errors={form.errors}
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
