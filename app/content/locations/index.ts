/**
 * The 18 local landing pages (DESIGN.md: one template fed by this data). app/routes.ts registers
 * one route per page from this list, and /areas-we-serve builds its cards from it.
 */
import { bodmin } from "./cornwall/bodmin";
import { camborne } from "./cornwall/camborne";
import { falmouth } from "./cornwall/falmouth";
import { newquay } from "./cornwall/newquay";
import { penryn } from "./cornwall/penryn";
import { penzance } from "./cornwall/penzance";
import { redruth } from "./cornwall/redruth";
import { stAustell } from "./cornwall/st-austell";
import { truro } from "./cornwall/truro";
import { london } from "./national/london";
import { reading } from "./national/reading";
import { southampton } from "./national/southampton";
import { bath } from "./southwest/bath";
import { bristol } from "./southwest/bristol";
import { exeter } from "./southwest/exeter";
import { plymouth } from "./southwest/plymouth";
import { swindon } from "./southwest/swindon";
import { taunton } from "./southwest/taunton";
import type { LocationLink, LocationPage, LocationRegion } from "./types";

export type { LocationLink, LocationPage, LocationRegion } from "./types";

/** In the order the hub shows them: Cornwall, the Southwest, then national. */
export const locationPages: readonly LocationPage[] = [
  redruth,
  truro,
  falmouth,
  camborne,
  penryn,
  newquay,
  stAustell,
  bodmin,
  penzance,
  exeter,
  plymouth,
  bristol,
  bath,
  taunton,
  swindon,
  reading,
  london,
  southampton,
];

/** The page served at a path; a trailing slash is tolerated. */
export function findLocationPage(pathname: string): LocationPage | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  return locationPages.find((page) => page.path === path);
}

/** The hub's cards for one region (SPEC §3 "Location link"). */
export function locationLinks(region: LocationRegion): LocationLink[] {
  return locationPages
    .filter((page) => page.region === region)
    .map((page) => ({ name: page.town, url: page.path, description: page.summary }));
}
