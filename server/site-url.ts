export const DEFAULT_SITE_URL = "http://localhost:3000";

/** The canonical origin (no trailing slash); shared by the build (baked into pages) and the server. */
export function siteUrlFromEnv(env: NodeJS.ProcessEnv): string {
  const raw = env.SITE_URL?.trim() || DEFAULT_SITE_URL;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`SITE_URL is not a valid URL: "${raw}" (expected e.g. https://www.example.co.uk)`);
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    throw new Error(`SITE_URL must start with http:// or https://, got "${raw}"`);
  }
  return url.origin;
}
