import { ActionLink } from "~/components/site/action-link";
import { type Resource, resourceOfferLabel, resourceRequestPath } from "~/content/resources";

/** An article's free resource, offered where the reader finishes (frontmatter `resource`). */
export function ResourceOffer({ resource }: { resource: Resource }) {
  return (
    <aside
      aria-labelledby="resource-offer-heading"
      className="rounded-2xl border-2 border-brand-600 bg-brand-50 p-5 sm:p-8"
    >
      <p className="text-sm font-semibold uppercase tracking-wider text-brand-700">
        Free {resource.type.toLowerCase()}
      </p>
      <h2 id="resource-offer-heading" className="mt-2 text-2xl font-bold tracking-tight text-ink">
        {resource.title}
      </h2>
      <p className="mt-2 leading-7 text-slate-700">{resource.description}</p>
      <ActionLink
        action={{
          label: resourceOfferLabel(resource),
          to: resourceRequestPath(resource.slug),
          variant: "secondary",
        }}
        size="md"
        className="mt-5"
      />
    </aside>
  );
}
