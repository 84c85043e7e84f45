import { expect } from "vitest";
import type { App } from "./app-server";

/** A person's browser on a phone, as Chrome on Android names itself. */
export const PHONE =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";
/** A person's browser on a computer. */
export const COMPUTER =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
export const GOOGLEBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

export type Figures = {
  totals: {
    views: number;
    visitors: number;
    leads: Record<"enquiry" | "resource" | "subscription" | "booking", number>;
  };
  pages: { path: string; views: number; visitors: number }[];
  sources: { source: string; visitors: number; leads: number }[];
};

/** `/admin/analytics.json` for today (or the query given), as the owner (`cookie`) reads it. */
export async function figures(app: App, cookie: string, query = ""): Promise<Figures> {
  const response = await fetch(`${app.base}/admin/analytics.json${query}`, { headers: { Cookie: cookie } });
  expect(response.status).toBe(200);
  return (await response.json()) as Figures;
}

export const pageOf = (f: Figures, path: string) => f.pages.find((p) => p.path === path);
export const sourceOf = (f: Figures, source: string) => f.sources.find((s) => s.source === source);

/** A visit from one browser: its address (the proxy's X-Forwarded-For) and user agent. */
export function visitor(app: App, address: string, userAgent = PHONE, extra: Record<string, string> = {}) {
  const headers = { "X-Forwarded-For": address, "User-Agent": userAgent, ...extra };
  return {
    headers,
    view: (path: string, more: Record<string, string> = {}) =>
      fetch(`${app.base}${path}`, { headers: { ...headers, ...more }, redirect: "manual" }),
    post: (path: string, body: unknown) => app.post(path, body, headers),
  };
}
