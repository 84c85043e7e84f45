/**
 * npm run restore -- <file>
 * Brings a backup made by `npm run backup` back into DATABASE_URL, replacing what is there.
 * Stop the site first (every instance); start it again afterwards (docs/decisions/022).
 */
import { existsSync } from "node:fs";
import { loadConfig } from "../server/config";
import { migrate, openDatabase } from "../server/db";
import { restoreDatabase } from "./lib/backups";

const file = process.argv[2];
if (!file || !existsSync(file)) {
  console.error("Usage: npm run restore -- <backup file> (made by npm run backup)");
  process.exit(2);
}
const { DATABASE_URL } = loadConfig();
await restoreDatabase(DATABASE_URL, file);
// A backup from before the latest release is brought up to date now, not at the next start.
const db = openDatabase(DATABASE_URL);
await migrate(db);
const [enquiries, subscriptions] = await Promise.all([
  db
    .selectFrom("enquiries")
    .select((eb) => eb.fn.countAll().as("n"))
    .executeTakeFirstOrThrow(),
  db
    .selectFrom("subscriptions")
    .select((eb) => eb.fn.countAll().as("n"))
    .executeTakeFirstOrThrow(),
]);
await db.destroy();
console.log(
  `Restored ${file}: ${enquiries.n} enquiries, ${subscriptions.n} subscriptions. Start the site again.`,
);
