import { afterAll, beforeAll } from "vitest";
import { confirmedSession } from "./accounts";
import { appWithMailbox } from "./app-server";
import { type SiteBookings, siteBookings } from "./bookings";
import type { TestDatabase } from "./databases";

export const OWNER = "owner@example.co.uk";

/**
 * What the tests of the owner's booking pages share: the app with its mailbox (`appWithMailbox`),
 * the owner (ADMIN_EMAILS) signed in (`cookie`), and the booking services on its database as the
 * site makes them (`booking`). `env` is read when the app starts, so it may name a server started
 * by a hook registered before this one.
 */
export function ownerSite(database: TestDatabase, env: () => Record<string, string> = () => ({})) {
  const running = appWithMailbox(database.url, () => ({ ADMIN_EMAILS: OWNER, ...env() }));
  const site = running as typeof running & { booking: SiteBookings; cookie: string };
  beforeAll(async () => {
    site.booking = await siteBookings(running.databaseUrl, env());
    site.cookie = await confirmedSession(running.app, running.sink, OWNER);
  });
  afterAll(async () => {
    await site.booking?.close();
  });
  return site;
}
