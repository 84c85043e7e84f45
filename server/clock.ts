/**
 * The server's one clock: the instant now, as the ISO text (UTC) every table stores it in. The
 * outbox, the task queue, the back office and the leads read it from here, so a test or a job
 * that needs another instant has one place to look.
 */
export const now = () => new Date().toISOString();
