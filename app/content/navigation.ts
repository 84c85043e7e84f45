/** Header and footer links: the site's navigation as data. */

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

/** The header's one prominent button: a conversation, not an account. */
export const headerAction = { label: "Book a free call", to: "/#contact" } as const satisfies NavLink;

export type FooterGroup = { title: string; links: readonly NavLink[] };

export const footerGroups = [
  {
    title: "Services",
    links: [
      { label: "AI Consultancy", to: "/ai-consultancy" },
      { label: "Cyber Security", to: "/cyber-security" },
      { label: "Product Architecture Review", to: "/product-architecture-review" },
      { label: "Fractional CTO & CIO", to: "/fractional-cto-cio" },
      { label: "Software Development", to: "/software-development" },
      { label: "Website Design & Build", to: "/website-design-build" },
      { label: "Hosting & SysAdmin", to: "/hosting-sysadmin" },
      { label: "Digital Transformation", to: "/digital-transformation" },
    ],
  },
  {
    title: "Industries",
    links: [
      { label: "Finance", to: "/#clients" },
      { label: "Insurance", to: "/#clients" },
      { label: "SME Consulting", to: "/#clients" },
      { label: "Travel", to: "/#clients" },
    ],
  },
  {
    title: "Resources",
    links: [
      { label: "All Insights", to: "/insights" },
      { label: "Cyber Essentials Checklist", to: "/insights/cyber-essentials-checklist-cornwall" },
      { label: "Cyber Security Strategy", to: "/insights/cyber-security-winning-strategy" },
      { label: "Fractional vs Interim CTO", to: "/insights/fractional-cto-vs-interim-cto" },
      { label: "Azure Migration Costs", to: "/insights/azure-migration-costs-smes" },
      { label: "AI for Cornwall SMEs", to: "/insights/ai-smes-cornwall" },
      { label: "AI Roadmap for Small Business", to: "/insights/ai-roadmap-small-business" },
      { label: "Microsoft 365 AI Integration", to: "/insights/microsoft-365-ai-integration" },
    ],
  },
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
] as const satisfies readonly FooterGroup[];
