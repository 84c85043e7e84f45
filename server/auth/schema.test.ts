import { getMigrations } from "better-auth/db/migration";
import { afterAll, beforeAll, expect, it } from "vitest";
import { describeEachDatabase } from "../../tests/support/databases";
import { type DB, migrate, openDatabase } from "../db";
import { createBetterAuth } from "./better-auth";
import { authLimits } from "./limits";

describeEachDatabase("accounts tables on $name", (database) => {
  let db: DB;
  beforeAll(async () => {
    db = openDatabase(await database.url());
    await migrate(db);
  });
  afterAll(() => db?.destroy());

  it("are exactly what better-auth expects: its own migrations find nothing left to do", async () => {
    // Type and nullability drift is only logged by getMigrations: collect what it says.
    const warnings: string[] = [];
    const note = (_: unknown, message: string) => warnings.push(message);
    const auth = createBetterAuth({
      db,
      logger: { info() {}, debug() {}, warn: note, error: note } as never,
      secret: "x".repeat(32),
      siteUrl: "http://localhost:3000",
      limits: authLimits(db),
    });
    const { toBeCreated, toBeAdded } = await getMigrations(auth.options);
    expect(toBeCreated.map((table) => table.table)).toEqual([]);
    expect(toBeAdded.map((table) => `${table.table}: ${Object.keys(table.fields).join(", ")}`)).toEqual([]);
    expect(warnings).toEqual([]);
  });
});
