import { sql } from "kysely";
import { sourcePeriods } from "~/content/back-office";
import type { LeadKind } from "~/shared/lead-kinds";
import { sourceName } from "~/shared/source-name";
import type { DB } from "../db";
import { leadRegistry } from "../leads/kinds";
import { kindsOf, type LeadRegistry } from "../leads/lead-kind";

const DAY_MS = 24 * 60 * 60_000;
const WEEK_MS = 7 * DAY_MS;

/** The weeks the sources page shows: one of the offered periods, else the first (12). */
export function sourceWeeks(value: string | null): number {
  return sourcePeriods.find((weeks) => String(weeks) === value) ?? sourcePeriods[0];
}

/** Monday 00:00 UTC of the week a day falls in, as an ISO day. */
export function weekOf(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - ((date.getUTCDay() + 6) % 7));
  return date.toISOString().slice(0, 10);
}

type Count = { label: string; leads: number };

const ranked = (map: Map<string, number>): Count[] =>
  [...map]
    .map(([label, leads]) => ({ label, leads }))
    .sort((a, b) => b.leads - a.leads || a.label.localeCompare(b.label));

/**
 * Where the leads of the last `weeks` weeks came from: how many arrived each week (every week of
 * the period, empty ones too, the current one last), by source in the owner's words ("Google
 * search", "Direct"), by kind, by the form's page and by campaign. The database groups by day and
 * source; the rest is summed here.
 */
export async function leadSources(
  db: DB,
  weeks: number = sourcePeriods[0],
  at = Date.now(),
  registry: LeadRegistry = leadRegistry,
) {
  const thisWeek = weekOf(new Date(at).toISOString().slice(0, 10));
  const firstWeek = new Date(Date.parse(`${thisWeek}T00:00:00Z`) - (weeks - 1) * WEEK_MS).toISOString();
  const groups = (
    await Promise.all(
      kindsOf(registry).map(async (type) => {
        const rows = await db
          // Every lead table has these columns (migration 005): typed as one of them.
          .selectFrom(registry[type].table as "enquiries")
          .select([
            sql<string>`substr(created_at, 1, 10)`.as("day"),
            "source_page",
            "utm_campaign",
            "utm_source",
            "source_referrer",
            (eb) => eb.fn.countAll<number>().as("leads"),
          ])
          .where("created_at", ">=", firstWeek)
          .groupBy([
            sql`substr(created_at, 1, 10)`,
            "source_page",
            "utm_campaign",
            "utm_source",
            "source_referrer",
          ])
          .execute();
        return rows.map((row) => ({ ...row, type }));
      }),
    )
  ).flat();

  const perWeek = new Map<string, number>();
  for (let w = 0; w < weeks; w++) {
    perWeek.set(new Date(Date.parse(firstWeek) + w * WEEK_MS).toISOString().slice(0, 10), 0);
  }
  const sources = new Map<string, number>();
  const kinds = new Map<LeadKind, number>(kindsOf(registry).map((kind) => [kind, 0]));
  const pages = new Map<string, number>();
  const campaigns = new Map<string, number>();
  const add = <K>(map: Map<K, number>, key: K, n: number) => map.set(key, (map.get(key) ?? 0) + n);
  for (const group of groups) {
    const n = Number(group.leads);
    add(perWeek, weekOf(group.day), n);
    add(sources, sourceName({ referrer: group.source_referrer, utmSource: group.utm_source }), n);
    add(kinds, group.type, n);
    add(pages, group.source_page ?? "(not recorded)", n);
    if (group.utm_campaign) add(campaigns, group.utm_campaign, n);
  }
  return {
    weeks: [...perWeek].map(([week, leads]) => ({ week, leads })),
    sources: ranked(sources),
    kinds: [...kinds].map(([type, leads]) => ({ type, leads })),
    pages: ranked(pages),
    campaigns: ranked(campaigns),
    total: groups.reduce((sum, group) => sum + Number(group.leads), 0),
  };
}
