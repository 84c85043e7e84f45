/** Header and footer links: the site's navigation as data. */

import { industries } from "./company";
import { type ServiceId, serviceLink } from "./services/catalogue";

export type NavLink = { label: string; to: string };

/** `kind` tells the header how to move: scroll on the home page, or route. */
export type HeaderLink = NavLink & { kind: "top" | "section" | "route" };

export const headerLinks = [
  { label: "Home", to: "/", kind: "top" },
  { label: "Services", to: "/#services", kind: "section" },
  { label: "About", to: "/about", kind: "route" },
  { label: "Insights", to: "/insights", kind: "route" },
  { label: "Contact", to: "/#contact", kind: "section" },
] as const satisfies readonly HeaderLink[];

export const signInLink = { label: "Sign In", to: "/auth" } as const satisfies NavLink;

/** The header's signed-in state: the account page, and Sign Out (a form posting to `action`). */
export const signedInLinks = {
  account: { label: "Welcome back", to: "/account" },
  signOut: { label: "Sign Out", action: "/auth/sign-out" },
} as const;

/** The header's own words besides its links. */
export const headerWords = {
  /** The logo's link. */
  home: (name: string) => `${name}, home`,
  call: (phone: string) => `Call us on ${phone}`,
  openMenu: "Open menu",
  navigation: "Main",
} as const;

/** The header's one prominent button: a conversation, not an account. */
export const headerAction = { label: "Book a free call", to: "/book" } as const satisfies NavLink;

export type FooterGroup = { title: string; links: readonly NavLink[] };

/** The services the footer lists, in its order (SPEC §2). */
const footerServices = [
  "ai-consultancy",
  "cyber-security",
  "product-architecture-review",
  "fractional-cto-cio",
  "software-development",
  "website-design-build",
  "hosting-sysadmin",
  "digital-transformation",
] as const satisfies readonly ServiceId[];

/**
 * The footer's link groups. Its article links are the articles' own (their frontmatter's
 * `footerLabel`), which only the server reads: the root loader passes them in.
 */
export function footerGroups(articleLinks: readonly NavLink[]): FooterGroup[] {
  return [
    { title: "Services", links: footerServices.map(serviceLink) },
    // Each industry leads to the home page's clients band, where they are shown.
    { title: "Industries", links: industries.map(({ label }) => ({ label, to: "/#clients" })) },
    { title: "Resources", links: [{ label: "All Insights", to: "/insights" }, ...articleLinks] },
    {
      title: "Company",
      links: [
        { label: "About Us", to: "/about" },
        { label: "Our Clients", to: "/#clients" },
        { label: "Contact", to: "/#contact" },
        { label: "Privacy Policy", to: "/privacy-policy" },
        { label: "Areas We Serve", to: "/areas-we-serve" },
      ],
    },
  ];
}
