import { services } from "./catalogue";
import { consultationActions, type ServicePage } from "./types";

const service = services["cyber-security"];

export const cyberSecurity = {
  service: "cyber-security",
  path: service.path,
  serviceType: "Cyber security services",
  seo: {
    title: `${service.name} Services for SMEs`,
    description:
      "Cyber security for small and medium businesses in Cornwall and the Southwest: a four-step assessment, audits, penetration testing, Cyber Essentials and incident response.",
  },
  hero: {
    eyebrow: service.name,
    title: "Protection proportionate to your business, and your risks",
    intro:
      "Attackers target small businesses because they expect weaker defences. We help you close the gaps that matter, meet your compliance obligations and respond fast when something happens.",
    actions: consultationActions,
  },
  sections: [
    {
      eyebrow: "Security assessment",
      title: "Our four-step assessment",
      kind: "steps",
      steps: [
        {
          title: "Online workshop",
          description: "A remote session to understand your business, systems, data and current controls.",
        },
        {
          title: "On-site workshop",
          description:
            "We visit your premises to review networks, devices, physical security and working practices.",
        },
        {
          title: "Risk assessment",
          description:
            "Threats and vulnerabilities assessed and ranked by likelihood and impact on your business.",
        },
        {
          title: "Recommendations",
          description: "A prioritised, costed action plan, presented in plain English to your leadership.",
        },
      ],
    },
    {
      eyebrow: "Ongoing services",
      title: "Security that keeps pace with threats",
      kind: "cards",
      columns: 4,
      items: [
        {
          icon: "search",
          title: "Security Audits",
          description: "Regular reviews of configurations, access and policies against best practice.",
        },
        {
          icon: "lock",
          title: "Penetration Testing",
          description: "Controlled attacks on your systems to find weaknesses before criminals do.",
        },
        {
          icon: "shield-check",
          title: "Compliance",
          description: "Cyber Essentials, Cyber Essentials Plus, GDPR and ISO 27001 readiness.",
        },
        {
          icon: "zap",
          title: "Incident Response",
          description: "Plans, rehearsals and hands-on help to contain and recover from an attack.",
        },
      ],
    },
    {
      eyebrow: "AI-enhanced security",
      title: "Using AI to defend, not just to attack",
      intro:
        "Criminals use AI to write convincing phishing and probe for weaknesses. Modern defences use it too.",
      kind: "cards",
      items: [
        {
          icon: "cpu",
          title: "Threat detection",
          description: "Behavioural monitoring that spots unusual sign-ins and data movement as they happen.",
        },
        {
          icon: "mail",
          title: "Phishing defence",
          description: "AI-assisted email filtering and realistic staff awareness training.",
        },
        {
          icon: "gauge",
          title: "Faster response",
          description: "Automated alert triage, so real incidents are handled in minutes, not days.",
        },
      ],
    },
  ],
  cta: {
    title: "Find out how exposed you are",
    text: "Start with our free Cyber Essentials checklist, or book a security assessment with our team.",
    actions: [
      { label: "Book an Assessment", to: "/#contact", variant: "primary" },
      {
        label: "Cyber Essentials Checklist",
        to: "/insights/cyber-essentials-checklist-cornwall",
        variant: "outline-light",
      },
    ],
  },
} as const satisfies ServicePage;
