import { serveForm } from "../../../server/forms/serve";
import { deleteAccount } from "./delete-account";

/** The home page is not part of the router's app: a page load, with its own island. */
export const deleteAccountServer = serveForm(deleteAccount, {
  signedIn: true,
  async accept({ value, headers, user, deps }) {
    const result = await deps.accounts.deleteAccount(user!, value, headers);
    return result.ok ? { ...result, redirect: "/", document: true } : result;
  },
});
