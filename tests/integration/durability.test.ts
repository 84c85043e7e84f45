import pg from "pg";
import { describe, expect, it } from "vitest";
import { storedEnquiryIds } from "../../scripts/lib/databases";
import { describeEachDatabase, freshPostgresDatabase, withoutPostgres } from "../support/databases";
import { startServerProcess } from "../support/server-process";
import { startSmtpSink, waitFor } from "../support/smtp-sink";

const enquiry = (n: number) => ({
  firstName: "Kerensa",
  lastName: `Tester${n}`,
  email: `kerensa${n}@example.co.uk`,
  company: "Durable Ltd",
  serviceInterests: ["hosting-sysadmin"],
  message: `Enquiry number ${n}: please call me about hosting.`,
});

describeEachDatabase("on $name", (database) => {
  it("a server killed with SIGKILL while accepting enquiries has stored every one it answered 2xx", async () => {
    const databaseUrl = await database.url();
    const server = await startServerProcess({ DATABASE_URL: databaseUrl, TRUST_PROXY: "1" });
    const acknowledged: string[] = [];
    // Eight clients post enquiries back to back; the process is killed mid-stream.
    const client = async (lane: number) => {
      for (let i = 0; ; i++) {
        const n = lane * 10_000 + i;
        try {
          const response = await fetch(`${server.base}/api/contact`, {
            method: "POST",
            headers: {
              "Content-Type": "application/json",
              "X-Forwarded-For": `10.${lane}.${Math.floor(i / 250)}.${i % 250}`,
            },
            body: JSON.stringify(enquiry(n)),
          });
          if (response.status === 201) acknowledged.push(((await response.json()) as { id: string }).id);
        } catch {
          return; // the connection died with the process
        }
      }
    };
    const lanes = Array.from({ length: 8 }, (_, lane) => client(lane));
    await waitFor(() => acknowledged.length >= 150, 20_000);
    server.child.kill("SIGKILL");
    await Promise.all(lanes);
    await server.stop();

    const stored = await storedEnquiryIds(databaseUrl);
    const lost = acknowledged.filter((id) => !stored.has(id));
    expect(acknowledged.length).toBeGreaterThanOrEqual(150);
    expect(lost).toEqual([]);
  }, 60_000);
});

// Needs PostgreSQL (SQLite has one writer, so there is nothing to share): skipped without TEST_DATABASE_URL.
describe.skipIf(withoutPostgres)("two server instances on one PostgreSQL database", () => {
  it("share the outbox and send each message exactly once", async () => {
    const sink = await startSmtpSink();
    const databaseUrl = await freshPostgresDatabase();
    const env = {
      DATABASE_URL: databaseUrl,
      SMTP_URL: sink.url,
      NOTIFY_EMAIL: "team@example.co.uk",
      TRUST_PROXY: "1",
    };
    // The first instance migrates; the second starts on the migrated database.
    const first = await startServerProcess(env);
    const second = await startServerProcess(env);
    try {
      const count = 40;
      await Promise.all(
        Array.from({ length: count }, async (_, n) => {
          const server = n % 2 === 0 ? first : second;
          const response = await fetch(`${server.base}/api/contact`, {
            method: "POST",
            headers: { "Content-Type": "application/json", "X-Forwarded-For": `172.16.0.${n + 1}` },
            body: JSON.stringify(enquiry(n)),
          });
          expect(response.status).toBe(201);
        }),
      );
      // Two mails per enquiry: the consultancy's notice and the acknowledgement.
      await waitFor(() => sink.messages.length >= count * 2, 30_000);
      // Stopped, each instance first finishes every mail it has begun (docs/decisions/020): any
      // duplicate has arrived by then.
      await Promise.all([first.stop(), second.stop()]);
      expect(sink.messages).toHaveLength(count * 2);
      for (let n = 0; n < count; n++) {
        expect(sink.messages.filter((m) => m.to.includes(`kerensa${n}@example.co.uk`))).toHaveLength(1);
      }
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      const { rows } = await client.query<{ status: string }>("select distinct status from mail_outbox");
      await client.end();
      expect(rows.map((row) => row.status)).toEqual(["sent"]);
    } finally {
      await Promise.all([first.stop(), second.stop()]);
      await sink.close();
    }
  }, 90_000);
});
