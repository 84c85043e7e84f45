import { company } from "../../app/content/company";
import type { Enquiry } from "../../app/lib/validation/contact";
import { serviceLabel } from "../../app/lib/validation/contact";
import type { NewOutboxMessage } from "../db/schema";
import { composeMail, greetingName } from "./compose";

const interestLabels = (ids: readonly string[]) => ids.map(serviceLabel).join(", ") || "None selected";

/**
 * The consultancy's notice (everything the enquirer wrote) and the enquirer's acknowledgement,
 * which quotes none of it: it goes to whatever address was typed.
 */
export function enquiryMails(enquiry: Enquiry, notifyEmail: string): NewOutboxMessage[] {
  const firstName = greetingName(enquiry.firstName);
  return [
    composeMail({
      recipient: notifyEmail,
      subject: `New enquiry from ${enquiry.firstName} ${enquiry.lastName}`,
      content: {
        title: "New website enquiry",
        blocks: [
          { kind: "paragraph", text: "A new enquiry arrived on the website." },
          {
            kind: "fields",
            rows: [
              ["Name", `${enquiry.firstName} ${enquiry.lastName}`],
              ["Email", enquiry.email],
              ["Company", enquiry.company || "Not given"],
              ["Services of interest", interestLabels(enquiry.serviceInterests)],
              ["Other service", enquiry.otherService || "-"],
              ["Message", enquiry.message],
            ],
          },
        ],
      },
      headers: { "Reply-To": enquiry.email },
    }),
    composeMail({
      recipient: enquiry.email,
      subject: `Thank you for contacting ${company.name}`,
      content: {
        title: firstName ? `Thank you, ${firstName}` : "Thank you",
        blocks: [
          { kind: "paragraph", text: "Thank you for your message. We'll get back to you within 24 hours." },
          { kind: "paragraph", text: `${company.name} · ${company.officePhone.display}` },
        ],
      },
    }),
  ];
}
