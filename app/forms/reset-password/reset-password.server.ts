import { serveForm } from "../../../server/forms/serve";
import { resetPassword } from "./reset-password";

/** Every session ends with the old password: /auth says so, and asks to sign in. */
export const resetPasswordServer = serveForm(resetPassword, {
  async accept({ value, headers, deps }) {
    const result = await deps.accounts.resetPassword(value, headers);
    return result.ok ? { ...result, redirect: "/auth?reset=done" } : result;
  },
});
