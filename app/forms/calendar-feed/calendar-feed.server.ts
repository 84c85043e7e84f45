import { serveForm } from "../../../server/forms/serve";
import { calendarFeedDeclaration } from "./calendar-feed";

/** A new address for the feed, audited; the page then shows it and says the old one has stopped. */
export const calendarFeedServer = serveForm(calendarFeedDeclaration, {
  admin: true,
  async accept({ admin, deps }) {
    await deps.admin.bookings.replaceFeed(admin);
    return { ok: true, status: 200 };
  },
});
