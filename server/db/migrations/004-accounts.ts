import { type ColumnDefinitionBuilder, type Kysely, PostgresAdapter, sql } from "kysely";

/**
 * better-auth's tables (user, session, account, verification, rateLimit), created here so that
 * one set of migrations builds the whole database. Names and types are exactly those its own
 * `getMigrations` would create on each dialect (a test checks it finds nothing left to do):
 * booleans and timestamps differ between PostgreSQL and SQLite.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const bool = postgres ? "boolean" : "integer";
  const time = postgres ? "timestamptz" : "date";
  const now = postgres ? sql`CURRENT_TIMESTAMP` : undefined;
  const created = (c: ColumnDefinitionBuilder) => (now ? c.notNull().defaultTo(now) : c.notNull());

  await db.schema
    .createTable("user")
    .addColumn("id", "text", (c) => c.notNull().primaryKey())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("email", "text", (c) => c.notNull().unique())
    .addColumn("emailVerified", bool, (c) => c.notNull())
    .addColumn("image", "text")
    .addColumn("createdAt", time, created)
    .addColumn("updatedAt", time, created)
    .execute();
  await db.schema
    .createTable("session")
    .addColumn("id", "text", (c) => c.notNull().primaryKey())
    .addColumn("expiresAt", time, (c) => c.notNull())
    .addColumn("token", "text", (c) => c.notNull().unique())
    .addColumn("createdAt", time, created)
    .addColumn("updatedAt", time, (c) => c.notNull())
    .addColumn("ipAddress", "text")
    .addColumn("userAgent", "text")
    .addColumn("userId", "text", (c) => c.notNull().references("user.id").onDelete("cascade"))
    .execute();
  await db.schema
    .createTable("account")
    .addColumn("id", "text", (c) => c.notNull().primaryKey())
    .addColumn("accountId", "text", (c) => c.notNull())
    .addColumn("providerId", "text", (c) => c.notNull())
    .addColumn("userId", "text", (c) => c.notNull().references("user.id").onDelete("cascade"))
    .addColumn("accessToken", "text")
    .addColumn("refreshToken", "text")
    .addColumn("idToken", "text")
    .addColumn("accessTokenExpiresAt", time)
    .addColumn("refreshTokenExpiresAt", time)
    .addColumn("scope", "text")
    .addColumn("password", "text")
    .addColumn("createdAt", time, created)
    .addColumn("updatedAt", time, (c) => c.notNull())
    .execute();
  await db.schema
    .createTable("verification")
    .addColumn("id", "text", (c) => c.notNull().primaryKey())
    .addColumn("identifier", "text", (c) => c.notNull())
    .addColumn("value", "text", (c) => c.notNull())
    .addColumn("expiresAt", time, (c) => c.notNull())
    .addColumn("createdAt", time, created)
    .addColumn("updatedAt", time, created)
    .execute();
  await db.schema
    .createTable("rateLimit")
    .addColumn("id", "text", (c) => c.notNull().primaryKey())
    .addColumn("key", "text", (c) => c.notNull().unique())
    .addColumn("count", "integer", (c) => c.notNull())
    .addColumn("lastRequest", "bigint", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("session_userId_idx").on("session").column("userId").execute();
  await db.schema.createIndex("account_userId_idx").on("account").column("userId").execute();
  await db.schema
    .createIndex("verification_identifier_idx")
    .on("verification")
    .column("identifier")
    .execute();
}
