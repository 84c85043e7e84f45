import type { IncomingMessage, ServerResponse } from "node:http";
import type { DB } from "../db";
import { analyticsCsv } from "./csv";
import { analyticsReport, contractOf, type Period, periodFrom } from "./report";

/**
 * `/admin/analytics.json` (DESIGN.md's contract) and `/admin/analytics.csv`, answered behind the
 * back office's gate (admins only, 404 to anyone else). This instance's last counts are written
 * first, so what the owner reads is what was counted.
 */
export function createAnalyticsExports(deps: {
  db: DB;
  flush(): Promise<void>;
  security: Record<string, string>;
}) {
  const { security } = deps;

  async function read(req: IncomingMessage, res: ServerResponse): Promise<Period | undefined> {
    const period = periodFrom(new URL(req.url ?? "/", "http://site").searchParams);
    if (typeof period === "string") {
      res.writeHead(400, { ...security, "Content-Type": "application/json", "Cache-Control": "no-store" });
      res.end(JSON.stringify({ error: period }));
      return undefined;
    }
    await deps.flush();
    return period;
  }

  return {
    /** Answers the request when it is for one of the exports; false otherwise. */
    async answer(req: IncomingMessage, res: ServerResponse, path: string): Promise<boolean> {
      if (req.method !== "GET" && req.method !== "HEAD") return false;
      if (path === "/admin/analytics.json") {
        const period = await read(req, res);
        if (!period) return true;
        const body = JSON.stringify(contractOf(await analyticsReport(deps.db, period)));
        res.writeHead(200, { ...security, "Content-Type": "application/json", "Cache-Control": "no-store" });
        res.end(req.method === "HEAD" ? undefined : body);
        return true;
      }
      if (path === "/admin/analytics.csv") {
        const period = await read(req, res);
        if (!period) return true;
        const body = analyticsCsv(await analyticsReport(deps.db, period));
        res.writeHead(200, {
          ...security,
          "Content-Type": "text/csv; charset=utf-8",
          "Content-Disposition": `attachment; filename="analytics-${period.from}-to-${period.to}.csv"`,
          "Cache-Control": "no-store",
        });
        res.end(req.method === "HEAD" ? undefined : body);
        return true;
      }
      return false;
    },
  };
}

export type AnalyticsExports = ReturnType<typeof createAnalyticsExports>;
