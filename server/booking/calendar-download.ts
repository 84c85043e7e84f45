import type { IncomingMessage } from "node:http";
import http from "node:http";
import https from "node:https";
import { isIP } from "node:net";
import type { Readable } from "node:stream";
import zlib from "node:zlib";
import { company } from "../../app/content/company";
import { INSIDE_ADDRESS, isPublicAddress, publicOnlyLookup } from "../security/outbound";

export type DownloadLimits = {
  timeoutMs: number;
  maxBytes: number;
  /**
   * The host (name and port) BOOKING_BUSY_ICS_URL names: the operator's word that the site may
   * fetch it even inside our own network. Any other host must be on the public internet.
   */
  trustedHost?: string;
};

const MAX_REDIRECTS = 5;

/** Why a download failed, in words the owner reads on the settings page (never the address itself). */
class DownloadError extends Error {}

/** The body, decompressed as the server sent it (the size cap counts what is decompressed). */
function decoded(response: IncomingMessage): Readable {
  switch (response.headers["content-encoding"]) {
    case "gzip":
      return response.pipe(zlib.createGunzip());
    case "deflate":
      return response.pipe(zlib.createInflate());
    case "br":
      return response.pipe(zlib.createBrotliDecompress());
    default:
      return response;
  }
}

/** One GET: the body, or where a redirect points. */
function get(url: URL, signal: AbortSignal, limits: DownloadLimits): Promise<string | { redirect: string }> {
  return new Promise((resolve, reject) => {
    const trusted = limits.trustedHost === url.host;
    const host = url.hostname.replace(/^\[|\]$/g, "");
    if (isIP(host) && !trusted && !isPublicAddress(host)) return reject(new DownloadError(INSIDE_ADDRESS));
    const client = url.protocol === "https:" ? https : http;
    const request = client.get(
      url,
      {
        signal,
        headers: {
          Accept: "text/calendar",
          "Accept-Encoding": "gzip, deflate, br",
          "User-Agent": `${company.name} booking (busy times)`,
        },
        ...(trusted ? {} : { lookup: publicOnlyLookup }),
      },
      (response) => {
        const status = response.statusCode ?? 0;
        if (status >= 300 && status < 400 && response.headers.location) {
          response.resume();
          return resolve({ redirect: response.headers.location });
        }
        if (status < 200 || status >= 300) {
          response.resume();
          return reject(new DownloadError(`the calendar's server answered ${status}`));
        }
        const body = decoded(response);
        const chunks: Buffer[] = [];
        let size = 0;
        body.on("data", (chunk: Buffer) => {
          size += chunk.byteLength;
          if (size > limits.maxBytes) {
            response.destroy();
            body.destroy();
            reject(new DownloadError(`larger than ${limits.maxBytes / 1024 / 1024} MB`));
          } else chunks.push(chunk);
        });
        body.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
        body.on("error", reject);
        response.on("error", reject);
      },
    );
    request.on("error", reject);
  });
}

/**
 * The owner's calendar file at `address` (http or https), within a time and a size, following at
 * most five redirects; every hop, and every address a name resolves to, must be on the public
 * internet unless it is the host the operator named.
 */
export async function downloadCalendar(address: string, limits: DownloadLimits): Promise<string> {
  const signal = AbortSignal.timeout(limits.timeoutMs);
  let url = new URL(address);
  try {
    for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
      if (url.protocol !== "http:" && url.protocol !== "https:")
        throw new DownloadError("it leads to an address that is not http or https");
      if (url.username || url.password)
        throw new DownloadError("it leads to an address with a password in it");
      const answer = await get(url, signal, limits);
      if (typeof answer === "string") return answer;
      url = new URL(answer.redirect, url);
    }
    throw new DownloadError(`it redirects more than ${MAX_REDIRECTS} times`);
  } catch (error) {
    if (error instanceof DownloadError) throw error;
    if (signal.aborted) throw new Error(`no answer within ${limits.timeoutMs / 1000} s`);
    throw new Error((error as Error).message);
  }
}
