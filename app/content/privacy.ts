import { company, formatAddress } from "./company";
import { forPeriod } from "./in-words";

export type PolicySection = { title: string; paragraphs: readonly string[]; items?: readonly string[] };

/**
 * How long each kind of record is kept: the policy's words below are written from these figures,
 * and the daily retention job (server/admin/retention.ts) deletes by them.
 */
export const retention = {
  /** Enquiries, booked calls and resource requests, after the last contact. */
  leadsYears: 2,
  /** ...unless they led to a contract (legal and accounting records). */
  wonLeadsYears: 6,
  /** An unsubscribed or never-confirmed subscription. */
  lapsedSubscriptionDays: 30,
  /** The record of the emails we send (the outbox), when not tied to a lead. */
  sentMailDays: 30,
} as const;

/** What the page is; its title and h1 name it. */
const subject = "Privacy Policy";

/** SPEC §2: ten numbered sections. */
export const privacyPolicy = {
  subject,
  /** The day the policy's words last changed (DESIGN.md): change it with them, never to the build date. */
  lastUpdated: "2026-11-28",
  seo: {
    title: subject,
    get description() {
      return `How ${company.name} collects, uses and protects your personal data, and the rights you have under UK data protection law.`;
    },
  },
  sections: [
    {
      title: "Introduction",
      get paragraphs() {
        return [
          `${company.legalName} ("we", "us") is committed to protecting your privacy. This policy explains how we collect and use personal data when you visit our website, contact us, book a call, request a free resource, subscribe to our insights or create an account.`,
          `We are the data controller for this data. We are registered in ${company.registeredIn} under company number ${company.registrationNumber}, and our registered office is ${formatAddress()}.`,
        ];
      },
    },
    {
      title: "Information We Collect",
      paragraphs: ["We collect only what we need to respond to you and provide our services:"],
      items: [
        "Enquiries: your first and last name, email address, company (optional), the services you are interested in and your message.",
        "Booked calls: your name, email address, phone number and company (if you give them), what you would like to discuss, the time of the call and whether it is by phone or video, and whether it took place.",
        "Free resource requests: your name, email address, company, the resource requested, and how many times and when its download link was used.",
        "Insight subscriptions: your email address and when you confirmed your subscription.",
        "Accounts: your full name, email address and a securely hashed password.",
        "Where an enquiry, request or subscription came from: the page of the form, and the referring site and campaign of the visit, if any.",
        "Technical data: your IP address, counted for a short time to limit abuse and stored with an enquiry to help us spot misuse.",
        "Visits to this website: our own server counts the pages it is asked for, where a visit came from (a campaign link, the site that linked to us, or none), the kind of device (phone, tablet or computer), and which visits led to an enquiry, request, subscription or booked call. Nobody is identified: to tell visitors apart for one day, your IP address and browser name are mixed with a secret that changes every day and is then destroyed; neither your address nor your browser name is stored. No cookie is set, no script is used and no third party sees your visit.",
      ],
    },
    {
      title: "How We Use Your Information",
      paragraphs: ["We use your data to:"],
      items: [
        "reply to your enquiry, hold the call you book and remind you of it, and provide the services you ask about (legitimate interests, or steps before a contract);",
        "send you the resources you request, and the article notices you subscribe to (consent, which you can withdraw at any time);",
        "run your account and keep it secure (contract);",
        "protect our website against misuse and fraud (legitimate interests);",
        "count visits to this website, so that we know which pages and sources bring enquiries and can improve the site (statistics, which the Data (Use and Access) Act 2025 allows without consent, with this information and a way to object: see below);",
        "meet our legal and accounting obligations (legal obligation).",
      ],
    },
    {
      title: "Sharing Your Information",
      paragraphs: [
        "We do not sell or rent your personal data. We share it only with service providers who help us run our business, such as our hosting and email providers, under contracts that require them to protect it and use it only on our instructions.",
        "We may disclose data where the law requires it, or to protect our rights, our clients or the public. If any provider processes data outside the UK, we make sure appropriate safeguards, such as the UK International Data Transfer Agreement, are in place.",
      ],
    },
    {
      title: "Data Security",
      paragraphs: [
        "We protect your data with encryption in transit, access controls, secure hosting, regular updates and backups. Passwords are stored only as secure hashes. No system is perfectly secure, but we follow the practices we recommend to our own clients, and we will tell you and the regulator promptly if a breach puts your data at risk.",
      ],
    },
    {
      title: "Your Rights",
      paragraphs: ["Under UK data protection law you have the right to:"],
      items: [
        "access the personal data we hold about you;",
        "have inaccurate data corrected;",
        "have your data erased, where we have no legal reason to keep it;",
        "restrict or object to our processing;",
        "receive your data in a portable format;",
        "withdraw consent at any time, for example by unsubscribing from our emails.",
      ],
    },
    {
      title: "Cookies",
      paragraphs: [
        "We do not use advertising or third-party tracking cookies. If you sign in, we set an essential cookie to keep your session secure, and a second one that only tells our pages to show that you are signed in; both are removed when you sign out or the session expires. Essential cookies do not need your consent, but you can block them in your browser, which will prevent signing in. When you arrive from another site or a campaign link, your browser notes the referring site and campaign for that visit only (in the tab's own storage, not a cookie) and sends it with any form you submit, so we know which pages bring enquiries. If you object to your visits being counted (below), we set one cookie whose only purpose is to remember your objection.",
      ],
    },
    {
      title: "Data Retention",
      paragraphs: [
        `We keep enquiries, booked calls and resource requests for ${forPeriod(retention.leadsYears, "year")} after our last contact, unless they lead to a contract, in which case we keep records for ${forPeriod(retention.wonLeadsYears, "year")} for legal and accounting purposes. Subscriptions are kept until you unsubscribe; an unsubscribed or never-confirmed subscription is deleted ${forPeriod(retention.lapsedSubscriptionDays, "day")} later. Accounts are kept until you delete yours or ask us to close it. A record of the emails we send you is kept for ${forPeriod(retention.sentMailDays, "day")}. Our website does not keep logs of your requests. These deletions happen automatically every day.`,
      ],
    },
    {
      title: "Changes to This Policy",
      paragraphs: [
        "We may update this policy when our services or the law change. The date at the top shows when it was last updated; if we make significant changes, we will tell subscribers and account holders by email.",
      ],
    },
    {
      title: "Contact Us",
      get paragraphs() {
        return [
          `To exercise your rights or ask about this policy, email ${company.email} or write to us at ${formatAddress()}. We will respond within one month.`,
          "If you are unhappy with how we handle your data, you can complain to the Information Commissioner's Office (ico.org.uk, 0303 123 1113).",
        ];
      },
    },
  ],
} as const satisfies { sections: readonly PolicySection[] } & Record<string, unknown>;

/** The control that lets a visitor object to being counted (app/forms/counting). */
export const countingControl = {
  /** The policy's section it stands in (the cookie it sets is the one the section names). */
  inSection: "Cookies",
  title: "Objecting to being counted",
  text: "You can object to your visits being counted. If your browser sends the Global Privacy Control signal (Sec-GPC), we already do not count you as a visitor. Or press the button below: we will set one cookie on this browser whose only purpose is to remember your objection. Your pages are then still added to the page totals, but never linked to each other, to a source or to an enquiry.",
  object: "Don't count my visits",
  undo: "Count my visits again",
  objected: "Done: this browser's visits are no longer counted.",
  undone: "Done: this browser's visits are counted again.",
} as const;
