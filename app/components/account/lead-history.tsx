import { accountPage } from "~/content/account";
import {
  accountBookings,
  type BookingStatus,
  bookingStatusLabels,
  type CallKind,
  callKinds,
} from "~/content/booking";
import { serviceLabel } from "~/content/contact-form";
import { AccountSubscriptionForm } from "~/forms/account-subscription/account-subscription-form";
import { formatCallTime, formatDate } from "~/shared/dates";
import { AccountSection } from "./account-section";

const words = accountPage;

type Enquiry = { id: string; sentAt: string; services: string[]; message: string };
type BookedCall = {
  id: string;
  start: string;
  end: string;
  callKind: CallKind;
  status: BookingStatus;
  manage: string | null;
};
type ResourceRequest = { id: string; requestedAt: string; title: string; type: string; download: string };

/** What the visitor has sent us under their confirmed address, and their insights subscription. */
export function LeadHistory({
  enquiries,
  bookings,
  resourceRequests,
  subscribed,
  subscriptionSaved,
}: {
  enquiries: Enquiry[];
  bookings: BookedCall[];
  resourceRequests: ResourceRequest[];
  subscribed: boolean;
  subscriptionSaved: boolean;
}) {
  return (
    <>
      <AccountSection id="enquiries" title={words.enquiries.title}>
        {enquiries.length === 0 ? (
          <p className="text-muted">{words.enquiries.none}</p>
        ) : (
          <ul className="divide-y divide-slate-200">
            {enquiries.map((enquiry) => (
              <li key={enquiry.id} className="py-3">
                <p className="text-sm text-muted">
                  {formatDate(enquiry.sentAt)}
                  {enquiry.services.length > 0 ? ` · ${enquiry.services.map(serviceLabel).join(", ")}` : ""}
                </p>
                <p className="mt-1 line-clamp-3 whitespace-pre-line text-ink">{enquiry.message}</p>
              </li>
            ))}
          </ul>
        )}
      </AccountSection>
      <AccountSection id="calls" title={accountBookings.title}>
        {bookings.length === 0 ? (
          <p className="text-muted">
            {accountBookings.none}{" "}
            <a href="/book" className="font-semibold text-brand-700 underline">
              {accountBookings.book}
            </a>
          </p>
        ) : (
          <ul className="divide-y divide-slate-200">
            {bookings.map((call) => (
              <li key={call.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
                <span>
                  <span className="font-medium text-ink">{formatCallTime(call.start, call.end)}</span>
                  <span className="block text-sm text-muted">
                    {callKinds[call.callKind]} · {bookingStatusLabels[call.status]}
                  </span>
                </span>
                {call.manage ? (
                  <a href={call.manage} className="font-semibold text-brand-700 underline">
                    {accountBookings.manage}
                  </a>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </AccountSection>
      <AccountSection id="resources" title={words.resources.title}>
        {resourceRequests.length === 0 ? (
          <p className="text-muted">{words.resources.none}</p>
        ) : (
          <ul className="divide-y divide-slate-200">
            {resourceRequests.map((request) => (
              <li key={request.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
                <span>
                  <span className="font-medium text-ink">{request.title}</span>
                  <span className="block text-sm text-muted">
                    {words.resources.requested(request.type, formatDate(request.requestedAt))}
                  </span>
                </span>
                <a href={request.download} className="font-semibold text-brand-700 underline">
                  {words.resources.open(request.title)}
                </a>
              </li>
            ))}
          </ul>
        )}
      </AccountSection>
      <AccountSection id="subscription" title={words.subscription.title}>
        <AccountSubscriptionForm subscribed={subscribed} saved={subscriptionSaved} />
      </AccountSection>
    </>
  );
}
