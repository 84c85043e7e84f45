/**
 * The imports across the boundary that were there when the check came (issue 31, decision 044),
 * each to be moved into app/shared/ or replaced. The check fails on any other, and on one of these
 * that is gone (take it off the list): the list only shrinks. The firm's facts (decision 045) were
 * built beside the check and cross as the article form does: their schema moves into the room with
 * the other forms' schemas. The validation pieces, `zod.ts`, the form plumbing and `dates.ts` the
 * mails and the morning list (decision 046) write times with are in the room: what is left is the
 * forms' declarations the server reads a type or a schema from, and the registry of their servers.
 */
export const KNOWN_CROSSINGS: readonly string[] = [
  "server/app.ts -> app/forms/registry.server.ts",
  "server/articles/publishing.ts -> app/forms/article/article.ts",
  "server/mail/enquiry-mails.ts -> app/forms/contact/contact.ts",
  "server/mail/resource-mails.ts -> app/forms/resource-request/resource-request.ts",
];
