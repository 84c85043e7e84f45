import { services } from "./catalogue";
import { consultationActions, type ServicePage } from "./types";

const service = services["hosting-sysadmin"];

export const hostingSysadmin = {
  service: "hosting-sysadmin",
  path: service.path,
  serviceType: "Managed hosting and system administration",
  seo: {
    title: `Managed ${service.name}`,
    description:
      "Managed hosting from £50/month, dedicated servers from £200/month with a 99.9% uptime SLA, cloud hosting on Azure, AWS and DigitalOcean, and expert system administration.",
  },
  hero: {
    eyebrow: service.name,
    title: "Hosting and servers, looked after properly",
    intro:
      "Reliable hosting, proactive monitoring, tested backups and a team that fixes problems before you notice them: infrastructure you no longer have to think about.",
    actions: consultationActions,
  },
  sections: [
    {
      id: "plans",
      eyebrow: "Hosting plans",
      title: "Hosting that fits your workload",
      kind: "plans",
      plans: [
        {
          name: "Shared Hosting",
          price: "£50",
          period: "/month",
          description: "Managed hosting for business websites and small applications.",
          features: ["Daily backups", "SSL certificates", "Security updates", "Email support"],
        },
        {
          name: "Dedicated Hosting",
          price: "£200",
          period: "/month",
          description: "Dedicated resources for demanding sites and business systems.",
          features: ["99.9% uptime SLA", "Dedicated resources", "24/7 monitoring", "Priority support"],
          highlight: "Most popular",
        },
        {
          name: "Cloud Hosting",
          price: "Custom",
          description: "Scalable cloud infrastructure designed and managed for you.",
          features: ["Auto-scaling", "Multi-region resilience", "Cost optimisation", "Architecture design"],
        },
      ],
    },
    {
      eyebrow: "Cloud platforms",
      title: "Three cloud platforms we know inside out",
      kind: "cards",
      items: [
        {
          icon: "cloud",
          title: "Microsoft Azure",
          description: "Ideal alongside Microsoft 365, with strong UK data residency options.",
        },
        {
          icon: "server",
          title: "Amazon Web Services",
          description: "The broadest range of services, for applications that need to scale.",
        },
        {
          icon: "code",
          title: "DigitalOcean",
          description: "Simple, cost-effective cloud for developers and smaller workloads.",
        },
      ],
    },
    {
      eyebrow: "System administration",
      title: "Four ways we keep you running",
      kind: "cards",
      columns: 4,
      items: [
        {
          icon: "gauge",
          title: "Server Management",
          description: "Patching, hardening and configuration of Linux and Windows servers.",
        },
        {
          icon: "monitor",
          title: "24/7 Monitoring",
          description: "Alerts on availability, performance and security, acted on by people.",
        },
        {
          icon: "storage",
          title: "Backup & Recovery",
          description: "Automated off-site backups, with restores tested on a schedule.",
        },
        {
          icon: "zap",
          title: "Performance Tuning",
          description: "Databases, web servers and caches tuned for speed and cost.",
        },
      ],
    },
    {
      eyebrow: "Expertise",
      title: "Technical expertise",
      kind: "checklist",
      columns: 2,
      items: [
        "Linux server administration (Ubuntu, Debian, Red Hat)",
        "Windows Server and Active Directory",
        "Microsoft 365 and Entra ID administration",
        "Docker containers and orchestration",
        "Web servers: Nginx and Apache",
        "Databases: MySQL, PostgreSQL and SQL Server",
        "Networking, firewalls and VPNs",
        "Infrastructure as code and automation",
        "Security hardening and patch management",
        "Disaster recovery planning",
      ],
    },
    {
      eyebrow: "Why choose us",
      title: "Why businesses trust us with their infrastructure",
      kind: "cards",
      columns: 4,
      items: [
        {
          icon: "check",
          title: "Proven reliability",
          description: "A 99.9% uptime SLA on dedicated hosting, backed by monitoring.",
        },
        {
          icon: "users",
          title: "Local, personal support",
          description: "Speak to engineers in Cornwall who know your systems.",
        },
        {
          icon: "shield-check",
          title: "Security first",
          description: "Hardened servers, timely patches and tested backups as standard.",
        },
        {
          icon: "chart",
          title: "Transparent pricing",
          description: "Clear monthly prices, with no surprise bills.",
        },
      ],
    },
  ],
  cta: {
    title: "Move your hosting to safe hands",
    text: "We will review your current set-up for free and recommend the right plan, with a migration that avoids downtime.",
    actions: [
      { label: "Get Free Consultation", to: "/#contact", variant: "primary" },
      { label: "View All Services", to: "/#services", variant: "outline-light" },
    ],
  },
} as const satisfies ServicePage;
