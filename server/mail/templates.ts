import { company } from "../../app/content/company";
import type { Enquiry } from "../../app/lib/validation/contact";
import { serviceInterests } from "../../app/lib/validation/contact";
import type { NewOutboxMessage } from "../db/schema";

export function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!,
  );
}

/** Subjects carry visitor text: never let it start a new header line. */
export const oneLine = (value: string) => value.replace(/[\r\n\t]+/g, " ").slice(0, 150);

export function page(title: string, bodyHtml: string): string {
  return `<!doctype html><html lang="en-GB"><body style="font-family:Arial,sans-serif;color:#0f1c2a;line-height:1.5">
<h1 style="font-size:20px;color:#155571">${escapeHtml(title)}</h1>${bodyHtml}
<p style="color:#475569;font-size:13px">${escapeHtml(company.legalName)} · ${escapeHtml(company.email)}</p></body></html>`;
}

const interestLabels = (ids: readonly string[]) =>
  ids.map((id) => serviceInterests.find((s) => s.id === id)?.label ?? id).join(", ") || "None selected";

export function enquiryMails(enquiry: Enquiry, notifyEmail: string): NewOutboxMessage[] {
  const fields: [string, string][] = [
    ["Name", `${enquiry.firstName} ${enquiry.lastName}`],
    ["Email", enquiry.email],
    ["Company", enquiry.company || "Not given"],
    ["Services of interest", interestLabels(enquiry.serviceInterests)],
    ["Other service", enquiry.otherService || "-"],
    ["Message", enquiry.message],
  ];
  const text = fields.map(([label, value]) => `${label}: ${value}`).join("\n");
  const html = `<table cellpadding="6">${fields
    .map(
      ([label, value]) =>
        `<tr><th align="left" valign="top">${escapeHtml(label)}</th><td style="white-space:pre-wrap">${escapeHtml(value)}</td></tr>`,
    )
    .join("")}</table>`;
  return [
    {
      recipient: notifyEmail,
      subject: oneLine(`New enquiry from ${enquiry.firstName} ${enquiry.lastName}`),
      text_body: `A new enquiry arrived on the website.\n\n${text}\n`,
      html_body: page("New website enquiry", html),
      headers: { "Reply-To": enquiry.email },
    },
    {
      recipient: enquiry.email,
      subject: `Thank you for contacting ${company.name}`,
      text_body: `Dear ${enquiry.firstName},\n\nThank you for your message. We'll get back to you within 24 hours.\n\nYour message:\n${enquiry.message}\n\n${company.name}\n${company.officePhone.display}\n`,
      html_body: page(
        `Thank you, ${enquiry.firstName}`,
        `<p>Thank you for your message. We'll get back to you within 24 hours.</p><p><strong>Your message:</strong></p><p style="white-space:pre-wrap">${escapeHtml(enquiry.message)}</p><p>${escapeHtml(company.name)} · ${escapeHtml(company.officePhone.display)}</p>`,
      ),
    },
  ];
}
