import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { company } from "../../app/content/company";

export type ReceivedMail = { to: string[]; raw: string };

/**
 * The Message-ID header of our mails when the site runs on localhost: a UUID at the domain of the
 * default sender, the company's address (server/mail/transport.ts).
 */
export const OUR_MESSAGE_ID = new RegExp(
  `^Message-ID: <[0-9a-f-]{36}@${company.email.split("@")[1]!.replaceAll(".", "\\.")}>$`,
  "m",
);

/**
 * A real SMTP server in the test process that keeps what it receives. `delayMs` holds each
 * message that long before accepting it (a slow mail server); `receiving` counts messages begun.
 */
export async function startSmtpSink(port = 0, options: { delayMs?: number } = {}) {
  const messages: ReceivedMail[] = [];
  const state = { receiving: 0 };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    // The site keeps a pooled connection open: closing the sink ends it instead of waiting 30 s.
    closeTimeout: 200,
    logger: false,
    onData(stream, session, callback) {
      state.receiving++;
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        setTimeout(() => {
          messages.push({
            to: session.envelope.rcptTo.map((r) => r.address),
            raw: Buffer.concat(chunks).toString("utf8"),
          });
          callback();
        }, options.delayMs ?? 0);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const actualPort = (server.server.address() as AddressInfo).port;
  return {
    port: actualPort,
    url: `smtp://127.0.0.1:${actualPort}`,
    messages,
    /** How many messages have begun to arrive (the last may still be held by `delayMs`). */
    get receiving() {
      return state.receiving;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

type Check<T> = () => T | undefined | false | Promise<T | undefined | false>;

/** Polls `check` (which may be asynchronous) every 100 ms until it gives a value. */
export async function waitFor<T>(check: Check<T>, timeoutMs = 15_000): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() - started > timeoutMs) throw new Error("timed out waiting");
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The `count`th mail to `to` whose readable text has `text`, once it has arrived. */
export const mailMatching = (
  sink: { messages: ReceivedMail[] },
  to: string,
  text: string | RegExp,
  count = 1,
): Promise<ReceivedMail> =>
  waitFor(() => {
    const found = sink.messages.filter(
      (m) =>
        m.to.includes(to) &&
        (typeof text === "string" ? readableMail(m.raw).includes(text) : text.test(readableMail(m.raw))),
    );
    return found.length >= count && found[count - 1];
  });

/** A raw message made readable enough to find links in: quoted-printable soft breaks undone, headers unfolded. */
export function readableMail(raw: string): string {
  return raw
    .replace(/=\r?\n/g, "")
    .replace(/=3D/g, "=")
    .replace(/\r?\n[ \t]+/g, " ");
}

/** The outbox id of a message the server sent: its Message-ID is `<outbox id@domain>`. */
export function outboxIdOf(mail: ReceivedMail): string | undefined {
  return mail.raw.match(/^Message-ID:\s*<([^@>]+)@/im)?.[1];
}
