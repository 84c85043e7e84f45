import { services } from "./catalogue";
import { consultationActions, type ServicePage } from "./types";

/** The full WordPress feature list; the page shows the first five (SPEC §2). */
export const wordpressFeatures = [
  "Custom themes designed around your brand",
  "Block editor layouts your team can edit",
  "WooCommerce online shops",
  "Speed optimisation and caching",
  "Security hardening and managed updates",
  "Multilingual sites with WPML",
  "Custom fields and post types with ACF",
  "Migrations from other platforms",
] as const;

export const WORDPRESS_FEATURES_SHOWN = 5;

export const technologies = [
  "WordPress",
  "HTML5",
  "CSS3",
  "JavaScript",
  "PHP",
  "MySQL",
  "React",
  "Tailwind CSS",
  "WooCommerce",
  "Elementor",
  "ACF",
  "WPML",
] as const;

const service = services["website-design-build"];

export const websiteDesignBuild = {
  service: "website-design-build",
  path: service.path,
  serviceType: "Website design and build",
  seo: {
    title: `${service.name} in Cornwall`,
    description:
      "Professional website design and WordPress development for Cornwall and Southwest businesses: a 4-step design process and twelve proven technologies.",
  },
  hero: {
    eyebrow: service.name,
    title: "Professional websites for businesses that mean business",
    intro:
      "Beautiful, fast and easy to manage: websites designed around your customers and built on proven technology, from a team that will still answer the phone after launch.",
    actions: consultationActions,
  },
  sections: [
    {
      eyebrow: "What we offer",
      title: "From brochure sites to online shops",
      kind: "cards",
      items: [
        {
          icon: "monitor",
          title: "Business websites",
          description: "Clear, persuasive sites that explain what you do and bring in enquiries.",
        },
        {
          icon: "cart",
          title: "E-commerce",
          description: "WooCommerce shops with secure payments, stock control and shipping rules.",
        },
        {
          icon: "gauge",
          title: "Redesigns and speed-ups",
          description: "Modernise an existing site and make it load quickly on any phone.",
        },
      ],
    },
    {
      eyebrow: "WordPress development",
      title: "WordPress, done properly",
      intro:
        "WordPress powers a large share of the web. Built well, it is fast, secure and a pleasure to edit.",
      kind: "checklist",
      items: wordpressFeatures.slice(0, WORDPRESS_FEATURES_SHOWN),
    },
    {
      eyebrow: "Design process",
      title: "Our 4-step design process",
      kind: "steps",
      steps: [
        {
          title: "Discovery",
          description: "Your goals, customers and competitors, and the content the site needs.",
        },
        { title: "Design", description: "Wireframes and visual designs for you to review and refine." },
        {
          title: "Development",
          description: "A fast, accessible build, tested on real phones and browsers.",
        },
        { title: "Launch", description: "Go-live, search-engine set-up, training and ongoing support." },
      ],
    },
    {
      eyebrow: "Technologies",
      title: "Technologies we work with",
      kind: "checklist",
      columns: 3,
      items: technologies,
    },
  ],
  cta: {
    title: "Let's build your new website",
    text: "Share your ideas and your current site, and we will come back with a proposal and a fixed price.",
    actions: [
      { label: "Get a Quote", to: "/#contact", variant: "primary" },
      { label: "View All Services", to: "/#services", variant: "outline-light" },
    ],
  },
} as const satisfies ServicePage;
