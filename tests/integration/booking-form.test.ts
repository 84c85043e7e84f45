import { expect, it } from "vitest";
import { bookingForm, managePage } from "../../app/content/booking";
import { BUDGET_KB } from "../../scripts/lib/page-check";
import { pageScripts, totalBrotliKB } from "../../scripts/lib/page-scripts";
import { openDatabase } from "../../server/db";
import { appWithMailbox, textOf } from "../support/app-server";
import { readCalendar } from "../support/calendar-files";
import { describeEachDatabase } from "../support/databases";
import { mimeParts } from "../support/mime-parts";
import { type ReceivedMail, readableMail, waitFor } from "../support/smtp-sink";

type Slot = { start: string; end: string };

/**
 * Booking a call from outside, as a visitor's browser (with and without JavaScript) and an
 * outside caller of DESIGN.md's contract see it: GET /api/availability, POST /api/bookings and
 * the /book page's action, then the visitor's own link to move or cancel the call.
 */
describeEachDatabase("booking a call on $name", (database) => {
  let client = 0;
  /** Each request from its own client (behind the trusted proxy): the hourly limit is tested alone. */
  const fresh = () => ({ "X-Forwarded-For": `198.51.100.${++client}` });

  const running = appWithMailbox(database.url);

  const availability = async (query = "") => {
    const response = await fetch(`${running.app.base}/api/availability${query}`);
    expect(response.status).toBe(200);
    return (await response.json()) as { timeZone: string; slots: Slot[] };
  };
  /** A free slot, `skip` slots in (tests take different ones so that they never meet). */
  const freeSlot = async (skip: number) => {
    const { slots } = await availability();
    expect(slots.length).toBeGreaterThan(skip);
    return slots[skip]!;
  };
  const book = (input: Record<string, unknown>, headers: Record<string, string> = fresh()) =>
    running.app.post("/api/bookings", input, headers);
  const visitor = (start: string, email = "morwenna@example.co.uk") => ({
    name: "Morwenna Tregear",
    email,
    start,
  });
  async function rows(email: string) {
    const db = openDatabase(running.databaseUrl);
    try {
      return await db.selectFrom("bookings").selectAll().where("email", "=", email).execute();
    } finally {
      await db.destroy();
    }
  }

  it("offers free 30-minute slots on the half hour, in UTC, never overlapping and never beyond the horizon", async () => {
    const { timeZone, slots } = await availability("?days=366");
    expect(timeZone).toBe("Europe/London");
    expect(slots.length).toBeGreaterThan(20);
    let previousEnd = 0;
    for (const slot of slots) {
      expect(slot.start).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:(00|30):00\.000Z$/);
      const [start, end] = [Date.parse(slot.start), Date.parse(slot.end)];
      expect(end - start).toBe(30 * 60_000);
      expect(start).toBeGreaterThanOrEqual(previousEnd);
      previousEnd = end;
    }
    // Default settings: 24 hours' notice, four weeks ahead.
    expect(Date.parse(slots[0]!.start)).toBeGreaterThanOrEqual(Date.now() + 24 * 3_600_000 - 60_000);
    expect(Date.parse(slots.at(-1)!.start)).toBeLessThan(Date.now() + 30 * 86_400_000);
  });

  it("answers a malformed availability query with 400 and anything but GET with 405, never a 500", async () => {
    for (const query of [
      "?from=2026-02-30",
      "?from=tomorrow",
      "?days=-1",
      "?days=0",
      "?days=abc",
      "?days=9999",
    ]) {
      const response = await fetch(`${running.app.base}/api/availability${query}`);
      expect(response.status, query).toBe(400);
      expect(((await response.json()) as { error: string }).error).toBeTruthy();
    }
    const post = await fetch(`${running.app.base}/api/availability`, { method: "POST" });
    expect(post.status).toBe(405);
    expect(post.headers.get("allow")).toBe("GET, HEAD");
  });

  it("books a free slot: 201 with id, start and end, and the slot is no longer offered", async () => {
    const slot = await freeSlot(0);
    const response = await book({ ...visitor(slot.start, "first@example.co.uk"), phone: "01632 960555" });
    expect(response.status).toBe(201);
    const body = (await response.json()) as { id: string; start: string; end: string };
    expect(body).toMatchObject({ start: slot.start, end: slot.end });
    expect((await availability()).slots.map((s) => s.start)).not.toContain(slot.start);
    const [stored] = await rows("first@example.co.uk");
    // A number given and no kind named: a phone call.
    expect(stored).toMatchObject({
      id: body.id,
      status: "active",
      call_kind: "phone",
      phone: "01632 960555",
    });
  });

  it("refuses a slot just taken with 409 and its words, and stores nothing", async () => {
    const slot = await freeSlot(2);
    expect((await book(visitor(slot.start, "early@example.co.uk"))).status).toBe(201);
    const late = await book(visitor(slot.start, "late@example.co.uk"));
    expect(late.status).toBe(409);
    expect(((await late.json()) as { error: string }).error).toBe(bookingForm.taken.description);
    expect(await rows("late@example.co.uk")).toHaveLength(0);
  });

  it("gives exactly one of many simultaneous bookings of one slot", async () => {
    const slot = await freeSlot(4);
    const answers = await Promise.all(
      Array.from({ length: 25 }, (_, n) => book(visitor(slot.start, `storm${n}@example.co.uk`))),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(24);
  });

  it("refuses a start that is not offered (past, off the grid, beyond the horizon, not a time) with 400 on the time", async () => {
    const slot = await freeSlot(6);
    const offGrid = new Date(Date.parse(slot.start) + 10 * 60_000).toISOString();
    const past = new Date(Date.now() - 86_400_000).toISOString().replace(/T.*/, "T10:00:00.000Z");
    const far = new Date(Date.now() + 120 * 86_400_000).toISOString().replace(/T.*/, "T10:00:00.000Z");
    for (const start of [offGrid, past, far, "soon", "2027-01-01 10:00", ""]) {
      const response = await book(visitor(start, "nowhen@example.co.uk"));
      expect(response.status, start).toBe(400);
      const { fieldErrors } = (await response.json()) as { fieldErrors: Record<string, string> };
      expect(fieldErrors.start, start).toMatch(/time/);
    }
    expect(await rows("nowhen@example.co.uk")).toHaveLength(0);
  });

  it("checks every field on the server: absent, too long, suspicious, a phone call with no number", async () => {
    const slot = await freeSlot(6);
    const absent = await book({});
    expect(absent.status).toBe(400);
    expect(((await absent.json()) as { fieldErrors: object }).fieldErrors).toMatchObject({
      start: bookingForm.fields.start.required,
      name: bookingForm.fields.name.required,
      email: bookingForm.fields.email.required,
    });
    const cases: [Record<string, unknown>, string][] = [
      [{ name: "x".repeat(81) }, "name"],
      [{ email: '"X" <a@example.co.uk>' }, "email"],
      [{ topic: "<script>alert(1)</script>" }, "topic"],
      [{ company: "a\u0000b" }, "company"],
      [{ phone: "call me maybe" }, "phone"],
      [{ callKind: "phone" }, "phone"],
      [{ callKind: "carrier pigeon" }, "callKind"],
      [{ name: ["an", "array"] }, "name"],
    ];
    for (const [change, field] of cases) {
      const response = await book({ ...visitor(slot.start, "checked@example.co.uk"), ...change });
      expect(response.status, JSON.stringify(change)).toBe(400);
      const { fieldErrors } = (await response.json()) as { fieldErrors: Record<string, string> };
      expect(Object.keys(fieldErrors), JSON.stringify(change)).toEqual([field]);
    }
    // Without JavaScript, the page's summary says which field each line is about, as with it.
    const refused = await running.app.submit(
      "/book",
      {
        intent: "booking",
        start: slot.start,
        name: "<script>alert(1)</script>",
        email: "checked@example.co.uk",
        callKind: "video",
        company: "<iframe>",
      },
      "",
      fresh(),
    );
    expect(refused.status).toBe(400);
    expect(await textOf(refused)).toContain(
      "Name: Invalid characters detected Company: Invalid characters detected",
    );
    expect(await rows("checked@example.co.uk")).toHaveLength(0);
  });

  it("keeps the shared guards: another site 403, a filled honeypot dropped, over 64 KB 413, five an hour per client", async () => {
    const slot = await freeSlot(8);
    const evil = await book(visitor(slot.start, "evil@example.co.uk"), {
      ...fresh(),
      Origin: "https://evil.example",
    });
    expect(evil.status).toBe(403);
    const bot = await book({ ...visitor(slot.start, "bot@example.co.uk"), website: "http://spam.example" });
    expect(bot.status).toBe(201);
    expect(await rows("bot@example.co.uk")).toHaveLength(0);
    const huge = await book({ ...visitor(slot.start, "huge@example.co.uk"), topic: "x".repeat(70_000) });
    expect(huge.status).toBe(413);
    expect((await availability()).slots.map((s) => s.start)).toContain(slot.start);

    const one = fresh();
    const statuses: number[] = [];
    for (let n = 0; n < 6; n++)
      statuses.push((await book({ ...visitor(slot.start, "x@example.co.uk"), name: "" }, one)).status);
    // Only well-formed bookings count: these are refused before the limit (400), so none counts.
    expect(statuses).toEqual([400, 400, 400, 400, 400, 400]);
    // Every third free time: a booked call's buffer never reaches the next one asked for.
    const taken = (await availability()).slots.filter((_, n) => n >= 10 && n % 3 === 1).slice(0, 6);
    const counted: number[] = [];
    for (const [n, s] of taken.entries())
      counted.push((await book(visitor(s.start, `limit${n}@example.co.uk`), one)).status);
    expect(counted).toEqual([201, 201, 201, 201, 201, 429]);
  });

  it("books without JavaScript: the page's action opens the confirmation, whose link moves and cancels the call", async () => {
    const slot = await freeSlot(20);
    const posted = await running.app.submit(
      "/book",
      {
        intent: "booking",
        start: slot.start,
        name: "Jory Page",
        email: "jory@example.co.uk",
        callKind: "video",
      },
      "",
      fresh(),
    );
    expect(posted.status).toBe(302);
    const confirmation = posted.headers.get("location")!;
    expect(confirmation).toMatch(/^\/book\/manage\/[^/?]+\?booked$/);
    const [stored] = await rows("jory@example.co.uk");
    expect(stored).toMatchObject({ call_kind: "video", source_page: "/book" });
    const page = await (await fetch(`${running.app.base}${confirmation}`)).text();
    expect(page).toContain(managePage.booked.title);
    // The call's page brings the dialog that asks before cancelling: a form's budget.
    const scripts = pageScripts(page, "build/client").modules;
    expect(totalBrotliKB("build/client", scripts)).toBeLessThanOrEqual(BUDGET_KB.withForm);
    expect(page).toContain("jory@example.co.uk");

    // Moved to another free time: the old one is free again, the new one taken.
    const manage = confirmation.replace("?booked", "");
    // Sent with no time chosen: 400, and the field's message said once, not under "Please choose a time".
    const noTime = await running.app.submit(manage, { intent: "move" }, "", fresh());
    expect(noTime.status).toBe(400);
    const noTimeText = await textOf(noTime);
    expect(noTimeText).toContain(bookingForm.fields.start.required);
    expect(noTimeText.split("Please choose a time")).toHaveLength(2);
    const next = await freeSlot(24);
    const moved = await running.app.submit(manage, { intent: "move", start: next.start }, "", fresh());
    expect(moved.status).toBe(302);
    expect(moved.headers.get("location")).toBe(`${manage}?done=moved`);
    const [after] = await rows("jory@example.co.uk");
    expect(after).toMatchObject({ start_at: next.start, sequence: 1 });
    const free = (await availability()).slots.map((s) => s.start);
    expect(free).toContain(slot.start);
    expect(free).not.toContain(next.start);

    // A tampered link: a clear page, 404, and nothing changes.
    const tampered = `${manage.slice(0, -2)}xx`;
    expect((await fetch(`${running.app.base}${tampered}`)).status).toBe(404);
    expect((await running.app.submit(tampered, { intent: "cancel" }, "", fresh())).status).toBe(302);
    expect((await rows("jory@example.co.uk"))[0]!.status).toBe("active");

    // Cancelling asks once: the first post answers with the question, and nothing changes.
    const asked = await running.app.submit(manage, { intent: "cancel" }, "", fresh());
    expect(asked.status).toBe(200);
    expect(await asked.text()).toContain(managePage.cancel.confirm.title);
    expect((await rows("jory@example.co.uk"))[0]!.status).toBe("active");
    const cancelled = await running.app.submit(manage, { intent: "confirm-cancel" }, "", fresh());
    expect(cancelled.headers.get("location")).toBe(`${manage}?done=cancelled`);
    expect((await rows("jory@example.co.uk"))[0]!.status).toBe("cancelled");
    expect((await availability()).slots.map((s) => s.start)).toContain(next.start);
    // Once cancelled, the link says so and can change nothing more: 410.
    const ended = await fetch(`${running.app.base}${manage}`);
    expect(ended.status).toBe(410);
    expect(await ended.text()).toContain(managePage.cancelled.title);
  });

  it("mails the visitor and the owner each change made on the visitor's pages, each with its calendar file", async () => {
    const visitorAddress = "mailed@example.co.uk";
    const slot = await freeSlot(34);
    const posted = await running.app.submit(
      "/book",
      {
        start: slot.start,
        name: "Kerensa Mailed",
        email: visitorAddress,
        phone: "01632 960999",
        callKind: "phone",
      },
      "",
      fresh(),
    );
    const manage = posted.headers.get("location")!.replace("?booked", "");
    const next = await freeSlot(40);
    await running.app.submit(manage, { intent: "move", start: next.start }, "", fresh());
    await running.app.submit(manage, { intent: "confirm-cancel" }, "", fresh());

    /** The calendar files of the mails to `to` about this call, in the order sent. */
    const calendars = (to: string, about: string) =>
      waitFor(() => {
        const mails = running.sink.messages.filter(
          (m) => m.to.includes(to) && readableMail(m.raw).includes(about),
        );
        return mails.length >= 3 && mails.slice(0, 3);
      });
    const fileOf = (mail: ReceivedMail) => {
      const part = mimeParts(mail.raw).find((p) => /^text\/calendar/i.test(p.contentType));
      expect(part, "a text/calendar part").toBeDefined();
      return readCalendar(part!.body);
    };
    const theirs = await calendars(visitorAddress, "Kernow Tech Consulting");
    // Their first mail carries the link they landed on.
    expect(readableMail(theirs[0]!.raw)).toContain(manage);
    const files = theirs.map(fileOf);
    expect(files.map((file) => [file.method, file.events[0]!.sequence, file.events[0]!.start])).toEqual([
      ["REQUEST", 0, slot.start],
      ["REQUEST", 1, next.start],
      ["CANCEL", 2, next.start],
    ]);
    expect(new Set(files.map((file) => file.events[0]!.uid)).size).toBe(1);
    const owners = (await calendars("hello@kernowtechconsulting.co.uk", "Kerensa Mailed")).map(fileOf);
    expect(owners.map((file) => file.method)).toEqual(["REQUEST", "REQUEST", "CANCEL"]);
    expect(owners[0]!.events[0]!.uid).toBe(files[0]!.events[0]!.uid);
  });

  it("offers a booked call the times next to it that its own buffer keeps from everyone else", async () => {
    const { slots } = await availability();
    const starts = new Set(slots.map((s) => s.start));
    const halfHour = (start: string) => new Date(Date.parse(start) + 30 * 60_000).toISOString();
    // A free time whose next half hour is free too, well away from the other tests' times.
    const slot = slots.slice(30).find((s) => starts.has(halfHour(s.start)))!;
    const booked = await book(visitor(slot.start, "neighbour@example.co.uk"));
    const { confirmation } = (await booked.json()) as { confirmation: string };
    const next = halfHour(slot.start);
    expect((await availability()).slots.map((s) => s.start)).not.toContain(next);
    const manage = confirmation.replace("?booked", "");
    const day = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/London" }).format(new Date(slot.start));
    const page = await (await fetch(`${running.app.base}${manage}?day=${day}`)).text();
    expect(page).toContain(`value="${next}"`);
    expect(page).not.toContain(`value="${slot.start}"`);
    const moved = await running.app.submit(manage, { intent: "move", start: next }, "", fresh());
    expect(moved.headers.get("location")).toBe(`${manage}?done=moved`);
    expect((await rows("neighbour@example.co.uk"))[0]).toMatchObject({ start_at: next });
  });

  it("draws /book for each request with the free times as radio inputs named by their UK time", async () => {
    const { slots } = await availability();
    const response = await fetch(`${running.app.base}/book`);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const html = await response.text();
    const first = slots[0]!;
    expect(html).toContain(`value="${first.start}"`);
    expect(html).toMatch(/Free times on \w+day \d{1,2} \w+ \d{4}, UK time \((GMT|BST)\)/);
    for (const label of [">Name<", ">Email<", ">Phone<"]) expect(html).toContain(label);
    // Indexable, with a social image of its own (drawn at build like the prerendered pages').
    expect(html).toContain('<meta name="robots" content="index, follow"/>');
    expect(html).toMatch(/<meta property="og:image" content="[^"]*\/social\/book\.png"/);
    // A form page's JavaScript budget (decision 025), counted as the build counts the prerendered ones.
    const scripts = pageScripts(html, "build/client").modules;
    expect(scripts.length).toBeGreaterThan(1);
    expect(totalBrotliKB("build/client", scripts)).toBeLessThanOrEqual(BUDGET_KB.withForm);
  });

  it("answers a page post for a time just taken with 409, the fresh times and what was typed", async () => {
    const slot = await freeSlot(28);
    expect((await book(visitor(slot.start, "quick@example.co.uk"))).status).toBe(201);
    const response = await running.app.submit(
      "/book",
      { intent: "booking", start: slot.start, name: "Slow Visitor", email: "slow@example.co.uk" },
      "",
      fresh(),
    );
    expect(response.status).toBe(409);
    const html = await response.text();
    expect(html).toContain(bookingForm.taken.title);
    expect(html).toContain('value="Slow Visitor"');
    expect(html).not.toContain(`value="${slot.start}"`);
  });
});
