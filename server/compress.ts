import type { IncomingMessage } from "node:http";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const MIN_BYTES = 1024;

/**
 * Compresses a rendered body for the client: brotli at a quality fast enough to do per request
 * (prerendered files use the slowest, smallest setting at build instead), else gzip.
 */
export function compressForClient(
  req: IncomingMessage,
  body: Buffer,
): { body: Buffer; encoding?: "br" | "gzip" } {
  if (body.length < MIN_BYTES) return { body };
  const accepted = req.headers["accept-encoding"] ?? "";
  if (accepted.includes("br")) {
    return {
      body: brotliCompressSync(body, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
      }),
      encoding: "br",
    };
  }
  if (accepted.includes("gzip")) return { body: gzipSync(body, { level: 6 }), encoding: "gzip" };
  return { body };
}

export function isCompressible(contentType: string | null): boolean {
  return contentType !== null && /^(text\/|application\/(json|xml|rss\+xml))/.test(contentType);
}
