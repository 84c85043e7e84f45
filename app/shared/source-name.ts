import { directSource, sourceNames, utmSourceNames } from "~/content/back-office";

/** What a lead's source columns hold (server/leads/source.ts keeps them short and clean). */
export type SourceColumns = { referrer: string | null; utmSource: string | null };

function hostOf(referrer: string): string | undefined {
  try {
    return new URL(referrer).hostname.toLowerCase().replace(/^www\./, "");
  } catch {
    return undefined;
  }
}

/**
 * Where a lead came from, as the owner would say it: "Google search", "LinkedIn", "Direct". A
 * campaign's utm_source names it first (a link the firm shared says where it was shared), then
 * the referring site, known by name or shown as its host; neither is a visit typed in or from a
 * bookmark, an email or an app (browsers send no referrer from those).
 */
export function sourceName({ referrer, utmSource }: SourceColumns): string {
  if (utmSource) {
    const key = utmSource.trim().toLowerCase();
    return utmSourceNames[key] ?? hostOrKnown(key) ?? utmSource.trim();
  }
  const host = referrer ? hostOf(referrer) : undefined;
  if (!host) return directSource;
  return hostOrKnown(host) ?? host;
}

function hostOrKnown(host: string): string | undefined {
  return sourceNames.find((known) => known.match.test(host))?.name;
}
