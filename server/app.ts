import { existsSync, readFileSync } from "node:fs";
import type { RequestListener, ServerResponse } from "node:http";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { forms } from "../app/forms/registry.server";
import { createAdminServices } from "./admin";
import type { NoticeArticle } from "./admin/article-notices";
import { eraseLeadsOf } from "./admin/erasure";
import { createAdminGate } from "./admin/http";
import { retentionJob } from "./admin/retention";
import { adminAddresses, withAdminSignIn } from "./admin/sign-in";
import { createAnalytics } from "./analytics/counter";
import { createAnalyticsExports } from "./analytics/http";
import { RENDERED_PAGES } from "./analytics/pages";
import { weeklySummaryJob } from "./analytics/weekly-summary";
import { articlesSource } from "./articles/live-source";
import { createArticlePublishing } from "./articles/publishing";
import { createAccountData } from "./auth/account-data";
import { createAccountServices } from "./auth/accounts";
import { createBetterAuth } from "./auth/better-auth";
import { createAuthHandler } from "./auth/handler";
import { authLimits } from "./auth/limits";
import { PASSWORD_RESET_TASK, passwordResetTask } from "./auth/password-resets";
import { createRegistrations } from "./auth/registrations";
import { createAvailabilityRoute } from "./booking/availability-route";
import { createFeedRoute } from "./booking/feed-route";
import { siteBookingServices } from "./booking/site-services";
import type { Config } from "./config";
import { isReady, migrate, openDatabase } from "./db";
import { createFirmFactsDesk } from "./firm-facts/desk";
import { factsSource, pagesShowingFacts } from "./firm-facts/live-source";
import { morningListJob } from "./follow-up/morning-list";
import { createFormRegistry } from "./forms/registry";
import { pagePostRefusal } from "./http-body";
import { scheduleJob } from "./jobs/scheduled-job";
import { createLeadServices } from "./leads";
import { loadSigningSecret } from "./leads/download-links";
import { SUBSCRIPTION_TASK, subscriptionTask } from "./leads/subscriptions";
import { createLivePages, liveSource } from "./live-pages/live-pages";
import { type BuiltSocialImage, SOCIAL_IMAGES_FILE } from "./live-pages/social-card";
import { keyPseudonyms } from "./log-privacy";
import type { Logger } from "./logger";
import { mailIdDomain, startMailer } from "./mail/mailer";
import { ownerInbox } from "./mail/sender";
import { type RouteKind, watchOutbox } from "./metrics";
import { answerMetrics } from "./metrics/endpoint";
import { createRenderer } from "./render";
import { createRequestLog } from "./request-log";
import { stampClientAddress } from "./security/client-address";
import { baseSecurityHeaders } from "./security/headers";
import { refuseMalformed } from "./security/request-line";
import { loadStaticFiles, serveStatic } from "./static-files";
import { startTaskWorker } from "./tasks/worker";

export type App = {
  listener: RequestListener;
  /** Stops taking work (docs/decisions/020): /readyz answers 503, every response closes its connection. */
  drain(): void;
  close(): Promise<void>;
};

/** The build's own articles by slug, which its server entry gives (app/entry.server.tsx). */
function articlesOfBuild(build: ServerBuild) {
  const entry = build.entry.module as { builtArticle?: (slug: string) => NoticeArticle | undefined };
  if (!entry.builtArticle) throw new Error("The build's server entry gives no builtArticle: rebuild");
  return entry.builtArticle;
}

/** The build's social images and what each shows (scripts/postbuild.ts): drawn again when the firm is renamed. */
function builtSocialImages(config: Config): BuiltSocialImage[] {
  const file = join(resolve(config.BUILD_DIR), SOCIAL_IMAGES_FILE);
  if (!existsSync(file)) throw new Error(`The build has no ${SOCIAL_IMAGES_FILE}: rebuild`);
  return JSON.parse(readFileSync(file, "utf8")) as BuiltSocialImage[];
}

