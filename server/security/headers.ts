import { createHash, randomBytes } from "node:crypto";
import { IMAGES_FROM_ANYWHERE_HEADER } from "~/shared/page-headers";

/** Headers every response carries, whatever produced it. */
export function baseSecurityHeaders(siteUrl: string): Record<string, string> {
  const headers: Record<string, string> = {
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()",
    "X-Frame-Options": "DENY",
    "Cross-Origin-Opener-Policy": "same-origin",
  };
  if (siteUrl.startsWith("https:")) {
    headers["Strict-Transport-Security"] = "max-age=63072000; includeSubDomains";
  }
  return headers;
}

/**
 * The Content-Security-Policy. Inline scripts are allowed only by hash (prerendered pages, whose
 * scripts are fixed at build) or by a per-response nonce (server-rendered pages); never
 * 'unsafe-inline'. Styles allow inline attributes, which the toasts and animation delays use.
 * Images come from the site, unless a page says it shows others' (`imageSources`: "https:").
 */
export function contentSecurityPolicy(
  siteUrl: string,
  scriptSources: string[] = [],
  imageSources: string[] = [],
): string {
  const directives = [
    "default-src 'self'",
    `script-src 'self' ${scriptSources.join(" ")}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: ${imageSources.join(" ")}`.trim(),
    "font-src 'self'",
    "connect-src 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "object-src 'none'",
  ];
  if (siteUrl.startsWith("https:")) directives.push("upgrade-insecure-requests");
  return directives.join("; ");
}

/** The other sites a rendered page may show images from (its routes' `imagesFromAnywhere`), taken off the answer. */
export function imageSourcesOf(response: Response): string[] {
  const sources = response.headers.get(IMAGES_FROM_ANYWHERE_HEADER);
  response.headers.delete(IMAGES_FROM_ANYWHERE_HEADER);
  return sources ? [sources] : [];
}

export function createNonce(): string {
  return randomBytes(16).toString("base64");
}

const inlineScript = /<script\b([^>]*)>([\s\S]*?)<\/script>/g;

/** The CSP sources ('sha256-...') for each executable inline script of an HTML document. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = "", body = ""] of html.matchAll(inlineScript)) {
    if (/\bsrc\s*=/.test(attributes) || /type\s*=\s*"application\/(ld\+)?json"/.test(attributes)) continue;
    hashes.add(`'sha256-${createHash("sha256").update(body).digest("base64")}'`);
  }
  return [...hashes];
}
