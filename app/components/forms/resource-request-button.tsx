import { Link } from "react-router";
import { buttonClasses } from "~/components/ui/button";
import type { Resource } from "~/content/resources";

/** Asks for a free resource. Until the request dialog lands, requests reach us through the contact form. */
export function ResourceRequestButton({ resource }: { resource: Resource }) {
  return (
    <Link
      to="/#contact"
      className={buttonClasses("secondary", "sm")}
      aria-label={`Request Free Resource: ${resource.title}`}
    >
      Request Free Resource
    </Link>
  );
}
