import { sql } from "kysely";
import { analyticsPage } from "../../app/content/analytics";
import { addDays, isLocalDate, ukDate } from "../booking/time";
import type { DB } from "../db";
import { LEAD_KINDS, type LeadKind } from "./counter";

/** The UK days of a report, both included. */
export type Period = { from: string; to: string };
export type LeadCounts = Record<LeadKind, number>;

/** The longest period a report reads (a year and a day: last year's same week fits). */
const MAX_DAYS = 400;
const DEFAULT_DAYS = analyticsPage.defaultDays;

const noLeads = (): LeadCounts => ({ enquiry: 0, resource: 0, subscription: 0, booking: 0 });
const dayCount = ({ from, to }: Period) => Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000) + 1;

/**
 * The period a request asks for (`from`, `to`: UK days, both included), by default the last 30 UK
 * days up to today; a string saying what is wrong when it cannot be read.
 */
export function periodFrom(params: URLSearchParams, at = Date.now()): Period | string {
  const today = ukDate(at);
  const from = params.get("from");
  const to = params.get("to");
  for (const [name, value] of [
    ["from", from],
    ["to", to],
  ] as const)
    if (value !== null && !isLocalDate(value)) return `${name} must be a day written YYYY-MM-DD`;
  const end = to ?? (from && from > today ? from : today);
  const start = from ?? addDays(end, -(DEFAULT_DAYS - 1));
  if (start > end) return "from must not be after to";
  if (dayCount({ from: start, to: end }) > MAX_DAYS) return `a period is at most ${MAX_DAYS} days`;
  return { from: start, to: end };
}

const add = <K>(map: Map<K, number>, key: K, n: number) => map.set(key, (map.get(key) ?? 0) + n);

type SourceRow = { source: string; visitors: number; leads: number };

/**
 * What the site did in a period, read from the counted rows: views and visitors (a visitor per day:
 * over several days, the sum of each day's), each lead credited to its visit's entry page and
 * source (no visit that day: direct), and the forms' outcomes. Every figure the owner's page, its
 * CSV and `/admin/analytics.json` show comes from here.
 */
