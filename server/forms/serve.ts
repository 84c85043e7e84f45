import type { Transaction } from "kysely";
import type { FormDeclaration } from "~/shared/forms/declare";
import type { LeadKind } from "~/shared/lead-kinds";
import type { FieldErrors } from "~/shared/validation/fields";
import type * as z from "~/shared/zod";
import type { AdminServices } from "../admin";
import type { NoticeArticle } from "../admin/article-notices";
import type { ArticlePublishing } from "../articles/publishing";
import type { AccountServices, SessionUser } from "../auth/accounts";
import type { BookingServices } from "../booking";
import type { BookingService } from "../booking/bookings";
import type { Database } from "../db/schema";
import type { FirmFactsDesk } from "../firm-facts/desk";
import type { StoredSource } from "../leads/source";
import type { LeadDeps } from "../leads/types";
import type { RateLimitRule } from "../security/rate-limit";

/** A form refused: its status, words and, when fields need fixing, each field's message. */
export type FormRefusal = {
  ok: false;
  status: 400 | 401 | 403 | 404 | 409 | 410 | 429 | 500;
  error: string;
  fieldErrors?: FieldErrors;
  /** better-auth's code where there is one, e.g. INVALID_EMAIL_OR_PASSWORD. */
  code?: string;
  retryAfter?: number;
  headers?: Headers;
  /** Where the page goes instead of showing the refusal (a link no longer valid...). */
  redirect?: string;
  /** What the page shows again instead of what was posted (an address without its password). */
  values?: Record<string, unknown>;
  /** More the page shows beside the error (the title of a call page's refusal). */
  details?: Record<string, string>;
};

/** What a form answers: the API turns it into JSON, the page action into the page or a redirect. */
export type FormAnswer =
  | {
      ok: true;
      status: 200 | 201;
      /** A stored lead's id: the API answers `{ id }`, otherwise `{ ok: true }`. */
      id?: string;
      /** More of what the API answers beside the id (a booked call's `start` and `end`). */
      details?: Record<string, string>;
      /** Cookies the answer sets (a session, a registration). */
      headers?: Headers;
      /** Where the page goes next instead of showing the outcome; `document` for a full page load. */
      redirect?: string;
      document?: boolean;
      /** What the page shows again instead of what was posted (nothing of a secret address). */
      values?: Record<string, unknown>;
    }
  | FormRefusal;

/** What the server parts of the forms are given at start-up. */
export type FormDeps = LeadDeps & {
  accounts: AccountServices;
  bookings: BookingService;
  /** Writing and publishing articles (the back office's article form). */
  articles: ArticlePublishing;
  /** The firm's facts (the back office's settings form). */
  firmFacts: FirmFactsDesk;
  /** Whether a signed-in account may use the back office (ADMIN_EMAILS, address confirmed). */
  isAdmin(user: SessionUser): boolean;
  /** The back office's services (its forms: stages, notes, replies, spam, erasure, settings). */
  admin: AdminServices;
  /** Booking a call, whole (the call page's forms: cancel, move; the booking settings). */
  booking: BookingServices;
  /** An article of the build's own (an MDX file), by its slug (announcing it: the back office). */
  builtArticle(slug: string): NoticeArticle | undefined;
};

/** One checked submission, as the server part of a form receives it. */
export type Submission<V> = {
  /** The input as the schema gave it: trimmed, lower-cased, defaults filled. */
  value: V;
  /** The client's address (TRUST_PROXY applied). */
  client: string;
  /** The request's headers (its cookies). */
  headers: Headers;
  /** The page's route parameters when posted to a page (none from the JSON endpoints). */
  params: Readonly<Record<string, string | undefined>>;
  /** Where a lead came from: the visit's referrer and campaign (the API), or the page posted to. */
  source: StoredSource;
  /** The signed-in visitor, for a form that needs one (`signedIn`). */
  user: SessionUser | null;
  deps: FormDeps;
  /** The hidden field was sent with only spaces in it: a bot's near-miss (server/follow-up/spam.ts). */
  honeypotNearMiss?: boolean;
};

/** A submission of a form for admins only (`admin`): the admin is known. */
export type AdminSubmission<V> = Submission<V> & { admin: SessionUser };

type Guards = {
  /**
   * A lead (its kind, for the logs and `leads_total`): its honeypot is checked, a refused one's
   * suspicious content logged, and where it came from kept.
   */
  lead?: LeadKind;
  /** Counted per client after validation (only well-formed submissions count); over it, 429. */
  limit?: RateLimitRule & { tooSoon(seconds: number): string };
  /** Only for a signed-in visitor: anyone else is sent to sign in. */
  signedIn?: boolean;
};

/** A form of the back office: for a signed-in admin only; anyone else gets 404, as at its pages. */
type AdminOnly<V> = {
  admin: true;
  lead?: never;
  signedIn?: never;
  accept(submission: AdminSubmission<V>): Promise<FormAnswer>;
  store?: never;
};

/**
 * What a form does once its input is checked, one of two ways: `store` the lead in the one
 * transaction the registry opens (its rows and their outbox mails, or a queued task, together or
 * not at all; a refusal it returns, such as a slot just taken, rolls it back) and answer 201 with
 * its id; or `accept` it through a service that keeps its own (the accounts' better-auth).
 */
export type FormServer<V> =
  | (Guards & { admin?: never } & (
        | {
            store(
              trx: Transaction<Database>,
              submission: Submission<V>,
            ): Promise<{ id: string; details?: Record<string, string> } | FormRefusal>;
            accept?: never;
          }
        | { accept(submission: Submission<V>): Promise<FormAnswer>; store?: never }
      ))
  | (Omit<Guards, "lead" | "signedIn"> & AdminOnly<V>);

export type ServedForm = { declaration: FormDeclaration; server: FormServer<unknown> };

/** A form's server part, with its declaration: one line of the registry (app/forms/registry.server.ts). */
export function serveForm<D extends FormDeclaration>(
  declaration: D,
  server: FormServer<z.output<D["schema"]>>,
): ServedForm {
  return { declaration, server: server as FormServer<unknown> };
}
