import { buttonClasses } from "~/components/ui/button";
import { type Resource, resourceRequestPath } from "~/content/resources";

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
      aria-label={`Request Free Resource: ${resource.title}`}
      aria-haspopup="dialog"
    >
      Request Free Resource
    </a>
  );
}
