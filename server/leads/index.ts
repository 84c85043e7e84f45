import { openDownload } from "./downloads";
import { confirmSubscription, namesSubscription, unsubscribe } from "./subscriptions";
import type { LeadDeps, LeadServices } from "./types";

/**
 * What the pages of mailed links call: a download, a subscription's confirmation, an unsubscribe.
 * The forms that make leads are declared in app/forms/ and answered by the form registry.
 */
export function createLeadServices(deps: LeadDeps): LeadServices {
  return {
    openDownload: (slug, token) => openDownload(deps, slug, token),
    confirmSubscription: (token) => confirmSubscription(deps, token),
    namesSubscription: (token) => namesSubscription(deps, token),
    unsubscribe: (token) => unsubscribe(deps, token),
  };
}
