import { company } from "../company";
import type { ResourceDocument } from "./types";

export const document = {
  slug: "fractional-cto-buyers-guide",
  summary:
    "A practical guide for founders and directors of small and medium-sized businesses considering part-time technology leadership. It covers when a fractional CTO is the right choice, what it typically costs, what to ask before you sign and how to tell whether the engagement is working.",
  howToUse:
    "Read sections 1 and 2 before you speak to anyone, so you know which kind of help you need and roughly what to budget. Take section 3 into your first meetings and compare candidates on the same questions. Once you have chosen, use sections 5 and 6 to agree objectives and a written scope before work starts.",
  sections: [
    {
      heading: "1. When a fractional CTO makes sense",
      blocks: [
        {
          kind: "paragraph",
          text: "A fractional CTO is an experienced technology leader who works for your business part-time, usually alongside a small number of other clients. You get senior judgement on strategy, suppliers, security and investment without the cost of a full-time executive. It works best when the need is for direction and oversight rather than someone doing hands-on technical work every day.",
        },
        {
          kind: "checklist",
          items: [
            { text: "Directors are making technology decisions without anyone senior to challenge them" },
            {
              text: "You depend on an IT provider or software agency and cannot judge whether they are doing a good job",
            },
            { text: "A major project is coming: a new core system, a cloud migration or a platform rebuild" },
            {
              text: "Clients, insurers or investors are asking security and due diligence questions you struggle to answer",
            },
            { text: "Technology spend is growing but nobody can say what it delivers" },
          ],
        },
        {
          kind: "table",
          caption: "Fractional CTO compared with the alternatives",
          columns: ["Option", "Best when", "Less suitable when"],
          rows: [
            [
              "Fractional CTO",
              "You need senior strategy, supplier oversight and board-level advice for a few days a month or a week.",
              "You need someone present every day to run a large in-house team.",
            ],
            [
              "Interim CTO",
              "A crisis, a sudden departure or a major programme needs full-time leadership for a fixed period.",
              "The need is steady and long term; full-time day rates add up quickly.",
            ],
            [
              "Full-time CTO hire",
              "Technology is the product, you have a sizeable engineering team and the budget for an executive salary and employer costs.",
              "The role would be part-time in practice, or you are not yet sure what the job should be.",
            ],
            [
              "Agency or managed service provider",
              "You know what you want built or supported and need people to deliver it.",
              "You need independent advice on what to build or which supplier to use; a supplier cannot objectively review its own work.",
            ],
          ],
        },
      ],
    },
    {
      heading: "2. Engagement models and indicative costs",
      blocks: [
        {
          kind: "paragraph",
          text: "Most fractional arrangements fall into one of three levels of involvement. Fees are usually a fixed monthly retainer based on an agreed number of days or hours. The figures below are indicative only, based on typical UK day rates of roughly £500 to £1,000 outside London, with London and specialist work often higher. Prices are normally quoted excluding VAT. Always ask for a written quote.",
        },
        {
          kind: "table",
          caption: "Typical engagement models (indicative costs only)",
          columns: ["Model", "Time", "Typically suits", "Indicative monthly cost"],
          rows: [
            [
              "Strategic advisory",
              "4-8 hours per month",
              "A monthly sounding board for directors: strategy, investment decisions, supplier challenge.",
              "Around £500 to £1,500",
            ],
            [
              "Active leadership",
              "1-2 days per week",
              "Running the technology roadmap, managing suppliers or developers, reporting to the board.",
              "Around £2,500 to £8,000",
            ],
            [
              "Interim-level cover",
              "3-4 days per week",
              "A major programme, a transition or cover while you recruit a permanent leader.",
              "Around £7,000 to £15,000",
            ],
          ],
        },
        {
          kind: "note",
          title: "Check the off-payroll working rules",
          text: "If you engage an individual through their own limited company, the off-payroll working rules (IR35) may apply. Medium and large businesses must decide the worker's employment status themselves; for small businesses, the contractor's company does. HMRC's Check Employment Status for Tax (CEST) tool and your accountant can help.",
        },
      ],
    },
    {
      heading: "3. Questions to ask in the first meeting",
      blocks: [
        {
          kind: "list",
          items: [
            "Which businesses like ours, in size and sector, have you worked with, and what changed because of your work?",
            "How would you spend the first month with us?",
            "How many other clients do you have, and how quickly will you respond between scheduled days?",
            "Do you receive commission, referral fees or discounts from any supplier you might recommend?",
            "How do you report progress to directors, and how often?",
            "What would you expect us to provide: access, information, a named contact, decision-making time?",
            "How do you handle an urgent issue, such as a cyber incident, outside your agreed days?",
            "What is the notice period, and what do we receive when the engagement ends?",
            "Can we speak to one or two current or recent clients?",
            "In your view, when should we stop using a fractional CTO and hire a permanent one?",
          ],
        },
      ],
    },
    {
      heading: "4. Red flags",
      blocks: [
        {
          kind: "checklist",
          items: [
            {
              text: "Recommends a solution before understanding your business",
              detail:
                "A good first conversation is mostly questions about your goals, people and constraints.",
            },
            {
              text: "Undisclosed ties to suppliers",
              detail:
                "Reselling products or taking referral fees is not wrong in itself, but it must be declared in writing.",
            },
            {
              text: "No clear outputs or reporting",
              detail:
                "If they cannot describe what you will have after 90 days, you will struggle to judge value.",
            },
            {
              text: "Long lock-in or large upfront fees",
              detail: "A monthly arrangement with a reasonable notice period is common in this market.",
            },
            {
              text: "Knowledge kept in their head",
              detail:
                "Decisions, passwords, diagrams and supplier contacts should be recorded in systems you own.",
            },
            {
              text: "Reluctance to provide references",
              detail:
                "Confidentiality matters, but an experienced adviser can usually put you in touch with someone.",
            },
          ],
        },
      ],
    },
    {
      heading: "5. Setting objectives and measuring the engagement",
      blocks: [
        {
          kind: "paragraph",
          text: "Agree three to five objectives before work starts, each linked to a business outcome. Review them formally at 30, 60 and 90 days, and quarterly after that.",
        },
        {
          kind: "table",
          caption: "A typical first 90 days",
          columns: ["Period", "Typical focus", "Evidence of progress"],
          rows: [
            [
              "Days 1-30",
              "Listen and assess: meet directors and staff, review systems, suppliers, contracts, costs and security.",
              "A written assessment of the current state, top risks and quick wins.",
            ],
            [
              "Days 31-60",
              "Prioritise and plan: agree the roadmap and budget, start quick wins, set up supplier reviews.",
              "A roadmap signed off by directors; first quick wins delivered.",
            ],
            [
              "Days 61-90",
              "Deliver and report: lead the first priority initiatives and agree measures for the year.",
              "Regular reporting in place; measurable movement on at least one objective.",
            ],
          ],
        },
        {
          kind: "fields",
          items: [
            {
              label: "Objective 1 and how we will measure it",
              hint: "For example, all staff on multi-factor authentication within 60 days.",
              lines: 2,
            },
            {
              label: "Objective 2 and how we will measure it",
              hint: "For example, IT support contract retendered with clear service levels by day 90.",
              lines: 2,
            },
            { label: "Objective 3 and how we will measure it", lines: 2 },
            { label: "Review dates (30, 60, 90 days)" },
          ],
        },
      ],
    },
    {
      heading: "6. Scope and agreement checklist",
      blocks: [
        {
          kind: "checklist",
          items: [
            { text: "Engagement model, days or hours per month, and how unused time is treated" },
            { text: "Monthly fee, expenses policy and how extra days are charged" },
            { text: "Responsibilities in scope and, just as important, those out of scope" },
            { text: "Authority: what they can decide or approve, and spending limits" },
            { text: "Named contact in your business and reporting arrangements" },
            { text: "Response times between scheduled days and for urgent issues" },
            { text: "Confidentiality, data protection terms and declaration of supplier interests" },
            {
              text: "Ownership of documents and work produced",
              detail: "Everything created for you should belong to you and be stored in your systems.",
            },
            { text: "Notice period on both sides and a handover at the end" },
            { text: "Professional indemnity insurance confirmed" },
          ],
        },
      ],
    },
  ],
  get nextSteps() {
    return `Decide which level of involvement fits your situation, write down your first three objectives and speak to more than one provider. If you would like to talk through whether fractional leadership suits your business, ${company.name} offers a free, no-obligation conversation. Email ${company.email}.`;
  },
} satisfies ResourceDocument;
