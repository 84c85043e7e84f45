/**
 * Free resource requests on /insights. Each Request button is a link to the page's own request
 * form (`?resource=<slug>`, which works without JavaScript and is hydrated here when shown); with
 * JavaScript it opens the request dialog instead, whose code loads when the pointer or focus
 * reaches a button. The dialog is mounted on first use and kept, so that it animates and keeps
 * what was typed. It closes itself after a success (SPEC §4); the outcome then stays in the
 * resource's card, under its button, where focus returns (docs/decisions/031 and 038).
 */
import { StrictMode } from "react";
import { createRoot, type Root } from "react-dom/client";
import { FormOutcome } from "~/components/forms/form-outcome";
import { resourceOutcome, resourceRequestForm } from "~/content/resource-request-form";
import type { RequestedResource } from "~/forms/resource-request/resource-request";
import { ResourceRequestPanel } from "~/forms/resource-request/resource-request-panel";
import { hydrateIsland } from "./hydrate";

hydrateIsland("resource-request", ResourceRequestPanel);

const BUTTON = "a[data-resource-request]";
const loadDialog = () => import("~/forms/resource-request/resource-request-dialog");

let root: Root | undefined;
const outcomes = new Map<Element, Root>();

/** Keeps a request's outcome in its resource's card (the element the page leaves for it). */
function keepOutcome(resource: RequestedResource, email: string) {
  const host = document.querySelector(`[data-resource-outcome="${resource.slug}"]`);
  if (!host) return;
  const outcome = outcomes.get(host) ?? createRoot(host);
  outcomes.set(host, outcome);
  outcome.render(
    <StrictMode>
      <FormOutcome
        compact
        title={resourceRequestForm.ready.title}
        description={`${resourceRequestForm.ready.description} ${resourceOutcome.sentTo(email)}`}
      />
    </StrictMode>,
  );
}
let dialog: { resource: RequestedResource; open: boolean } | undefined;
let Loaded: Awaited<ReturnType<typeof loadDialog>>["default"] | undefined;

/**
 * Renders the dialog as `next` says. Once its code is loaded this is synchronous, so that a close
 * the dialog reports is rendered in the same batch as the dialog's own state (an update a
 * microtask later let the dialog see itself still open and show again).
 */
function show(next: NonNullable<typeof dialog>) {
  dialog = next;
  if (!Loaded) {
    void loadDialog().then((module) => {
      Loaded = module.default;
      show(next);
    });
    return;
  }
  const Dialog = Loaded;
  root ??= createRoot(document.body.appendChild(document.createElement("div")));
  root.render(
    <StrictMode>
      <Dialog
        resource={next.resource}
        open={next.open}
        onOpenChange={(open) => show({ ...next, open })}
        onSent={keepOutcome}
      />
    </StrictMode>,
  );
}

function buttonOf(event: Event): HTMLAnchorElement | null {
  return (event.target as Element).closest?.<HTMLAnchorElement>(BUTTON) ?? null;
}

for (const type of ["pointerover", "focusin"]) {
  document.addEventListener(type, (event) => {
    if (buttonOf(event)) void loadDialog();
  });
}

document.addEventListener("click", (event) => {
  const button = buttonOf(event);
  if (!button || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
  // The resource as the page drew its button (app/forms/resource-request/resource-request-button.tsx).
  const { resourceRequest: slug, resourceTitle: title, resourceType: type } = button.dataset;
  if (!slug || !title || !type) return;
  event.preventDefault();
  show({ resource: { slug, title, type: type as RequestedResource["type"] }, open: true });
});
