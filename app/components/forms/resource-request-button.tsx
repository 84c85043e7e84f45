import { buttonClasses } from "~/components/ui/button";
import type { Resource } from "~/content/resources";

/** Loads the dialog's code ahead of the click, when the pointer or focus reaches a request button. */
export const loadResourceRequestDialog = () => import("./resource-request-dialog");

/**
 * Asks for a free resource. With JavaScript it opens the request dialog; without, it is a link to
 * the same page with the request form shown for this resource.
 */
export function ResourceRequestButton({
  resource,
  onRequest,
}: {
  resource: Resource;
  onRequest: (resource: Resource) => void;
}) {
  return (
    <a
      href={`/insights?resource=${resource.slug}#request-resource`}
      className={buttonClasses("secondary", "sm")}
      aria-label={`Request Free Resource: ${resource.title}`}
      aria-haspopup="dialog"
      onPointerEnter={loadResourceRequestDialog}
      onFocus={loadResourceRequestDialog}
      onClick={(event) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
        event.preventDefault();
        onRequest(resource);
      }}
    >
      Request Free Resource
    </a>
  );
}
