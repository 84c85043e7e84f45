import { morningList } from "~/content/follow-up";
import type { MorningListOutcome } from "../../../server/follow-up/morning-list";
import { serveForm } from "../../../server/forms/serve";
import { morningListNow } from "./morning-list";

/** What the inbox says once the list was asked for, by how it went. */
const said = {
  sent: morningList.sent,
  "already sent": morningList.alreadySent,
  "nothing to say": morningList.nothingToSay,
  "not today": morningList.nothingToSay,
} as const satisfies Record<MorningListOutcome, string>;

/**
 * The morning list's server part: sent at most once a day whoever asks; each way it goes is an
 * accepted answer, whose `details.message` the inbox shows.
 */
export const morningListServer = serveForm(morningListNow, {
  admin: true,
  async accept({ admin, deps }) {
    const outcome = await deps.admin.followUp.sendMorningListNow(admin);
    return { ok: true, status: 200, details: { message: said[outcome] } };
  },
});
