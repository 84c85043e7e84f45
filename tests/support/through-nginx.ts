import { request } from "node:https";
import { SITE_NAME } from "../../scripts/lib/nginx";

export type Answer = { status: number; body: string; headers: Record<string, string | string[] | undefined> };

/**
 * One request to nginx's HTTPS port (self-signed: not verified), from a loopback address of the
 * client's own: 127.0.0.0/8 is all this machine's, so each address is a different visitor to
 * nginx, which hands it to the app in X-Forwarded-For exactly as it would a real one's.
 */
export function throughNginx(
  port: number,
  options: { path: string; method?: string; body?: unknown; from?: string; headers?: Record<string, string> },
): Promise<Answer> {
  const body = options.body === undefined ? undefined : JSON.stringify(options.body);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: "127.0.0.1",
        port,
        path: options.path,
        method: options.method ?? "GET",
        servername: SITE_NAME,
        rejectUnauthorized: false,
        localAddress: options.from,
        agent: false,
        headers: {
          Host: SITE_NAME,
          "Accept-Encoding": "gzip",
          ...(body ? { "Content-Type": "application/json", "Content-Length": Buffer.byteLength(body) } : {}),
          ...options.headers,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () =>
          resolve({
            status: res.statusCode ?? 0,
            body: Buffer.concat(chunks).toString("utf8"),
            headers: res.headers,
          }),
        );
        res.on("error", reject);
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

/** The nth distinct visitor address (127.1.0.1 onwards), for requests that must each be a new client. */
export const visitor = (n: number) =>
  `127.${1 + Math.floor(n / 62_500)}.${Math.floor(n / 250) % 250}.${(n % 250) + 1}`;
