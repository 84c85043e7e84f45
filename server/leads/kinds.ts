import { sql } from "kysely";
import { LEAD_KINDS, type LeadKind, leadKindShapes } from "../../app/shared/lead-kinds";
import { deleteBookings } from "../booking/bookings";
import type { Database } from "../db/schema";
import {
  deleteRowsOf,
  keptAfterLastActivity,
  keptWhileSubscribed,
  type LeadKindStorage,
  type LeadRegistry,
} from "./lead-kind";

/**
 * The server's half of each kind of lead (the other: app/shared/lead-kinds.ts). The compiler asks
 * for every kind, and for each its table, columns, retention rule and erasure: the inbox, the CSV
 * export, the lead page, the sources, retention and erasure read them, and name no kind.
 */
const leadStorage = {
  enquiry: {
    table: "enquiries",
    columns: {
      name: sql<string>`first_name || ' ' || last_name`,
      company: sql<string | null>`company`,
      phone: sql<null>`null`,
      services: sql<string>`service_interests`,
      summary: sql<string>`message`,
      callAt: sql<null>`null`,
    },
    retention: keptAfterLastActivity,
    erase: deleteRowsOf("enquiries"),
  },
  booking: {
    table: "bookings",
    columns: {
      name: sql<string>`name`,
      company: sql<string | null>`company`,
      phone: sql<string | null>`phone`,
      services: sql<string>`'[]'`,
      summary: sql<string>`coalesce(topic, '')`,
      callAt: sql<string>`start_at`,
    },
    retention: keptAfterLastActivity,
    // With its claims, so that its time is free again.
    erase: deleteBookings,
  },
  resource: {
    table: "resource_requests",
    columns: {
      name: sql<string>`name`,
      company: sql<string | null>`company`,
      phone: sql<null>`null`,
      services: sql<string>`'[]'`,
      summary: sql<string>`resource_title`,
      callAt: sql<null>`null`,
    },
    retention: keptAfterLastActivity,
    erase: deleteRowsOf("resource_requests"),
  },
  subscription: {
    table: "subscriptions",
    columns: {
      name: sql<null>`null`,
      company: sql<null>`null`,
      phone: sql<null>`null`,
      services: sql<string>`'[]'`,
      summary: sql<string>`'Insights subscription: ' || status`,
      callAt: sql<null>`null`,
    },
    retention: keptWhileSubscribed,
    erase: deleteRowsOf("subscriptions"),
  },
} as const satisfies Record<LeadKind, LeadKindStorage & { table: keyof Database }>;

/** Every kind of lead, both halves, in the back office's order. */
export const leadRegistry: LeadRegistry = Object.fromEntries(
  LEAD_KINDS.map((kind) => [kind, { ...leadKindShapes[kind], ...leadStorage[kind] }]),
) as LeadRegistry;
