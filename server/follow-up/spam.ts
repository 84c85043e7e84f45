import type { Kysely } from "kysely";
import { spamReasons } from "../../app/content/follow-up";
import type { Database } from "../db/schema";
import { saveFollowUp } from "./follow-up";

/**
 * Likely spam, by rules the owner can read (issue 32, docs/decisions/046): each rule that holds
 * gives points and a reason; two points or more and the lead waits in the Spam view. Nothing is
 * learnt from the owner's choices and nothing is deleted: a wrong guess costs one tap to restore.
 * The rules were tuned against a corpus of real-looking spam and ordinary enquiries
 * (server/follow-up/spam.test.ts), whose ordinary enquiries must all get through.
 */

/** An address written out: with its scheme, or starting www. (one link, however it is written). */
const LINK = /\bhttps?:\/\/[^\s<>"]+|(?<![/\w.])www\.[a-z0-9-]+\.[^\s<>"]*/gi;

/** Phrases of SEO and marketing spam (a firm asking for help with its own SEO uses none of these). */
const SEO = [
  /\bback-?links?\b/i,
  /\bguest[- ]post(s|ing)?\b/i,
  /\b(first|1st|top) page (of|on) google\b/i,
  /\bpage (one|1) (of|on) google\b/i,
  /\bdomain authority\b|\bDA ?\d{2}\b/i,
  /\blink[- ]building\b/i,
  /\bseo (services?|packages?|expert|agency|audit report)\b/i,
  /\b(increase|boost|drive) (your )?(organic |website |site )?traffic\b/i,
  /\b(noticed|checking|came across|visited) your (web)?site\b/i,
  /\b(white[- ]hat|do-?follow|high[- ]quality links?)\b/i,
  /\bunsubscribe\b|\breply (with )?["']?(stop|no)["']?\b/i,
  /\b(ranking|rankings) (on|in) (google|search engines)\b/i,
];

/** Words of crypto, investment and money spam. */
const CRYPTO = [
  /\b(bitcoin|btc|usdt|ethereum|crypto(currency)?|binance|blockchain wallet|nft)\b/i,
  /\bforex\b|\btrading signals?\b/i,
  /\b(investment|business) opportunity\b/i,
  /\b(guaranteed|passive) (returns?|income|profits?)\b/i,
  /\bcasino\b|\bbetting\b/i,
  /\b(loan|funding) (offer|approved)\b/i,
  /\bearn \$?£?\d/i,
  /\bwallet address\b/i,
];

/** Letters of the scripts the form's words are in (Latin, with its accents: Siân, Zoë, Ní Bhriain). */
const LETTER = /\p{L}/gu;
const LATIN = /\p{Script=Latin}/gu;

export type SpamCheck = { spam: boolean; points: number; reasons: string[] };

/** Checks a lead's text (its message, names and company) and whether its hidden field was nearly filled. */
export function checkSpam(text: string, options: { honeypotNearMiss?: boolean } = {}): SpamCheck {
  const reasons: string[] = [];
  let points = 0;
  const links = text.match(LINK)?.length ?? 0;
  const seo = SEO.filter((rule) => rule.test(text)).length;
  const crypto = CRYPTO.filter((rule) => rule.test(text)).length;
  // The script of the words, not of the addresses in them.
  const words = text.replace(LINK, " ");
  const letters = words.match(LETTER)?.length ?? 0;
  const latin = words.match(LATIN)?.length ?? 0;
  if (seo > 0) {
    points += Math.min(seo, 2);
    reasons.push(spamReasons.seo);
  }
  if (crypto > 0) {
    points += Math.min(crypto, 2);
    reasons.push(spamReasons.crypto);
  }
  // One link is how people point at their own site; several, or one with the words above, is not.
  if (links >= 2 || (links === 1 && seo + crypto > 0)) {
    points += links >= 4 ? 2 : 1;
    reasons.push(spamReasons.links(links));
  }
  if (letters >= 20 && latin / letters < 0.5) {
    points += 2;
    reasons.push(spamReasons.script);
  }
  if (options.honeypotNearMiss) {
    points += 1;
    reasons.push(spamReasons.honeypot);
  }
  return { spam: points >= 2, points, reasons };
}

/** In the lead's own transaction: keeps it aside, with its reasons, when it looks like spam. */
export async function keepAsideIfSpam(
  trx: Kysely<Database>,
  type: string,
  id: string,
  text: string,
  options: { honeypotNearMiss?: boolean } = {},
): Promise<SpamCheck> {
  const check = checkSpam(text, options);
  if (check.spam) await saveFollowUp(trx, type, id, { spam: 1, spam_reasons: check.reasons.join(", ") });
  return check;
}
