import type { Kysely } from "kysely";
import type { DB } from "../db";
import type { Database } from "../db/schema";
import { deleteLeads } from "../leads/delete-leads";
import { leadRegistry } from "../leads/kinds";
import { anyLeadTable, kindsOf, type LeadRegistry } from "../leads/lead-kind";
import type { MailFiles, StoredMail } from "../mail/mail-files";
import { audit } from "./audit";

/**
 * Everything the site holds for an address except the account itself: every kind of lead
 * (enquiries, booked calls, resource requests, the subscription) with their notes and the mails
 * they caused, and every mail to the address, sent or waiting. Resolves to the mails removed, whose
 * kept copies go after the commit. With the rows go the links mailed to the address: a download
 * needs its stored request, the subscription's links its token, a booking's manage link the
 * booking (docs/decisions/029); a booking's time is free again.
 */
async function eraseLeadsIn(
  trx: Kysely<Database>,
  address: string,
  registry: LeadRegistry,
): Promise<StoredMail[]> {
  const mails: StoredMail[] = [];
  for (const kind of kindsOf(registry)) {
    const ids = (
      await anyLeadTable(trx)
        .selectFrom(registry[kind].table)
        .select("id")
        .where((eb) => eb(eb.fn("lower", ["email"]), "=", address))
        .execute()
    ).map((row: { id: string }) => row.id);
    if (ids.length > 0) mails.push(...(await deleteLeads(trx, kind, ids, registry)));
  }
  const toAddress = trx
    .selectFrom("mail_outbox")
    .where((eb) => eb(eb.fn("lower", ["recipient"]), "=", address));
  mails.push(...(await toAddress.select(["id", "created_at"]).execute()));
  // What the owner kept about them (issue 32): the record of replies, notes on the person.
  await trx.deleteFrom("lead_replies").where("email", "=", address).execute();
  await trx.deleteFrom("person_notes").where("email", "=", address).execute();
  await trx
    .deleteFrom("mail_outbox")
    .where((eb) => eb(eb.fn("lower", ["recipient"]), "=", address))
    .execute();
  return mails;
}

/** The leads of an address and their mails (deleting an account with "erase" ticked). */
export async function eraseLeadsOf(
  db: DB,
  copies: MailFiles,
  email: string,
  registry: LeadRegistry = leadRegistry,
): Promise<void> {
  const address = email.trim().toLowerCase();
  copies.remove(await db.transaction().execute((trx) => eraseLeadsIn(trx, address, registry)));
}

/**
 * 'Erase a person' (the privacy policy's right to erasure): every row and mail for one address,
 * the account included, and the copies kept of their mails. The audit log records only that an
 * erasure happened, by whom and when, not whose: keeping the address there would undo it.
 */
export async function erasePerson(
  db: DB,
  copies: MailFiles,
  actor: string,
  email: string,
  registry: LeadRegistry = leadRegistry,
): Promise<void> {
  const address = email.trim().toLowerCase();
  const mails = await db.transaction().execute(async (trx) => {
    const removed = await eraseLeadsIn(trx, address, registry);
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
    return removed;
  });
  copies.remove(mails);
  await audit(db, { actor, action: "person.erased" });
}
