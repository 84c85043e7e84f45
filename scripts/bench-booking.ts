/**
 * npm run bench:booking
 * Booking a call (issue 23), on SQLite and on PostgreSQL (BENCH_DATABASE_URL or TEST_DATABASE_URL):
 * - the owner's busy calendar: 1,000 events (a twentieth recurring, with exceptions) served by a
 *   local HTTP server, fetched, read and stored;
 * - availability for four weeks with that calendar and 30 bookings: p50/p99/max of 1,000 answers
 *   (target p99 < 50 ms);
 * - bookings accepted per second, one at a time and eight at once, each a full book() (the
 *   availability check, then the booking and its claims in one transaction);
 * - 50 simultaneous bookings of one slot (over two database connections pools on PostgreSQL,
 *   standing for two instances): how many are booked (must be one) and how long it takes.
 * Direct service calls; then the same over HTTP, the running site (the production build) on its
 * own database with the same calendar: GET /api/availability and the /book page (p50/p99 of 500
 * answers each, one at a time) and POST /api/bookings accepted per second (200, one at a time).
 */

import { mkdtempSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { createApp } from "../server/app";
import { createAvailability } from "../server/booking/availability";
import { createBookings, type NewBooking } from "../server/booking/bookings";
import { createBusyCalendar } from "../server/booking/busy-calendar";
import { loadBookingSettings, saveBookingSettings } from "../server/booking/settings";
import { loadConfig } from "../server/config";
import { type DB, migrate, openDatabase } from "../server/db";
import { createLogger } from "../server/logger";
import { busyConsultantCalendar } from "../tests/support/busy-calendars";
import { freshPostgresDatabase } from "./lib/databases";

const logger = createLogger("silent");
const NOW = Date.now();
const visitor = (start: number, n: number): NewBooking => ({
  name: `Visitor ${n}`,
  email: `visitor${n}@example.co.uk`,
  phone: null,
  company: null,
  topic: null,
  callKind: "video",
  start,
});
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;
const ms = (value: number) => `${value.toFixed(1)} ms`;

async function serveCalendar() {
  const body = busyConsultantCalendar(1000, NOW);
  const server = createServer((_, res) => {
    res.writeHead(200, { "Content-Type": "text/calendar" });
    res.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/owner.ics`,
    server,
    bytes: body.length,
  };
}

function services(db: DB, url: string) {
  const busy = createBusyCalendar({ db, logger, url });
  const availability = createAvailability({ db, busyIntervals: busy.intervals });
  const bookings = createBookings({
    db,
    availability,
    signingSecret: "bench".repeat(8),
    siteUrl: "https://www.example.co.uk",
  });
  return { busy, availability, bookings };
}

async function run(label: string, databaseUrl: string, calendarUrl: string) {
  const db = openDatabase(databaseUrl);
  const second = openDatabase(databaseUrl);
  try {
    await migrate(db);
    const { busy, availability, bookings } = services(db, calendarUrl);
    let started = performance.now();
    const fetched = await busy.refresh();
    const refreshMs = performance.now() - started;
    const status = await busy.status();
    const intervals = (await busy.intervals()).length;

    const offered = (await availability.slots({ days: 28 })).slots;
    for (const [n, slot] of offered
      .filter((_, i) => i % 9 === 0)
      .slice(0, 30)
      .entries()) {
      await bookings.book(visitor(Date.parse(slot.start), n));
    }
    for (let i = 0; i < 50; i++) await availability.slots({ days: 28 }); // warm-up
    // Wall-clock time, and the CPU this process spent (the figure a machine busy with other
    // work cannot inflate; the database server's own CPU is not in it).
    const times: number[] = [];
    const cpu: number[] = [];
    for (let i = 0; i < 1000; i++) {
      started = performance.now();
      const cpuStarted = process.cpuUsage();
      await availability.slots({ days: 28 });
      const used = process.cpuUsage(cpuStarted);
      times.push(performance.now() - started);
      cpu.push((used.user + used.system) / 1000);
    }
    times.sort((a, b) => a - b);
    cpu.sort((a, b) => a - b);
    const slotsNow = (await availability.slots({ days: 28 })).slots.length;

    // Throughput: every day, all day, 13 weeks ahead, no notice, so there are slots to spare.
    const allDay = [{ start: "00:00", end: "24:00" }];
    const weeklyHours = {
      monday: allDay,
      tuesday: allDay,
      wednesday: allDay,
      thursday: allDay,
      friday: allDay,
      saturday: allDay,
      sunday: allDay,
    };
    const settings = await loadBookingSettings(db);
    await saveBookingSettings(
      db,
      { ...settings, weeklyHours, minimumNoticeHours: 0, horizonDays: 91 },
      "bench",
    );
    const free = (await availability.slots({ days: 91 })).slots.map((slot) => Date.parse(slot.start));
    // Every other slot (the buffer keeps neighbours apart), in two halves: one at a time, then eight at once.
    const spaced = free.filter((_, i) => i % 2 === 0);
    const serial = spaced.slice(0, 300);
    const parallel = spaced.slice(300, 700);
    started = performance.now();
    let accepted = 0;
    for (const [n, start] of serial.entries())
      if ((await bookings.book(visitor(start, n))).status === "booked") accepted++;
    const serialRate = accepted / ((performance.now() - started) / 1000);
    started = performance.now();
    let acceptedParallel = 0;
    for (let i = 0; i < parallel.length; i += 8) {
      const results = await Promise.all(
        parallel.slice(i, i + 8).map((start, k) => bookings.book(visitor(start, 1000 + i + k))),
      );
      acceptedParallel += results.filter((r) => r.status === "booked").length;
    }
    const parallelRate = acceptedParallel / ((performance.now() - started) / 1000);

    // 50 at once for one slot, from two instances where there can be two (PostgreSQL).
    const target = spaced[800]!;
    const other = db.dialect === "postgres" ? services(second, calendarUrl).bookings : bookings;
    started = performance.now();
    const race = await Promise.all(
      Array.from({ length: 50 }, (_, n) => (n % 2 ? bookings : other).book(visitor(target, 5000 + n))),
    );
    const raceMs = performance.now() - started;

    console.log(`\n${label}`);
    console.log("| measure | figure |\n|---|---|");
    console.log(
      `| busy calendar: 1,000 events fetched, read and stored (${fetched}) | ${ms(refreshMs)}; ${status.events} events, ${intervals} busy intervals |`,
    );
    console.log(
      `| availability, 4 weeks (${slotsNow} free slots, 30 bookings), 1,000 answers | p50 ${ms(percentile(times, 0.5))}, p99 ${ms(percentile(times, 0.99))}, max ${ms(times.at(-1)!)} |`,
    );
    console.log(
      `| the same, CPU of this process per answer | p50 ${ms(percentile(cpu, 0.5))}, p99 ${ms(percentile(cpu, 0.99))} |`,
    );
    console.log(
      `| bookings accepted, one at a time | ${serialRate.toFixed(0)}/s (${accepted} of ${serial.length}) |`,
    );
    console.log(
      `| bookings accepted, eight at once | ${parallelRate.toFixed(0)}/s (${acceptedParallel} of ${parallel.length}) |`,
    );
    console.log(
      `| 50 simultaneous bookings of one slot${db.dialect === "postgres" ? " (two instances)" : ""} | ${race.filter((r) => r.status === "booked").length} booked, ${race.filter((r) => r.status === "taken").length} taken, in ${ms(raceMs)} |`,
    );
  } finally {
    await second.destroy();
    await db.destroy();
  }
}

/** p50 and p99 of `count` answers to `request`, one at a time, after a warm-up. */
async function timed(count: number, request: () => Promise<Response>) {
  const times: number[] = [];
  for (let i = 0; i < count + 20; i++) {
    const started = performance.now();
    const response = await request();
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    if (i >= 20) times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return `p50 ${ms(percentile(times, 0.5))}, p99 ${ms(percentile(times, 0.99))}`;
}

/** The running site over HTTP, on its own database, with the owner's 1,000-event calendar. */
async function overHttp(label: string, databaseUrl: string, calendarUrl: string) {
  const config = loadConfig({
    LOG_LEVEL: "silent",
    DATABASE_URL: databaseUrl,
    BOOKING_BUSY_ICS_URL: calendarUrl,
    TRUST_PROXY: "1",
    MAIL_DIR: mkdtempSync(join(tmpdir(), "bench-booking-mail-")),
  });
  const app = await createApp(config, logger);
  const server = createServer(app.listener);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  try {
    const free = async () =>
      ((await (await fetch(`${base}/api/availability`)).json()) as { slots: { start: string }[] }).slots;
    // The site fetches the calendar as it starts: wait until the free times have taken it in.
    let before = -1;
    for (let now = (await free()).length; now !== before; now = (await free()).length) {
      before = now;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    const availability = await timed(500, () => fetch(`${base}/api/availability`));
    const page = await timed(500, () => fetch(`${base}/book`, { headers: { "Accept-Encoding": "br" } }));
    const spaced = (await free()).filter((_, i) => i % 3 === 0).slice(0, 200);
    const started = performance.now();
    let accepted = 0;
    for (const [n, slot] of spaced.entries()) {
      const response = await fetch(`${base}/api/bookings`, {
        method: "POST",
        headers: { "Content-Type": "application/json", "X-Forwarded-For": `10.9.${n >> 8}.${n & 255}` },
        body: JSON.stringify({ name: `Visitor ${n}`, email: `http${n}@example.co.uk`, start: slot.start }),
      });
      if (response.status === 201) accepted++;
      await response.arrayBuffer();
    }
    const rate = accepted / ((performance.now() - started) / 1000);
    console.log(`
${label}, over HTTP (the running site)`);
    console.log("| measure | figure |\n|---|---|");
    console.log(`| GET /api/availability, 4 weeks, 500 answers | ${availability} |`);
    console.log(`| GET /book (rendered, brotli), 500 answers | ${page} |`);
    console.log(
      `| POST /api/bookings, one at a time | ${rate.toFixed(0)}/s (${accepted} of ${spaced.length}) |`,
    );
  } finally {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await app.close();
  }
}

const calendar = await serveCalendar();
console.log(
  `Load average ${loadavg()
    .map((l) => l.toFixed(1))
    .join(" ")}; calendar ${(calendar.bytes / 1024).toFixed(0)} KB`,
);
try {
  await run("SQLite", `file:${join(tmpdir(), `bench-booking-${Date.now()}`, "site.db")}`, calendar.url);
  await overHttp(
    "SQLite",
    `file:${join(tmpdir(), `bench-booking-http-${Date.now()}`, "site.db")}`,
    calendar.url,
  );
  const postgres = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (postgres) {
    await run("PostgreSQL", await freshPostgresDatabase(postgres, "bench_booking"), calendar.url);
    await overHttp("PostgreSQL", await freshPostgresDatabase(postgres, "bench_booking_http"), calendar.url);
  } else console.log("\nPostgreSQL: set BENCH_DATABASE_URL or TEST_DATABASE_URL to run it too");
} finally {
  calendar.server.close();
}
