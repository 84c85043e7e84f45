import { randomUUID } from "node:crypto";
import {
  CONTACT_COOLDOWN_MS,
  CONTACT_MESSAGES,
  contactSchema,
  type Enquiry,
  isSuspicious,
} from "../../app/lib/validation/contact";
import { validate } from "../../app/lib/validation/fields";
import { pseudonym } from "../log-privacy";
import { enquiryMails } from "../mail/enquiry-mails";
import { enqueueMail, forLead, now } from "../mail/outbox";
import type { LeadForm } from "./submission";

/** An enquiry from the contact form (the home page's action, or POST /api/contact). */
export const enquiryForm: LeadForm<Enquiry> = {
  kind: "enquiry",
  // The spec's 30-second browser cooldown, enforced where it cannot be bypassed.
  rule: { name: "contact", limit: 1, windowMs: CONTACT_COOLDOWN_MS },
  tooSoon: (seconds) => CONTACT_MESSAGES.tooSoon(seconds).description,

  parse(input, deps, client) {
    const result = validate(contactSchema, input);
    if (result.ok) return result;
    for (const [field, value] of Object.entries(input)) {
      if (typeof value === "string" && isSuspicious(value))
        deps.logger.warn({ client: pseudonym(client), field }, "security: suspicious content");
    }
    return {
      ok: false,
      status: 400,
      error: CONTACT_MESSAGES.invalid.description,
      fieldErrors: result.fieldErrors,
    };
  },

  async store(deps, enquiry, client, source) {
    const id = randomUUID();
    const createdAt = now();
    await deps.db.transaction().execute(async (trx) => {
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
      const receipt = { id, siteUrl: deps.siteUrl, receivedAt: new Date(createdAt), source };
      await enqueueMail(trx, forLead("enquiry", id, enquiryMails(enquiry, deps.notifyEmail, receipt)));
    });
    return id;
  },
};
