import type { MetaDescriptor } from "react-router";
import { company } from "~/content/company";
import { DEFAULT_SOCIAL_IMAGE_PATH, SOCIAL_IMAGE, socialImagePath } from "~/shared/social-image";

declare const __SITE_URL__: string;

/** The canonical origin, fixed at build time (see vite.config.ts). */
export const SITE_URL: string = __SITE_URL__;

type SeoCommon = {
  /** The page's own title; seo() adds the company's name (see pageTitle). */
  title: string;
  image?: string;
  /** Open Graph type: "website" by default, "article" for insights. */
  type?: "website" | "article";
  /** Structured data for this page, rendered as JSON-LD. */
  jsonLd?: Record<string, unknown> | Record<string, unknown>[];
};

/**
 * An indexable page must say what it is and where it lives; a noindex page (a not-found page, a
 * link from an email) may have neither, and then carries no canonical URL.
 */
export type SeoInput = SeoCommon &
  (
    | {
        description: string;
        /** The page's own path, e.g. "/about"; the canonical URL is SITE_URL + path. */
        path: string;
        noindex?: false;
      }
    | { description?: string; path?: string; noindex: true }
  );

/** A page's title as browsers and search results show it: its own, then the company's name. */
export function pageTitle(title: string): string {
  // A title that already names the company (the home page leads with it) is left as written.
  return title.includes(company.name) ? title : `${title} | ${company.name}`;
}

export function absoluteUrl(path: string): string {
  return new URL(path, SITE_URL).href;
}

/** Every page's head from one place: title, description, canonical, robots, OG, Twitter. */
export function seo(input: SeoInput): MetaDescriptor[] {
  const title = pageTitle(input.title);
  const url = input.path === undefined ? undefined : absoluteUrl(input.path);
  const ownImage = !input.noindex && input.path !== undefined;
  const image = absoluteUrl(
    input.image ?? (ownImage ? socialImagePath(input.path!) : DEFAULT_SOCIAL_IMAGE_PATH),
  );
  const described = (tag: MetaDescriptor) => (input.description === undefined ? [] : [tag]);
  const tags: MetaDescriptor[] = [
    { title },
    ...described({ name: "description", content: input.description }),
    ...(url ? [{ tagName: "link", rel: "canonical", href: url }] : []),
    { name: "robots", content: input.noindex ? "noindex, nofollow" : "index, follow" },
    { property: "og:type", content: input.type ?? "website" },
    { property: "og:site_name", content: company.name },
    { property: "og:locale", content: "en_GB" },
    { property: "og:title", content: title },
    ...described({ property: "og:description", content: input.description }),
    ...(url ? [{ property: "og:url", content: url }] : []),
    { property: "og:image", content: image },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    ...described({ name: "twitter:description", content: input.description }),
    { name: "twitter:image", content: image },
  ];
  if (!input.image) {
    tags.push(
      { property: "og:image:width", content: String(SOCIAL_IMAGE.width) },
      { property: "og:image:height", content: String(SOCIAL_IMAGE.height) },
      {
        property: "og:image:alt",
        content: ownImage ? title : `${company.name}, IT consultancy in Redruth, Cornwall`,
      },
    );
  }
  for (const data of [input.jsonLd ?? []].flat()) {
    tags.push({ "script:ld+json": { "@context": "https://schema.org", ...data } });
  }
  return tags;
}

/** The registered (head) office as a schema.org PostalAddress. */
export function headOfficeAddressJsonLd(): Record<string, unknown> {
  const a = company.registeredOffice;
  return {
    "@type": "PostalAddress",
    streetAddress: a.streetAddress,
    addressLocality: a.locality,
    addressRegion: a.region,
    postalCode: a.postalCode,
    addressCountry: a.countryCode,
  };
}

/** Organization and WebSite structured data, rendered once at the application root. */
export function siteJsonLd(): Record<string, unknown>[] {
  return [
    {
      "@context": "https://schema.org",
      "@type": "Organization",
      "@id": `${SITE_URL}/#organization`,
      name: company.name,
      legalName: company.legalName,
      url: SITE_URL,
      logo: absoluteUrl("/logo.svg"),
      email: company.email,
      telephone: company.officePhone.display,
      address: headOfficeAddressJsonLd(),
      sameAs: [company.social.href],
    },
    {
      "@context": "https://schema.org",
      "@type": "WebSite",
      "@id": `${SITE_URL}/#website`,
      name: company.name,
      url: SITE_URL,
      inLanguage: "en-GB",
      publisher: { "@id": `${SITE_URL}/#organization` },
    },
  ];
}
