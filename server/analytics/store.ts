import { sql } from "kysely";
import type { DB } from "../db";
import type { AnalyticsTables } from "./tables";

type Visit = AnalyticsTables["analytics_visits"];

/** What one instance counted since its last write. Keys join their parts with "\n". */
export type Batch = {
  /** day, path: views */
  views: Map<string, number>;
  /** day, visitor: the visit as this instance first saw it */
  visits: Map<string, Visit>;
  pageVisitors: AnalyticsTables["analytics_page_visitors"][];
  leads: AnalyticsTables["analytics_leads"][];
  /** day, form, outcome, field: how many */
  outcomes: Map<string, number>;
};

export const emptyBatch = (): Batch => ({
  views: new Map(),
  visits: new Map(),
  pageVisitors: [],
  leads: [],
  outcomes: new Map(),
});

/** A batch that could not be written, put back before what came since. */
export function mergeBatch(older: Batch, newer: Batch): Batch {
  for (const [key, n] of newer.views) older.views.set(key, (older.views.get(key) ?? 0) + n);
  for (const [key, visit] of newer.visits) if (!older.visits.has(key)) older.visits.set(key, visit);
  for (const [key, n] of newer.outcomes) older.outcomes.set(key, (older.outcomes.get(key) ?? 0) + n);
  older.pageVisitors.push(...newer.pageVisitors);
  older.leads.push(...newer.leads);
  return older;
}

const CHUNK = 200;
function* chunks<T>(rows: readonly T[]): Generator<T[]> {
  for (let at = 0; at < rows.length; at += CHUNK) yield rows.slice(at, at + CHUNK);
}

/**
 * One transaction of upserts that add: views and outcomes are summed into their rows, a visit keeps
 * the earliest first page any instance saw, a visitor's page is one row however often seen.
 */
export async function writeBatch(db: DB, batch: Batch): Promise<void> {
  const views = [...batch.views].map(([key, views]) => {
    const [day, path] = key.split("\n") as [string, string];
    return { day, path, views };
  });
  const outcomes = [...batch.outcomes].map(([key, count]) => {
    const [day, form, outcome, field] = key.split("\n") as [string, string, string, string];
    return { day, form, outcome, field, count };
  });
  const visits = [...batch.visits.values()];
  if (
    !views.length &&
    !outcomes.length &&
    !visits.length &&
    !batch.pageVisitors.length &&
    !batch.leads.length
  )
    return;
  await db.transaction().execute(async (trx) => {
    for (const rows of chunks(views))
      await trx
        .insertInto("analytics_views")
        .values(rows)
        .onConflict((c) =>
          c.columns(["day", "path"]).doUpdateSet({ views: sql`analytics_views.views + excluded.views` }),
        )
        .execute();
    for (const rows of chunks(visits))
      await trx
        .insertInto("analytics_visits")
        .values(rows)
        .onConflict((c) =>
          c
            .columns(["day", "visitor"])
            .doUpdateSet({
              entry_path: sql`excluded.entry_path`,
              source: sql`excluded.source`,
              medium: sql`excluded.medium`,
              campaign: sql`excluded.campaign`,
              device: sql`excluded.device`,
              first_at: sql`excluded.first_at`,
            })
            .where(sql<boolean>`excluded.first_at < analytics_visits.first_at`),
        )
        .execute();
    for (const rows of chunks(batch.pageVisitors))
      await trx
        .insertInto("analytics_page_visitors")
        .values(rows)
        .onConflict((c) => c.columns(["day", "path", "visitor"]).doNothing())
        .execute();
    for (const rows of chunks(batch.leads)) await trx.insertInto("analytics_leads").values(rows).execute();
    for (const rows of chunks(outcomes))
      await trx
        .insertInto("analytics_form_outcomes")
        .values(rows)
        .onConflict((c) =>
          c
            .columns(["day", "form", "outcome", "field"])
            .doUpdateSet({ count: sql`analytics_form_outcomes.count + excluded.count` }),
        )
        .execute();
  });
}
