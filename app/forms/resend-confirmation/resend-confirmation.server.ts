import { serveForm } from "../../../server/forms/serve";
import { resendConfirmation } from "./resend-confirmation";

/** A queued task mails a new link when the address has a registration waiting (docs/decisions/027). */
export const resendConfirmationServer = serveForm(resendConfirmation, {
  accept: ({ value, headers, deps }) => deps.accounts.resendConfirmation(value, headers),
});
