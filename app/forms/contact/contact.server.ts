import { randomUUID } from "node:crypto";
import { now } from "@server/clock";
import { keepAsideIfSpam } from "@server/follow-up/spam";
import { serveForm } from "@server/forms/serve";
import { enquiryMails } from "@server/mail/enquiry-mails";
import { enqueueMail, forLead } from "@server/mail/outbox";
import { replyDeadline } from "@server/working-time";
import { CONTACT_COOLDOWN_MS, contactForm } from "~/content/contact-form";
import { contact } from "./contact";

/** An enquiry: stored with its two mails, the consultancy's and the enquirer's acknowledgement. */
export const contactServer = serveForm(contact, {
  lead: "enquiry",
  // The spec's 30-second browser cooldown, enforced where it cannot be bypassed.
  limit: {
    name: "contact",
    limit: 1,
    windowMs: CONTACT_COOLDOWN_MS,
    tooSoon: (seconds) => contactForm.tooSoon(seconds).description,
  },

  async store(trx, { value: enquiry, client, source, deps, honeypotNearMiss }) {
    const id = randomUUID();
    const createdAt = now();
    await trx
      .insertInto("enquiries")
      .values({
        id,
        first_name: enquiry.firstName,
        last_name: enquiry.lastName,
        email: enquiry.email,
        company: enquiry.company || null,
        service_interests: JSON.stringify(enquiry.serviceInterests),
        other_service: enquiry.serviceInterests.includes("other") ? enquiry.otherService || null : null,
        message: enquiry.message,
        client_address: client.slice(0, 64),
        created_at: createdAt,
        ...source,
      })
      .execute();
    // Likely spam waits in the Spam view, never deleted, never overdue (issue 32).
    await keepAsideIfSpam(
      trx,
      "enquiry",
      id,
      [enquiry.firstName, enquiry.lastName, enquiry.company, enquiry.otherService, enquiry.message].join(
        "\n",
      ),
      { honeypotNearMiss },
    );
    const receipt = { id, siteUrl: deps.siteUrl, receivedAt: new Date(createdAt), source };
    await enqueueMail(trx, forLead("enquiry", id, enquiryMails(enquiry, deps.notifyEmail(), receipt)));
    // The reply's deadline for the page that says "sent" (the API answers it beside the id).
    return { id, details: { replyBy: new Date(replyDeadline(receipt.receivedAt.getTime())).toISOString() } };
  },
});
