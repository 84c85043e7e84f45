import { createHash } from "node:crypto";
import { bookingSettingLimits } from "../../app/content/booking";
import type { DB } from "../db";
import { runJobIfDue, type ScheduledJob } from "../jobs/scheduled-job";
import type { Logger } from "../logger";
import type { BusyInterval } from "./busy-intervals";
import { type BusyExpansion, expandBusyCalendarInSlices } from "./ics-expansion";
import { HOUR_MS, iso } from "./time";

/** How often the owner's calendar is fetched (once across instances) and each instance's copy checked. */
export const BUSY_CALENDAR_REFRESH_MS = 5 * 60_000;
const FETCH_TIMEOUT_MS = 20_000;
const MAX_BYTES = 10 * 1024 * 1024;
const DAY_MS = 24 * HOUR_MS;
// Expanded from a day back to past the longest horizon the owner can set, and again every few
// hours as time moves on, so the window always covers what availability asks.
const WINDOW_BEHIND_MS = DAY_MS;
const WINDOW_AHEAD_MS = (bookingSettingLimits.horizonMaxDays + 2) * DAY_MS;
const EXPANSION_MAX_AGE_MS = 6 * HOUR_MS;
const ROW_ID = "owner";

export type BusyCalendarStatus = {
  configured: boolean;
  /** When the copy in use was last fetched successfully (its age is shown to the owner). */
  fetchedAt: string | null;
  attemptedAt: string | null;
  /** Why the last fetch failed; null once one succeeds. */
  lastError: string | null;
  events: number;
  unreadable: number;
};

export type BusyCalendarOptions = {
  db: DB;
  logger: Logger;
  /** BOOKING_BUSY_ICS_URL; unset, the owner has no busy calendar. */
  url: string | undefined;
  now?: () => number;
  fetchTimeoutMs?: number;
};

// Google writes every event's DTSTAMP as the time of the download: without them, an unchanged
// calendar keeps its fingerprint and is neither stored nor expanded again.
const fingerprintOf = (body: string) =>
  createHash("sha256")
    .update(body.replace(/^DTSTAMP[:;].*$/gm, ""))
    .digest("hex");

async function download(url: string, timeoutMs: number): Promise<string> {
  let response: Response;
  try {
    response = await fetch(url, {
      signal: AbortSignal.timeout(timeoutMs),
      headers: { Accept: "text/calendar" },
    });
  } catch (error) {
    const name = (error as Error).name;
    throw new Error(
      name === "TimeoutError" ? `no answer within ${timeoutMs / 1000} s` : (error as Error).message,
    );
  }
  if (!response.ok) throw new Error(`the calendar's server answered ${response.status}`);
  if (!response.body) throw new Error("the calendar's server sent nothing");
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (let read = await reader.read(); !read.done; read = await reader.read()) {
      size += read.value.byteLength;
      if (size > MAX_BYTES) throw new Error(`larger than ${MAX_BYTES / 1024 / 1024} MB`);
      chunks.push(read.value);
    }
  } catch (error) {
    await reader.cancel().catch(() => {});
    const name = (error as Error).name;
    throw new Error(
      name === "TimeoutError" ? `no answer within ${timeoutMs / 1000} s` : (error as Error).message,
    );
  }
  return Buffer.concat(chunks).toString("utf8");
}

/**
 * The owner's busy times from their calendar's secret address. Fetched on start and every few
 * minutes (once across instances); a copy that reads is kept in the database with the time it
 * was fetched, so every instance shares it and a restart keeps it; a failed or unreadable fetch
 * keeps the last good copy and records why. Requests read the expanded intervals from memory
 * and never wait for a fetch, and nothing here throws into a request.
 */
