import { serveForm } from "../../../server/forms/serve";
import { markingSpam } from "../lead-page.server";
import { leadNotSpam } from "./lead-not-spam";

/** The lead back in the inbox; audited. */
export const leadNotSpamServer = serveForm(leadNotSpam, { admin: true, accept: markingSpam(false) });
