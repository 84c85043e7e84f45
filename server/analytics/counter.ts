import { createHash, randomUUID } from "node:crypto";
import type { IncomingMessage } from "node:http";
import type { Socket } from "node:net";
import { objectsToCounting } from "~/shared/counting";
import { addDays, ukDate, ukStartOfDay } from "../booking/time";
import type { DB } from "../db";
import type { Logger } from "../logger";
import { clientAddress } from "../security/client-address";
import { createSalts } from "./salts";
import { type Batch, emptyBatch, mergeBatch, writeBatch } from "./store";
import { browserOf, type Device, isCountedPrefetch, userAgentOf, visitSource } from "./visit";

/** The kinds of lead the owner counts (DESIGN.md's contract names them so). */
export const LEAD_KINDS = ["enquiry", "resource", "subscription", "booking"] as const;
export type LeadKind = (typeof LEAD_KINDS)[number];
export type FormOutcome = "sent" | "refused" | "limited" | "failed";
/** Where a lead arrived: its client's address (TRUST_PROXY applied) and its request's headers. */
export type LeadArrival = { client: string; headers: Headers };

/**
 * The one place a lead is credited (docs/decisions/047): the kind a form's server part names
 * (`lead` in serveForm), as the owner counts it; undefined for what is not a lead.
 */
export function leadKindOf(lead: string): LeadKind | undefined {
  if (lead === "resource request") return "resource";
  return (LEAD_KINDS as readonly string[]).includes(lead) ? (lead as LeadKind) : undefined;
}

// Bounds for one instance and one day, whatever arrives: beyond them views are still counted, but
// no new visitor is (a flood of made-up user agents is not thousands of people).
const MAX_VISITORS = 100_000;
const MAX_PAGES_SEEN = 400_000;
/** Distinct user agents from one address counted as distinct visitors; the rest are one more. */
const MAX_VISITORS_PER_ADDRESS = 20;
const MINUTE = 60_000;

/**
 * What a connection last carried, kept on its socket: a browser keeps its connection open, so most
 * views are the same user agent on the same connection, found by two comparisons (no hash, no key
 * made). Checked against the day, and against what is sent (a proxy's connection carries many).
 */
const COUNTED = Symbol("counted");

/** A visitor counted today, and the pages they have seen. */
type Visitor = { id: string; pages: Set<string> };
/** The browser a connection last carried, as counted today. */
type Connection = {
  userAgent: string;
  forwardedFor: string | string[] | undefined;
  day: string;
  bot: boolean;
  device: Device;
  /** Found at its first view counted as a person's (none when it objects, or beyond the bounds). */
  visitor: Visitor | undefined;
};

export type AnalyticsOptions = {
  db: DB;
  logger: Logger;
  siteUrl: string;
  /** TRUST_PROXY: whose address the client's is. */
  trustProxy: number;
  flushMs: number;
  /** ANALYTICS=off counts nothing (for measuring what counting costs). */
  enabled: boolean;
  now?: () => number;
};

/**
 * The site's own counting (docs/decisions/047), on the hot path: a page answered to a browser is
 * counted in memory (a few map operations and, for a visitor, one hash) and written in batches
 * that add to what the database holds, so several instances add up and a crash loses at most one
 * batch. Nothing of the person is kept: a visitor is a hash of the day's salt, their address and
 * user agent, and the salt is destroyed when its UK day ends.
 */
