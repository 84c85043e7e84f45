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
  className,
}: {
  name: IslandName;
  component: ComponentType<P>;
  props: P;
  id?: string;
  className?: string;
}) {
  const json = JSON.stringify(props);
  return (
    <div id={id} className={className} data-island={name} data-props={json === "{}" ? undefined : json}>
      <Component {...props} />
    </div>
  );
}
