import { company } from "../company";
import type { ResourceDocument } from "./types";

export const document = {
  slug: "website-project-planning-guide",
  summary:
    "A planning guide for business owners commissioning a new or rebuilt website. It takes you from setting goals to launch day and beyond, so you can brief an agency clearly and avoid the most common and costly mistakes.",
  howToUse:
    "Work through the sections before you contact any agency or designer, filling in the blanks as you go. The completed guide becomes the basis of your brief. Keep it to hand during the project and use the launch checklist in the final week.",
  sections: [
    {
      heading: "1. Goals, audience and measures",
      blocks: [
        {
          kind: "paragraph",
          text: "A website is a business tool, so start with what it must achieve rather than how it should look. Pick no more than three goals and decide how you will measure each one, so that you can tell in six months whether the money was well spent.",
        },
        {
          kind: "fields",
          items: [
            {
              label: "Goal 1 and how we will measure it",
              hint: "For example, more enquiries from the contact form, measured monthly in analytics.",
              lines: 2,
            },
            { label: "Goal 2 and how we will measure it", lines: 2 },
            { label: "Goal 3 and how we will measure it", lines: 2 },
            {
              label: "Who are our main visitors?",
              hint: "Existing clients, prospects, job applicants, partners. What do they need to find or do?",
              lines: 3,
            },
            {
              label: "The one action we most want visitors to take",
              hint: "Call, book, request a quote, download.",
            },
            {
              label: "Three websites we admire, and why",
              hint: "Competitors or not; note specific features.",
              lines: 3,
            },
          ],
        },
      ],
    },
    {
      heading: "2. Content: what it is and who writes it",
      blocks: [
        {
          kind: "paragraph",
          text: "Content is the most common cause of delayed launches. Agencies build the site; someone still has to write the words, gather the photos and approve them. Decide early who does this and give them time in their diary.",
        },
        {
          kind: "table",
          caption: "Content inventory",
          columns: [
            "Page or content",
            "Keep, rewrite, new or delete",
            "Who writes it",
            "Who approves it",
            "Due date",
          ],
          rows: [
            ["Home page", "", "", "", ""],
            ["Services", "", "", "", ""],
            ["About us and team", "", "", "", ""],
            ["Case studies or testimonials", "", "", "", ""],
            ["Contact", "", "", "", ""],
            ["Privacy and cookie policy", "", "", "", ""],
            ["", "", "", "", ""],
          ],
        },
        {
          kind: "note",
          title: "Use real testimonials and photos",
          text: "Only publish testimonials you have permission to use, and prefer photos of your own people and place over stock images. Both build trust far more than generic content.",
        },
      ],
    },
    {
      heading: "3. Budget and platform",
      blocks: [
        {
          kind: "paragraph",
          text: "Costs vary widely with design, number of pages, features and who provides the content, so treat these figures as indicative only. A simple site you build yourself on a hosted builder may cost little more than the subscription and your time. A professionally designed small business site typically starts at a few thousand pounds. Sites with bespoke design, booking, client portals or integrations with other systems commonly cost considerably more. Budget for ongoing costs too: hosting, licences, maintenance and occasional improvements.",
        },
        {
          kind: "table",
          caption: "Choosing a platform",
          columns: ["Option", "Strengths", "Trade-offs", "Suits"],
          rows: [
            [
              "WordPress",
              "Flexible, widely supported, large choice of developers and plugins, you own the site",
              "Needs regular updates and security care; too many plugins slow it down",
              "Most SMEs wanting a professional site they can edit",
            ],
            [
              "Hosted builders (such as Squarespace, Wix, Webflow)",
              "Hosting, security and updates included; quick to launch",
              "Monthly fees; less control; moving away later can mean rebuilding",
              "Small brochure sites and tight budgets",
            ],
            [
              "Custom or headless build",
              "Fast, secure, fully tailored; good for complex features and integrations",
              "Higher cost; you depend on developers for changes unless a content editor is included",
              "Sites that are central to how you deliver services",
            ],
          ],
        },
      ],
    },
    {
      heading: "4. Search, accessibility and performance",
      blocks: [
        {
          kind: "checklist",
          items: [
            {
              text: "Redirects from every old URL",
              detail:
                "List all pages on the current site and set up permanent (301) redirects to their new equivalents. Skipping this is one of the quickest ways to lose search rankings.",
            },
            {
              text: "A unique title and description for each page",
              detail: "Describe what the page offers and where, for example accountancy services in Truro.",
            },
            {
              text: "Google Search Console set up",
              detail:
                "Verify the site, submit the XML sitemap and check for errors after launch. Set up Bing Webmaster Tools too.",
            },
            {
              text: "Google Business Profile updated",
              detail: "Important for local searches; keep address, hours and website link consistent.",
            },
            {
              text: "Accessibility to WCAG 2.2 level AA",
              detail:
                "Readable contrast, descriptive link text, alt text on images, forms usable by keyboard and screen reader. Ask the agency how they test this.",
            },
            {
              text: "Fast on mobile",
              detail:
                "Compressed images, minimal plugins and scripts. Check with Google PageSpeed Insights on the staging site.",
            },
            {
              text: "Privacy and cookies",
              detail:
                "Non-essential cookies, including most analytics, need consent under UK rules. Publish a privacy notice that reflects what the site collects.",
            },
          ],
        },
      ],
    },
    {
      heading: "5. Choosing an agency: questions both ways",
      blocks: [
        {
          kind: "paragraph",
          text: "A good agency will ask you searching questions before quoting. If they quote without asking, be cautious.",
        },
        {
          kind: "list",
          items: [
            "They should ask you: What are the goals and how will you measure them?",
            "They should ask you: Who are your customers and what do they need from the site?",
            "They should ask you: Who is providing the content and by when?",
            "They should ask you: What systems must the site connect to, such as a CRM or booking tool?",
            "They should ask you: What is your budget and is the deadline fixed?",
          ],
        },
        {
          kind: "list",
          items: [
            "Ask them: Can we see similar sites you have built and speak to those clients?",
            "Ask them: Who owns the design, code, domain and hosting account at the end?",
            "Ask them: What is included, and how are extra changes charged?",
            "Ask them: How do you handle redirects, accessibility and performance testing?",
            "Ask them: What does ongoing support cost, and what happens if we move to another provider?",
          ],
        },
      ],
    },
    {
      heading: "6. Launch checklist",
      blocks: [
        {
          kind: "checklist",
          items: [
            { text: "All content proofread and approved by the named approver" },
            { text: "Every form tested and submissions reaching the right inbox" },
            { text: "Redirects tested from a sample of old URLs" },
            { text: "Site checked on phones, tablets and the main browsers" },
            { text: "Analytics and Search Console working" },
            {
              text: "Search engines not blocked",
              detail: "Staging sites often block indexing; make sure the live site does not.",
            },
            { text: "Security certificate (HTTPS) active on all versions of the domain" },
            { text: "Full backup taken and restore process confirmed" },
            { text: "Domain, hosting and admin logins recorded and held by your business" },
            { text: "Launch timed early in the week, not on a Friday afternoon" },
          ],
        },
      ],
    },
    {
      heading: "7. After launch",
      blocks: [
        {
          kind: "list",
          items: [
            "Updates: apply platform, theme and plugin updates promptly, especially security fixes, and remove plugins you no longer use.",
            "Backups: keep automated daily backups stored separately from the hosting, and test a restore at least twice a year.",
            "Hosting: choose UK or European hosting with support you can reach, and review the plan annually.",
            "Monitoring: set up uptime alerts and check Search Console monthly for errors.",
            "Content: review key pages every quarter and measure progress against the goals in section 1.",
            "Domain: make sure the domain auto-renews and the renewal email goes to someone who will still be there next year.",
          ],
        },
      ],
    },
  ],
  get nextSteps() {
    return `With this guide completed you have the core of a clear brief. If you would like an independent view on your plans, platform choice or agency proposals, ${company.name} is happy to have a free initial conversation. Email ${company.email}.`;
  },
} satisfies ResourceDocument;
