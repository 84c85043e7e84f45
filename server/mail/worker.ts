import { randomUUID } from "node:crypto";
import type { DB } from "../db";
import { startPoller } from "../jobs/poller";
import type { Logger } from "../logger";
import { metrics } from "../metrics";
import { claimDue, markFailed, markSent, releaseClaims } from "./outbox";
import type { MailSender } from "./transport";

const BATCH = 20;

/**
 * Sends the outbox: claims due messages, sends them, records the result. Runs in every server
 * instance; pending mail left by a process that died is picked up when its lease runs out.
 * Stopping finishes the message being sent and gives back the rest of the batch at once.
 */
export function startOutboxWorker(db: DB, sender: MailSender, logger: Logger) {
  const workerId = `${process.pid}-${randomUUID().slice(0, 8)}`;

  async function tick(stopping: () => boolean): Promise<number> {
    const messages = await claimDue(db, workerId, BATCH);
    for (const [index, message] of messages.entries()) {
      if (stopping()) {
        await releaseClaims(
          db,
          messages.slice(index).map((m) => m.id),
        );
        break;
      }
      try {
        await sender.send(message);
        await markSent(db, message.id);
        metrics.mailSent.inc();
      } catch (error) {
        metrics.mailSendFailures.inc();
        const text = error instanceof Error ? error.message : String(error);
        logger.warn(
          { id: message.id, attempts: message.attempts + 1, err: text },
          "mail not sent; will retry",
        );
        await markFailed(db, message, text);
      }
    }
    return messages.length;
  }

  return startPoller({ tick, batch: BATCH, logger, failure: "outbox worker failed; retrying" });
}
