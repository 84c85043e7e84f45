import type { Kysely } from "kysely";
import { defaultVideoLinks } from "../../../app/content/booking";
import { newVideoLink } from "../../booking/video-links";

/**
 * A video call's joining link, made when it is booked (server/booking/video-links.ts) and kept
 * with it: the confirmation, the calendar files and the reminder all carry it. Calls to come
 * that were booked before it get a room of their own now, as the default settings make them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("bookings").addColumn("video_link", "text").execute();
  const trx = db as Kysely<{
    bookings: { id: string; call_kind: string; status: string; video_link: string | null };
  }>;
  const calls = await trx
    .selectFrom("bookings")
    .select("id")
    .where("call_kind", "=", "video")
    .where("status", "=", "active")
    .execute();
  for (const call of calls)
    await trx
      .updateTable("bookings")
      .set({ video_link: newVideoLink(defaultVideoLinks) })
      .where("id", "=", call.id)
      .execute();
}
