import { backToService, serviceCard, services } from "./catalogue";
import { consultationActions, type ServicePage } from "./types";

const softwareDevelopmentService = services["software-development"];
const bespokeService = services["bespoke-software-development"];
const websiteService = services["website-design-build"];
/** Website design and build as a part of software development: the same service, its own page. */
const websiteSubPagePath = "/software-development/website-design-build";

export const softwareDevelopment = {
  service: "software-development",
  path: softwareDevelopmentService.path,
  serviceType: "Software development",
  seo: {
    title: `${softwareDevelopmentService.name} in Cornwall`,
    description:
      "Bespoke software, low-code solutions and website design and build for small and medium businesses, from a Cornwall team that explains every decision.",
  },
  hero: {
    eyebrow: softwareDevelopmentService.name,
    title: "Software built around the way your business works",
    intro:
      "Off-the-shelf tools take you so far. When they stop fitting, we design and build software that does: bespoke applications, low-code tools and websites that win work.",
    actions: consultationActions,
  },
  sections: [
    {
      eyebrow: "Our approach",
      title: "The right tool for each job",
      kind: "cards",
      items: [
        {
          icon: "code",
          title: "Bespoke Development",
          description: "Custom web and business applications where your processes are your advantage.",
          features: ["Web applications and portals", "APIs and integrations", "Legacy modernisation"],
        },
        {
          icon: "zap",
          title: "Low-Code Solutions",
          description: "Power Apps, automation and workflow tools when speed and cost matter most.",
          features: ["Microsoft Power Platform", "Workflow automation", "Internal tools in weeks"],
        },
        {
          icon: "monitor",
          title: "Web Design",
          description: "Fast, accessible websites that turn visitors into enquiries.",
          features: ["WordPress and React", "Search-engine friendly", "Accessible by design"],
        },
      ],
    },
    {
      eyebrow: "Why us",
      title: "Why clients build with us",
      kind: "cards",
      items: [
        {
          icon: "users",
          title: "Business first",
          description: "We start from the problem and the return, not from a favourite technology.",
        },
        {
          icon: "layers",
          title: "Built to last",
          description: "Tested, documented code you own, that other developers can pick up.",
        },
        {
          icon: "rocket",
          title: "Delivered in increments",
          description: "Working software every few weeks, so you see progress and can change course.",
        },
      ],
    },
    {
      id: "development-services",
      eyebrow: "Services",
      title: "Explore our development services",
      kind: "cards",
      columns: 2,
      items: [
        serviceCard("bespoke-software-development"),
        serviceCard("website-design-build", {
          description: "Websites and WordPress builds that are fast, accessible and easy to update.",
          to: websiteSubPagePath,
        }),
      ],
    },
  ],
  cta: {
    title: "Have a system in mind?",
    text: "Describe what you need in a few sentences and we will come back with options, timescales and an honest estimate.",
    actions: [
      { label: "Discuss Your Project", to: "/#contact", variant: "primary" },
      { label: "About Us", to: "/about", variant: "outline-light" },
    ],
  },
} as const satisfies ServicePage;

const subPageActions = [
  { label: "Start Your Project", to: "/#contact", variant: "primary" },
  { label: "About Us", to: "/about", variant: "outline-light" },
] as const;

export const bespokeDevelopment = {
  service: "bespoke-software-development",
  path: bespokeService.path,
  serviceType: "Bespoke software development",
  backLink: backToService("software-development"),
  seo: {
    title: bespokeService.name,
    description:
      "Custom web applications, portals, integrations and legacy modernisation for SMEs, designed and built in Cornwall with code you own.",
  },
  hero: {
    eyebrow: bespokeService.name,
    title: "Custom applications that fit like they should",
    intro:
      "When your processes are what set you apart, software should follow them, not the other way round. We design, build and support applications you own outright.",
    actions: subPageActions,
  },
  sections: [
    {
      eyebrow: "What we build",
      title: "Bespoke software for growing businesses",
      kind: "cards",
      items: [
        {
          icon: "monitor",
          title: "Web applications",
          description: "Browser-based systems for operations, sales, scheduling and reporting.",
        },
        {
          icon: "users",
          title: "Customer portals",
          description: "Secure self-service for clients to order, track and download.",
        },
        {
          icon: "network",
          title: "APIs and integrations",
          description: "Connecting accounting, CRM and line-of-business systems so data flows.",
        },
        {
          icon: "wrench",
          title: "Legacy modernisation",
          description: "Moving ageing systems to modern, supported platforms step by step.",
        },
        {
          icon: "database",
          title: "Data platforms",
          description: "Reporting databases and dashboards built on reliable pipelines.",
        },
        {
          icon: "cloud",
          title: "Cloud-native services",
          description: "Scalable services on Azure or AWS, designed for cost and resilience.",
        },
      ],
    },
    {
      eyebrow: "How we work",
      title: "A delivery process without surprises",
      kind: "steps",
      steps: [
        {
          title: "Discovery",
          description: "Workshops to understand users, processes and the outcome that justifies the spend.",
        },
        {
          title: "Design",
          description: "Prototypes and a technical design you can review before development starts.",
        },
        {
          title: "Build",
          description: "Two-week increments with a working demonstration at the end of each.",
        },
        {
          title: "Launch and support",
          description: "Careful go-live, training, and support and hosting as you need them.",
        },
      ],
    },
  ],
  cta: {
    title: "Let's scope your application",
    text: "A short conversation is enough for us to outline an approach and a budget range.",
    actions: subPageActions,
  },
} as const satisfies ServicePage;

export const websiteDesignBuildSubPage = {
  service: "website-design-build",
  path: websiteSubPagePath,
  serviceType: "Website design and build",
  backLink: backToService("software-development"),
  seo: {
    title: `${websiteService.name} Services`,
    description:
      "Websites for SMEs that load fast, read well on phones, rank in search and are easy to update: design, WordPress and React builds, hosting and support.",
  },
  hero: {
    eyebrow: websiteService.name,
    title: "Websites that work as hard as you do",
    intro:
      "Your website is often the first conversation with a customer. We make sure it is quick, clear and easy to act on, and that you can update it yourself.",
    actions: subPageActions,
  },
  sections: [
    {
      eyebrow: "What's included",
      title: "Everything a business website needs",
      kind: "checklist",
      items: [
        "Design around your brand and your customers' questions",
        "Mobile-first, accessible layouts",
        "Search-engine optimisation built in",
        "Content management you can use without training courses",
        "Fast, secure hosting and backups",
        "Analytics that respect visitors' privacy",
      ],
    },
    {
      eyebrow: "Platforms",
      title: "WordPress or bespoke, chosen for your needs",
      kind: "cards",
      columns: 2,
      items: [
        {
          icon: "monitor",
          title: "WordPress",
          description: "The right choice for most content-led sites: flexible, familiar and easy to edit.",
        },
        {
          icon: "code",
          title: "React and modern frameworks",
          description: "For sites with portals, bookings or complex interactions that need custom code.",
        },
      ],
    },
  ],
  cta: {
    title: "Ready for a better website?",
    text: "Tell us about your current site and what you want it to achieve.",
    actions: subPageActions,
  },
} as const satisfies ServicePage;
