/**
 * The imports across the boundary that were there when the check came (issue 31, decision 044),
 * each to be moved into app/shared/ or replaced. The check fails on any other, and on one of these
 * that is gone (take it off the list): the list only shrinks. The firm's facts (decision 045) were
 * built beside the check and cross as the article form does: their schema moves into the room with
 * the other forms' schemas and the validation pieces they read. The morning list (decision 046)
 * writes its times with the mails' `dates.ts`, and the counting (decision 047) strips control
 * characters with the forms' rule: each moves with what it reads.
 */
export const KNOWN_CROSSINGS: readonly string[] = [
  "server/app.ts -> app/forms/registry.server.ts",
  "server/articles/publishing.ts -> app/forms/article/article.ts",
  "server/auth/account-calls.ts -> app/lib/validation/fields.ts",
  "server/auth/rules.ts -> app/forms/change-name/change-name.ts",
  "server/auth/rules.ts -> app/forms/change-password/change-password.ts",
  "server/auth/rules.ts -> app/forms/delete-account/delete-account.ts",
  "server/auth/rules.ts -> app/forms/reset-password/reset-password.ts",
  "server/auth/rules.ts -> app/forms/sign-in/sign-in.ts",
  "server/auth/rules.ts -> app/forms/sign-up/sign-up.ts",
  "server/auth/rules.ts -> app/lib/validation/auth.ts",
  "server/auth/rules.ts -> app/lib/validation/fields.ts",
  "server/booking/move-call.ts -> app/forms/booking/booking.ts",
  "server/db/schema.ts -> app/forms/article/article.ts",
  "server/firm-facts/desk.ts -> app/forms/firm-facts/firm-facts.ts",
  "server/firm-facts/live-source.ts -> app/forms/firm-facts/firm-facts.ts",
  "server/firm-facts/store.ts -> app/forms/firm-facts/firm-facts.ts",
  "server/follow-up/morning-list.ts -> app/lib/dates.ts",
  "server/forms/pipeline.ts -> app/lib/validation/fields.ts",
  "server/forms/registry.ts -> app/lib/forms/declare.ts",
  "server/forms/registry.ts -> app/lib/forms/form-result.ts",
  "server/forms/serve.ts -> app/lib/forms/declare.ts",
  "server/forms/serve.ts -> app/lib/validation/fields.ts",
  "server/forms/serve.ts -> app/lib/zod.ts",
  "server/mail/booking-mails.ts -> app/lib/dates.ts",
  "server/mail/enquiry-mails.ts -> app/forms/contact/contact.ts",
  "server/mail/enquiry-mails.ts -> app/lib/dates.ts",
  "server/mail/resource-mails.ts -> app/forms/resource-request/resource-request.ts",
  "server/mail/resource-mails.ts -> app/lib/dates.ts",
];
