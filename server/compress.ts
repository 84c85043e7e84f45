import { promisify } from "node:util";
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from "node:zlib";

export type Encoding = "br" | "gzip";

/**
 * How hard to compress: "smallest" for what is compressed once (at build, or the not-found page at
 * start-up) and answered many times; "fast" for a body rendered per request, where brotli's top
 * setting would cost more time than the bytes it saves.
 */
const effort = {
  smallest: { brotliQuality: 11, gzipLevel: 9 },
  fast: { brotliQuality: 4, gzipLevel: 6 },
} as const;
export type Effort = keyof typeof effort;

/** Bodies under this size gain nothing from compression when rendered per request. */
const MIN_BYTES = 1024;

export function compress(body: Buffer, encoding: Encoding, how: Effort): Buffer {
  const { brotliQuality, gzipLevel } = effort[how];
  if (encoding === "gzip") return gzipSync(body, { level: gzipLevel });
  return brotliCompressSync(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: brotliQuality,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
}

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** `compress(body, encoding, "smallest")` on libuv's threads, for what is made while the site runs. */
export function compressInBackground(body: Buffer, encoding: Encoding): Promise<Buffer> {
  const { brotliQuality, gzipLevel } = effort.smallest;
  if (encoding === "gzip") return gzipAsync(body, { level: gzipLevel });
  return brotliAsync(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: brotliQuality,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
}

/** The brotli, gzip or identity variant of a body, as the client accepts (brotli preferred). */
export function pickVariant<V>(
  file: { identity: V; br?: V; gzip?: V },
  acceptEncoding: string | undefined,
): V {
  if (acceptEncoding) {
    if (file.br && acceptEncoding.includes("br")) return file.br;
    if (file.gzip && acceptEncoding.includes("gzip")) return file.gzip;
  }
  return file.identity;
}

/** A body rendered for this request, compressed as the client accepts. */
export function compressForClient(
  acceptEncoding: string | undefined,
  body: Buffer,
): { body: Buffer; encoding?: Encoding } {
  if (body.length < MIN_BYTES) return { body };
  const encoding = pickVariant<Encoding | undefined>(
    { identity: undefined, br: "br", gzip: "gzip" },
    acceptEncoding,
  );
  return encoding ? { body: compress(body, encoding, "fast"), encoding } : { body };
}

export function isCompressible(contentType: string | null): boolean {
  return contentType !== null && /^(text\/|application\/(json|xml|rss\+xml))/.test(contentType);
}
