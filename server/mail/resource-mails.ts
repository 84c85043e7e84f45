import { ownerNotice, resourceMail } from "../../app/content/mails";
import type { Resource } from "../../app/content/resources";
import type { ResourceRequest } from "../../app/forms/resource-request/resource-request";
import { formatDate } from "../../app/shared/dates";
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
  const fields = ownerNotice.fields;
  return [
    composeMail({
      recipient: request.email,
      subject: resourceMail.subject(resource.type, resource.title),
      content: {
        title: resourceMail.title(resource.title),
        blocks: [
          { kind: "paragraph", text: resourceMail.greeting(firstName) },
          { kind: "paragraph", text: resourceMail.thanks(resource.title, resource.description) },
          { kind: "button", label: resourceMail.download(resource.type), href: downloadUrl },
          { kind: "paragraph", text: resourceMail.until(formatDate(expiresAt)) },
          { kind: "paragraph", text: resourceMail.help },
        ],
      },
      headers: { "Reply-To": notifyEmail },
    }),
    composeMail({
      recipient: notifyEmail,
      subject: ownerNotice.resource.subject(resource.title, request.name, request.company),
      content: {
        title: ownerNotice.resource.title,
        blocks: [
          {
            kind: "paragraph",
            text: ownerNotice.resource.intro(
              ownerNotice.nameOf(request.name, request.company),
              resource.title,
            ),
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
              [fields.resource, ownerNotice.resource.resourceOfType(resource.title, resource.type)],
              [fields.name, request.name],
              [fields.email, request.email],
              [fields.company, request.company],
            ],
          },
        ],
      },
      headers: { "Reply-To": request.email },
    }),
  ];
}
