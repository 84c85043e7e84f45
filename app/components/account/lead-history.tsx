import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import {
  accountBookings,
  type BookingStatus,
  bookingStatusLabels,
  type CallKind,
  callKinds,
} from "~/content/booking";
import { formatCallTime, formatDate } from "~/lib/dates";
import { serviceLabel } from "~/lib/validation/contact";
import { AccountSection } from "./account-section";

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
      <AccountSection id="enquiries" title="Your enquiries">
        {enquiries.length === 0 ? (
          <p className="text-muted">No enquiries from this address yet.</p>
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
      <AccountSection id="resources" title="Resources you requested">
        {resourceRequests.length === 0 ? (
          <p className="text-muted">No free resources requested from this address yet.</p>
        ) : (
          <ul className="divide-y divide-slate-200">
            {resourceRequests.map((request) => (
              <li key={request.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
                <span>
                  <span className="font-medium text-ink">{request.title}</span>
                  <span className="block text-sm text-muted">
                    {request.type} · requested {formatDate(request.requestedAt)}
                  </span>
                </span>
                <a href={request.download} className="font-semibold text-brand-700 underline">
                  Open {request.title}
                </a>
              </li>
            ))}
          </ul>
        )}
      </AccountSection>
      <AccountSection id="subscription" title="Insights by email">
        <Form method="post" className="flex flex-wrap items-center gap-4">
          <input type="hidden" name="intent" value="subscription" />
          <input type="hidden" name="subscribe" value={subscribed ? "off" : "on"} />
          <p className="text-muted" role={subscriptionSaved ? "status" : undefined}>
            {subscribed
              ? "You receive an email when we publish a new insight."
              : "You do not receive our insights by email."}
          </p>
          <Button type="submit" variant="outline" size="sm">
            {subscribed ? "Unsubscribe" : "Subscribe"}
          </Button>
        </Form>
      </AccountSection>
    </>
  );
}
