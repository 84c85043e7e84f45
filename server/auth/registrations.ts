import { createHash, randomBytes, randomUUID, timingSafeEqual } from "node:crypto";
import { linkLifetimes } from "~/content/auth";
import { now } from "../clock";
import { type DB, isUniqueViolation } from "../db";
import { accountMails } from "../mail/account-mails";
import { enqueueMail } from "../mail/outbox";
import { enqueueTask, type TaskHandler } from "../tasks/queue";
import { authValues } from "./auth-rows";

const HOUR_MS = 60 * 60_000;
const LIFETIME_MS = linkLifetimes.confirmationHours * HOUR_MS;

/**
 * The httpOnly cookie holding the signing-up browser's secret, for a day: on the whole site, so
 * that the resend form finds it whether it posts to /auth or (with JavaScript) to /api/account.
 */
const COOKIE = "kt_registration";
const SECRET = /^[\w-]{43}$/;

const newSecret = () => randomBytes(32).toString("base64url");
const digest = (value: string) => createHash("sha256").update(value).digest("base64url");
const sameDigest = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** The browser's secret from its Cookie header, if it carries one. */
function browserSecret(cookieHeader: string | null): string | undefined {
  for (const pair of (cookieHeader ?? "").split(/;\s*/)) {
    const value = pair.startsWith(`${COOKIE}=`) ? pair.slice(COOKIE.length + 1) : undefined;
    if (value && SECRET.test(value)) return value;
  }
  return undefined;
}

/** The registration was taken by another confirmation of the address (or of the same link). */
class AlreadyUsed extends Error {}

export const SIGN_UP_TASK = "sign-up";
export const NEW_LINK_TASK = "confirmation-link";

type SignUp = { email: string; name: string; passwordHash: string; browserHash: string; at: string };
type NewLink = { email: string; browserHash?: string };
type Passwords = {
  hash(password: string): Promise<string>;
  verify(input: { hash: string; password: string }): Promise<boolean>;
};

/** What opening a confirmation link (or posting its password) comes to. */
export type LinkOutcome =
  | { state: "confirmed"; userId: string }
  | { state: "password"; email: string }
  | { state: "wrong-password" }
  | { state: "expired" | "invalid" | "used" };

/**
 * Sign-ups that wait for their address to be confirmed (docs/decisions/026). better-auth's users
 * are only ever created confirmed, with the password of the registration whose link was opened,
 * and only when the opener proves that password: by being the browser that chose it (its cookie),
 * or by typing it. Every sign-up does the same work before its answer, whether or not the address
 * has an account; what differs is a queued task (docs/decisions/027).
 */
