import { company } from "../../app/content/company";

/**
 * RFC 9116's /.well-known/security.txt: where to report a vulnerability (the firm's address),
 * until when this file may be trusted (a year after it was drawn: at build, and again on every
 * instance when the owner changes the firm's email, server/firm-facts/live-source.ts), and its
 * canonical address.
 */
export function securityTxt(siteUrl: string, drawnAt: Date, email: string = company.email): string {
  const expires = new Date(drawnAt);
  expires.setUTCFullYear(expires.getUTCFullYear() + 1);
  return [
    `Contact: mailto:${email}`,
    `Expires: ${expires.toISOString().replace(/\.\d{3}Z$/, "Z")}`,
    `Canonical: ${siteUrl}/.well-known/security.txt`,
    "Preferred-Languages: en",
    "",
  ].join("\n");
}
