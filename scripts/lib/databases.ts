import SQLite from "better-sqlite3";
import pg from "pg";

/** A new, empty database on the PostgreSQL server of `baseUrl`, so a run never shares rows. */
export async function freshPostgresDatabase(baseUrl: string, prefix = "site_it"): Promise<string> {
  const name = `${prefix}_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  await client.query(`CREATE DATABASE ${name}`);
  await client.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** The ids in the enquiries table of a DATABASE_URL (SQLite file or PostgreSQL), read directly. */
export async function storedEnquiryIds(databaseUrl: string): Promise<Set<string>> {
  if (databaseUrl.startsWith("postgres")) {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    const { rows } = await client.query<{ id: string }>("select id from enquiries");
    await client.end();
    return new Set(rows.map((row) => row.id));
  }
  const sqlite = new SQLite(databaseUrl.replace(/^file:/, ""), { readonly: true });
  const rows = sqlite.prepare("select id from enquiries").all() as { id: string }[];
  sqlite.close();
  return new Set(rows.map((row) => row.id));
}
