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

/** A real SMTP server in the test process that keeps what it receives. */
export async function startSmtpSink(port = 0) {
  const messages: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        messages.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString("utf8"),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const actualPort = (server.server.address() as AddressInfo).port;
  return {
    port: actualPort,
    url: `smtp://127.0.0.1:${actualPort}`,
    messages,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export async function waitFor<T>(
  check: () => T | undefined | false | Promise<T | undefined | false>,
  timeoutMs = 15_000,
): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() - started > timeoutMs) throw new Error("timed out waiting");
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** A raw message made readable enough to find links in: quoted-printable soft breaks undone, headers unfolded. */
export function readableMail(raw: string): string {
  return raw
    .replace(/=\r?\n/g, "")
    .replace(/=3D/g, "=")
    .replace(/\r?\n[ \t]+/g, " ");
}
