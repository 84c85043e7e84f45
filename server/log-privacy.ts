import { createHmac, randomBytes } from "node:crypto";

/**
 * What the log may say of a person (docs/decisions/029): never an address, a name or a link's
 * token in clear. Where following one person through the log helps, it carries a pseudonym: `~`
 * and 10 hex characters of an HMAC-SHA256 keyed with the server's secret, so every instance gives
 * one address the same pseudonym and nobody without the secret can test a guess.
 */
let key: Buffer = randomBytes(32); // until the app has loaded the server's secret

/** Keys the pseudonyms with the server's secret (AUTH_SECRET, or the one kept in the database). */
export function keyPseudonyms(secret: string): void {
  key = createHmac("sha256", secret).update("log pseudonyms").digest();
}

/** One person's (or one token's) stand-in in the log. Addresses are compared without case. */
export function pseudonym(value: string): string {
  return `~${createHmac("sha256", key).update(value.trim().toLowerCase()).digest("hex").slice(0, 10)}`;
}

// An address anywhere in a text, its @ possibly percent-encoded (a URL, a JSON string).
// Not a package's version in a stack trace (better-auth@1.7.25): a domain ends in letters.
const ADDRESS = /[^\s"'<>()[\]{},;:@\\/?&=]+(?:@|%40)(?:[a-z0-9-]+\.)+[a-z]{2,}/gi;

/**
 * Every address in a text replaced by its pseudonym: the last guard, run over each finished log
 * line, whatever wrote it (better-auth's messages, a mail server's refusal, a database error).
 */
export function scrubAddresses(text: string): string {
  return text.includes("@") || text.includes("%40")
    ? text.replace(ADDRESS, (address) => pseudonym(decoded(address)))
    : text;
}

/** A value as the visitor typed it, so that it gets the same pseudonym wherever it appears. */
function decoded(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

// A path segment that is a secret: 20+ characters mixing upper and lower case, as random tokens
// in base64url are (better-auth's reset link carries one in its path); slugs and ids are lower case.
const TOKEN_SEGMENT = /^(?=[^/]*[A-Z])(?=[^/]*[a-z])[\w.~%-]{20,}$/;
const PLAIN_NAME = /^[\w.-]{1,40}$/;

/**
 * A request's path and query as the log keeps them: every query value (tokens, a search for a
 * name, an address) and any path segment holding a secret or an address become pseudonyms; the
 * path and the parameters' names stay readable.
 */
export function loggableUrl(url: string): string {
  const queryAt = url.indexOf("?");
  const path = queryAt === -1 ? url : url.slice(0, queryAt);
  // Built assets' names carry a hash of mixed case, and no secret.
  const safePath = path.startsWith("/assets/")
    ? path
    : scrubAddresses(
        path
          .split("/")
          .map((segment) => (TOKEN_SEGMENT.test(segment) ? pseudonym(decoded(segment)) : segment))
          .join("/"),
      );
  if (queryAt === -1) return safePath;
  const query = url
    .slice(queryAt + 1)
    .split("&")
    .map((pair) => {
      const equals = pair.indexOf("=");
      const name = equals === -1 ? pair : pair.slice(0, equals);
      const shownName = PLAIN_NAME.test(name) ? name : pseudonym(name);
      if (equals === -1) return shownName;
      const value = pair.slice(equals + 1);
      return value === ""
        ? `${shownName}=`
        : `${shownName}=${pseudonym(decoded(value.replaceAll("+", " ")))}`;
    });
  return `${safePath}?${query.join("&")}`;
}
