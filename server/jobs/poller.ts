import type { Logger } from "../logger";

const IDLE_POLL_MS = 1_000;

/**
 * The loop of a queue's worker (the mail outbox, the task queue; server/jobs/leases.ts): `claim`
 * takes up to `batch` due items, `run` handles each (and records its own failure), `release`
 * gives back what a stopping worker will not run. A full batch is followed at once by the next,
 * anything less after a second, a failure after five. `poke()` wakes it at once (something was
 * just queued); `stop()` ends it after the item in progress.
 */
export function startPoller<T extends { id: string }>(options: {
  claim(limit: number): Promise<T[]>;
  run(item: T): Promise<void>;
  release(ids: string[]): Promise<void>;
  /** Called after a batch that was not empty. */
  after?: () => void;
  batch: number;
  logger: Logger;
  /** What the log says when a batch fails. */
  failure: string;
}) {
  let stopped = false;
  let busy = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();

  async function tick(): Promise<number> {
    const items = await options.claim(options.batch);
    for (const [index, item] of items.entries()) {
      if (stopped) {
        await options.release(items.slice(index).map((rest) => rest.id));
        break;
      }
      await options.run(item);
    }
    if (items.length > 0) options.after?.();
    return items.length;
  }

  function run() {
    busy = true;
    running = tick()
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
