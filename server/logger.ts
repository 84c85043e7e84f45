import pino from "pino";

export type Logger = pino.Logger;

/** JSON lines on stdout, buffered so that logging keeps up with the static fast path. */
export function createLogger(level: string): Logger {
  return pino({ level, base: undefined }, pino.destination({ dest: 1, sync: false, minLength: 4096 }));
}
