import { isbot } from "isbot";
import { withoutControlCharacters } from "~/shared/control-characters";

/**
 * What a page request tells about its visit, read without storing anything of the person: whether
 * it is a view at all, the browser's kind of device, and where the visit came from.
 */

/** Longer user agents are cut before they are read: a 10 KB one costs what 512 characters cost. */
const MAX_USER_AGENT = 512;
const MAX_VALUE = 100;

export type Device = "mobile" | "tablet" | "desktop";
type Browser = { bot: boolean; device: Device };

// Every page request asks this of its user agent, and a site sees few distinct ones: remembered,
// isbot's long pattern runs once per user agent. Bounded: cleared when full.
const browsers = new Map<string, Browser>();
const MAX_REMEMBERED = 5_000;

export function userAgentOf(raw: string | undefined): string {
  return raw ? raw.slice(0, MAX_USER_AGENT) : "";
}

/** A browser (a person's), or a bot by the `isbot` list (no user agent at all is a bot too). */
export function browserOf(userAgent: string): Browser {
  let known = browsers.get(userAgent);
  if (!known) {
    known = { bot: userAgent === "" || isbot(userAgent), device: deviceOf(userAgent) };
    if (browsers.size >= MAX_REMEMBERED) browsers.clear();
    browsers.set(userAgent, known);
  }
  return known;
}

function deviceOf(userAgent: string): Device {
  if (/iPad|Tablet|PlayBook|Silk|Kindle|Android(?!.*Mobile)/i.test(userAgent)) return "tablet";
  if (/Mobi|iPhone|iPod|Android|Phone/i.test(userAgent)) return "mobile";
  return "desktop";
}

/**
 * A request made ahead of a navigation. The site's speculation rules fetch a page only when the
 * visitor presses its link (app/lib/speculation-rules.ts, conservative eagerness), and the
 * navigation that follows never reaches the server: such a prefetch (a link on one of our pages,
 * so our own host as referrer) is the view. Any other prefetch is not: a browser guessing from
 * the address bar (no referrer), a search engine's private prefetch (`anonymous-client-ip`), an
 * old `<link rel=prefetch>` (`Purpose: prefetch`). Undefined: not a prefetch at all.
 */
export function isCountedPrefetch(
  secPurpose: string | undefined,
  purpose: string | undefined,
  referer: string | undefined,
  isOwnHost: (host: string) => boolean,
): boolean | undefined {
  if (secPurpose === undefined && purpose === undefined) return undefined;
  if (secPurpose === undefined || !secPurpose.includes("prefetch")) return false;
  if (secPurpose.includes("anonymous-client-ip")) return false;
  const host = referer ? refererHost(referer) : undefined;
  return host !== undefined && isOwnHost(host);
}

/** Control characters out, spaces at the ends out, cut to 100 characters; markup is kept (shown escaped). */
export function cleanValue(value: string | null | undefined): string {
  if (!value) return "";
  return withoutControlCharacters(value).trim().slice(0, MAX_VALUE);
}

export type VisitSource = { source: string; medium: string; campaign: string };

/**
 * Where a visit came from (DESIGN.md "Knowing what the site does"): `utm_source` lower-cased (with
 * medium and campaign) when the entry address has one, else the referring site's host without
 * `www.` (other sites only: a host that is not a plain host name is no source), else "direct".
 */
export function visitSource(
  url: string,
  referer: string | undefined,
  isOwnHost: (host: string) => boolean,
): VisitSource {
  const query = url.indexOf("?");
  if (query !== -1) {
    const params = new URLSearchParams(url.slice(query + 1));
    const source = cleanValue(params.get("utm_source")).toLowerCase();
    if (source)
      return {
        source,
        medium: cleanValue(params.get("utm_medium")),
        campaign: cleanValue(params.get("utm_campaign")),
      };
  }
  const host = referer ? refererHost(referer) : undefined;
  if (host && !isOwnHost(host)) return { source: host, medium: "", campaign: "" };
  return { source: "direct", medium: "", campaign: "" };
}

/** The host a referrer names (with a port other than the default), lower-cased without `www.`; undefined if it is no web address. */
export function refererHost(referer: string): string | undefined {
  if (referer.length > 2_000) return undefined;
  try {
    const { protocol, host: hostname } = new URL(referer);
    if (protocol !== "http:" && protocol !== "https:") return undefined;
    const host = hostname.toLowerCase().replace(/^www\./, "");
    return /^[a-z0-9][a-z0-9.-]{0,99}(:\d{1,5})?$/.test(host) ? host : undefined;
  } catch {
    return undefined;
  }
}
