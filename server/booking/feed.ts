import { randomBytes, timingSafeEqual } from "node:crypto";
import type { DB } from "../db";
import { keptSecret } from "../db/secrets";

/**
 * The secret address of the owner's calendar feed (`<site>/book/feed/<token>.ics`): a random
 * token kept in `app_secrets`, shown to the owner in the back office, replaceable there (the old
 * address then stops working at once, on every instance).
 */
export const FEED_PATH = "/book/feed";
const NAME = "booking-feed";

const newToken = () => randomBytes(24).toString("base64url");

export const feedToken = (db: DB): Promise<string> => keptSecret(db, NAME, newToken);

export async function replaceFeedToken(db: DB): Promise<string> {
  const value = newToken();
  await db
    .insertInto("app_secrets")
    .values({ name: NAME, value })
    .onConflict((c) => c.column("name").doUpdateSet({ value }))
    .execute();
  return value;
}

export async function isFeedToken(db: DB, given: string): Promise<boolean> {
  const expected = Buffer.from(await feedToken(db));
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

export const feedUrl = (siteUrl: string, token: string) => `${siteUrl}${FEED_PATH}/${token}.ics`;
