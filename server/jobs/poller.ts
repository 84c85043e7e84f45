import type { Logger } from "../logger";

const IDLE_POLL_MS = 1_000;

/**
 * The loop of a queue's worker (the mail outbox, the task queue): `tick` handles up to `batch`
 * due items and says how many it found; a full batch runs again at once, anything less after a
 * second, a failure after five. `poke()` wakes it at once (something was just queued); `stop()`
 * ends it after the tick in progress, which sees `stopping()` turn true.
 */
export function startPoller(options: {
  tick(stopping: () => boolean): Promise<number>;
  batch: number;
  logger: Logger;
  /** What the log says when a tick fails. */
  failure: string;
}) {
  let stopped = false;
  let busy = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  const stopping = () => stopped;

  function run() {
    busy = true;
    running = options
      .tick(stopping)
      .then((count) => (count === options.batch ? 0 : IDLE_POLL_MS))
      .catch((error: unknown) => {
        options.logger.error({ err: error }, options.failure);
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
    /** Wakes the worker now (after something was queued). */
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
