import { resources } from "../../app/content/resources";
import type { Booking } from "../../server/booking/types";
import type { NewOutboxMessage } from "../../server/db/schema";
import { accountMails } from "../../server/mail/account-mails";
import { bookingMails } from "../../server/mail/booking-mails";
import { enquiryMails } from "../../server/mail/enquiry-mails";
import { resourceRequestMails } from "../../server/mail/resource-mails";
import { subscriptionMails } from "../../server/mail/subscription-mails";

const SITE = "https://www.kernowtechconsulting.co.uk";
const TEAM = "hello@kernowtechconsulting.co.uk";
const ID = "0b6f6c1e-6d44-4d8b-9a43-0c1f2b7d9e11";

/** A call booked for Tuesday 8 June 2027, 11:00 BST. */
const CALL: Booking = {
  id: ID,
  name: "Morwenna Trelease",
  email: "morwenna@penhale-boatyard.example.co.uk",
  phone: "07700 900456",
  company: "Penhale Boatyard",
  topic: "A security review of our booking site before the season",
  call_kind: "phone",
  start_at: "2027-06-08T10:00:00.000Z",
  end_at: "2027-06-08T10:30:00.000Z",
  status: "active",
  manage_key: "key",
  sequence: 0,
  reminder_due_at: "2027-06-07T08:00:00.000Z",
  reminder_sent_at: null,
  cancelled_at: null,
  cancel_note: null,
  client_address: null,
  video_link: null,
  created_at: "2027-06-01T14:05:00.000Z",
  lead_status: "new",
  last_activity_at: "2027-06-01T14:05:00.000Z",
  source_page: "/book",
  source_referrer: "https://www.google.co.uk/",
  utm_source: null,
  utm_medium: null,
  utm_campaign: null,
};
const MANAGE = `${SITE}/book/manage/${ID}.abc`;

/** Every mail of a booked call: confirmation, move, reminder and both cancellations, with the owner's copies. */
function sampleBookingMails(): { name: string; mail: NewOutboxMessage }[] {
  const options = { siteUrl: SITE, notifyEmail: TEAM };
  const moved = {
    ...CALL,
    start_at: "2027-06-09T13:00:00.000Z",
    end_at: "2027-06-09T13:30:00.000Z",
    sequence: 1,
  };
  const cancelled = { ...moved, status: "cancelled" as const, sequence: 2 };
  const [booked, bookedNotice] = bookingMails({ kind: "booked", booking: CALL, manageLink: MANAGE }, options);
  const [move, moveNotice] = bookingMails(
    { kind: "moved", booking: moved, previous: CALL, manageLink: MANAGE, by: "visitor" },
    options,
  );
  const [movedByOwner, movedByOwnerCopy] = bookingMails(
    { kind: "moved", booking: moved, previous: CALL, manageLink: MANAGE, by: "owner" },
    options,
  );
  const [reminder] = bookingMails({ kind: "reminder", booking: moved, manageLink: MANAGE }, options);
  // A video call carries its joining link (decision 040).
  const video = {
    ...CALL,
    call_kind: "video" as const,
    video_link: "https://meet.jit.si/KernowTech-k2v4x7q3m5n6p8r2s4t6v8w2y4",
  };
  const [videoBooked, videoNotice] = bookingMails(
    { kind: "booked", booking: video, manageLink: MANAGE },
    options,
  );
  const [videoReminder] = bookingMails({ kind: "reminder", booking: video, manageLink: MANAGE }, options);
  const [byVisitor, byVisitorNotice] = bookingMails(
    { kind: "cancelled", booking: cancelled, by: "visitor", note: null },
    options,
  );
  const [byOwner, byOwnerCopy] = bookingMails(
    {
      kind: "cancelled",
      booking: cancelled,
      by: "owner",
      note: "I am ill that day, sorry.\nPlease pick another time next week.",
    },
    options,
  );
  return [
    { name: "booking-confirmation", mail: booked! },
    { name: "booking-notice", mail: bookedNotice! },
    { name: "booking-moved", mail: move! },
    { name: "booking-moved-notice", mail: moveNotice! },
    { name: "booking-moved-by-owner", mail: movedByOwner! },
    { name: "booking-moved-by-owner-copy", mail: movedByOwnerCopy! },
    { name: "booking-reminder", mail: reminder! },
    { name: "booking-video-confirmation", mail: videoBooked! },
    { name: "booking-video-notice", mail: videoNotice! },
    { name: "booking-video-reminder", mail: videoReminder! },
    { name: "booking-cancelled", mail: byVisitor! },
    { name: "booking-cancelled-notice", mail: byVisitorNotice! },
    { name: "booking-cancelled-by-owner", mail: byOwner! },
    { name: "booking-cancelled-by-owner-copy", mail: byOwnerCopy! },
  ];
}

