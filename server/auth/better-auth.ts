import { betterAuth } from "better-auth";
import { createAuthMiddleware } from "better-auth/api";
import { linkLifetimes } from "../../app/content/auth";
import { company } from "../../app/content/company";
import { AUTH_LIMITS as FORM_LIMITS } from "../../app/lib/validation/auth";
import type { DB } from "../db";
import { errorForLog, type Logger } from "../logger";
import { accountMails } from "../mail/account-mails";
import { enqueueMail } from "../mail/outbox";
import { CLIENT_ADDRESS_HEADER } from "../security/client-address";
import { authLimits } from "./limits";
import { checkAuthRules } from "./rules";

export type AuthDeps = {
  db: DB;
  logger: Logger;
  /** The signing key (AUTH_SECRET, or the generated one kept in the database). */
  secret: string;
  siteUrl: string;
  mailWorker: { poke(): void };
};

const HOUR_S = 60 * 60;

const loggableArgument = (arg: unknown) =>
  arg instanceof Error ? errorForLog(arg) : typeof arg === "object" && arg !== null ? "[object]" : arg;
const DAY_S = 24 * HOUR_S;

/**
 * better-auth on the site's own database: email and password only, confirmation by email through
 * the outbox, no account enumeration (docs/decisions/011). Its HTTP handler is mounted at
 * /api/auth (server/auth/handler.ts); the pages call its server API (server/auth/accounts.ts).
 */
export function createBetterAuth(deps: AuthDeps) {
  const { db, siteUrl } = deps;
  const limits = authLimits(db);
  const send = async (mail: Parameters<typeof enqueueMail>[1]) => {
    await enqueueMail(db, mail);
    deps.mailWorker.poke();
  };
  return betterAuth({
    appName: company.name,
    baseURL: siteUrl,
    basePath: "/api/auth",
    secret: deps.secret,
    database: { db, type: db.dialect },
    trustedOrigins: [siteUrl],
    telemetry: { enabled: false },
    logger: {
      // Its messages may name an address (scrubbed with every line: docs/decisions/029); of its
      // arguments the log keeps errors and plain values, never an object that may be a user.
      log: (level, message, ...args) => deps.logger[level]({ args: args.map(loggableArgument) }, message),
    },
    emailAndPassword: {
      enabled: true,
      // With confirmation required, a sign-up with a known address answers like a new one.
      requireEmailVerification: true,
      autoSignIn: false,
      minPasswordLength: FORM_LIMITS.passwordMin,
      maxPasswordLength: FORM_LIMITS.passwordMax,
      resetPasswordTokenExpiresIn: linkLifetimes.resetHours * HOUR_S,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: ({ user, token }) => send([accountMails.passwordReset(user, siteUrl, token)]),
      onExistingUserSignUp: ({ user }) => send([accountMails.existingAccount(user, siteUrl)]),
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: true,
      expiresIn: linkLifetimes.confirmationHours * HOUR_S,
      sendVerificationEmail: ({ user, token }) => send([accountMails.confirmation(user, siteUrl, token)]),
    },
    user: { deleteUser: { enabled: true } },
    session: { expiresIn: 30 * DAY_S, updateAge: DAY_S },
    // A general flood guard for the HTTP API, per client, kept in the database (shared by every
    // instance). The real limits per client and per email are AUTH_LIMITS (limits.ts); the
    // stricter built-in ones for sign-in would refuse a person before the spec's browser
    // throttle does (5 tries in 5 s).
    rateLimit: {
      enabled: true,
      storage: "database",
      window: 60,
      max: 120,
      customRules: {
        "/sign-in/*": { window: 60, max: 30 },
        "/sign-up/*": { window: 60, max: 30 },
        "/change-password": { window: 60, max: 30 },
      },
    },
    advanced: {
      ipAddress: { ipAddressHeaders: [CLIENT_ADDRESS_HEADER] },
      useSecureCookies: siteUrl.startsWith("https:"),
      cookiePrefix: "kt",
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax", path: "/" },
    },
    // The forms' rules, then the limits, for the HTTP API and the server API alike.
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        checkAuthRules(ctx);
        await limits(ctx);
      }),
    },
  });
}

export type BetterAuth = ReturnType<typeof createBetterAuth>;
