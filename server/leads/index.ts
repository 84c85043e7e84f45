import { enquiryForm } from "./enquiries";
import { openDownload, resourceRequestForm } from "./resource-requests";
import { leadSubmission } from "./submission";
import { confirmSubscription, subscriptionForm, unsubscribe } from "./subscriptions";
import type { LeadDeps, LeadServices } from "./types";

/** The lead services the API adapter and the page actions share. */
export function createLeadServices(deps: LeadDeps): LeadServices {
  return {
    submitEnquiry: leadSubmission(deps, enquiryForm),
    submitResourceRequest: leadSubmission(deps, resourceRequestForm),
    submitSubscription: leadSubmission(deps, subscriptionForm),
    openDownload: (slug, token) => openDownload(deps, slug, token),
    confirmSubscription: (token) => confirmSubscription(deps, token),
    unsubscribe: (token) => unsubscribe(deps, token),
  };
}
