import { Form, useActionData, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import type { Resource } from "~/content/resources";
import { RESOURCE_SUBMIT_LABEL, RESOURCE_SUCCESS } from "~/lib/validation/resource-request";
import { type ResourceActionData, ResourceRequestFields } from "./resource-request-fields";

/**
 * The request form on the page itself, for the link the Request buttons lead to without
 * JavaScript (`/insights?resource=<slug>`): posts to the /insights action and shows its answer.
 */
export function ResourceRequestPanel({ resource }: { resource: Resource }) {
  const actionData = useActionData<ResourceActionData | { intent: string }>();
  const result = actionData?.intent === "resource" ? (actionData as ResourceActionData) : undefined;
  const submitting = useNavigation().state === "submitting";
  return (
    <section
      id="request-resource"
      aria-labelledby="request-resource-heading"
      className="mb-10 rounded-2xl border-2 border-brand-600 bg-white p-6 shadow-sm sm:p-8"
    >
      {result?.ok ? (
        <div role="status">
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
          {result && !result.ok ? (
            <p role="alert" className="mt-4 rounded-lg bg-red-50 p-4 font-medium text-red-900">
              {result.notice.title}: {result.notice.description}
            </p>
          ) : null}
          <Form
            method="post"
            action={`/insights?resource=${resource.slug}#request-resource`}
            className="mt-6 max-w-xl"
          >
            <ResourceRequestFields
              idPrefix="resource-page"
              resource={resource}
              defaultValues={result && !result.ok ? result.values : undefined}
              errors={result && !result.ok ? result.fieldErrors : undefined}
            />
            <Button type="submit" variant="secondary" className="mt-6" disabled={submitting}>
              {submitting ? RESOURCE_SUBMIT_LABEL.busy : RESOURCE_SUBMIT_LABEL.idle}
            </Button>
          </Form>
        </>
      )}
    </section>
  );
}
