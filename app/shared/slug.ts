/** The longest address an article's title makes: long enough to read, short enough to share. */
const MAX_SLUG = 80;

/**
 * An article's address from its title, as the MDX files' slugs are written: lower-case words
 * joined by hyphens, letters without their accents ("Café & Cloud: 2026" is "cafe-and-cloud-2026"),
 * cut at a word within 80 characters. Empty when the title has no letter or figure.
 */
export function slugFromTitle(title: string): string {
  const words = title
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/['’]/g, "")
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  let slug = "";
  for (const word of words) {
    const next = slug ? `${slug}-${word}` : word;
    if (next.length > MAX_SLUG) return slug || word.slice(0, MAX_SLUG);
    slug = next;
  }
  return slug;
}
