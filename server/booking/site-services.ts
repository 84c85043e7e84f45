import type { Config } from "../config";
import type { DB } from "../db";
import type { Logger } from "../logger";
import { mailBookingChanges } from "../mail/booking-mails";
import { ownerInbox } from "../mail/sender";
import { createBookingServices } from ".";

/**
 * The booking services as the site runs them (server/app.ts): its address, its signing secret
 * (the manage links), the owner's busy calendar, and each change's mails into the outbox with the
 * change. Tests and scripts that book on a running site's database make them the same way.
 */
export function siteBookingServices(
  config: Pick<Config, "SITE_URL" | "NOTIFY_EMAIL" | "BOOKING_BUSY_ICS_URL">,
  db: DB,
  logger: Logger,
  signingSecret: string,
) {
  return createBookingServices({
    db,
    logger,
    siteUrl: config.SITE_URL,
    signingSecret,
    busyCalendarUrl: config.BOOKING_BUSY_ICS_URL,
    onChange: mailBookingChanges({ siteUrl: config.SITE_URL, notifyEmail: ownerInbox(config) }),
  });
}
