import type { ComponentType } from "react";
import type { IslandName } from "~/islands/registry";

/**
 * A part of a page that its island script hydrates (app/islands/hydrate.tsx): rendered here like
 * any component, with its props written beside it for the browser. The route must list the
 * island in its `handle.islands` (the build checks it).
 */
export function Island<P extends object>({
  name,
  component: Component,
  props,
  id,
}: {
  name: IslandName;
  component: ComponentType<P>;
  props: P;
  id?: string;
}) {
  return (
    <div id={id} data-island={name} data-props={JSON.stringify(props)}>
      <Component {...props} />
    </div>
  );
}
