import { company } from "../../app/content/company";
import type { Resource } from "../../app/content/resources";
import type { ResourceRequest } from "../../app/lib/validation/resource-request";
import type { NewOutboxMessage } from "../db/schema";
import { escapeHtml, oneLine, page } from "./templates";

const ukDate = (at: number) =>
  new Date(at).toLocaleDateString("en-GB", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "Europe/London",
  });

/** The requester's download link (valid until `expiresAt`) and the consultancy's notice of the request. */
export function resourceRequestMails(
  request: ResourceRequest,
  resource: Resource,
  downloadUrl: string,
  expiresAt: number,
  notifyEmail: string,
): NewOutboxMessage[] {
  const until = ukDate(expiresAt);
  const fields: [string, string][] = [
    ["Resource", `${resource.title} (${resource.type})`],
    ["Name", request.name],
    ["Email", request.email],
    ["Company", request.company],
  ];
  return [
    {
      recipient: request.email,
      subject: oneLine(`Your free ${resource.type.toLowerCase()}: ${resource.title}`),
      text_body: `Dear ${request.name},\n\nThank you for requesting the ${resource.title}. Download it here (the link works until ${until}):\n${downloadUrl}\n\nThe page prints, or saves as a PDF from your browser's print dialog.\n\nIf you would like help putting it into practice, reply to this email or call us on ${company.officePhone.display}.\n\n${company.name}\n`,
      html_body: page(
        `Your ${resource.title}`,
        `<p>Dear ${escapeHtml(request.name)},</p><p>Thank you for requesting the ${escapeHtml(resource.title)}. ${escapeHtml(resource.description)}</p><p><a href="${escapeHtml(downloadUrl)}" style="display:inline-block;background:#155571;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">Download the ${escapeHtml(resource.type.toLowerCase())}</a></p><p>The link works until ${escapeHtml(until)}. The page prints, or saves as a PDF from your browser's print dialog.</p><p>If you would like help putting it into practice, reply to this email or call us on ${escapeHtml(company.officePhone.display)}.</p>`,
      ),
      headers: { "Reply-To": notifyEmail },
    },
    {
      recipient: notifyEmail,
      subject: oneLine(`Resource request: ${resource.title} for ${request.name}, ${request.company}`),
      text_body: `A visitor requested a free resource on the website.\n\n${fields.map(([label, value]) => `${label}: ${value}`).join("\n")}\n`,
      html_body: page(
        "New resource request",
        `<table cellpadding="6">${fields
          .map(
            ([label, value]) =>
              `<tr><th align="left">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`,
          )
          .join("")}</table>`,
      ),
      headers: { "Reply-To": request.email },
    },
  ];
}
