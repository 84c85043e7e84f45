import { dialable } from "~/shared/phone";
import { callKinds, howTheCall } from "../../app/content/booking";
import { ownerNotice, bookingMail as words } from "../../app/content/mails";
import { formatCallTime, formatShortCallTime, formatUkTime } from "../../app/shared/dates";
import { invitationFile, invitationType, ownerInvitationFile } from "../booking/ical";
import type { Booking, BookingChange, OnBookingChange } from "../booking/types";
import type { MailAttachment, NewOutboxMessage } from "../db/schema";
import { composeMail, greetingName } from "./compose";
import type { MailBlock } from "./layout";
import { enqueueMail, forLead } from "./outbox";
import { cameFrom, leadPageUrl, replyLink } from "./reply-link";

export type BookingMailOptions = { siteUrl: string; notifyEmail: string };

const when = (booking: Booking) => formatCallTime(booking.start_at, booking.end_at);
const how = (booking: Booking) => howTheCall(booking);

/** A video call's joining link as a button, in every mail of a call still to happen. */
const join = (booking: Booking): MailBlock[] =>
  booking.call_kind === "video" && booking.video_link
    ? [{ kind: "button", label: words.join, href: booking.video_link }]
    : [];

/**
 * The calendar file of the booking as it now stands (REQUEST, or CANCEL once cancelled). The
 * visitor's names them by their first name only: it goes to whatever address was typed, and
 * carries no more of what they wrote than the mail does (docs/decisions/008). The owner's is told
 * from the owner's side: the client, their company and the number to phone.
 */
function invitation(booking: Booking, siteUrl: string, forVisitor: boolean): MailAttachment {
  return {
    filename: words.invitationFile,
    contentType: invitationType(booking),
    content: forVisitor
      ? invitationFile({ ...booking, name: greetingName(booking.name) }, siteUrl)
      : ownerInvitationFile(booking, siteUrl),
  };
}

/** The visitor's mail of a change: the time, how the call happens, and their link to move or cancel it. */
function visitorMail(change: BookingChange, options: BookingMailOptions): NewOutboxMessage {
  const { booking } = change;
  const firstName = greetingName(booking.name);
  const manage = (link: string): MailBlock[] => [
    { kind: "button", label: words.manage, href: link },
    { kind: "paragraph", text: words.manageHint },
  ];
  const details = (extra: [string, string][] = []): MailBlock => ({
    kind: "fields",
    rows: [[words.labels.when, when(booking)], ...extra, [words.labels.how, how(booking)]],
  });
  // A cancelled call has no "before the call": its mail ends with booking another.
  const more: MailBlock[] = change.kind === "cancelled" ? [] : [{ kind: "paragraph", text: words.more }];
  const mail = (subject: string, title: string, blocks: MailBlock[], attach = true) =>
    composeMail({
      recipient: booking.email,
      subject,
      content: { title, blocks: [...blocks, ...more] },
      // Replies reach the consultancy, whatever address sends the site's mail.
      headers: { "Reply-To": options.notifyEmail },
      ...(attach ? { attachments: [invitation(booking, options.siteUrl, true)] } : {}),
    });
  switch (change.kind) {
    case "booked":
      return mail(
        words.booked.subject(formatShortCallTime(booking.start_at)),
        words.booked.title(firstName),
        [
          { kind: "paragraph", text: words.booked.intro },
          details(),
          ...join(booking),
          { kind: "paragraph", text: words.invitation },
          ...manage(change.manageLink),
        ],
      );
    case "moved":
      return mail(words.moved.subject(formatShortCallTime(booking.start_at)), words.moved.title, [
        { kind: "paragraph", text: change.by === "owner" ? words.moved.byOwner : words.moved.intro },
        details([[words.labels.was, formatCallTime(change.previous.start_at, change.previous.end_at)]]),
        ...join(booking),
        { kind: "paragraph", text: words.updated },
        ...manage(change.manageLink),
      ]);
    case "cancelled":
      return mail(words.cancelled.subject, words.cancelled.title, [
        {
          kind: "paragraph",
          text: (change.by === "owner" ? words.cancelled.byOwner : words.cancelled.byVisitor)(when(booking)),
        },
        ...(change.by === "owner" && change.note
          ? [{ kind: "fields", rows: [[words.labels.note, change.note]] } as const]
          : []),
        { kind: "paragraph", text: words.removed },
        { kind: "link", label: words.bookAgain, href: `${options.siteUrl}/book` },
      ]);
    case "reminder": {
      return mail(
        words.reminder.subject(formatUkTime(booking.start_at)),
        words.reminder.title(firstName),
        [
          { kind: "paragraph", text: words.reminder.intro },
          details(),
          ...join(booking),
          ...manage(change.manageLink),
        ],
        false,
      );
    }
  }
}

