import { mailPage } from "~/content/back-office-pages";
import { serveForm } from "../../../server/forms/serve";
import { mailRetry } from "./mail-retry";

/** The retry's server part: a message still waiting is sent again now, and the retry audited. */
export const mailRetryServer = serveForm(mailRetry, {
  admin: true,
  async accept({ value, admin, deps }) {
    const done = await deps.admin.retryMail(admin, value.id);
    return done ? { ok: true, status: 200 } : { ok: false, status: 400, error: mailPage.notRetried };
  },
});
