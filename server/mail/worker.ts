import { randomUUID } from "node:crypto";
import type { DB } from "../db";
import type { Logger } from "../logger";
import { metrics } from "../metrics";
import { claimDue, markFailed, markSent, releaseClaims } from "./outbox";
import type { MailSender } from "./transport";

const IDLE_POLL_MS = 1_000;
const BATCH = 20;

/**
 * Sends the outbox: claims due messages, sends them, records the result. Runs in every server
 * instance; pending mail left by a process that died is picked up when its lease runs out.
 * Stopping finishes the message being sent and gives back the rest of the batch at once.
 */
export function startOutboxWorker(db: DB, sender: MailSender, logger: Logger) {
  const workerId = `${process.pid}-${randomUUID().slice(0, 8)}`;
  let stopped = false;
  let busy = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();

  async function tick(): Promise<number> {
    const messages = await claimDue(db, workerId, BATCH);
    for (const [index, message] of messages.entries()) {
      if (stopped) {
        await releaseClaims(
          db,
          messages.slice(index).map((m) => m.id),
        );
        break;
      }
      try {
        await sender.send(message);
        if (await markSent(db, message.id)) metrics.mailSent.inc();
        else sender.discard(message); // erased while it was on its way: keep no copy
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

  function run() {
    busy = true;
    running = tick()
      .then((count) => (count === BATCH ? 0 : IDLE_POLL_MS))
      .catch((error: unknown) => {
        logger.error({ err: error }, "outbox worker failed; retrying");
        return IDLE_POLL_MS * 5;
      })
      .then((delay) => {
        busy = false;
        schedule(delay);
      });
  }

  function schedule(delay: number) {
    if (!stopped) timer = setTimeout(run, delay);
  }
  schedule(0);

  return {
    /** Wakes the worker now (after a new message was stored). */
    poke() {
      if (stopped || busy) return;
      clearTimeout(timer);
      schedule(0);
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