/** The owner's copy of a change: everything the visitor gave, a reply, and the booking in /admin. */
function ownerMail(change: Exclude<BookingChange, { kind: "reminder" }>, options: BookingMailOptions) {
  const { booking } = change;
  const who = booking.company ? `${booking.name} of ${booking.company}` : booking.name;
  const firstName = greetingName(booking.name) || booking.name;
  const short = formatShortCallTime(booking.start_at);
  const o = words.owner;
  const [subject, title, intro] =
    change.kind === "booked"
      ? [
          o.booked.subject(booking.name, short),
          o.booked.title,
          o.booked.intro(who, callKinds[booking.call_kind]),
        ]
      : change.kind === "moved"
        ? [
            o.moved.subject(booking.name, short),
            o.moved.title,
            (change.by === "owner" ? o.moved.byOwner : o.moved.intro)(who),
          ]
        : [
            o.cancelled.subject(booking.name, short),
            o.cancelled.title,
            (change.by === "owner" ? o.cancelled.byOwner : o.cancelled.byVisitor)(who),
          ];
  const rows: [string, string | null][] = [
    [words.labels.when, when(booking)],
    [
      words.labels.was,
      change.kind === "moved" ? formatCallTime(change.previous.start_at, change.previous.end_at) : null,
    ],
    [words.labels.yourNote, change.kind === "cancelled" ? change.note : null],
    [words.labels.how, callKinds[booking.call_kind]],
    // The room of a call still to happen: a cancelled call's would only be tapped by mistake.
    [
      words.labels.video,
      booking.call_kind === "video" && change.kind !== "cancelled" ? booking.video_link : null,
    ],
    [words.labels.name, booking.name],
    [words.labels.email, booking.email],
    [words.labels.phone, booking.phone],
    [words.labels.company, booking.company],
    [words.labels.topic, booking.topic],
    [words.labels.source, cameFrom(booking)],
  ];
  return composeMail({
    recipient: options.notifyEmail,
    subject,
    content: {
      title,
      blocks: [
        { kind: "paragraph", text: intro },
        {
          kind: "button",
          label: ownerNotice.reply(firstName),
          href: replyLink("booking", booking.email, booking.name),
        },
        ...(booking.call_kind === "phone" && booking.phone && change.kind !== "cancelled"
          ? [
              {
                kind: "button",
                label: o.phone(firstName, booking.phone),
                href: dialable(booking.phone).href,
              } as const,
            ]
          : []),
        {
          kind: "button",
          label: ownerNotice.open,
          href: leadPageUrl(options.siteUrl, "booking", booking.id),
          quiet: true,
        },
        { kind: "fields", rows: rows.filter((row): row is [string, string] => Boolean(row[1])) },
      ],
    },
    headers: { "Reply-To": booking.email },
    attachments: [invitation(booking, options.siteUrl, false)],
  });
}

/**
 * The mails of a booking's change: the visitor's (confirmation, move, cancellation, reminder) and,
 * but for the reminder, the owner's copy. Each carries the calendar file as the booking now
 * stands: the same UID throughout, its SEQUENCE raised on every change, CANCEL once cancelled.
 */
export function bookingMails(change: BookingChange, options: BookingMailOptions): NewOutboxMessage[] {
  const visitor = visitorMail(change, options);
  return change.kind === "reminder" ? [visitor] : [visitor, ownerMail(change, options)];
}

/**
 * The booking services' `onChange`: the mails go into the outbox inside the change's transaction,
 * the owner's inbox read as they are composed.
 */
export const mailBookingChanges =
  (options: { siteUrl: string; notifyEmail: () => string }): OnBookingChange =>
  async (trx, change) => {
    const mails = bookingMails(change, { siteUrl: options.siteUrl, notifyEmail: options.notifyEmail() });
    await enqueueMail(trx, forLead("booking", change.booking.id, mails));
  };
