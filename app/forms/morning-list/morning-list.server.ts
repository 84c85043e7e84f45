import type { MorningListOutcome } from "../../../server/follow-up/morning-list";
import { serveForm } from "../../../server/forms/serve";
import { type MorningListDone, morningListNow } from "./morning-list";

/** How it went, as the inbox's address says it (`/admin?done=`). */
const done = {
  sent: "sent",
  "already sent": "already-sent",
  "nothing to say": "nothing",
  "not today": "nothing",
} as const satisfies Record<MorningListOutcome, MorningListDone>;

/**
 * The morning list's server part: sent at most once a day whoever asks; each way it goes is an
 * accepted answer, sent back to the inbox's own address (`/admin?done=sent`), which says how it
 * went: posted to the index route, the page's address was `/admin?index`.
 */
export const morningListServer = serveForm(morningListNow, {
  admin: true,
  async accept({ admin, deps }) {
    const outcome = await deps.admin.followUp.sendMorningListNow(admin);
    return { ok: true, status: 200, redirect: `/admin?done=${done[outcome]}` };
  },
});
