/**
 * Free resource requests on /insights. Each Request button is a link to the page's own request
 * form (`?resource=<slug>`, which works without JavaScript and is hydrated here when shown); with
 * JavaScript it opens the request dialog instead, whose code loads when the pointer or focus
 * reaches a button. The dialog is mounted on first use and kept, so that it animates and keeps
 * what was typed. It closes itself after a success (SPEC §4); the outcome stays in the
 * resource's card, under its button, where focus returns (docs/decisions/031).
 */
import { StrictMode } from "react";
import { createRoot, type Root } from "react-dom/client";
import { FormOutcome } from "~/components/forms/form-outcome";
import { formWords } from "~/content/form-outcomes";
import { resourceRequestForm } from "~/content/resource-request-form";
import { type Resource, resources } from "~/content/resources";
import { ResourceRequestPanel } from "~/forms/resource-request/resource-request-panel";
import { hydrateIsland } from "./hydrate";

hydrateIsland("resource-request", ResourceRequestPanel);

const BUTTON = "a[data-resource-request]";
const loadDialog = () => import("~/forms/resource-request/resource-request-dialog");

let root: Root | undefined;
const outcomes = new Map<Element, Root>();

/** Keeps a request's outcome in its resource's card (the element the page leaves for it). */
function keepOutcome(resource: Resource, email: string) {
  const host = document.querySelector(`[data-resource-outcome="${resource.slug}"]`);
  if (!host) return;
  const outcome = outcomes.get(host) ?? createRoot(host);
  outcomes.set(host, outcome);
  outcome.render(
    <StrictMode>
      <FormOutcome
        compact
        title={resourceRequestForm.success.title}
        description={formWords.resource.sentTo(email)}
      />
    </StrictMode>,
  );
}
let dialog = { resource: resources[0] as Resource, open: false };
let Loaded: Awaited<ReturnType<typeof loadDialog>>["default"] | undefined;

/**
 * Renders the dialog as `next` says. Once its code is loaded this is synchronous, so that a close
 * the dialog reports is rendered in the same batch as the dialog's own state (an update a
 * microtask later let the dialog see itself still open and show again).
 */
function show(next: typeof dialog) {
  dialog = next;
  if (!Loaded) {
    void loadDialog().then((module) => {
      Loaded = module.default;
      show(dialog);
    });
    return;
  }
  const Dialog = Loaded;
  root ??= createRoot(document.body.appendChild(document.createElement("div")));
  root.render(
    <StrictMode>
      <Dialog
        resource={dialog.resource}
        open={dialog.open}
        onOpenChange={(open) => show({ ...dialog, open })}
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
  const resource = resources.find((candidate) => candidate.slug === button.dataset.resourceRequest);
  if (!resource) return;
  event.preventDefault();
  show({ resource, open: true });
});
