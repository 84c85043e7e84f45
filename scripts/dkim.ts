/**
 * npm run dkim [-- --domain example.co.uk --selector kernow2026 --out /etc/kernow-site/dkim.pem]
 * Makes a 2,048-bit RSA key pair for signing the site's mail with DKIM, writes the private key
 * (mode 0600, never over an existing file), and prints the SPF, DKIM and DMARC records to publish
 * and the settings to add to the environment. Defaults: MAIL_FROM's domain (else the company's),
 * a selector named after this month, the key in data/.
 */
import { generateKeyPairSync } from "node:crypto";
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { parseArgs } from "node:util";
import { company } from "../app/content/company";
import { mailDnsRecords, zoneText } from "./lib/dns-records";

const { values } = parseArgs({
  options: { domain: { type: "string" }, selector: { type: "string" }, out: { type: "string" } },
});
const fromAddress =
  (process.env.MAIL_FROM ?? company.email).match(/<([^>]+)>/)?.[1] ?? process.env.MAIL_FROM ?? company.email;
const domain = (values.domain ?? fromAddress.split("@")[1] ?? "").toLowerCase();
const selector = values.selector ?? `kernow${new Date().toISOString().slice(0, 7).replace("-", "")}`;
const out = resolve(values.out ?? `data/dkim-${selector}.pem`);

if (!/^[a-z0-9.-]+\.[a-z]{2,}$/.test(domain) || !/^[a-z0-9-]+$/i.test(selector)) {
  console.error("Give a domain (--domain example.co.uk) and a selector of letters, digits and hyphens.");
  process.exit(2);
}
if (existsSync(out)) {
  console.error(`${out} exists: choose another --out or --selector (a new key needs a new selector).`);
  process.exit(2);
}

const { privateKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
const pem = privateKey.export({ type: "pkcs8", format: "pem" }).toString();
mkdirSync(dirname(out), { recursive: true });
writeFileSync(out, pem, { mode: 0o600 });

let smtpHost: string | undefined;
try {
  smtpHost = process.env.SMTP_URL ? new URL(process.env.SMTP_URL).hostname : undefined;
} catch {}

console.log(`Private key written to ${out} (keep it secret; readable by the site's user only).\n`);
console.log("Publish these DNS records (TXT):\n");
for (const record of mailDnsRecords({ domain, selector, privateKeyPem: pem, smtpHost })) {
  console.log(`# ${record.why}`);
  console.log(`${record.name}.\tIN\tTXT\t${zoneText(record.value)}\n`);
}
console.log("Then add to the environment (/etc/kernow-site/env) and restart:\n");
console.log(`DKIM_DOMAIN=${domain}\nDKIM_SELECTOR=${selector}\nDKIM_PRIVATE_KEY_FILE=${out}`);
