import { type ComponentType, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { mountToastRegion } from "~/lib/toast";
import type { IslandName } from "./registry";

// The islands that hydrate React parts are forms, which answer with toasts.
mountToastRegion();

/**
 * Hydrates every part of the page the server rendered as this island (`<Island>`,
 * app/components/island.tsx), with the props it was rendered with: the rest of the page stays
 * plain HTML.
 */
export function hydrateIsland<P extends object>(name: IslandName, Component: ComponentType<P>): void {
  for (const root of document.querySelectorAll<HTMLElement>(`[data-island="${name}"]`)) {
    const props = JSON.parse(root.dataset.props ?? "{}") as P;
    hydrateRoot(
      root,
      <StrictMode>
        <Component {...props} />
      </StrictMode>,
    );
  }
}
