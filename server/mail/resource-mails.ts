import { company } from "../../app/content/company";
import { ownerNotice } from "../../app/content/mails";
import type { Resource } from "../../app/content/resources";
import type { ResourceRequest } from "../../app/forms/resource-request/resource-request";
import { formatDate } from "../../app/lib/dates";
import type { NewOutboxMessage } from "../db/schema";
import { composeMail, greetingName } from "./compose";
import { leadPageUrl, replyLink } from "./reply-link";

/**
 * The requester's download link (valid until `expiresAt`), which carries nothing they wrote but a
 * short first name, and the consultancy's notice of the request, which carries it all, with a
 * reply button and the lead in the back office.
 */
export function resourceRequestMails(
  request: ResourceRequest,
  resource: Resource,
  downloadUrl: string,
  expiresAt: number,
  notifyEmail: string,
  lead: { id: string; siteUrl: string },
): NewOutboxMessage[] {
  const firstName = greetingName(request.name);
  return [
    composeMail({
      recipient: request.email,
      subject: `Your free ${resource.type.toLowerCase()}: ${resource.title}`,
      content: {
        title: `Your ${resource.title}`,
        blocks: [
          { kind: "paragraph", text: firstName ? `Dear ${firstName},` : "Hello," },
          {
            kind: "paragraph",
            text: `Thank you for requesting the ${resource.title}. ${resource.description}`,
          },
          { kind: "button", label: `Download the ${resource.type.toLowerCase()}`, href: downloadUrl },
          {
            kind: "paragraph",
            text: `The link works until ${formatDate(expiresAt)}. The page prints, or saves as a PDF from your browser's print dialog.`,
          },
          {
            kind: "paragraph",
            text: `If you would like help putting it into practice, reply to this email or call us on ${company.officePhone.display}.`,
          },
        ],
      },
      headers: { "Reply-To": notifyEmail },
    }),
    composeMail({
      recipient: notifyEmail,
      subject: `Resource request: ${resource.title} for ${request.name}, ${request.company}`,
      content: {
        title: ownerNotice.resource.title,
        blocks: [
          {
            kind: "paragraph",
            text: ownerNotice.resource.intro(`${request.name} of ${request.company}`, resource.title),
          },
          {
            kind: "button",
            label: ownerNotice.reply(firstName || request.name),
            href: replyLink("resource", request.email, request.name),
          },
          {
            kind: "button",
            label: ownerNotice.open,
            href: leadPageUrl(lead.siteUrl, "resource", lead.id),
            quiet: true,
          },
          {
            kind: "fields",
            rows: [
              ["Resource", `${resource.title} (${resource.type})`],
              ["Name", request.name],
              ["Email", request.email],
              ["Company", request.company],
            ],
          },
        ],
      },
      headers: { "Reply-To": request.email },
    }),
  ];
}
