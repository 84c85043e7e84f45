import { afterAll, beforeAll, expect, it } from "vitest";
import { bookPage } from "../../app/content/booking";
import { migrate, openDatabase } from "../../server/db";
import { type App, startApp } from "../support/app-server";
import { changeBookingSettings } from "../support/booking-settings";
import { describeEachDatabase } from "../support/databases";

/** When the owner's diary has no free time at all, /book says so and offers the other ways in. */
describeEachDatabase("/book with no free time on $name", (database) => {
  let app: App;
  beforeAll(async () => {
    const url = await database.url();
    const db = openDatabase(url);
    try {
      await migrate(db);
      const closed = Object.fromEntries(
        ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"].map((day) => [
          day,
          [],
        ]),
      );
      expect((await changeBookingSettings(db, { weeklyHours: closed }, "test")).ok).toBe(true);
    } finally {
      await db.destroy();
    }
    app = await startApp({ DATABASE_URL: url });
  });
  afterAll(() => app?.close());

  it("offers no time, says so, and leads to the contact form instead", async () => {
    const availability = (await (await fetch(`${app.base}/api/availability`)).json()) as { slots: unknown[] };
    expect(availability.slots).toEqual([]);
    const response = await fetch(`${app.base}/book`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain(bookPage.none.title);
    expect(html).toContain(`href="${bookPage.none.action.to}"`);
    expect(html).not.toContain('name="start"');
  });
});
