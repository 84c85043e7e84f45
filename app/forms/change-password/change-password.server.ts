import { serveForm } from "../../../server/forms/serve";
import { changePassword } from "./change-password";

/**
 * The change ends every session and starts a new one: the page is loaded again with the new
 * session's cookie (rendering it in this request would read the old one and find no session).
 */
export const changePasswordServer = serveForm(changePassword, {
  signedIn: true,
  async accept({ value, headers, deps }) {
    const result = await deps.accounts.changePassword(value, headers);
    return result.ok ? { ...result, redirect: "/account?password=changed#password" } : result;
  },
});
