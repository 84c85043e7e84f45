import type { Writable } from "node:stream";
import type { LeadKind } from "~/shared/lead-kinds";
import { analyticsReport, periodFrom } from "../analytics/report";
import type { ArticlePublishing } from "../articles/publishing";
import type { AccountServices, SessionUser } from "../auth/accounts";
import type { BookingServices } from "../booking";
import type { DB } from "../db";
import { readFirmFacts } from "../firm-facts/store";
import { createFollowUpServices } from "../follow-up";
import type { MailFiles } from "../mail/mail-files";
import {
  articleNoticeState,
  type NoticeArticle,
  previewArticleNotice,
  sendArticleNotice,
} from "./article-notices";
import { audit } from "./audit";
import { ownerBookings } from "./bookings";
import { writeLeadsCsv } from "./csv";
import { erasePerson } from "./erasure";
import { addLeadNote, leadDetail } from "./lead-detail";
import { type Cursor, type InboxFilter, inboxPage } from "./leads";
import { mailStatus, retryMail } from "./mail-status";
import { adminAddresses, adminHintFor } from "./sign-in";
import { leadSources, sourceWeeks } from "./sources";

export const INBOX_PAGE_SIZE = 50;

/**
 * The back office: who may use it, and what it reads and does. Every action records its actor in
 * the audit log; the pages and the CSV export check `admin()` themselves, behind the server's own
 * gate that answers 404 for every /admin path to anyone else (server/app.ts).
 */
export function createAdminServices(deps: {
  db: DB;
  accounts: AccountServices;
  adminEmails: readonly string[];
  siteUrl: string;
  mailWorker: { poke(): void };
  /** The kept copies of sent mail (MAIL_DIR), which erasure removes. */
  mailCopies: MailFiles;
  booking: BookingServices;
  /** Writing and publishing articles (server/articles). */
  articles: ArticlePublishing;
  /** The domain of the site's Message-IDs (a reply names its thread's: server/mail/transport.ts). */
  messageIdDomain: string;
  /** The owner's inbox (NOTIFY_EMAIL, else the firm's email now: server/mail/sender.ts). */
  notifyEmail: () => string;
  /** Writes this instance's last counts (server/analytics), so the owner reads all of them. */
  flushCounts?: () => Promise<void>;
}) {
  const { db, siteUrl } = deps;
  const isAdmin = adminAddresses(deps.adminEmails);
  const secureCookies = siteUrl.startsWith("https:");
  /** Who knocks at the back office's door: an admin, someone else signed in, or nobody yet. */
  async function visitor(headers: Headers): Promise<{ admin?: SessionUser; signedIn: boolean }> {
    const user = await deps.accounts.session(headers);
    return { admin: user?.emailVerified && isAdmin(user.email) ? user : undefined, signedIn: Boolean(user) };
  }
  return {
    /** The signed-in admin: a confirmed account whose address is in ADMIN_EMAILS. */
    admin: async (headers: Headers) => (await visitor(headers)).admin,
    visitor,
    /** A Set-Cookie giving an admin's browser the admin's hint, when it lacks it. */
    hintFor: (headers: Headers) => adminHintFor(headers.get("Cookie"), secureCookies),
    inbox: (filter: InboxFilter, cursor?: Cursor, direction?: "older" | "newer") =>
      inboxPage(db, filter, INBOX_PAGE_SIZE, cursor, direction),
    lead: (type: LeadKind, id: string) => leadDetail(db, type, id),
    addNote: (actor: SessionUser, type: LeadKind, id: string, body: string) =>
      addLeadNote(db, actor.email, type, id, body),
    /** Streams the filtered leads as CSV into `out`, and records who took how many. */
    async exportCsv(actor: SessionUser, filter: InboxFilter, out: Writable) {
      const { written, complete } = await writeLeadsCsv(db, filter, out);
      // A download cut short still let those leads out: it is recorded as such.
      const detail = complete ? `${written} leads` : `${written} leads, then the download was cut off`;
      await audit(db, { actor: actor.email, action: "leads.export", detail });
      return { written, complete };
    },
    mailStatus: () => mailStatus(db),
    async retryMail(actor: SessionUser, id: string) {
      const done = await retryMail(db, actor.email, id);
      if (done) deps.mailWorker.poke();
      return done;
    },
    followUp: createFollowUpServices({
      db,
      messageIdDomain: deps.messageIdDomain,
      mailWorker: deps.mailWorker,
      notifyEmail: deps.notifyEmail,
      siteUrl,
    }),
    bookings: ownerBookings({ db, booking: deps.booking, siteUrl, mailWorker: deps.mailWorker }),
    sourceWeeks,
    sources: (weeks?: number) => leadSources(db, weeks),
    /**
     * What the site brought in over the period `params` ask for (`from`, `to`), or the last 30 UK
     * days when they ask for none or for one that cannot be read (`refused` says why).
     */
    async visits(params: URLSearchParams) {
      const asked = periodFrom(params);
      const period =
        typeof asked === "string"
          ? (periodFrom(new URLSearchParams()) as Exclude<typeof asked, string>)
          : asked;
      await deps.flushCounts?.();
      return {
        report: await analyticsReport(db, period),
        refused: typeof asked === "string" ? asked : undefined,
      };
    },
    erasePerson: (actor: SessionUser, email: string) => erasePerson(db, deps.mailCopies, actor.email, email),
    articles: { list: deps.articles.list, find: deps.articles.find },
    articleNotices: () => articleNoticeState(db),
    /** The firm's facts as last saved (none: the defaults stand). */
    firmFacts: () => readFirmFacts(db),
    previewArticleNotice: (article: NoticeArticle) => previewArticleNotice(article, siteUrl),
    async sendArticleNotice(actor: SessionUser, article: NoticeArticle) {
      const queued = await sendArticleNotice(db, actor.email, article, siteUrl);
      if (queued) deps.mailWorker.poke();
      return queued;
    },
  };
}

export type AdminServices = ReturnType<typeof createAdminServices>;
