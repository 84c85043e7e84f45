import type { Selectable, Transaction } from "kysely";
import type { BookingTable, Database } from "../db/schema";

export type Booking = Selectable<BookingTable>;

/**
 * What happened to a booking, told to the `onChange` hook inside the transaction that did it, so
 * that the mails it causes (through the outbox) are stored with the change or not at all.
 * `manageLink` is the visitor's link to cancel or move the call.
 */
export type BookingChange =
  | { kind: "booked"; booking: Booking; manageLink: string }
  | {
      kind: "moved";
      booking: Booking;
      previous: { start_at: string; end_at: string };
      manageLink: string;
      /** Who moved it: the visitor on their page, or the owner in the back office. */
      by: "visitor" | "owner";
    }
  | { kind: "cancelled"; booking: Booking; by: "visitor" | "owner"; note: string | null }
  | { kind: "reminder"; booking: Booking; manageLink: string };

export type OnBookingChange = (trx: Transaction<Database>, change: BookingChange) => Promise<void>;
