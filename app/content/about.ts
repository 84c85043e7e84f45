import { company, headlineStats } from "./company";
import type { Action, CardItem } from "./types";

export const about = {
  /** What the page is about: the company. Its h1 names it. */
  get subject() {
    return company.name;
  },
  seo: {
    get title() {
      return `About Us | ${company.name}, IT Consultancy in Redruth`;
    },
    get description() {
      return `Meet ${company.name}: a Redruth-based IT consultancy with ${company.claims.combinedExperienceYears} years of combined experience, ${company.claims.projectsDelivered} projects delivered and ${company.claims.clientSatisfaction} client satisfaction.`;
    },
  },
  hero: {
    get eyebrow() {
      return `About ${company.name}`;
    },
    title: "Big-company technology expertise, for Cornwall's businesses",
    intro: `We are a Redruth-based consultancy founded by two directors who spent their careers leading technology and operations in demanding industries, and who wanted to bring that experience home.`,
    actions: [
      { label: "Talk to our directors", to: "/#contact", variant: "primary" },
    ] satisfies readonly Action[],
  },
  mission: {
    title: "Our mission",
    paragraphs: [
      "Small and medium businesses deserve the same quality of technology advice as large corporations, without the large-corporation price tag or jargon. Our mission is to give them that: strategic guidance, secure systems and software that works, delivered by people who take the time to understand the business.",
      `With ${company.claims.strategicExperienceYears} years of strategic experience each and ${company.claims.combinedExperienceYears} years between our team, we have seen which technology investments pay off and which do not. We use that to help our clients spend wisely, reduce risk and grow.`,
    ],
  },
  stats: headlineStats,
  values: [
    {
      icon: "shield-check",
      title: "Integrity",
      description:
        "Independent advice with no commissions or hidden agendas. If you do not need something, we will say so.",
    },
    {
      icon: "award",
      title: "Excellence",
      description: "Senior people on every engagement, and work we would be proud to show to any expert.",
    },
    {
      icon: "users",
      title: "Partnership",
      description:
        "We measure success by yours, and build relationships that last well beyond a single project.",
    },
  ] satisfies CardItem[],
  sections: {
    values: { eyebrow: "Our values", title: "What we stand for" },
    directors: { eyebrow: "Leadership", title: "Meet the founding directors" },
    whyChooseUs: {
      eyebrow: "Why choose us",
      get title() {
        return `Why businesses choose ${company.name}`;
      },
    },
    office: { eyebrow: "Find us", title: "Our office" },
  },
  cta: {
    title: "Let's talk about your business",
    text: "Tell us where you want to be, and we will tell you honestly how we can help.",
    actions: [
      { label: "Start Your Project", to: "/#contact", variant: "primary" },
      { label: "Explore Services", to: "/#services", variant: "outline-light" },
    ] satisfies readonly Action[],
  },
  whyChooseUs: [
    {
      icon: "briefcase",
      title: "Director-led",
      description: "You work directly with the founders, not a junior account manager.",
    },
    {
      icon: "pin",
      title: "Local and accessible",
      description: "Based in Redruth, on site across Cornwall and the Southwest, remote everywhere else.",
    },
    {
      icon: "target",
      title: "Outcome-focused",
      description: "Every recommendation is tied to a business result you can measure.",
    },
    {
      icon: "layers",
      title: "End to end",
      description: "Strategy, security, software and hosting from one accountable team.",
    },
  ] satisfies CardItem[],
} as const;
