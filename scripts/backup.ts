/**
 * npm run backup [-- <file or folder/>]
 * A consistent copy of the whole database while the site runs (docs/decisions/022): SQLite's
 * online backup, or pg_dump for PostgreSQL. Default: a dated file in backups/.
 */
import { loadConfig } from "../server/config";
import { backupDatabase, backupFileFor } from "./lib/backups";

const { DATABASE_URL } = loadConfig();
const file = backupFileFor(DATABASE_URL, process.argv[2]);
const started = Date.now();
await backupDatabase(DATABASE_URL, file);
console.log(`Backup written to ${file} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
