import type { Kysely } from "kysely";
import type { DB } from "../db";
import type { Database } from "../db/schema";
import { audit } from "./audit";
import { deleteLeads } from "./retention";

/**
 * Everything the site holds for an address except the account itself: enquiries, resource
 * requests and the subscription, with their notes and the mails they caused, and every mail to
 * the address, sent or waiting. (Deleting an account with "erase" ticked uses this.)
 */
export async function eraseLeadsOf(db: Kysely<Database>, email: string): Promise<void> {
  const address = email.trim().toLowerCase();
  const tables = [
    ["enquiries", "enquiry"],
    ["resource_requests", "resource"],
    ["subscriptions", "subscription"],
  ] as const;
  for (const [table, type] of tables) {
    const ids = (
      await db
        .selectFrom(table)
        .select("id")
        .where((eb) => eb(eb.fn("lower", ["email"]), "=", address))
        .execute()
    ).map((row) => row.id);
    if (ids.length > 0) await deleteLeads(db, table, type, ids);
  }
  await db
    .deleteFrom("mail_outbox")
    .where((eb) => eb(eb.fn("lower", ["recipient"]), "=", address))
    .execute();
}

/**
 * 'Erase a person' (the privacy policy's right to erasure): every row and queued mail for one
 * address, the account included. The audit log records only that an erasure happened, by whom and
 * when, not whose: keeping the address there would undo it.
 */
export async function erasePerson(db: DB, actor: string, email: string): Promise<void> {
  const address = email.trim().toLowerCase();
  await db.transaction().execute(async (trx) => {
    await eraseLeadsOf(trx, address);
    await trx.deleteFrom("pending_registrations").where("email", "=", address).execute();
    const users = await trx
      .selectFrom("user")
      .select("id")
      .where((eb) => eb(eb.fn("lower", ["email"]), "=", address))
      .execute();
    for (const { id } of users) {
      // SQLite does not enforce the cascades unless told to: delete the user's rows explicitly.
      await trx.deleteFrom("session").where("userId", "=", id).execute();
      await trx.deleteFrom("account").where("userId", "=", id).execute();
      await trx.deleteFrom("verification").where("value", "=", id).execute();
      await trx.deleteFrom("user").where("id", "=", id).execute();
    }
  });
  await audit(db, { actor, action: "person.erased" });
}
