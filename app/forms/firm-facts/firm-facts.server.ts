import { serveForm } from "../../../server/forms/serve";
import { firmFactsDeclaration } from "./firm-facts";

/**
 * The firm's settings' server part: an admin's save, kept in one transaction with its version
 * and audit line (server/firm-facts); the page then says every page follows within a minute.
 */
export const firmFactsServer = serveForm(firmFactsDeclaration, {
  admin: true,
  async accept({ value, admin, deps }) {
    await deps.firmFacts.save(value, admin);
    return { ok: true, status: 200, redirect: "/admin/settings/firm?done=saved" };
  },
});
