import { randomBytes } from "node:crypto";
import type { DB } from "./index";

/**
 * A random secret kept in `app_secrets` under `name`: made on first use (whichever instance is
 * first), the same for every instance and every restart after.
 */
export async function keptSecret(
  db: DB,
  name: string,
  make = () => randomBytes(32).toString("base64url"),
): Promise<string> {
  await db
    .insertInto("app_secrets")
    .values({ name, value: make() })
    .onConflict((conflict) => conflict.column("name").doNothing())
    .execute();
  const row = await db
    .selectFrom("app_secrets")
    .select("value")
    .where("name", "=", name)
    .executeTakeFirstOrThrow();
  return row.value;
}
