import type { FirmFacts } from "~/shared/firm-facts";
import { currentFacts } from "../../app/content/company";
import type { Config } from "../config";
import type { Logger } from "../logger";
import { alignsWith, type DkimSigning } from "./dkim";

/**
 * The firm's name and address as a mail's From (docs/decisions/045): what every mail is sent from
 * unless MAIL_FROM is set. The name is quoted when it holds a character an address reads (a comma
 * would otherwise make two addresses of "Smith, Jones & Co").
 */
export function firmFrom(facts: Pick<FirmFacts, "name" | "email"> = currentFacts()): string {
  const name = /^[\w !#$%&'*+\-/=?^`{|}~]+$/.test(facts.name)
    ? facts.name
    : `"${facts.name.replaceAll("\\", "\\\\").replaceAll('"', '\\"')}"`;
  return `${name} <${facts.email}>`;
}

/**
 * Where the owner's notices go (docs/decisions/045): NOTIFY_EMAIL when set, else the firm's email
 * as the back office last saved it, read each time a notice is composed (the morning list, the
 * weekly summary, each lead's notice) and for the Reply-To of the mails visitors answer.
 */
export function ownerInbox(config: Pick<Config, "NOTIFY_EMAIL">): () => string {
  const set = config.NOTIFY_EMAIL;
  return set ? () => set : () => currentFacts().email;
}

/**
 * Warns when mail is signed, but not for its From's domain: the signature stays valid, and
 * receivers applying DMARC do not count it (docs/decisions/032).
 */
export function warnUnlessAligned(logger: Logger, dkim: DkimSigning | undefined, from: string, why: string) {
  if (!dkim || alignsWith(from, dkim.domainName)) return;
  // The address is logged as a pseudonym (docs/decisions/029); its domain is what to compare.
  const fromDomain = (from.match(/<([^>]+)>/)?.[1] ?? from).split("@")[1]?.toLowerCase();
  logger.warn(
    { dkimDomain: dkim.domainName, fromDomain, from },
    `DKIM_DOMAIN is not the domain of ${why}: receivers applying DMARC will not count the signature`,
  );
}