/**
 * One of every mail the site sends, as the outbox would hold it, with plausible content: for the
 * tests of the layout, the Nu checker's, DKIM's and SpamAssassin's. A new mail belongs here.
 */
export function sampleMails(): { name: string; mail: NewOutboxMessage }[] {
  const resource = resources.find((r) => r.slug === "incident-response-plan-template") ?? resources[0]!;
  const [enquiryNotice, acknowledgement] = enquiryMails(
    {
      firstName: "Morwenna",
      lastName: "Trelease",
      email: "morwenna@penhale-boatyard.example.co.uk",
      company: "Penhale Boatyard",
      serviceInterests: ["cyber-security", "hosting-sysadmin"],
      otherService: "",
      message:
        "We take bookings online and would like a security review before the season.\nCall me on 07700 900456.",
    },
    TEAM,
    {
      id: ID,
      siteUrl: SITE,
      receivedAt: new Date("2026-03-03T14:05:00.000Z"),
      source: {
        source_page: "/cyber-security",
        source_referrer: "https://www.google.co.uk/",
        utm_source: null,
        utm_medium: null,
        utm_campaign: null,
      },
    },
  );
  const [resourceLink, resourceNotice] = resourceRequestMails(
    {
      name: "Jory Penhale",
      email: "jory@penhale-boatyard.example.co.uk",
      company: "Penhale Boatyard",
      resourceTitle: resource.title,
      resourceType: resource.type,
    },
    resource,
    `${SITE}/resources/${resource.slug}/download?token=abc.def`,
    Date.parse("2026-03-10T14:05:00.000Z"),
    TEAM,
    { id: ID, siteUrl: SITE },
  );
  const [confirmSubscription, subscriptionNotice] = subscriptionMails.confirmation(
    "reader@example.co.uk",
    "token123",
    SITE,
    TEAM,
    ID,
  );
  const user = { email: "jenna@example.co.uk", name: "Jenna Pascoe" };
  return [
    { name: "enquiry-notice", mail: enquiryNotice! },
    { name: "enquiry-acknowledgement", mail: acknowledgement! },
    { name: "resource-link", mail: resourceLink! },
    { name: "resource-notice", mail: resourceNotice! },
    { name: "subscription-confirmation", mail: confirmSubscription! },
    { name: "subscription-notice", mail: subscriptionNotice! },
    {
      name: "article-notice",
      mail: subscriptionMails.articleNotice("reader@example.co.uk", "token123", SITE, {
        title: "Cyber Essentials checklist for Cornwall businesses",
        slug: "cyber-essentials-checklist-cornwall",
        excerpt: "The five controls, what each asks of a small business, and a six-step plan.",
      }),
    },
    { name: "account-confirmation", mail: accountMails.confirmation(user, SITE, "token123") },
    { name: "account-exists", mail: accountMails.existingAccount(user, SITE) },
    { name: "password-reset", mail: accountMails.passwordReset(user, SITE, "token123") },
    ...sampleBookingMails(),
  ];
}
