import { analyticsPage } from "../../app/content/analytics";
import { csvLine } from "../admin/csv";
import type { AnalyticsReport, LeadCounts } from "./report";

const leadCells = (leads: LeadCounts, total: number) => [
  String(leads.enquiry),
  String(leads.resource),
  String(leads.subscription),
  String(leads.booking),
  String(total),
];
const none = ["", "", "", "", ""];

/** The page's figures as one CSV: one row per figure, its table named in the first column. */
export function analyticsCsv(report: AnalyticsReport): string {
  const lines = [csvLine(analyticsPage.csvHeader)];
  const { totals } = report;
  const allLeads = Object.values(totals.leads).reduce((a, b) => a + b, 0);
  lines.push(
    csvLine([
      "total",
      `${report.period.from} to ${report.period.to}`,
      String(totals.views),
      String(totals.visitors),
      ...leadCells(totals.leads, allLeads),
    ]),
  );
  for (const day of report.days)
    lines.push(csvLine(["day", day.day, String(day.views), String(day.visitors), ...none]));
  for (const page of report.pages)
    lines.push(csvLine(["page", page.path, String(page.views), String(page.visitors), ...none]));
  for (const entry of report.entries)
    lines.push(
      csvLine(["entry page", entry.name, "", String(entry.visitors), ...leadCells(entry.leads, entry.total)]),
    );
  for (const source of report.sources)
    lines.push(
      csvLine(["source", source.name, "", String(source.visitors), ...leadCells(source.leads, source.total)]),
    );
  for (const c of report.campaigns)
    lines.push(
      csvLine([
        "campaign",
        `${c.source} / ${c.medium} / ${c.campaign}`,
        "",
        String(c.visitors),
        "",
        "",
        "",
        "",
        String(c.leads),
      ]),
    );
  for (const device of report.devices)
    lines.push(csvLine(["device", device.device, "", String(device.visitors), ...none]));
  for (const o of report.outcomes)
    lines.push(
      csvLine([
        `form ${o.form}`,
        o.field ? `${o.outcome}: ${o.field}` : o.outcome,
        "",
        "",
        "",
        "",
        "",
        "",
        String(o.count),
      ]),
    );
  return lines.join("");
}
