import { formatReplyBy } from "~/shared/reply-by";
import { serviceLabel } from "../../app/content/contact-form";
import { acknowledgement, ownerNotice } from "../../app/content/mails";
import type { Enquiry } from "../../app/forms/contact/contact";
import { formatDateTime } from "../../app/shared/dates";
import type { NewOutboxMessage } from "../db/schema";
import type { StoredSource } from "../leads/source";
import { replyDeadline } from "../working-time";
import { composeMail, greetingName } from "./compose";
import { cameFrom, leadPageUrl, replyLink } from "./reply-link";

const interestLabels = (ids: readonly string[]) => ids.map(serviceLabel).join(", ");

/** Where the enquiry was sent from and received: the lead's id, the site, the moment, its source. */
export type EnquiryReceipt = { id: string; siteUrl: string; receivedAt: Date; source: StoredSource };

/**
 * The consultancy's notice (everything the enquirer wrote, a reply button and the lead in the back
 * office) and the enquirer's acknowledgement (what happens next, and by when), which quotes none
 * of what they wrote but a short first name: it goes to whatever address was typed.
 */
export function enquiryMails(
  enquiry: Enquiry,
  notifyEmail: string,
  receipt: EnquiryReceipt,
): NewOutboxMessage[] {
  const firstName = greetingName(enquiry.firstName);
  const name = `${enquiry.firstName} ${enquiry.lastName}`;
  const deadline = replyDeadline(receipt.receivedAt.getTime());
  const fields = ownerNotice.fields;
  return [
    composeMail({
      recipient: notifyEmail,
      subject: ownerNotice.enquiry.subject(name),
      content: {
        title: ownerNotice.enquiry.title,
        blocks: [
          {
            kind: "paragraph",
            text: ownerNotice.enquiry.intro(
              ownerNotice.nameOf(name, enquiry.company),
              formatDateTime(receipt.receivedAt),
            ),
          },
          {
            kind: "paragraph",
            text: ownerNotice.replyBy(formatReplyBy(deadline, receipt.receivedAt, { dated: true })),
          },
          {
            kind: "button",
            label: ownerNotice.reply(firstName || name),
            href: replyLink("enquiry", enquiry.email, name),
          },
          {
            kind: "button",
            label: ownerNotice.open,
            href: leadPageUrl(receipt.siteUrl, "enquiry", receipt.id),
            quiet: true,
          },
          {
            kind: "fields",
            rows: [
              [fields.name, name],
              [fields.email, enquiry.email],
              [fields.company, enquiry.company],
              [fields.services, interestLabels(enquiry.serviceInterests)],
              // Only when "Other" is ticked: without JavaScript the field shows, and may be typed in, either way.
              [fields.otherService, enquiry.serviceInterests.includes("other") ? enquiry.otherService : ""],
              [fields.message, enquiry.message],
              [fields.source, cameFrom(receipt.source)],
            ],
          },
        ],
      },
      headers: { "Reply-To": enquiry.email },
    }),
    composeMail({
      recipient: enquiry.email,
      subject: acknowledgement.subject,
      content: {
        title: acknowledgement.title(firstName),
        blocks: [
          { kind: "paragraph", text: acknowledgement.received(formatReplyBy(deadline, receipt.receivedAt)) },
          { kind: "heading", text: acknowledgement.nextHeading },
          { kind: "steps", items: acknowledgement.next },
          { kind: "paragraph", text: acknowledgement.more },
          { kind: "button", label: acknowledgement.book, href: `${receipt.siteUrl}/book` },
          { kind: "link", label: acknowledgement.insights, href: `${receipt.siteUrl}/insights` },
        ],
      },
      // Replies reach the consultancy, whatever address sends the site's mail.
      headers: { "Reply-To": notifyEmail },
    }),
  ];
}
