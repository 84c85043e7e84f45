import { describe, expect, it } from "vitest";
import { migrate, openDatabase } from "../../server/db";
import { freshPostgresDatabase, withoutPostgres } from "../support/databases";
import { startServerProcess } from "../support/server-process";
import { readableMail, startSmtpSink, waitFor } from "../support/smtp-sink";

// What several instances keep in their one PostgreSQL database rather than in memory: the schema
// (migrated by whichever starts first) and the key that signs download links.
const linkIn = (raw: string) => readableMail(raw).match(/https?:\/\/[^\s"<>]+\/download\?token=[\w.%-]+/)![0];

describe.skipIf(withoutPostgres)("instances sharing one PostgreSQL database", () => {
  it("migrate safely when many start at once", async () => {
    const url = await freshPostgresDatabase();
    const instances = Array.from({ length: 5 }, () => openDatabase(url));
    try {
      const results = await Promise.allSettled(instances.map((db) => migrate(db)));
      expect(results.filter((r) => r.status === "rejected")).toEqual([]);
      const tables = await instances[0]!.introspection.getTables();
      expect(tables.map((t) => t.name)).toEqual(expect.arrayContaining(["enquiries", "job_runs"]));
    } finally {
      await Promise.all(instances.map((db) => db.destroy()));
    }
  });

  it("start together on a fresh database and accept each other's download links", async () => {
    const sink = await startSmtpSink();
    // No AUTH_SECRET: each generates a key on first start; only one may be kept and used by both.
    const env = { DATABASE_URL: await freshPostgresDatabase(), SMTP_URL: sink.url, TRUST_PROXY: "1" };
    const [first, second] = await Promise.all([startServerProcess(env), startServerProcess(env)]);
    try {
      const pairs = [
        [first, second],
        [second, first],
      ] as const;
      for (const [n, [from, to]] of pairs.entries()) {
        const email = `reader${n}@example.co.uk`;
        const response = await fetch(`${from.base}/api/resource-requests`, {
          method: "POST",
          headers: { "Content-Type": "application/json", "X-Forwarded-For": `192.0.2.${90 + n}` },
          body: JSON.stringify({
            name: "Tamsin Hicks",
            email,
            company: "Hicks Boatyard",
            resourceTitle: "Incident Response Plan Template",
            resourceType: "Template",
          }),
        });
        expect(response.status).toBe(201);
        const mail = await waitFor(() => sink.messages.find((m) => m.to.includes(email)));
        const link = new URL(linkIn(mail.raw));
        expect((await fetch(`${to.base}${link.pathname}${link.search}`)).status).toBe(200);
      }
    } finally {
      await Promise.all([first.stop(), second.stop()]);
      await sink.close();
    }
  }, 60_000);
});
