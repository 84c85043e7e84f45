import { betterAuth } from "better-auth";
import { createAuthMiddleware } from "better-auth/api";
import { AUTH_LIMITS as FORM_LIMITS } from "~/shared/account-limits";
import { linkLifetimes, sessionDays } from "../../app/content/auth";
import { company } from "../../app/content/company";
import type { DB } from "../db";
import { errorForLog, type Logger } from "../logger";
import { CLIENT_ADDRESS_HEADER } from "../security/client-address";
import { confirmedSignIn } from "./confirmed-sign-in";
import type { AuthLimits } from "./limits";
import { endResetLinks } from "./password-resets";
import { checkAuthRules } from "./rules";
import { hideSessionTokens } from "./session-token";

export type AuthDeps = {
  db: DB;
  logger: Logger;
  /** The signing key (AUTH_SECRET, or the generated one kept in the database). */
  secret: string;
  siteUrl: string;
  limits: AuthLimits;
};

const HOUR_S = 60 * 60;

const loggableArgument = (arg: unknown) =>
  arg instanceof Error ? errorForLog(arg) : typeof arg === "object" && arg !== null ? "[object]" : arg;
const DAY_S = 24 * HOUR_S;

/**
 * better-auth's own ways to sign up, confirm and ask for links: the site does these itself
 * (server/auth/registrations.ts, password-resets.ts; docs/decisions/026 and 027), so that no
 * unconfirmed user exists and every answer takes the same work. Over HTTP they answer 404.
 */
const DISABLED_PATHS = [
  "/sign-up/email",
  "/verify-email",
  "/send-verification-email",
  "/request-password-reset",
];

/**
 * better-auth on the site's own database: email and password only, accounts created confirmed by
 * the site's registrations, no account enumeration (docs/decisions/011, 026). Its HTTP handler is
 * mounted at /api/auth (server/auth/handler.ts); the pages call its server API
 * (server/auth/accounts.ts).
 */
export function createBetterAuth(deps: AuthDeps) {
  const { db, siteUrl, limits } = deps;
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
    disabledPaths: DISABLED_PATHS,
    plugins: [confirmedSignIn],
    emailAndPassword: {
      enabled: true,
      // Users are only ever created confirmed; this refuses any other, should one appear.
      requireEmailVerification: true,
      autoSignIn: false,
      minPasswordLength: FORM_LIMITS.passwordMin,
      maxPasswordLength: FORM_LIMITS.passwordMax,
      resetPasswordTokenExpiresIn: linkLifetimes.resetHours * HOUR_S,
      revokeSessionsOnPasswordReset: true,
      // A completed reset ends the user's other reset links too (its own is used up).
      onPasswordReset: ({ user }) => endResetLinks(db, user.id),
    },
    user: { deleteUser: { enabled: true } },
    session: { expiresIn: sessionDays * DAY_S, updateAge: DAY_S },
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
        "/change-password": { window: 60, max: 30 },
      },
    },
    advanced: {
      ipAddress: { ipAddressHeaders: [CLIENT_ADDRESS_HEADER] },
      useSecureCookies: siteUrl.startsWith("https:"),
      cookiePrefix: "kt",
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax", path: "/" },
    },
    hooks: {
      // The forms' rules, then the limits, for the HTTP API and the server API alike. A password
      // change always ends the user's other sessions, whoever asks.
      before: createAuthMiddleware(async (ctx) => {
        checkAuthRules(ctx);
        await limits(ctx);
        if (ctx.path === "/change-password") {
          return { context: { body: { ...ctx.body, revokeOtherSessions: true } } };
        }
      }),
      // A changed password ends every reset link of the user; no answer over HTTP carries the
      // session token.
      after: createAuthMiddleware(async (ctx) => {
        if (ctx.path === "/change-password") {
          const returned = ctx.context.returned as { user?: { id?: unknown } } | undefined;
          if (typeof returned?.user?.id === "string") await endResetLinks(db, returned.user.id);
        }
        return hideSessionTokens(ctx);
      }),
    },
  });
}

export type BetterAuth = ReturnType<typeof createBetterAuth>;
