import pino from "pino";
import { scrubAddresses } from "./log-privacy";

export type Logger = pino.Logger;

/**
 * An error as the log keeps it: what went wrong and where. Not the values involved: pino's own
 * serializer copies every property, and PostgreSQL's `detail` quotes the row ("Key (email)=(...)").
 */
export function errorForLog(error: unknown, depth = 0): Record<string, unknown> {
  if (!(error instanceof Error)) return { message: String(error) };
  const code = (error as { code?: unknown }).code;
  return {
    type: error.name,
    message: error.message,
    stack: error.stack,
    ...(typeof code === "string" || typeof code === "number" ? { code } : {}),
    ...(error.cause !== undefined && depth < 3 ? { cause: errorForLog(error.cause, depth + 1) } : {}),
  };
}

/**
 * JSON lines on stdout, buffered so that logging keeps up with the request path. Every line passes
 * `scrubAddresses` on its way out (docs/decisions/029); `destination` is for tests.
 */
export function createLogger(level: string, destination?: pino.DestinationStream): Logger {
  return pino(
    {
      level,
      base: undefined,
      serializers: { err: errorForLog },
      hooks: { streamWrite: scrubAddresses },
    },
    destination ?? pino.destination({ dest: 1, sync: false, minLength: 4096 }),
  );
}