export function createBusyCalendar({
  db,
  logger,
  url,
  now = Date.now,
  fetchTimeoutMs = FETCH_TIMEOUT_MS,
}: BusyCalendarOptions) {
  let copy: { fingerprint: string; expansion: BusyExpansion; expandedAt: number } | null = null;
  let loading: Promise<void> | null = null;
  const window = () => ({ from: now() - WINDOW_BEHIND_MS, to: now() + WINDOW_AHEAD_MS });

  const storedFingerprint = async () =>
    (
      await db
        .selectFrom("booking_busy_calendar")
        .select("fingerprint")
        .where("id", "=", ROW_ID)
        .executeTakeFirst()
    )?.fingerprint ?? null;

  async function record(
    values: { attempted_at: string; last_error: string | null } & Record<string, string | null>,
  ) {
    await db
      .insertInto("booking_busy_calendar")
      .values({ id: ROW_ID, ...values })
      .onConflict((c) => c.column("id").doUpdateSet(values))
      .execute();
  }

  /** Fetches the calendar now; a copy that reads replaces the stored one. */
  async function refresh(): Promise<"fetched" | "failed" | "not configured"> {
    if (!url) return "not configured";
    const attempted_at = iso(now());
    try {
      const body = await download(url, fetchTimeoutMs);
      const expansion = await expandBusyCalendarInSlices(body, window());
      const fingerprint = fingerprintOf(body);
      // Compared with the stored copy, which another instance may have replaced since.
      const unchanged = (await storedFingerprint()) === fingerprint;
      await record({
        attempted_at,
        fetched_at: attempted_at,
        last_error: null,
        ...(unchanged ? {} : { body, fingerprint }),
      });
      copy = { fingerprint, expansion, expandedAt: now() };
      loading ??= Promise.resolve();
      return "fetched";
    } catch (error) {
      const reason = (error as Error).message.slice(0, 500);
      logger.warn(
        { err: reason },
        "booking: the busy calendar could not be fetched; the last good copy is kept",
      );
      await record({ attempted_at, last_error: reason }).catch((failure: unknown) =>
        logger.error({ err: failure }, "booking: could not record the busy calendar's failure"),
      );
      return "failed";
    }
  }

  /** Brings this instance's copy up to date with the stored one (another instance may have fetched). */
  async function load(): Promise<void> {
    if (!url) return;
    try {
      const stored = await storedFingerprint();
      if (!stored) return;
      const fresh = copy && now() - copy.expandedAt < EXPANSION_MAX_AGE_MS;
      if (fresh && copy?.fingerprint === stored) return;
      const row = await db
        .selectFrom("booking_busy_calendar")
        .select(["body", "fingerprint"])
        .where("id", "=", ROW_ID)
        .executeTakeFirstOrThrow();
      if (!row.body || !row.fingerprint) return;
      copy = {
        fingerprint: row.fingerprint,
        expansion: await expandBusyCalendarInSlices(row.body, window()),
        expandedAt: now(),
      };
    } catch (error) {
      logger.error(
        { err: error },
        "booking: could not read the stored busy calendar; the copy in memory is kept",
      );
    }
  }

  return {
    refresh,
    load,

    /** The busy intervals (sorted, merged) of the copy in use; the first call waits for it to be read. */
    async intervals(): Promise<readonly BusyInterval[]> {
      loading ??= load();
      await loading;
      return copy?.expansion.intervals ?? [];
    },

    async status(): Promise<BusyCalendarStatus> {
      const row = await db
        .selectFrom("booking_busy_calendar")
        .select(["fetched_at", "attempted_at", "last_error"])
        .where("id", "=", ROW_ID)
        .executeTakeFirst();
      return {
        configured: Boolean(url),
        fetchedAt: row?.fetched_at ?? null,
        attemptedAt: row?.attempted_at ?? null,
        lastError: row?.last_error ?? null,
        events: copy?.expansion.events ?? 0,
        unreadable: copy?.expansion.unreadable ?? 0,
      };
    },

    /**
     * Fetches now, then every BUSY_CALENDAR_REFRESH_MS: the fetch once across instances (a
     * scheduled job), and every instance's copy brought up to date after it.
     */
    start() {
      if (!url) return { started: Promise.resolve(), stop: async () => {} };
      const job: ScheduledJob = {
        name: "booking-busy-calendar",
        everyMs: BUSY_CALENDAR_REFRESH_MS,
        now,
        run: async () => void (await refresh()),
      };
      loading = refresh().then(load);
      let running = loading;
      const check = () => {
        running = runJobIfDue(db, job)
          .catch((error: unknown) => logger.error({ err: error }, "booking: busy calendar check failed"))
          .then(load);
      };
      const timer = setInterval(check, BUSY_CALENDAR_REFRESH_MS);
      timer.unref();
      return {
        /** Settles when the first fetch (and the load after it) has finished. */
        started: running,
        async stop() {
          clearInterval(timer);
          await running;
        },
      };
    },
  };
}

export type BusyCalendar = ReturnType<typeof createBusyCalendar>;
