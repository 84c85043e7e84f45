import { leadKinds } from "../content/back-office";

/** How the lead page shows one of a kind's own fields when it is not plain text. */
export type FieldShown = "call time" | "booking status" | "call kind" | "services";

/**
 * What both sides know of a kind of lead: the key of its words (app/content/back-office.ts), where
 * the inbox shows it, and the shape of its page. Its storage, retention and erasure are the
 * server's half of the same declaration (server/leads/kinds.ts), which the compiler asks for.
 */
export type LeadKindShape = {
  words: keyof typeof leadKinds;
  /** Asks for no answer: kept out of the inbox's default view, so it never drowns the rest. */
  quiet?: true;
  /** Carries the contact form's services, so the inbox's service filter applies to it. */
  services?: true;
  /** The list its page goes back to: the inbox, or the bookings the owner works calls from. */
  list: "inbox" | "bookings";
  /** Its fields the page shows other than as text, by column. */
  shown?: Record<string, FieldShown>;
  /** Its page's own actions beside status and note (a booked call's: move, cancel, outcome). */
  actions?: "call";
};

/**
 * Every kind of lead, in the order the back office lists them (conversations first). A new kind
 * is one entry here, its words, its server half in server/leads/kinds.ts, its migration and its
 * form (docs/architecture.md, "How to add a lead kind").
 */
export const leadKindShapes = {
  enquiry: { words: "enquiry", services: true, list: "inbox", shown: { service_interests: "services" } },
  booking: {
    words: "booking",
    list: "bookings",
    shown: { start_at: "call time", status: "booking status", call_kind: "call kind" },
    actions: "call",
  },
  resource: { words: "resource", list: "inbox" },
  subscription: { words: "subscription", quiet: true, list: "inbox" },
} as const satisfies Record<string, LeadKindShape>;

/** A kind of lead, as stored in `lead_type` columns, the inbox's filter and the lead page's address. */
export type LeadKind = keyof typeof leadKindShapes;
/** Every kind of lead, in the back office's order. */
export const LEAD_KINDS = Object.keys(leadKindShapes) as LeadKind[];

/** The kind a text names (an address, a filter), or undefined. */
export const leadKindNamed = (value: string | null | undefined): LeadKind | undefined =>
  LEAD_KINDS.find((kind) => kind === value);

/** The words the owner reads for a kind: its label, plural, fields and reply's subject. */
export const leadKindWords = (kind: LeadKind) => leadKinds[leadKindShapes[kind].words];

/** The shape of a kind (typed loosely, for the code that reads any kind). */
export const leadKindShape = (kind: LeadKind): LeadKindShape => leadKindShapes[kind];
