import type { CardItem, EngagementModel, IconName } from "../types";

/** Fixed-length lists: the template's layout (and SPEC §9's "eight nearby towns") depends on them. */
export type Three<T> = readonly [T, T, T];
export type Four<T> = readonly [T, T, T, T];
export type Six<T> = readonly [T, T, T, T, T, T];
export type Eight<T> = readonly [T, T, T, T, T, T, T, T];

/** Where a page sits on /areas-we-serve, and how we serve it: on site in Cornwall, remote-first beyond. */
export type LocationRegion = "cornwall" | "southwest" | "national";

export type LocationReason = { icon: IconName; title: string; description: string };

/** One local landing page: everything the location template shows, for one town or city. */
export type LocationPage = {
  /** Route id suffix and React key, e.g. "st-austell". */
  slug: string;
  /** The page's URL path, e.g. "/it-support-st-austell". */
  path: string;
  /** The town or city the page is about, as people write it. */
  town: string;
  county: string;
  region: LocationRegion;
  seo: { title: string; description: string };
  eyebrow: string;
  /** The page's h1. */
  headline: string;
  /** One line naming the area covered, shown under the hero text. */
  serviceArea: string;
  intro: string;
  /** Distance and travel time from the Redruth head office, in words. */
  travel: string;
  /** How we work there, stated honestly: on site, or remote-first. */
  delivery: string;
  /** The local economy and what it asks of technology: the part that makes each page its own. */
  economy: { title: string; paragraphs: readonly string[]; sectors: readonly string[] };
  services: Four<CardItem>;
  /** Eight genuinely nearby places, not including the town itself. */
  nearby: Eight<string>;
  reasons: Six<LocationReason>;
  /** Only the London page: fractional CTO engagement models (SPEC §9 figures). */
  engagementModels?: Three<EngagementModel>;
  cta: { title: string; text: string };
  /** The card text on /areas-we-serve. */
  summary: string;
};

/** SPEC §3 "Location link": name, url, description. */
export type LocationLink = { name: string; url: string; description: string };
