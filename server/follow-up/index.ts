import { type ShownStage, shownStage } from "~/shared/stages";
import type { LeadKind } from "../../app/shared/lead-kinds";
import { audit } from "../admin/audit";
import type { SessionUser } from "../auth/accounts";
import type { DB } from "../db";
import { replyDeadline } from "../working-time";
import { followUpsOf, type StageChange, setStageAndNextStep } from "./follow-up";
import { sendMorningList } from "./morning-list";
import { medianFirstReply, needsNow, withCallsToCome } from "./needs-now";
import { addPersonNote, personCsv, personRecord } from "./person";
import { savedReplies, saveSavedReply, sendReply } from "./replies";
import { setSpam, spamCount, spamLeads } from "./spam-view";

/**
 * Following up a lead in the back office (issue 32, docs/decisions/046): its stage and next step,
 * replies sent from its page, what needs the owner now. Every change is audited.
 */
export function createFollowUpServices(deps: {
  db: DB;
  messageIdDomain: string;
  mailWorker: { poke(): void };
  /** The owner's inbox (NOTIFY_EMAIL): the morning list goes there. */
  notifyEmail: () => string;
  siteUrl: string;
  now?: () => number;
}) {
  const { db, now = Date.now } = deps;
  return {
    needsNow: () => needsNow(db, now()),
    medianFirstReply: () => medianFirstReply(db, now()),
    /** A lead's follow-up as its page shows it: the stage (as read), next step, first reply, spam mark. */
    async ofLead(lead: {
      type: LeadKind;
      id: string;
      email: string;
      createdAt: string;
      leadStatus: string;
      bookingStatus?: string | null;
    }) {
      const [row, booked] = await Promise.all([
        followUpsOf(db, lead.type, [lead.id]).then((rows) => rows.get(lead.id)),
        lead.type === "booking"
          ? Promise.resolve(new Set<string>())
          : withCallsToCome(db, [lead.email], now()),
      ]);
      const stage = shownStage({
        type: lead.type,
        stage: row?.stage ?? null,
        leadStatus: lead.leadStatus,
        bookingStatus: lead.bookingStatus,
        callBooked: booked.has(lead.email.toLowerCase()),
      });
      // The promise is the enquiry's (its acknowledgement names the time); spam is never overdue.
      const due =
        lead.type === "enquiry" && stage === "new" && !row?.spam
          ? replyDeadline(Date.parse(lead.createdAt))
          : null;
      return {
        stage,
        dueAt: due === null ? null : new Date(due).toISOString(),
        overdue: due !== null && now() > due,
        nextStep: row?.next_step ?? null,
        nextStepOn: row?.next_step_on ?? null,
        firstRepliedAt: row?.first_replied_at ?? null,
        spam: Boolean(row?.spam),
        spamReasons: row?.spam_reasons ?? null,
      };
    },
    /**
     * The stages of some leads as a list shows them, by `type:id`: each read with the lead (its
     * `stage`, server/admin/shown-stage.ts), but "spam" for a lead kept aside.
     */
    async stagesOf(rows: readonly { type: LeadKind; id: string; stage: ShownStage }[]) {
      const types = [...new Set(rows.map((row) => row.type))];
      const followUps = new Map(
        await Promise.all(
          types.map(
            async (type) =>
              [
                type,
                await followUpsOf(
                  db,
                  type,
                  rows.filter((r) => r.type === type).map((r) => r.id),
                ),
              ] as const,
          ),
        ),
      );
      return Object.fromEntries(
        rows.map((row) => [
          `${row.type}:${row.id}`,
          followUps.get(row.type)?.get(row.id)?.spam ? ("spam" as const) : row.stage,
        ]),
      );
    },
    setStage: (actor: SessionUser, type: LeadKind, id: string, change: StageChange) =>
      setStageAndNextStep(db, actor.email, type, id, change),
    async reply(actor: SessionUser, type: LeadKind, id: string, body: string) {
      const outcome = await sendReply(db, {
        actor: actor.email,
        type,
        id,
        body,
        messageIdDomain: deps.messageIdDomain,
      });
      if (outcome.status === "sent") deps.mailWorker.poke();
      return outcome;
    },
    /** Everything one address has done and been sent, with the stage of each lead. */
    async person(email: string) {
      const record = await personRecord(db, email);
      const stages = await this.stagesOf(record.leads);
      return {
        ...record,
        leads: record.leads.map((lead) => ({ ...lead, stage: stages[`${lead.type}:${lead.id}`]! })),
      };
    },
    addPersonNote: (actor: SessionUser, email: string, body: string) =>
      addPersonNote(db, actor.email, email, body),
    personCsv: (actor: SessionUser, email: string) => personCsv(db, actor.email, email),
    /** "Send today's list now": once a day all the same (server/follow-up/morning-list.ts). Audited. */
    async sendMorningListNow(actor: SessionUser) {
      const outcome = await sendMorningList(db, {
        to: deps.notifyEmail(),
        siteUrl: deps.siteUrl,
        at: now(),
        by: actor.email,
        mailWorker: deps.mailWorker,
      });
      await audit(db, { actor: actor.email, action: "morning-list.send", detail: outcome });
      return outcome;
    },
    spam: () => spamLeads(db),
    spamCount: () => spamCount(db),
    setSpam: (actor: SessionUser, type: LeadKind, id: string, spam: boolean) =>
      setSpam(db, actor.email, type, id, spam),
    savedReplies: () => savedReplies(db),
    saveSavedReply: (actor: SessionUser, position: number, title: string, body: string) =>
      saveSavedReply(db, actor.email, position, title, body),
  };
}

export type FollowUpServices = ReturnType<typeof createFollowUpServices>;
