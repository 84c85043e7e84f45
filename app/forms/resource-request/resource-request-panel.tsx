import { FormOutcome, type SentItem } from "~/components/forms/form-outcome";
import { PublicForm, SubmitButton } from "~/components/forms/public-form";
import { usePublicForm } from "~/components/forms/use-public-form";
import { resourceOutcome, resourceRequestForm } from "~/content/resource-request-form";
import type { Resource } from "~/content/resources";
import { showToast } from "~/lib/toast";
import type { FormResult } from "~/shared/forms/form-result";
import { resourceOutcomeNotice, resourceRequest } from "./resource-request";
import { ResourceRequestAlert, ResourceRequestFields } from "./resource-request-fields";

const words = resourceOutcome;
const { ready, success, submit, page } = resourceRequestForm;

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
  const form = usePublicForm(resourceRequest, { serverResult, focus: "summary", idPrefix: "resource-page" });

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const outcome = await form.submit(event.currentTarget);
    if (outcome.kind === "sent") showToast({ ...ready, variant: "success" });
    else showToast({ ...resourceOutcomeNotice(outcome), variant: "destructive" });
  }

  const { refusal, sent } = form;
  const email = typeof sent?.email === "string" ? sent.email.trim() : "";
  return (
    <section
      id="request-resource"
      aria-labelledby="request-resource-heading"
      className="mb-10 rounded-2xl border-2 border-brand-600 bg-white p-5 shadow-sm sm:p-8"
    >
      <h3 id="request-resource-heading" className="text-xl font-bold text-ink">
        {page.title(resource)}
      </h3>
      {sent ? (
        <div className="mt-4">
          <FormOutcome
            title={success.title}
            description={success.description}
            next={words.next(email)}
            sent={resourceSent(resource, sent)}
            actions={words.actions}
            headingLevel={4}
            focus
          />
        </div>
      ) : (
        <>
          <p className="mt-2 leading-7 text-muted">{page.intro(resource)}</p>
          <PublicForm
            form={form}
            action={`/insights?resource=${resource.slug}`}
            onSubmit={onSubmit}
            className="mt-6 max-w-xl"
          >
            {refusal ? (
              <div className="mb-6">
                <ResourceRequestAlert
                  refusal={refusal}
                  fields={form.fields}
                  focusKey={form.focusKey}
                  autoFocus={!form.hydrated}
                />
              </div>
            ) : null}
            <ResourceRequestFields fields={form.fields} resource={resource} />
            <SubmitButton variant="secondary" className="mt-6" label={submit} busy={form.busy} />
          </PublicForm>
        </>
      )}
    </section>
  );
}
