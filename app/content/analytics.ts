import { backOffice } from "./back-office";

const titled = (page: string) => `${page} · ${backOffice.name}`;

/** The words of the owner's figures: `/admin/analytics`, its CSV and the weekly summary mail. */
export const analyticsPage = {
  seo: { title: titled("Visits"), description: "What the site brings in: visits, sources and leads." },
  title: "Visits and leads",
  navLabel: "Visits",
  intro:
    "Counted by the site itself: no script, no cookie, no third party. Bots, prefetches and people who object are left out.",
  periodLabel: "Period",
  from: "From",
  to: "To",
  show: "Show",
  csv: "Download these figures (CSV)",
  period: (from: string, to: string) => `${from} to ${to}`,
  totals: {
    views: "Page views",
    visitors: "Visitors",
    leads: "Leads",
  },
  chart: {
    title: "Page views and visitors per day",
    description: (from: string, to: string) =>
      `Bars are page views, the line is visitors, for each UK day from ${from} to ${to}. The table below gives the figures.`,
    tableCaption: "Page views and visitors per day",
    day: "Day",
    views: "Views",
    visitors: "Visitors",
    showTable: "Show the figures of each day",
  },
  pages: { caption: "Top pages", heading: "Page", figure: "Views" },
  entries: { caption: "Entry pages: where visits begin, and the leads they bring", heading: "Entry page" },
  sources: { caption: "Sources: where visitors come from, and the leads they bring", heading: "Source" },
  campaigns: { caption: "Campaigns", heading: "Campaign", none: "No campaign links used in this period." },
  devices: { caption: "Devices", heading: "Device" },
  devicesNames: { mobile: "Phone", tablet: "Tablet", desktop: "Computer" } as Record<string, string>,
  leads: { caption: "Leads by kind", heading: "Kind" },
  conversion: "Conversion",
  visitorsHeading: "Visitors",
  leadsHeading: "Leads",
  outcomes: {
    caption: "The contact form: what happened to each send",
    heading: "Outcome",
    figure: "Times",
    sent: "Sent",
    refused: (field: string) => `Refused: ${field || "other"}`,
    limited: "Too soon after another",
    failed: "Failed (our fault)",
    none: "No sends in this period.",
  },
  none: "Nothing counted in this period.",
  /** The period shown when none is asked for, in UK days up to today. */
  defaultDays: 30,
  badPeriod: (days: number) => `That period cannot be shown: the last ${days} days are shown instead.`,
  csvHeader: [
    "table",
    "name",
    "views",
    "visitors",
    "enquiries",
    "resources",
    "subscriptions",
    "bookings",
    "leads",
  ],
} as const;

/** A share as the owner reads it: "2.5%", or "-" with nobody to share among. */
export function rateOf(leads: number, visitors: number): string {
  if (visitors === 0) return "-";
  const percent = (leads / visitors) * 100;
  return `${percent >= 10 || percent === 0 ? Math.round(percent) : percent.toFixed(1)}%`;
}

/** The weekly summary mailed to the owner on Monday morning (server/analytics/weekly-summary.ts). */
export const weeklySummary = {
  /** When it is sent: Monday, from this time on the UK clock. */
  sendFrom: "07:00",
  subject: (from: string) => `Your week on the website: the week of ${from}`,
  title: "Your week on the website",
  intro: (from: string, to: string) =>
    `What the site brought in from ${from} to ${to}, with the week before beside it.`,
  rows: {
    visitors: "Visitors",
    views: "Page views",
    enquiry: "Enquiries",
    booking: "Calls booked",
    resource: "Resource requests",
    subscription: "Subscriptions",
    bestSource: "Best source",
  },
  /** A figure with the week before: "12 (8 the week before)". */
  compared: (now: number, before: number) => `${now} (${before} the week before)`,
  bestSource: (source: string, leads: number, visitors: number) =>
    `${source}: ${leads} lead${leads === 1 ? "" : "s"} from ${visitors} visitor${visitors === 1 ? "" : "s"}`,
  noSource: "No visits counted",
  button: "See the figures",
} as const;
