import { dkimRecord } from "../../server/mail/dkim";

export type DnsRecord = { name: string; type: "TXT"; value: string; why: string };

/** A TXT value as a zone file writes it: strings of at most 255 characters, each quoted. */
export const zoneText = (value: string) =>
  (value.match(/.{1,255}/g) ?? []).map((chunk) => `"${chunk.replaceAll('"', '\\"')}"`).join(" ");

/**
 * The records that let receivers trust the site's mail: SPF (which servers may send for the
 * domain), DKIM (the public half of the signing key) and DMARC (what to do with mail that fails
 * both, and where to send reports).
 */
export function mailDnsRecords(options: {
  domain: string;
  selector: string;
  privateKeyPem: string;
  /** The SMTP server the site sends through (SMTP_URL's host), if known. */
  smtpHost?: string;
}): DnsRecord[] {
  const { domain, selector } = options;
  const sender = options.smtpHost ? ` a:${options.smtpHost}` : "";
  return [
    {
      name: domain,
      type: "TXT",
      value: `v=spf1 mx${sender} -all`,
      why: "SPF: the servers that may send mail for the domain. A mail provider may ask for its own include: instead of a:.",
    },
    {
      name: `${selector}._domainkey.${domain}`,
      type: "TXT",
      value: dkimRecord(options.privateKeyPem),
      why: "DKIM: the public key of the site's signature.",
    },
    {
      name: `_dmarc.${domain}`,
      type: "TXT",
      value: `v=DMARC1; p=quarantine; rua=mailto:dmarc-reports@${domain}`,
      why: "DMARC: mail failing SPF and DKIM alignment goes to spam; daily reports to the address. Start with p=none for a fortnight if other services send as the domain, then p=quarantine, then p=reject.",
    },
  ];
}
