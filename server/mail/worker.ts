import { randomUUID } from "node:crypto";
import type { DB } from "../db";
import type { OutboxMessage } from "../db/schema";
import { releaseLeased, retryLeased } from "../jobs/leases";
import { startPoller } from "../jobs/poller";
import type { Logger } from "../logger";
import { metrics } from "../metrics";
import { claimDue, markSent } from "./outbox";
import type { MailSender } from "./transport";

/**
 * Sends the outbox: claims due messages, sends them, records the result. Runs in every server
 * instance; pending mail left by a process that died is picked up when its lease runs out.
 * Stopping finishes the message being sent and gives back the rest of the batch at once.
 */
export function startOutboxWorker(db: DB, sender: MailSender, logger: Logger) {
  const workerId = `${process.pid}-${randomUUID().slice(0, 8)}`;

  async function send(message: OutboxMessage) {
    try {
      await sender.send(message);
      if (await markSent(db, message.id)) metrics.mailSent.inc();
      else sender.discard(message); // erased while it was on its way: keep no copy
    } catch (error) {
      metrics.mailSendFailures.inc();
      const text = error instanceof Error ? error.message : String(error);
      logger.warn({ id: message.id, attempts: message.attempts + 1, err: text }, "mail not sent; will retry");
      await retryLeased(db, "mail_outbox", message, text);
    }
  }

  return startPoller({
    claim: (limit) => claimDue(db, workerId, limit),
    run: send,
    release: (ids) => releaseLeased(db, "mail_outbox", ids),
    batch: 20,
    logger,
    failure: "outbox worker failed; retrying",
  });
}
