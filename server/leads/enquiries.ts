import { randomUUID } from "node:crypto";
import { contactSchema, fieldErrorsOf, isSuspicious } from "../../app/lib/validation/contact";
import { enqueueMail, now } from "../mail/outbox";
import { enquiryMails } from "../mail/templates";
import type { LeadDeps, LeadResult } from "./types";

const VALIDATION_ERROR = "Please correct the errors below and try again.";

/**
 * The one way an enquiry enters the system, for the page action and POST /api/contact alike:
 * honeypot, validation, rate limit (only well-formed enquiries count), then the enquiry and its two mails in one transaction.
 */
export async function submitEnquiry(
  deps: LeadDeps,
  input: Record<string, unknown>,
  client: string,
): Promise<LeadResult> {
  if (typeof input.website === "string" && input.website.trim() !== "") {
    deps.logger.warn({ client }, "honeypot filled: enquiry discarded");
    return { ok: true, status: 201, id: randomUUID() };
  }
  const parsed = contactSchema.safeParse(input);
  if (!parsed.success) {
    for (const [field, value] of Object.entries(input)) {
      if (typeof value === "string" && isSuspicious(value))
        deps.logger.warn({ client, field }, "security: suspicious content");
    }
    return { ok: false, status: 400, error: VALIDATION_ERROR, fieldErrors: fieldErrorsOf(parsed.error) };
  }
  const wait = deps.contactLimiter.hit(client);
  if (wait > 0) {
    return {
      ok: false,
      status: 429,
      retryAfter: wait,
      error: `Please wait ${wait} seconds before submitting again.`,
    };
  }
  const enquiry = parsed.data;
  const id = randomUUID();
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
        created_at: now(),
      })
      .execute();
    await enqueueMail(trx, enquiryMails(enquiry, deps.notifyEmail));
  });
  deps.mailWorker.poke();
  return { ok: true, status: 201, id };
}