export function createRegistrations(deps: {
  db: DB;
  siteUrl: string;
  secureCookies: boolean;
  passwords: () => Promise<Passwords>;
}) {
  const { db, siteUrl } = deps;
  const values = authValues(db.dialect);

  const cookie = (secret: string | undefined) =>
    `${COOKIE}=${secret ?? ""}; Max-Age=${secret ? LIFETIME_MS / 1000 : 0}; Path=/; HttpOnly; SameSite=Lax${deps.secureCookies ? "; Secure" : ""}`;

  /** A sign-up for an address with an account tells its owner; any other waits for confirmation. */
  const signUpTask: TaskHandler<SignUp> = async (trx, signUp) => {
    const user = await trx
      .selectFrom("user")
      .select(["name", "email"])
      .where("email", "=", signUp.email)
      .executeTakeFirst();
    if (user) {
      await enqueueMail(trx, [accountMails.existingAccount(user, siteUrl)]);
      return;
    }
    const token = newSecret();
    await trx
      .insertInto("pending_registrations")
      .values({
        id: randomUUID(),
        email: signUp.email,
        name: signUp.name,
        password_hash: signUp.passwordHash,
        token_hash: digest(token),
        browser_hash: signUp.browserHash,
        created_at: signUp.at,
        expires_at: new Date(Date.parse(signUp.at) + LIFETIME_MS).toISOString(),
      })
      .execute();
    await enqueueMail(trx, [accountMails.confirmation(signUp, siteUrl, token)]);
  };

  /**
   * A new link for the address's latest live registration (made in the asking browser, if it made
   * one): the registration's earlier link stops working, and the new one still needs its password.
   */
  const newLinkTask: TaskHandler<NewLink> = async (trx, ask) => {
    const live = await trx
      .selectFrom("pending_registrations")
      .selectAll()
      .where("email", "=", ask.email)
      .where("expires_at", ">", now())
      .orderBy("created_at", "desc")
      .execute();
    const registration = live.find((row) => row.browser_hash === ask.browserHash) ?? live[0];
    if (!registration) return;
    const token = newSecret();
    await trx
      .updateTable("pending_registrations")
      .set({ token_hash: digest(token) })
      .where("id", "=", registration.id)
      .execute();
    await enqueueMail(trx, [accountMails.confirmation(registration, siteUrl, token)]);
  };

  const find = (token: string) =>
    db
      .selectFrom("pending_registrations")
      .selectAll()
      .where("token_hash", "=", digest(token))
      .executeTakeFirst();

  /**
   * One transaction: the address's registrations are taken, ours among them (a second opening
   * finds it gone and rolls back), and the user is created confirmed with our registration's
   * password. The unique email refuses a second confirmation of the address all the same.
   */
  async function confirm(registration: {
    id: string;
    email: string;
    name: string;
    password_hash: string;
  }): Promise<LinkOutcome> {
    const userId = randomUUID();
    const at = values.time(new Date());
    try {
      return await db.transaction().execute(async (trx): Promise<LinkOutcome> => {
        // Every registration of the address at once, ours among them: two confirmations of the
        // address queue on the same rows (no deadlock), and the second finds ours gone.
        const taken = await trx
          .deleteFrom("pending_registrations")
          .where("email", "=", registration.email)
          .returning("id")
          .execute();
        if (!taken.some((row) => row.id === registration.id)) throw new AlreadyUsed();
        await trx
          .insertInto("user")
          .values({
            id: userId,
            name: registration.name,
            email: registration.email,
            emailVerified: values.yes,
            image: null,
            createdAt: at,
            updatedAt: at,
          })
          .execute();
        await trx
          .insertInto("account")
          .values({
            id: randomUUID(),
            accountId: userId,
            providerId: "credential",
            userId,
            password: registration.password_hash,
            createdAt: at,
            updatedAt: at,
          })
          .execute();
        return { state: "confirmed", userId };
      });
    } catch (error) {
      if (error instanceof AlreadyUsed || isUniqueViolation(error)) return { state: "used" };
      throw error;
    }
  }

  /** The registration a link names, if it is still waiting. */
  async function live(token: string) {
    const registration = token ? await find(token) : undefined;
    if (!registration) return { state: "invalid" as const };
    if (registration.expires_at <= now()) return { state: "expired" as const };
    return { state: "live" as const, registration };
  }

  return {
    /**
     * The work of every sign-up before its answer: the password hashed (better-auth's own
     * hasher), a new secret for the browser, the rest queued. Returns the secret's cookie. The
     * secret is new each time: on a shared computer, a later sign-up's cookie does not confirm an
     * earlier one's link.
     */
    async register(input: { email: string; name: string; password: string }) {
      const passwordHash = await (await deps.passwords()).hash(input.password);
      const secret = newSecret();
      await enqueueTask<SignUp>(db, SIGN_UP_TASK, {
        email: input.email,
        name: input.name,
        passwordHash,
        browserHash: digest(secret),
        at: now(),
      });
      return cookie(secret);
    },

    /** Queues a new link for the address (nothing happens if it has no live registration). */
    async requestLink(email: string, cookieHeader: string | null) {
      const secret = browserSecret(cookieHeader);
      await enqueueTask<NewLink>(db, NEW_LINK_TASK, { email, browserHash: secret && digest(secret) });
    },

    /** The link opened: confirms in the browser that signed up, else asks for the password. */
    async open(token: string, cookieHeader: string | null): Promise<LinkOutcome> {
      const found = await live(token);
      if (found.state !== "live") return found;
      const secret = browserSecret(cookieHeader);
      if (secret && sameDigest(digest(secret), found.registration.browser_hash)) {
        return confirm(found.registration);
      }
      return { state: "password", email: found.registration.email };
    },

    /** The link's form: confirms only with the password chosen at sign-up. */
    async openWithPassword(token: string, password: string): Promise<LinkOutcome> {
      const found = await live(token);
      if (found.state !== "live") return found;
      const { verify } = await deps.passwords();
      if (!(await verify({ hash: found.registration.password_hash, password }))) {
        return { state: "wrong-password" };
      }
      return confirm(found.registration);
    },

    /** Clears the browser's secret once its registration is confirmed. */
    clearCookie: () => cookie(undefined),

    tasks: { [SIGN_UP_TASK]: signUpTask, [NEW_LINK_TASK]: newLinkTask },
  };
}

export type Registrations = ReturnType<typeof createRegistrations>;
