import { serveForm } from "../../../server/forms/serve";
import { forgotPassword } from "./forgot-password";

/** A queued task mails the link when the address has an account (docs/decisions/027). */
export const forgotPasswordServer = serveForm(forgotPassword, {
  accept: ({ value, headers, deps }) => deps.accounts.requestPasswordReset(value, headers),
});
