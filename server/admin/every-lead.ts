import type { LeadKind } from "../../app/shared/lead-kinds";
import type { DB } from "../db";
import { leadRegistry } from "../leads/kinds";
import { kindsOf, type LeadRegistry } from "../leads/lead-kind";
import {
  type Cursor,
  type InboxFilter,
  type InboxRow,
  newestFirst,
  type RawRow,
  tableQuery,
  toRow,
} from "./leads";

/** One lead table read newest first, a chunk at a time, each chunk after the last one's keyset. */
type TableReader = { rows: InboxRow[]; at: number; more: boolean; read(): Promise<void> };

function tableReader(
  db: DB,
  kind: LeadKind,
  filter: InboxFilter,
  chunk: number,
  registry: LeadRegistry,
): TableReader | undefined {
  const query = (after?: Cursor) => tableQuery(db, kind, filter, after, false, registry);
  if (!query()) return undefined;
  let cursor: Cursor | undefined;
  const reader: TableReader = {
    rows: [],
    at: 0,
    more: true,
    async read() {
      const found = (await query(cursor)!.limit(chunk).execute()) as RawRow[];
      reader.rows = found.map((row) => toRow(kind, row));
      reader.at = 0;
      reader.more = found.length === chunk;
      const last = found.at(-1);
      if (last) cursor = { at: last.created_at, id: last.id };
    },
  };
  return reader;
}

/**
 * Every lead the filter matches, newest first, for the CSV export. Each table is read once, by its
 * own (created_at, id) keyset in chunks of `chunk` rows, and the tables are merged as they come:
 * at most one chunk per table is held, and no connection is kept between chunks (an SQLite stream
 * would hold the only connection, and every other request with it, for as long as the client takes
 * to download). A consumer that stops early stops the reading: nothing is asked after its last row.
 */
export async function* everyLead(
  db: DB,
  filter: InboxFilter,
  chunk = 1000,
  registry: LeadRegistry = leadRegistry,
): AsyncGenerator<InboxRow> {
  const readers = kindsOf(registry).flatMap((kind) => tableReader(db, kind, filter, chunk, registry) ?? []);
  await Promise.all(readers.map((reader) => reader.read()));
  for (;;) {
    let newest: TableReader | undefined;
    for (const reader of readers) {
      const row = reader.rows[reader.at];
      if (row && (!newest || newestFirst(row, newest.rows[newest.at]!) < 0)) newest = reader;
    }
    if (!newest) return;
    yield newest.rows[newest.at++]!;
    if (newest.at === newest.rows.length && newest.more) await newest.read();
  }
}
