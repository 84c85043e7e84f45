import { morningList } from "~/content/follow-up";
import { declareForm } from "~/shared/forms/declare";
import * as z from "~/shared/zod";

/**
 * "Send today's list now" on the inbox (issue 32): a button and nothing to fill in, posted to the
 * page as `intent=morning-list`, for a signed-in admin only.
 */
export const morningListNow = declareForm({
  name: "morning-list",
  schema: z.object({}),
  fields: {},
});

/** What the inbox says after the list was asked for, by its address's `done=` (how it went). */
export const morningListSaid = {
  sent: morningList.sent,
  "already-sent": morningList.alreadySent,
  nothing: morningList.nothingToSay,
} as const;

export type MorningListDone = keyof typeof morningListSaid;

/** The words for an inbox address's `done=`, if it is one of them. */
export const morningListDoneWords = (value: string | null) =>
  value && Object.hasOwn(morningListSaid, value) ? morningListSaid[value as MorningListDone] : undefined;
