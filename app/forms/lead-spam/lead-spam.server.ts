import { serveForm } from "../../../server/forms/serve";
import { markingSpam } from "../lead-page.server";
import { leadSpam } from "./lead-spam";

/** The lead kept aside: out of the inbox and never overdue (server/follow-up); audited. */
export const leadSpamServer = serveForm(leadSpam, { admin: true, accept: markingSpam(true) });
