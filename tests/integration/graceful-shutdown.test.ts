import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { storedEnquiryIds } from "../../scripts/lib/databases";
import { openDatabase } from "../../server/db";
import { caughtUp, isRefused, openConnection } from "../support/raw-http";
import { startServerProcess } from "../support/server-process";
import { outboxIdOf, startSmtpSink, waitFor } from "../support/smtp-sink";

// How a stopping instance behaves (docs/decisions/020). SQLite: the behaviour is the process's own.
const sqliteUrl = () => `file:${join(mkdtempSync(join(tmpdir(), "site-stop-")), "site.db")}`;
const enquiryBody = JSON.stringify({
  firstName: "Jago",
  lastName: "Penrose",
  email: "jago@example.co.uk",
  serviceInterests: ["hosting-sysadmin"],
  message: "Please call me about moving our servers.",
});
const postHead = (length: number) =>
  "POST /api/contact HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n" +
  `X-Forwarded-For: 192.0.2.80\r\nContent-Length: ${length}\r\n\r\n`;

describe("an instance told to stop (SIGTERM)", () => {
  it("refuses new connections, answers /readyz 503 and finishes requests in flight with Connection: close", async () => {
    const databaseUrl = sqliteUrl();
    const server = await startServerProcess({ DATABASE_URL: databaseUrl, TRUST_PROXY: "1" });
    const enquiry = await openConnection(server.port);
    await enquiry.write(postHead(Buffer.byteLength(enquiryBody)) + enquiryBody.slice(0, 40));
    const readiness = await openConnection(server.port);
    await readiness.write("GET /readyz HTTP/1.1\r\nHost: 127.0.0.1\r\n");
    await caughtUp(server.port); // the server has read both halves

    server.child.kill("SIGTERM");
    // Refused as soon as the signal is handled, while two requests are still unanswered.
    await waitFor(() => isRefused(server.port), 5_000);
    await readiness.write("\r\n");
    const ready = await readiness.closed;
    expect(ready).toMatch(/^HTTP\/1\.1 503/);
    expect(ready).toMatch(/\r\nConnection: close\r\n/i);
    expect(ready).toContain('{"status":"draining"}');

    await enquiry.write(enquiryBody.slice(40));
    const answer = await enquiry.closed;
    expect(answer).toMatch(/^HTTP\/1\.1 201/);
    expect(answer).toMatch(/\r\nConnection: close\r\n/i);
    expect(await server.exited).toBe(0);
    const id = answer.match(/"id":"([0-9a-f-]{36})"/)?.[1];
    expect(await storedEnquiryIds(databaseUrl)).toContain(id);
  }, 30_000);

  it("serves a request sent on an idle keep-alive connection while draining, then closes idle ones", async () => {
    // The grace for idle connections is half of SHUTDOWN_TIMEOUT when that is short.
    const server = await startServerProcess({ DATABASE_URL: sqliteUrl(), SHUTDOWN_TIMEOUT: "2" });
    const healthz = "GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n";
    const [used, unused] = [await openConnection(server.port), await openConnection(server.port)];
    for (const connection of [used, unused]) {
      await connection.write(healthz);
      await waitFor(() => connection.received.includes('{"status":"ok"}'));
    }
    const stopping = Date.now();
    server.child.kill("SIGTERM");
    await waitFor(() => isRefused(server.port), 5_000); // draining
    // A proxy may already be sending on a connection it holds: it is answered, and told to close.
    await used.write(healthz);
    const answers = await used.closed;
    expect(answers.match(/HTTP\/1\.1 200/g)).toHaveLength(2);
    expect(answers.slice(answers.lastIndexOf("HTTP/1.1"))).toMatch(/\r\nConnection: close\r\n/i);
    await unused.closed; // closed by the server after the grace, not at once
    expect(Date.now() - stopping).toBeGreaterThanOrEqual(900);
    expect(await server.exited).toBe(0);
  }, 30_000);

  it("finishes the mail it is sending, gives back the rest of its batch, and a restart sends each once", async () => {
    const sink = await startSmtpSink(0, { delayMs: 1_000 });
    const env = { DATABASE_URL: sqliteUrl(), SMTP_URL: sink.url, TRUST_PROXY: "1" };
    const server = await startServerProcess(env);
    try {
      // One request on a connection of its own, closed after: the shutdown waits for no idle one.
      const post = await openConnection(server.port);
      await post.write(
        postHead(Buffer.byteLength(enquiryBody)).replace("\r\n\r\n", "\r\nConnection: close\r\n\r\n"),
      );
      await post.write(enquiryBody);
      expect(await post.closed).toMatch(/^HTTP\/1\.1 201/);
      await waitFor(() => sink.receiving === 1); // the first of the two mails is being sent
      server.child.kill("SIGTERM");
      expect(await server.exited).toBe(0);
      expect(sink.messages).toHaveLength(1); // not the whole batch: the one being sent

      const db = openDatabase(env.DATABASE_URL);
      const rows = await db.selectFrom("mail_outbox").select(["status", "locked_until"]).execute();
      await db.destroy();
      expect(rows.map((row) => [row.status, row.locked_until]).sort()).toEqual([
        ["pending", null], // given back: due at once, not after the 60 s lease
        ["sent", null],
      ]);

      const restarted = await startServerProcess(env);
      await waitFor(() => sink.messages.length === 2, 10_000);
      await restarted.stop();
      expect(new Set(sink.messages.map(outboxIdOf)).size).toBe(2);
    } finally {
      await server.stop();
      await sink.close();
    }
  }, 30_000);

  it("stops at once on a second SIGTERM, and by itself at SHUTDOWN_TIMEOUT", async () => {
    const first = await startServerProcess({ DATABASE_URL: sqliteUrl(), SHUTDOWN_TIMEOUT: "8" });
    const second = await startServerProcess({ DATABASE_URL: sqliteUrl(), SHUTDOWN_TIMEOUT: "1" });
    for (const server of [first, second]) {
      const held = await openConnection(server.port);
      await held.write(postHead(Buffer.byteLength(enquiryBody))); // a body that never comes
      await caughtUp(server.port);
    }
    const started = Date.now();
    first.child.kill("SIGTERM");
    second.child.kill("SIGTERM");
    await waitFor(() => isRefused(first.port), 5_000); // the first signal is handled: draining
    expect(first.child.exitCode).toBeNull(); // still waiting for the held request
    first.child.kill("SIGTERM");
    expect(await first.exited).toBe(1);
    expect(Date.now() - started).toBeLessThan(4_000); // well before its 8 s
    expect(await second.exited).toBe(1);
    expect(Date.now() - started).toBeGreaterThanOrEqual(1_000);
    expect(Date.now() - started).toBeLessThan(4_000);
  }, 30_000);
});
