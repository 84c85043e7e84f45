import { afterAll, beforeAll } from "vitest";
import { confirmedSession } from "./accounts";
import { type App, startApp } from "./app-server";
import { type SiteBookings, siteBookings } from "./bookings";
import type { TestDatabase } from "./databases";
import { startSmtpSink } from "./smtp-sink";

export const OWNER = "owner@example.co.uk";

/**
 * What the tests of the owner's booking pages share: the running site on `database` with an SMTP
 * sink, the booking services on its database as the site makes them (`booking`), and the owner
 * (ADMIN_EMAILS) signed in (`cookie`). Made before the suite's tests (after the hooks registered
 * before it, so `env` may name a server they start), closed after them.
 */
export function ownerSite(database: TestDatabase, env: () => Record<string, string> = () => ({})) {
  const site = {} as {
    sink: Awaited<ReturnType<typeof startSmtpSink>>;
    app: App;
    booking: SiteBookings;
    cookie: string;
  };
  beforeAll(async () => {
    site.sink = await startSmtpSink();
    const url = await database.url();
    site.booking = await siteBookings(url, env());
    site.app = await startApp({
      DATABASE_URL: url,
      SMTP_URL: site.sink.url,
      TRUST_PROXY: "1",
      ADMIN_EMAILS: OWNER,
      ...env(),
    });
    site.cookie = await confirmedSession(site.app, site.sink, OWNER);
  });
  afterAll(async () => {
    await site.app?.close();
    await site.booking?.close();
    await site.sink?.close();
  });
  return site;
}
