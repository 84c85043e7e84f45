import { buttonClasses } from "~/components/ui/button";
import { resourceRequestButton as words } from "~/content/resource-request-form";
import { type Resource, resourceRequestPath } from "~/content/resources";

/**
 * Asks for a free resource: a link to the same page with the request form shown for this
 * resource, which the resource-request island turns into a dialog (app/islands/resource-request.tsx)
 * for the resource its data attributes name.
 */
export function ResourceRequestButton({ resource }: { resource: Resource }) {
  return (
    <a
      href={resourceRequestPath(resource.slug)}
      data-resource-request={resource.slug}
      data-resource-title={resource.title}
      data-resource-type={resource.type}
      className={buttonClasses("secondary", "sm")}
      aria-label={words.named(resource)}
      aria-haspopup="dialog"
    >
      {words.label}
    </a>
  );
}
