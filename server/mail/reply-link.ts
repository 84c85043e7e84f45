import { backOffice } from "~/content/back-office";
import { ownerNotice } from "~/content/mails";
import { type LeadKind, leadKindWords } from "~/shared/lead-kinds";
import { sourceName } from "~/shared/source-name";
import type { StoredSource } from "../leads/source";
import { greetingName } from "./compose";

/**
 * The owner's reply to a lead as a mailto: link (the lead page's button, the notice's): the kind's
 * subject, and a first line greeting the person by the first word of their name.
 */
export function replyLink(type: LeadKind, email: string, name: string | null): string {
  const params = new URLSearchParams({
    subject: `Re: ${leadKindWords(type).replySubject}`,
    body: `${backOffice.replyGreeting(greetingName(name ?? ""))}\n\n`,
  });
  // URLSearchParams writes a space as '+', which mail programs keep as a plus: %20 instead.
  const query = params.toString().replaceAll("+", "%20");
  return `mailto:${encodeURIComponent(email).replace("%40", "@")}?${query}`;
}

/** The lead's page in the back office. */
export const leadPageUrl = (siteUrl: string, type: LeadKind, id: string) =>
  `${siteUrl}/admin/leads/${type}/${id}`;

/** Where a lead came from, as the owner's notices say it: "Google search, form on /cyber-security". */
export const cameFrom = (source: Partial<StoredSource>) =>
  ownerNotice.cameFrom(
    sourceName({ referrer: source.source_referrer ?? null, utmSource: source.utm_source ?? null }),
    source.source_page ?? null,
  );
