import { company } from "../../app/content/company";

/**
 * RFC 9116's /.well-known/security.txt: where to report a vulnerability (the consultancy's
 * address), until when this file may be trusted (a year after the build: a site rebuilt at least
 * yearly keeps it current), and its canonical address.
 */
export function securityTxt(siteUrl: string, builtAt: Date): string {
  const expires = new Date(builtAt);
  expires.setUTCFullYear(expires.getUTCFullYear() + 1);
  return [
    `Contact: mailto:${company.email}`,
    `Expires: ${expires.toISOString().replace(/\.\d{3}Z$/, "Z")}`,
    `Canonical: ${siteUrl}/.well-known/security.txt`,
    "Preferred-Languages: en",
    "",
  ].join("\n");
}
