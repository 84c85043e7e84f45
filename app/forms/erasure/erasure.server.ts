import { serveForm } from "../../../server/forms/serve";
import { erasure } from "./erasure";

/** The erasure's server part: everything held for the address goes, the account included. */
export const erasureServer = serveForm(erasure, {
  admin: true,
  async accept({ value, admin, deps }) {
    await deps.admin.erasePerson(admin, value.email);
    return { ok: true, status: 200 };
  },
});