export function createAnalytics(options: AnalyticsOptions) {
  const { db, logger, enabled } = options;
  const now = options.now ?? Date.now;
  const siteHost = new URL(options.siteUrl).host.toLowerCase().replace(/^www\./, "");
  const salts = createSalts(db);
  let batch: Batch = emptyBatch();

  // The UK day, worked out again only when an instant falls outside it; what is held of the day
  // goes with it.
  let day = "";
  let dayStarts = 0;
  let dayEnds = 0;
  /** Today's views by page, added to the batch when it is written (no key made per view). */
  let views = new Map<string, number>();
  /** Today's visitors, each with the pages they have seen. */
  let visitors = new Map<string, Visitor>();
  let pagesSeen = 0;
  let perAddress = new Map<string, number>();
  // A browser seen today, by what identifies it on the wire (forwarded-for, socket, user agent): its
  // visitor, so a browser back on a new connection costs a map lookup, not an address parsed and a
  // hash made.
  let knownBrowsers = new Map<string, string>();
  let warnedFull = false;

  /** Today's views added to the batch under their day. */
  function foldViews() {
    for (const [path, n] of views) {
      const key = `${day}\n${path}`;
      batch.views.set(key, (batch.views.get(key) ?? 0) + n);
    }
    views = new Map();
  }

  const today = (at: number): string => {
    if (at >= dayEnds || at < dayStarts) {
      foldViews();
      day = ukDate(at);
      dayStarts = ukStartOfDay(day);
      dayEnds = ukStartOfDay(addDays(day, 1));
      visitors = new Map();
      pagesSeen = 0;
      perAddress = new Map();
      knownBrowsers = new Map();
      warnedFull = false;
    }
    return day;
  };

  const hash = (salt: string, address: string, userAgent: string) =>
    createHash("sha256")
      .update(salt)
      .update("\n")
      .update(address)
      .update("\n")
      .update(userAgent)
      .digest("base64url")
      .slice(0, 22);

  /** The visitor a browser is today, or undefined when it is not to be counted as one. */
  function visitorOf(when: string, address: string, userAgent: string): string | undefined {
    const salt = salts.of(when);
    if (!salt) return undefined;
    const visitor = hash(salt, address, userAgent);
    if (visitors.has(visitor)) return visitor;
    const fromAddress = perAddress.get(address) ?? 0;
    if (fromAddress >= MAX_VISITORS_PER_ADDRESS) return hash(salt, address, "*");
    if (visitors.size >= MAX_VISITORS || perAddress.size >= MAX_VISITORS) {
      if (!warnedFull) logger.warn({ day: when }, "analytics: visitors for the day at their bound");
      warnedFull = true;
      return undefined;
    }
    perAddress.set(address, fromAddress + 1);
    return visitor;
  }

  /**
   * The visitor of a browser met on a connection (undefined when not to be counted as one); the
   * first time it is met today, its visit is the batch's with this page as its entry.
   */
  function visitOf(req: IncomingMessage, connection: Connection, path: string, at: number) {
    const { headers } = req;
    const wire = `${connection.forwardedFor}\n${req.socket.remoteAddress}\n${connection.userAgent}`;
    let id = knownBrowsers.get(wire);
    if (!id) {
      id = visitorOf(day, clientAddress(req, options.trustProxy), connection.userAgent);
      if (!id) return undefined;
      if (knownBrowsers.size < MAX_VISITORS) knownBrowsers.set(wire, id);
    }
    let visitor = visitors.get(id);
    if (!visitor) {
      visitor = { id, pages: new Set() };
      visitors.set(id, visitor);
      // A visitor's first page today on this instance: the visit's entry, unless another instance
      // saw an earlier one (the database keeps the earliest).
      batch.visits.set(`${day}\n${id}`, {
        day,
        visitor: id,
        entry_path: path,
        ...visitSource(req.url ?? "/", headers.referer, (host) => isOwnHost(req, host)),
        device: connection.device,
        first_at: new Date(at).toISOString(),
      });
    }
    return visitor;
  }

  /** Our own pages: SITE_URL's host, or the host the request was addressed to (nginx passes it). */
  const isOwnHost = (req: IncomingMessage, host: string) =>
    host === siteHost || host === req.headers.host?.toLowerCase().replace(/^www\./, "");

  /**
   * A page (`path`, as held in memory or rendered: no query, no trailing slash) was just answered
   * 200 or 304. Counted when it is a view: a GET from a browser, not a bot, not a prefetch other
   * than the press of a link on our own page.
   */
  function pageView(req: IncomingMessage, path: string): void {
    if (!enabled || req.method !== "GET") return;
    const { headers } = req;
    if (
      (headers["sec-purpose"] !== undefined || headers.purpose !== undefined) &&
      !isCountedPrefetch(
        headers["sec-purpose"] as string | undefined,
        headers.purpose as string | undefined,
        headers.referer,
        (host) => isOwnHost(req, host),
      )
    )
      return;
    const at = now();
    const when = today(at);
    const userAgent = userAgentOf(headers["user-agent"]);
    const forwardedFor = headers["x-forwarded-for"];
    const socket = req.socket as Socket & { [COUNTED]?: Connection };
    let connection = socket[COUNTED];
    if (
      !connection ||
      connection.userAgent !== userAgent ||
      connection.forwardedFor !== forwardedFor ||
      connection.day !== when
    ) {
      const { bot, device } = browserOf(userAgent);
      connection = { userAgent, forwardedFor, day: when, bot, device, visitor: undefined };
      socket[COUNTED] = connection;
    }
    if (connection.bot) return;
    views.set(path, (views.get(path) ?? 0) + 1);
    if (headers["sec-gpc"] === "1" || objectsToCounting(headers.cookie)) return;
    connection.visitor ??= visitOf(req, connection, path, at);
    const { visitor } = connection;
    if (!visitor || visitor.pages.has(path) || pagesSeen >= MAX_PAGES_SEEN) return;
    visitor.pages.add(path);
    pagesSeen++;
    batch.pageVisitors.push({ day: when, path, visitor: visitor.id });
  }

  /**
   * A lead was stored: credited to its visitor's visit of the day (its entry page and source),
   * read when the figures are read; a visitor with no visit that day (or not counted) is direct.
   */
  function creditLead(kind: LeadKind, { client, headers }: LeadArrival): void {
    if (!enabled) return;
    const at = now();
    const when = today(at);
    const counted = headers.get("sec-gpc") !== "1" && !objectsToCounting(headers.get("cookie"));
    const salt = counted ? salts.of(when) : undefined;
    batch.leads.push({
      id: randomUUID(),
      day: when,
      kind,
      visitor: salt ? hash(salt, client, userAgentOf(headers.get("user-agent") ?? undefined)) : null,
      created_at: new Date(at).toISOString(),
    });
  }

  /** A form's outcome, as its server knows it (a refusal once per field refused). */
  function formOutcome(form: string, outcome: FormOutcome, fields: readonly string[] = [""]): void {
    if (!enabled) return;
    const when = today(now());
    for (const field of fields.slice(0, 20)) {
      const key = `${when}\n${form}\n${outcome}\n${field.slice(0, 40)}`;
      batch.outcomes.set(key, (batch.outcomes.get(key) ?? 0) + 1);
    }
  }

  let writing: Promise<void> = Promise.resolve();
  /** Writes what was counted since the last batch (one transaction); kept for the next on failure. */
  function flush(): Promise<void> {
    writing = writing.then(async () => {
      const at = now();
      const when = today(at);
      try {
        await salts.check(when, dayEnds - at < 10 * MINUTE ? addDays(when, 1) : undefined);
      } catch (error) {
        logger.error({ err: error }, "analytics: the day's salt could not be checked");
      }
      foldViews();
      const written = batch;
      batch = emptyBatch();
      try {
        await writeBatch(db, written);
      } catch (error) {
        logger.error({ err: error }, "analytics: a batch could not be written, kept for the next");
        batch = mergeBatch(written, batch);
      }
    });
    return writing;
  }

  let timer: NodeJS.Timeout | undefined;
  return {
    enabled,
    pageView,
    creditLead,
    formOutcome,
    flush,
    /** Today's salt held before the first page is answered; then a batch every `flushMs`. */
    async start(): Promise<void> {
      await flush();
      timer = setInterval(() => void flush(), options.flushMs);
      timer.unref();
    },
    /** The last batch written (graceful shutdown). */
    async stop(): Promise<void> {
      clearInterval(timer);
      await flush();
    },
  };
}

export type Analytics = ReturnType<typeof createAnalytics>;
/** What the forms' pipeline is given of the counting. */
export type LeadCounting = Pick<Analytics, "creditLead" | "formOutcome">;
