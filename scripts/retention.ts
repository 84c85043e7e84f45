/**
 * npm run retention [-- --dry-run]
 * Applies the privacy policy's retention periods to the database of DATABASE_URL now (the server
 * does it daily), or with --dry-run only says what would be deleted.
 */
import { LEAD_KINDS, leadKindWords } from "../app/shared/lead-kinds";
import { applyRetention } from "../server/admin/retention";
import { loadConfig } from "../server/config";
import { migrate, openDatabase } from "../server/db";
import { mailFiles } from "../server/mail/mail-files";

const dryRun = process.argv.includes("--dry-run");
const config = loadConfig();
const db = openDatabase(config.DATABASE_URL);
await migrate(db);
const report = await applyRetention(db, { dryRun, copies: mailFiles(config.MAIL_DIR) });
await db.destroy();
const verb = dryRun ? "Would delete" : "Deleted";
const leads = LEAD_KINDS.map((kind) => `${report[kind]} ${leadKindWords(kind).plural.toLowerCase()}`);
console.log(`${verb}: ${[...leads, `${report.mails} sent mails`].join(", ")}.`);