export async function analyticsReport(db: DB, period: Period) {
  const { from, to } = period;
  const [views, pageVisitors, visits, leads, outcomes] = await Promise.all([
    db
      .selectFrom("analytics_views")
      .select(["day", "path", (eb) => eb.fn.sum<number>("views").as("n")])
      .where("day", ">=", from)
      .where("day", "<=", to)
      .groupBy(["day", "path"])
      .execute(),
    db
      .selectFrom("analytics_page_visitors")
      .select(["path", (eb) => eb.fn.countAll<number>().as("n")])
      .where("day", ">=", from)
      .where("day", "<=", to)
      .groupBy("path")
      .execute(),
    db
      .selectFrom("analytics_visits")
      .select([
        "day",
        "entry_path",
        "source",
        "medium",
        "campaign",
        "device",
        (eb) => eb.fn.countAll<number>().as("n"),
      ])
      .where("day", ">=", from)
      .where("day", "<=", to)
      .groupBy(["day", "entry_path", "source", "medium", "campaign", "device"])
      .execute(),
    db
      .selectFrom("analytics_leads as l")
      .leftJoin("analytics_visits as v", (join) =>
        join.onRef("v.day", "=", "l.day").onRef("v.visitor", "=", "l.visitor"),
      )
      .select([
        "l.kind",
        "v.entry_path",
        sql<string>`coalesce(v.source, 'direct')`.as("source"),
        "v.medium",
        "v.campaign",
        (eb) => eb.fn.countAll<number>().as("n"),
      ])
      .where("l.day", ">=", from)
      .where("l.day", "<=", to)
      .groupBy(["l.kind", "v.entry_path", sql`coalesce(v.source, 'direct')`, "v.medium", "v.campaign"])
      .execute(),
    db
      .selectFrom("analytics_form_outcomes")
      .select(["form", "outcome", "field", (eb) => eb.fn.sum<number>("count").as("n")])
      .where("day", ">=", from)
      .where("day", "<=", to)
      .groupBy(["form", "outcome", "field"])
      .execute(),
  ]);

  const days = new Map<string, { views: number; visitors: number }>();
  for (let day = from; day <= to; day = addDays(day, 1)) days.set(day, { views: 0, visitors: 0 });
  const pageViews = new Map<string, number>();
  for (const row of views) {
    days.get(row.day)!.views += Number(row.n);
    add(pageViews, row.path, Number(row.n));
  }
  const visitorsOfPage = new Map(pageVisitors.map((row) => [row.path, Number(row.n)]));

  const entries = new Map<string, { visitors: number; leads: LeadCounts }>();
  const sources = new Map<string, { visitors: number; leads: LeadCounts }>();
  const campaigns = new Map<
    string,
    { source: string; medium: string; campaign: string; visitors: number; leads: number }
  >();
  const devices = new Map<string, number>();
  const entryOf = (path: string) =>
    entries.get(path) ?? entries.set(path, { visitors: 0, leads: noLeads() }).get(path)!;
  const sourceOf = (name: string) =>
    sources.get(name) ?? sources.set(name, { visitors: 0, leads: noLeads() }).get(name)!;
  const campaignOf = (source: string, medium: string, campaign: string) => {
    const key = `${source}\n${medium}\n${campaign}`;
    return (
      campaigns.get(key) ?? campaigns.set(key, { source, medium, campaign, visitors: 0, leads: 0 }).get(key)!
    );
  };
  for (const row of visits) {
    const n = Number(row.n);
    days.get(row.day)!.visitors += n;
    entryOf(row.entry_path).visitors += n;
    sourceOf(row.source).visitors += n;
    if (row.campaign || row.medium) campaignOf(row.source, row.medium, row.campaign).visitors += n;
    add(devices, row.device, n);
  }
  const leadTotals = noLeads();
  for (const row of leads) {
    const kind = row.kind as LeadKind;
    if (!LEAD_KINDS.includes(kind)) continue;
    const n = Number(row.n);
    leadTotals[kind] += n;
    sourceOf(row.source).leads[kind] += n;
    if (row.entry_path) entryOf(row.entry_path).leads[kind] += n;
    if (row.campaign || row.medium) campaignOf(row.source, row.medium ?? "", row.campaign ?? "").leads += n;
  }

  const totalLeads = (counts: LeadCounts) => LEAD_KINDS.reduce((sum, kind) => sum + counts[kind], 0);
  const byVisitors = <T extends { visitors: number }>(a: T & { name: string }, b: T & { name: string }) =>
    b.visitors - a.visitors || a.name.localeCompare(b.name);
  return {
    period,
    totals: {
      views: [...days.values()].reduce((sum, d) => sum + d.views, 0),
      visitors: [...days.values()].reduce((sum, d) => sum + d.visitors, 0),
      leads: leadTotals,
    },
    days: [...days].map(([day, counts]) => ({ day, ...counts })),
    pages: [...pageViews]
      .map(([path, views]) => ({ path, views, visitors: visitorsOfPage.get(path) ?? 0 }))
      .sort((a, b) => b.views - a.views || a.path.localeCompare(b.path)),
    entries: [...entries]
      .map(([name, row]) => ({ name, ...row, total: totalLeads(row.leads) }))
      .sort(byVisitors),
    sources: [...sources]
      .map(([name, row]) => ({ name, ...row, total: totalLeads(row.leads) }))
      .sort(byVisitors),
    campaigns: [...campaigns.values()].sort((a, b) => b.visitors - a.visitors || b.leads - a.leads),
    devices: [...devices]
      .map(([device, visitors]) => ({ device, visitors }))
      .sort((a, b) => b.visitors - a.visitors),
    outcomes: outcomes.map((row) => ({
      form: row.form,
      outcome: row.outcome,
      field: row.field,
      count: Number(row.n),
    })),
  };
}

export type AnalyticsReport = Awaited<ReturnType<typeof analyticsReport>>;

/** DESIGN.md's contract for `GET /admin/analytics.json`, word for word. */
export function contractOf(report: AnalyticsReport) {
  return {
    totals: report.totals,
    pages: report.pages,
    sources: report.sources.map(
      (row): SourceRow => ({ source: row.name, visitors: row.visitors, leads: row.total }),
    ),
  };
}
