import type { FirmFacts } from "~/shared/firm-facts";
import type { SessionUser } from "../auth/session-user";
import type { DB } from "../db";
import type { Logger } from "../logger";
import { saveFirmFacts } from "./store";

/**
 * The back office's side of the firm's facts (docs/decisions/045): a save is one transaction (the
 * facts, their version, the audit log); then this instance renders its pages again at once, in
 * the background (about 50 pages: the owner is not kept waiting), and the others at their poll.
 * `saved` hears of each save (the mailer warns once when the new address is not DKIM's domain).
 */
export function createFirmFactsDesk(deps: {
  db: DB;
  logger: Logger;
  changed(): Promise<void>;
  saved?(facts: FirmFacts): void;
}) {
  return {
    async save(facts: FirmFacts, actor: SessionUser): Promise<void> {
      await saveFirmFacts(deps.db, facts, actor.email);
      deps.saved?.(facts);
      deps
        .changed()
        .catch((error: unknown) => deps.logger.error({ err: error }, "firm facts: render failed"));
    },
  };
}

export type FirmFactsDesk = ReturnType<typeof createFirmFactsDesk>;
