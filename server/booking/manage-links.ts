import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { MANAGE_PATH } from "../../app/content/booking";

/**
 * The link in the visitor's mails to cancel or move their call: `<booking id>.<HMAC-SHA256>`,
 * signed with the site's signing secret over the booking's id and a random key kept with the
 * booking. Nothing stored is a usable link on its own; every mail (confirmation, move, reminder)
 * can carry a link without storing one; replacing the key ends every link of that booking; erasing
 * the booking ends them too. Whether the link still works (until the call starts) is the
 * booking's to say: see `findByManageToken` in bookings.ts.
 */

/** A booking's random key (kept in `bookings.manage_key`). */
export const newManageKey = () => randomBytes(16).toString("base64url");

const mac = (secret: string, id: string, key: string) =>
  createHmac("sha256", secret).update(`booking-manage\n${id}\n${key}`).digest("base64url");

export function manageToken(secret: string, booking: { id: string; manage_key: string }): string {
  return `${booking.id}.${mac(secret, booking.id, booking.manage_key)}`;
}

export function manageLink(
  secret: string,
  siteUrl: string,
  booking: { id: string; manage_key: string },
): string {
  return `${siteUrl}${MANAGE_PATH}/${encodeURIComponent(manageToken(secret, booking))}`;
}

/** The booking id a token names, if it is shaped like one (then `tokenMatches` says if it is ours). */
export function bookingIdOf(token: string): string | null {
  const match = /^([0-9a-f-]{36})\.([A-Za-z0-9_-]{43})$/.exec(token);
  return match ? match[1]! : null;
}

export function tokenMatches(
  secret: string,
  token: string,
  booking: { id: string; manage_key: string },
): boolean {
  const expected = Buffer.from(manageToken(secret, booking));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
