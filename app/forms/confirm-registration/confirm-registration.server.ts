import { authPage } from "~/content/auth";
import { serveForm } from "../../../server/forms/serve";
import { confirmRegistration, linkElsewhere } from "./confirm-registration";

/**
 * The address confirmed with the password chosen at sign-up: signed in and on to the account; a
 * link no longer valid goes to /auth, which says so; a wrong password is said on the page.
 */
export const confirmRegistrationServer = serveForm(confirmRegistration, {
  async accept({ value, headers, deps }) {
    const confirmation = await deps.accounts.confirmWithPassword(value, headers);
    switch (confirmation.status) {
      case "confirmed":
        return { ok: true, status: 200, headers: confirmation.headers, redirect: "/account?confirmed=1" };
      case "refused":
        return confirmation.result;
      default: {
        const state = confirmation.status === "password" ? "invalid" : confirmation.status;
        return {
          ok: false,
          status: 400,
          error: authPage.copy.links[state].title,
          redirect: linkElsewhere[state],
        };
      }
    }
  },
});
