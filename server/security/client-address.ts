import type { IncomingMessage } from "node:http";
import { isIP } from "node:net";

/**
 * One address as a proxy or the socket writes it, in one form: "::ffff:203.0.113.9" (IPv4 on a
 * dual-stack socket) is 203.0.113.9, IPv6 is lower-cased without brackets, an IPv4 port is dropped.
 */
export function normalizeAddress(raw: string): string {
  let address = raw.trim();
  const bracketed = address.match(/^\[([^\]]+)\](?::\d+)?$/);
  if (bracketed) address = bracketed[1]!;
  else if (/^\d{1,3}(\.\d{1,3}){3}:\d+$/.test(address)) address = address.slice(0, address.lastIndexOf(":"));
  address = address.toLowerCase();
  const mapped = address.match(/^::ffff:(\d{1,3}(\.\d{1,3}){3})$/);
  if (mapped) return mapped[1]!;
  return address;
}

/**
 * The client's address, with `hops` trusted proxies in front of the server (TRUST_PROXY).
 * Each proxy appends the address it received the request from to X-Forwarded-For, so with N
 * proxies the client is the Nth entry from the right; everything left of it was written by the
 * client and is ignored. With fewer entries than N, every entry was written by a trusted proxy
 * and the leftmost is the best known. 0 hops, or no header: the socket's address.
 */
export function clientAddressFrom(
  forwardedFor: string | readonly string[] | undefined,
  socketAddress: string | undefined,
  hops: number,
): string {
  const entries =
    hops > 0 && forwardedFor !== undefined
      ? [forwardedFor]
          .flat()
          .flatMap((line) => line.split(","))
          .map((entry) => entry.trim())
          .filter(Boolean)
      : [];
  const chosen = entries.length > 0 ? entries[Math.max(0, entries.length - hops)]! : socketAddress;
  return chosen ? normalizeAddress(chosen).slice(0, 64) : "unknown";
}

export function clientAddress(req: IncomingMessage, hops: number): string {
  return clientAddressFrom(req.headers["x-forwarded-for"], req.socket.remoteAddress, hops);
}

/** The header that carries the client's address within the server (set by it, never by the client). */
export const CLIENT_ADDRESS_HEADER = "x-site-client-address";

/**
 * Works out the client's address once per request and writes it where every part that needs it
 * reads it (the API, the page actions, better-auth), over any copy the client sent.
 */
export function stampClientAddress(req: IncomingMessage, hops: number): void {
  req.headers[CLIENT_ADDRESS_HEADER] = clientAddress(req, hops);
}

/** The client's address as `stampClientAddress` wrote it. */
export function stampedClientAddress(req: IncomingMessage): string {
  const stamped = req.headers[CLIENT_ADDRESS_HEADER];
  return typeof stamped === "string" ? stamped : "unknown";
}

/**
 * Whom a rate limit counts: an IPv4 address, or an IPv6 address's /64 network, since one home or
 * one server is given a whole /64 and could otherwise take a fresh address for every request.
 */
export function rateLimitedClient(address: string): string {
  if (isIP(address) !== 6) return address;
  const [head = "", tail = ""] = address.split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const groups = address.includes("::")
    ? [...left, ...Array(8 - left.length - right.length).fill("0"), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ""))
    .join(":")}::/64`;
}
