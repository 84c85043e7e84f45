import { createPrivateKey, createPublicKey, type KeyObject } from "node:crypto";
import { readFileSync } from "node:fs";

/** What nodemailer's own DKIM signer takes (its `dkim` message option). */
export type DkimSigning = { domainName: string; keySelector: string; privateKey: string };

export type DkimSettings = {
  DKIM_DOMAIN?: string;
  DKIM_SELECTOR?: string;
  DKIM_PRIVATE_KEY?: string;
  DKIM_PRIVATE_KEY_FILE?: string;
};

/** A failure naming the setting at fault (server/config.ts turns it into its start-up message). */
export class DkimSettingError extends Error {}

/** RSA only: nodemailer signs with rsa-sha256; under 1,024 bits receivers ignore the signature. */
function checkedKey(pem: string, name: string): KeyObject {
  let key: KeyObject;
  try {
    key = createPrivateKey(pem);
  } catch {
    throw new DkimSettingError(`${name}: is not a PEM private key`);
  }
  const bits = key.asymmetricKeyDetails?.modulusLength ?? 0;
  if (key.asymmetricKeyType !== "rsa" || bits < 1024)
    throw new DkimSettingError(
      `${name}: must be an RSA key of at least 1,024 bits (npm run dkim makes one of 2,048)`,
    );
  return key;
}

/**
 * The DKIM signing the settings ask for: none when none is set; all of domain, selector and key
 * (inline, with `\n` for its line breaks as an env file holds it, or a file) or an error.
 */
export function dkimFromSettings(settings: DkimSettings): DkimSigning | undefined {
  const {
    DKIM_DOMAIN: domain,
    DKIM_SELECTOR: selector,
    DKIM_PRIVATE_KEY: inline,
    DKIM_PRIVATE_KEY_FILE: file,
  } = settings;
  if (!domain && !selector && !inline && !file) return undefined;
  if (inline && file)
    throw new DkimSettingError("DKIM_PRIVATE_KEY_FILE: set it or DKIM_PRIVATE_KEY, not both");
  const missing = [
    !domain && "DKIM_DOMAIN",
    !selector && "DKIM_SELECTOR",
    !inline && !file && "DKIM_PRIVATE_KEY (or DKIM_PRIVATE_KEY_FILE)",
  ].filter(Boolean);
  if (missing.length > 0)
    throw new DkimSettingError(
      `${missing.join(", ")}: needed to sign mail with DKIM, with the other DKIM settings`,
    );
  let pem = inline?.replaceAll("\\n", "\n");
  if (file) {
    try {
      pem = readFileSync(file, "utf8");
    } catch (error) {
      throw new DkimSettingError(
        `DKIM_PRIVATE_KEY_FILE: cannot be read (${(error as NodeJS.ErrnoException).code})`,
      );
    }
  }
  checkedKey(pem!, file ? "DKIM_PRIVATE_KEY_FILE" : "DKIM_PRIVATE_KEY");
  return { domainName: domain!.toLowerCase(), keySelector: selector!, privateKey: pem! };
}

/** The DNS TXT record that publishes a private key's public half: `v=DKIM1; k=rsa; p=...`. */
export function dkimRecord(privateKeyPem: string): string {
  const spki = createPublicKey(privateKeyPem).export({ type: "spki", format: "der" });
  return `v=DKIM1; k=rsa; p=${spki.toString("base64")}`;
}

/** Whether MAIL_FROM's domain is the DKIM domain or beneath it: DMARC needs them aligned. */
export function alignsWith(mailFrom: string, dkimDomain: string): boolean {
  const address = mailFrom.match(/<([^>]+)>/)?.[1] ?? mailFrom;
  const domain = address.split("@")[1]?.trim().toLowerCase() ?? "";
  return domain === dkimDomain || domain.endsWith(`.${dkimDomain}`);
}
