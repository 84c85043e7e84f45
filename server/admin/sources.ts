import { sql } from "kysely";
import type { DB } from "../db";
import { LEAD_TABLES, LEAD_TYPES } from "./leads";

const WEEK_MS = 7 * 24 * 60 * 60_000;
export const WEEKS_SHOWN = 52;

/** Monday 00:00 UTC of the week a day falls in, as an ISO day. */
export function weekOf(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - ((date.getUTCDay() + 6) % 7));
  return date.toISOString().slice(0, 10);
}

type Count = { label: string; leads: number };

function siteOf(referrer: string | null): string | undefined {
  if (!referrer) return undefined;
  try {
    return new URL(referrer).hostname;
  } catch {
    return undefined;
  }
}

/**
 * Where the last twelve months' leads came from: how many arrived each week, and by source page
 * and by campaign (utm_campaign, else the referrer's site, else "direct"). The database groups by
 * day and source; the weeks are summed here.
 */
export async function leadSources(db: DB, at = Date.now()) {
  const since = new Date(at - WEEKS_SHOWN * WEEK_MS).toISOString();
  const groups = (
    await Promise.all(
      LEAD_TYPES.map((type) =>
        db
          .selectFrom(LEAD_TABLES[type] as "enquiries")
          .select([
            sql<string>`substr(created_at, 1, 10)`.as("day"),
            "source_page",
            "utm_campaign",
            "source_referrer",
            (eb) => eb.fn.countAll<number>().as("leads"),
          ])
          .where("created_at", ">=", since)
          .groupBy([sql`substr(created_at, 1, 10)`, "source_page", "utm_campaign", "source_referrer"])
          .execute(),
      ),
    )
  ).flat();

  const weeks = new Map<string, number>();
  const firstWeek = weekOf(since.slice(0, 10));
  for (let w = 0; w <= WEEKS_SHOWN; w++) {
    weeks.set(
      weekOf(new Date(Date.parse(`${firstWeek}T00:00:00Z`) + w * WEEK_MS).toISOString().slice(0, 10)),
      0,
    );
  }
  const pages = new Map<string, number>();
  const campaigns = new Map<string, number>();
  const add = (map: Map<string, number>, key: string, n: number) => map.set(key, (map.get(key) ?? 0) + n);
  for (const group of groups) {
    const n = Number(group.leads);
    add(weeks, weekOf(group.day), n);
    add(pages, group.source_page ?? "(not recorded)", n);
    const referrerSite = siteOf(group.source_referrer);
    add(campaigns, group.utm_campaign ?? referrerSite ?? "direct", n);
  }
  const ranked = (map: Map<string, number>): Count[] =>
    [...map]
      .map(([label, leads]) => ({ label, leads }))
      .sort((a, b) => b.leads - a.leads || a.label.localeCompare(b.label));
  return {
    weeks: [...weeks]
      .map(([week, leads]) => ({ week, leads }))
      .filter((w) => w.week <= new Date(at).toISOString()),
    pages: ranked(pages),
    campaigns: ranked(campaigns),
    total: groups.reduce((sum, group) => sum + Number(group.leads), 0),
  };
}