async function loadBuild(config: Config, logger: Logger): Promise<ServerBuild> {
  const buildDir = resolve(config.BUILD_DIR);
  const serverBuildPath = join(buildDir, "server/index.js");
  if (!existsSync(serverBuildPath)) {
    throw new Error(`No build found at ${buildDir}: run "npm run build" first.`);
  }
  const buildInfo = JSON.parse(readFileSync(join(buildDir, "build-info.json"), "utf8")) as {
    siteUrl: string;
  };
  if (buildInfo.siteUrl !== config.SITE_URL) {
    logger.warn(
      { builtFor: buildInfo.siteUrl, siteUrl: config.SITE_URL },
      "the build's canonical URLs were made for another SITE_URL: rebuild with this SITE_URL",
    );
  }
  return (await import(pathToFileURL(serverBuildPath).href)) as ServerBuild;
}

/**
 * Start-up wiring: the build, the database (migrated), the mail outbox worker and the lead
 * services; then the request listener: health, the API, built files from memory, and the renderer.
 */
export async function createApp(config: Config, logger: Logger): Promise<App> {
  const build = await loadBuild(config, logger);
  const security = baseSecurityHeaders(config.SITE_URL);
  const files = loadStaticFiles(join(resolve(config.BUILD_DIR), "client"), config.SITE_URL, security);

  const db = openDatabase(config.DATABASE_URL);
  await migrate(db);
  const mailer = startMailer(config, db, logger);
  const secret = await loadSigningSecret(db, config.AUTH_SECRET);
  keyPseudonyms(secret);
  const stopWatchingOutbox = watchOutbox(db);
  // The owner's notices: NOTIFY_EMAIL, else the firm's email as saved when each is composed.
  const notifyEmail = ownerInbox(config);
  // The site's own counting of pages, visitors and leads (docs/decisions/047).
  const analytics = createAnalytics({
    db,
    logger,
    siteUrl: config.SITE_URL,
    trustProxy: config.TRUST_PROXY,
    flushMs: config.ANALYTICS_FLUSH_SECONDS * 1000,
    enabled: config.ANALYTICS === "on",
  });
  await analytics.start();
  // Monday morning's summary to the owner, once across instances (the outbox sends it).
  const weeklySummary = scheduleJob(
    db,
    logger,
    weeklySummaryJob({ notifyEmail, siteUrl: config.SITE_URL, flush: analytics.flush }),
  );
  // The privacy policy's retention periods, applied daily, once across instances (decision 012).
  const retention = scheduleJob(db, logger, retentionJob(logger, mailer.copies));
  // Booking a call (issue 23): the owner's busy calendar is fetched now and every few minutes;
  // each change's mails (and the day-before reminders) go into the outbox with the change.
  const booking = siteBookingServices(config, db, logger, secret);
  const bookingWork = booking.start();
  const secureCookies = config.SITE_URL.startsWith("https:");
  const limits = authLimits(db);
  const auth = createBetterAuth({ db, logger, secret, siteUrl: config.SITE_URL, limits });
  const registrations = createRegistrations({
    db,
    siteUrl: config.SITE_URL,
    secureCookies,
    passwords: async () => (await auth.$context).password,
  });
  // What answers leave for later, so that they take the same time (docs/decisions/027).
  const tasks = startTaskWorker(
    db,
    {
      ...registrations.tasks,
      [PASSWORD_RESET_TASK]: passwordResetTask({ db, siteUrl: config.SITE_URL }),
      [SUBSCRIPTION_TASK]: subscriptionTask({ siteUrl: config.SITE_URL, notifyEmail }),
    },
    logger,
    mailer.worker,
  );
  const leadDeps = {
    db,
    logger,
    notifyEmail,
    siteUrl: config.SITE_URL,
    signingSecret: secret,
    mailWorker: mailer.worker,
    tasks,
    counting: analytics,
  };
  const leads = createLeadServices(leadDeps);
  const data = createAccountData({ db, siteUrl: config.SITE_URL, signingSecret: secret });
  // An admin who signs in lands in the back office (server/admin/sign-in.ts).
  const accounts = withAdminSignIn(
    createAccountServices(auth, {
      db,
      data,
      secureCookies,
      logger,
      registrations,
      limits,
      tasks,
      eraseLeads: (email) => eraseLeadsOf(db, mailer.copies, email),
    }),
    adminAddresses(config.ADMIN_EMAILS),
    secureCookies,
  );
  const handleAuth = createAuthHandler(auth, { security, secureCookies, siteUrl: config.SITE_URL, logger });
  // Pages made of what the back office changes, rendered when it changes and served from memory
  // on every instance (docs/decisions/042); articles scheduled for later, published once.
  const pollMs = config.CONTENT_POLL_SECONDS * 1000;
  // The build's own article pages (its MDX files): their addresses are taken, and the listing counts them.
  const builtArticles = new Set([...files.keys()].filter((path) => /^\/insights\/[a-z0-9-]+$/.test(path)));
  const live = createLivePages({
    db,
    files,
    sources: [
      liveSource(articlesSource({ siteUrl: config.SITE_URL, fileArticles: builtArticles.size })),
      liveSource(
        factsSource({
          pages: pagesShowingFacts(files),
          images: builtSocialImages(config),
          siteUrl: config.SITE_URL,
        }),
      ),
    ],
    siteUrl: config.SITE_URL,
    security,
    logger,
    pollMs,
  });
  const articles = createArticlePublishing({
    db,
    siteUrl: config.SITE_URL,
    logger,
    mailWorker: mailer.worker,
    changed: live.refresh,
    built: (path) => builtArticles.has(path),
  });
  const firmFacts = createFirmFactsDesk({ db, logger, changed: live.refresh, saved: mailer.checkSender });
  const scheduledArticles = scheduleJob(db, logger, {
    name: "articles.publish-due",
    everyMs: pollMs,
    run: () => articles.publishDue().then(() => undefined),
  });
  const isAdmin = adminAddresses(config.ADMIN_EMAILS);
  const admin = createAdminServices({
    db,
    accounts,
    adminEmails: config.ADMIN_EMAILS,
    siteUrl: config.SITE_URL,
    mailWorker: mailer.worker,
    mailCopies: mailer.copies,
    booking,
    articles,
    messageIdDomain: mailIdDomain(config),
    notifyEmail,
    flushCounts: analytics.flush,
  });
  // The owner's morning list at 08:00 UK on working days, once across instances (issue 32).
  const morningLists = scheduleJob(
    db,
    logger,
    morningListJob({ to: notifyEmail, siteUrl: config.SITE_URL, mailWorker: mailer.worker }),
  );
  // Every declared form's endpoint and page action (app/forms/registry.server.ts).
  const formRegistry = createFormRegistry(
    forms,
    {
      ...leadDeps,
      accounts,
      bookings: booking.bookings,
      articles,
      firmFacts,
      isAdmin: (user) => user.emailVerified && isAdmin(user.email),
      admin,
      booking,
      builtArticle: articlesOfBuild(build),
    },
    { security, siteUrl: config.SITE_URL, logger },
  );
  const { handleApi } = formRegistry;
  const { renderPage, renderNotFound, renderDocument } = createRenderer({
    leads,
    forms: formRegistry,
    accounts,
    admin,
    booking,
    security,
    siteUrl: config.SITE_URL,
    logger,
    build,
    mode: config.NODE_ENV,
    live,
    articlePreview: articles.preview,
    // A page rendered per request is counted when it is one of the site's pages (a prerendered
    // page asked with a query: a campaign's link), never a mailed link's or the back office's.
    pageRendered: (req, path) => {
      if (files.get(path)?.page || RENDERED_PAGES.has(path)) analytics.pageView(req, path);
    },
  });
  await live.start(renderDocument);
  // The facts are read: mail goes from the firm's address unless MAIL_FROM says otherwise.
  mailer.checkSender();
  const handleAdmin = createAdminGate({
    admin,
    security,
    logger,
    renderPage,
    renderNotFound,
    analytics: createAnalyticsExports({ db, flush: analytics.flush, security }),
  });
  const handleFeed = createFeedRoute({
    db,
    bookings: booking.bookings,
    siteUrl: config.SITE_URL,
    security,
    logger,
    renderNotFound,
  });

  const handleAvailability = createAvailabilityRoute({
    availability: booking.availability,
    security,
    logger,
  });

  const plain = (res: ServerResponse, status: number, body: string, extra: Record<string, string> = {}) => {
    res.writeHead(status, { ...security, "Content-Type": "text/plain; charset=utf-8", ...extra });
    res.end(body);
  };
  const status = (res: ServerResponse, code: number, body: object) => {
    res.writeHead(code, { ...security, "Content-Type": "application/json", "Cache-Control": "no-store" });
    res.end(JSON.stringify(body));
  };

  // Responses not yet begun, so draining can ask each to close its connection (decision 020).
  const inFlight = new Set<ServerResponse>();
  let draining = false;

  const requests = createRequestLog(logger);

  const listener: RequestListener = (req, res) => {
    if (draining) res.setHeader("Connection", "close");
    // Built files first: answered at once from memory, and at the cost of an increment (decision
    // 029). No built file has the path of anything below (/api, /admin, /healthz, /metrics).
    if (serveStatic(files, req, res, analytics.pageView)) return requests.staticHit(req, res);
    let route: RouteKind = "rendered";
    requests.track(req, res, () => route);
    inFlight.add(res);
    res.once("close", () => inFlight.delete(res));
    const malformed = refuseMalformed(req);
    if (malformed) {
      route = "refused";
      return plain(res, malformed.status, malformed.message, { ...malformed.headers, Connection: "close" });
    }
    const url = req.url ?? "/";
    if (url === "/healthz" || url === "/readyz") route = "health";
    if (url === "/healthz") return status(res, 200, { status: "ok" });
    if (url === "/readyz") {
      if (draining) return status(res, 503, { status: "draining" });
      isReady(db).then((ready) =>
        status(res, ready ? 200 : 503, { status: ready ? "ready" : "unavailable" }),
      );
      return;
    }
    // On the public port only with a token: METRICS_PORT alone keeps /metrics off it (decision 023).
    if (config.METRICS_TOKEN && url.split("?")[0] === "/metrics") {
      route = "metrics";
      return answerMetrics(req, res, config.METRICS_TOKEN);
    }
    stampClientAddress(req, config.TRUST_PROXY);
    route = "api";
    if (handleApi(req, res) || handleAvailability(req, res) || handleAuth(req, res) || handleFeed(req, res))
      return;
    route = "refused";
    // Page actions (the forms without JavaScript): the same guards as the API, and only what the
    // site's forms send (React Router would answer anything else with a 500).
    const refusal = pagePostRefusal(req, config.SITE_URL);
    if (refusal) return plain(res, refusal.status, refusal.message, refusal.headers);
    route = "admin";
    if (handleAdmin(req, res)) return;
    if (url.length > 1 && url.endsWith("/") && !url.startsWith("//")) {
      route = "redirect";
      res.writeHead(301, { ...security, Location: url.replace(/\/+$/, "") });
      res.end();
      return;
    }
    route = "rendered";
    renderPage(req, res);
  };

  return {
    listener,
    drain() {
      draining = true;
      for (const res of inFlight) if (!res.headersSent) res.setHeader("Connection", "close");
    },
    close: async () => {
      stopWatchingOutbox();
      await weeklySummary.stop();
      await analytics.stop();
      await scheduledArticles.stop();
      await live.stop();
      await retention.stop();
      await morningLists.stop();
      await bookingWork.stop();
      await tasks.stop();
      await mailer.stop();
      await db.destroy();
    },
  };
}
