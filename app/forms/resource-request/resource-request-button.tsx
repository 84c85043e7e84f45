import { buttonClasses } from "~/components/ui/button";
import { resourceRequestForm } from "~/content/resource-request-form";
import { type Resource, resourceRequestPath } from "~/content/resources";

const words = resourceRequestForm.button;

/**
 * Asks for a free resource: a link to the same page with the request form shown for this
 * resource, which the resource-request island turns into a dialog (app/islands/resource-request.tsx).
 */
export function ResourceRequestButton({ resource }: { resource: Resource }) {
  return (
    <a
      href={resourceRequestPath(resource.slug)}
      data-resource-request={resource.slug}
      className={buttonClasses("secondary", "sm")}
      aria-label={words.named(resource)}
      aria-haspopup="dialog"
    >
      {words.label}
    </a>
  );
}
