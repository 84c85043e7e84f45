// Starts the production server for Playwright with its data in a fresh temporary folder, and a
// real SMTP server for it to send to. The sink writes each message it accepts as an .eml file in
// MAIL_DIR (tests/support/mailbox.ts reads them); it refuses, as a mail server in trouble would
// (451), every recipient named by a file in `${MAIL_DIR}.refused/` (tests/support/mailbox.ts).
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, renameSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { SMTPServer } from "smtp-server";

const dataDir = mkdtempSync(join(tmpdir(), "site-e2e-"));
const mailDir = process.env.MAIL_DIR ?? join(dataDir, "mail");
const refusedDir = `${mailDir}.refused`;
mkdirSync(mailDir, { recursive: true });
mkdirSync(refusedDir, { recursive: true });

let received = 0;
const sink = new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS"],
  closeTimeout: 200,
  logger: false,
  onRcptTo(address, _session, callback) {
    if (existsSync(join(refusedDir, address.address.toLowerCase()))) {
      const error = Object.assign(new Error("4.3.0 Mailbox temporarily unavailable"), { responseCode: 451 });
      return callback(error);
    }
    callback();
  },
  onData(stream, _session, callback) {
    const chunks = [];
    stream.on("data", (chunk) => chunks.push(chunk));
    stream.on("end", () => {
      // Written whole and then renamed: a test polling the folder never reads half a message.
      const name = `${Date.now()}-${process.pid}-${++received}.eml`;
      writeFileSync(join(dataDir, name), Buffer.concat(chunks));
      renameSync(join(dataDir, name), join(mailDir, name));
      callback();
    });
  },
});
await new Promise((resolve) => sink.listen(0, "127.0.0.1", resolve));

const child = spawn(process.execPath, ["build/server-runtime/index.js"], {
  stdio: "inherit",
  env: {
    DATABASE_URL: `file:${join(dataDir, "site.db")}`,
    ...process.env,
    MAIL_DIR: mailDir,
    SMTP_URL: `smtp://127.0.0.1:${sink.server.address().port}`,
  },
});
for (const signal of ["SIGTERM", "SIGINT"]) process.on(signal, () => child.kill(signal));
child.on("exit", (code) => sink.close(() => process.exit(code ?? 0)));
