import { bookingSettingLimits } from "../../app/content/booking";
import type { DB } from "../db";
import { runJobIfDue, type ScheduledJob } from "../jobs/scheduled-job";
import type { Logger } from "../logger";
import {
  maskCalendarAddress,
  removeCalendarAddress,
  saveCalendarAddress,
  savedCalendarAddress,
} from "./busy-calendar-address";
import {
  fingerprintOf,
  forgetStoredCopy,
  recordFetch,
  storedCopy,
  storedFingerprint,
  storedState,
} from "./busy-calendar-copy";
import type { BusyInterval } from "./busy-intervals";
import { downloadCalendar } from "./calendar-download";
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

export type BusyCalendarStatus = {
  configured: boolean;
  /** The address in use, masked (busy-calendar-address.ts), and whether the owner saved it here. */
  address: string | null;
  saved: boolean;
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
  /** BOOKING_BUSY_ICS_URL: the address while the owner has saved none in the back office. */
  url: string | undefined;
  now?: () => number;
  fetchTimeoutMs?: number;
};

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
  url: defaultAddress,
  now = Date.now,
  fetchTimeoutMs = FETCH_TIMEOUT_MS,
}: BusyCalendarOptions) {
  let copy: { fingerprint: string; expansion: BusyExpansion; expandedAt: number } | null = null;
  let loading: Promise<void> | null = null;
  const window = () => ({ from: now() - WINDOW_BEHIND_MS, to: now() + WINDOW_AHEAD_MS });
  // The operator's address may point inside our own network (a calendar server beside the site);
  // an address pasted in the back office may not (server/security/outbound.ts).
  const limits = {
    timeoutMs: fetchTimeoutMs,
    maxBytes: MAX_BYTES,
    trustedHost: defaultAddress ? new URL(defaultAddress).host : undefined,
  };

  /** The address in use: the one the owner saved in the back office, else BOOKING_BUSY_ICS_URL. */
  const address = async () => (await savedCalendarAddress(db)) ?? defaultAddress;

  /** The calendar at `url`, downloaded and read (throws why it cannot be). */
  async function read(url: string) {
    const body = await downloadCalendar(url, limits);
    const expansion = await expandBusyCalendarInSlices(body, window());
    return { body, expansion, fingerprint: fingerprintOf(body) };
  }

  /** Stores a copy that reads (unless the stored one is the same) and uses it on this instance. */
  async function keep(fetched: Awaited<ReturnType<typeof read>>, attempted_at: string) {
    // Compared with the stored copy, which another instance may have replaced since.
    const unchanged = (await storedFingerprint(db)) === fetched.fingerprint;
    const { body, fingerprint, expansion } = fetched;
    await recordFetch(db, {
      attempted_at,
      fetched_at: attempted_at,
      last_error: null,
      ...(unchanged ? {} : { body, fingerprint }),
    });
    copy = { fingerprint, expansion, expandedAt: now() };
    loading ??= Promise.resolve();
  }

  /** Fetches the calendar now; a copy that reads replaces the stored one. */
  async function refresh(): Promise<"fetched" | "failed" | "not configured"> {
    const url = await address();
    if (!url) return "not configured";
    const attempted_at = iso(now());
    try {
      const fetched = await read(url);
      // The owner replaced the address meanwhile: this copy is the old calendar's.
      if ((await address()) !== url) return "fetched";
      await keep(fetched, attempted_at);
      return "fetched";
    } catch (error) {
      const reason = (error as Error).message.slice(0, 500);
      logger.warn(
        { err: reason },
        "booking: the busy calendar could not be fetched; the last good copy is kept",
      );
      await recordFetch(db, { attempted_at, last_error: reason }).catch((failure: unknown) =>
        logger.error({ err: failure }, "booking: could not record the busy calendar's failure"),
      );
      return "failed";
    }
  }

  /** Brings this instance's copy up to date with the stored one (another instance may have fetched). */
  async function load(): Promise<void> {
    try {
      const stored = (await address()) ? await storedFingerprint(db) : null;
      // No calendar any more (removed in the back office): nobody is busy.
      if (!stored) {
        copy = null;
        return;
      }
      const fresh = copy && now() - copy.expandedAt < EXPANSION_MAX_AGE_MS;
      if (fresh && copy?.fingerprint === stored) return;
      const row = await storedCopy(db);
      if (!row?.body || !row.fingerprint) return;
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
      const [saved, row] = await Promise.all([savedCalendarAddress(db), storedState(db)]);
      const url = saved ?? defaultAddress;
      return {
        configured: Boolean(url),
        address: url ? maskCalendarAddress(url) : null,
        saved: Boolean(saved),
        fetchedAt: row?.fetched_at ?? null,
        attemptedAt: row?.attempted_at ?? null,
        lastError: row?.last_error ?? null,
        events: copy?.expansion.events ?? 0,
        unreadable: copy?.expansion.unreadable ?? 0,
      };
    },

    /**
     * The owner's new address (already checked by readCalendarAddress): fetched and read first;
     * only a calendar that reads is saved, and its copy replaces the old calendar's at once
     * (every other instance at its next check). Why it could not be read, otherwise.
     */
    async replaceAddress(url: string): Promise<{ ok: true } | { ok: false; reason: string }> {
      const attempted_at = iso(now());
      let fetched: Awaited<ReturnType<typeof read>>;
      try {
        fetched = await read(url);
      } catch (error) {
        return { ok: false, reason: (error as Error).message.slice(0, 500) };
      }
      await saveCalendarAddress(db, url);
      await keep(fetched, attempted_at);
      return { ok: true };
    },

    /** The owner's address removed: BOOKING_BUSY_ICS_URL again (fetched now), or no busy calendar. */
    async removeAddress(): Promise<void> {
      await removeCalendarAddress(db);
      if (defaultAddress) {
        await refresh();
        return;
      }
      await forgetStoredCopy(db);
      copy = null;
    },

    /**
     * Fetches now, then every BUSY_CALENDAR_REFRESH_MS: the fetch once across instances (a
     * scheduled job), and every instance's copy brought up to date after it. It runs with no
     * address too, since the owner may save one in the back office at any time.
     */
    start() {
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
