import { randomUUID } from "node:crypto";
import type { Transaction } from "kysely";
import { now } from "../clock";
import type { DB } from "../db";
import type { Database } from "../db/schema";

/** What the owner did in the back office, by whom and when: every admin action writes one. */
export async function audit(
  db: DB | Transaction<Database>,
  entry: { actor: string; action: string; target?: string; detail?: string },
): Promise<void> {
  await db
    .insertInto("audit_log")
    .values({
      id: randomUUID(),
      actor: entry.actor,
      action: entry.action,
      target: entry.target?.slice(0, 80) ?? null,
      detail: entry.detail?.slice(0, 500) ?? null,
      created_at: now(),
    })
    .execute();
}
