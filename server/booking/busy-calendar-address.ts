import { bookingSettingLimits } from "../../app/content/booking";
import type { DB } from "../db";

/**
 * The owner's busy calendar's secret address, pasted in the back office: kept in `app_secrets`
 * (every instance reads it from there), never shown whole again, replaceable and removable.
 * BOOKING_BUSY_ICS_URL is the address while none is saved.
 */
const NAME = "booking-busy-calendar";

const CALENDAR_ADDRESS_MAX = bookingSettingLimits.calendarAddress;

export async function savedCalendarAddress(db: DB): Promise<string | undefined> {
  const row = await db.selectFrom("app_secrets").select("value").where("name", "=", NAME).executeTakeFirst();
  return row?.value;
}

export async function saveCalendarAddress(db: DB, url: string): Promise<void> {
  await db
    .insertInto("app_secrets")
    .values({ name: NAME, value: url })
    .onConflict((c) => c.column("name").doUpdateSet({ value: url }))
    .execute();
}

export async function removeCalendarAddress(db: DB): Promise<void> {
  await db.deleteFrom("app_secrets").where("name", "=", NAME).execute();
}

/** Why a pasted address is refused, before anything is fetched (the words are the back office's). */
export type AddressProblem = "required" | "tooLong" | "notAddress" | "scheme" | "credentials";

export type AddressCheck =
  | { ok: true; url: string }
  /** `typed`: what the field shows again, any user name and password taken out. */
  | { ok: false; problem: AddressProblem; typed: string };

// "https://name:secret@host/...": the part that must never be shown back.
const withoutCredentials = (text: string) => text.replace(/(\/\/)[^/?#@\s]*@/, "$1");

/**
 * A pasted calendar address: http(s), or webcal(s) (read as https, which is what calendar apps
 * do), of a sensible length, with no user name or password in it (a fetch cannot send them, and
 * the page would show them back). Where it points is checked when it is fetched.
 */
export function readCalendarAddress(pasted: string): AddressCheck {
  const text = pasted.trim();
  const refuse = (problem: AddressProblem): AddressCheck => ({
    ok: false,
    problem,
    typed: withoutCredentials(text).slice(0, CALENDAR_ADDRESS_MAX),
  });
  if (!text) return refuse("required");
  if (text.length > CALENDAR_ADDRESS_MAX) return refuse("tooLong");
  let url: URL;
  try {
    url = new URL(text.replace(/^webcals?:/i, "https:"));
  } catch {
    return refuse("notAddress");
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return refuse("scheme");
  if (!url.hostname) return refuse("notAddress");
  if (url.username || url.password) return refuse("credentials");
  return { ok: true, url: url.href };
}

/**
 * The address as the back office shows it once saved: the calendar's host, and the file's name
 * when it is a plain word ("basic.ics"); the path and query between, where the secret is, masked:
 * `https://calendar.google.com/…/basic.ics`.
 */
export function maskCalendarAddress(address: string): string {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return "…";
  }
  const path = url.pathname.split("/").filter(Boolean);
  const last = path.at(-1) ?? "";
  const fileName = /^[a-z][a-z_-]{0,20}\.(?:ics|ical|ifb)$/i.test(last) ? last : "";
  const hidden = path.length > (fileName ? 1 : 0) || url.search !== "";
  return [`${url.protocol}//${url.host}`, hidden ? "…" : "", fileName].filter(Boolean).join("/");
}
