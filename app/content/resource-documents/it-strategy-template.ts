import { company } from "../company";
import type { ResourceDocument } from "./types";

export const document = {
  slug: "it-strategy-template",
  summary:
    "A fill-in template for directors of small and medium-sized businesses who want a one-year IT strategy that fits on a few pages. It takes you from business goals to a costed, prioritised plan with clear owners and measures of progress.",
  howToUse:
    "Start with the business goals, not the technology: every later section should trace back to them. Fill in the template with a director and whoever runs your IT day to day, whether in-house or an external provider, and allow two or three short sessions rather than one long one. Pencil is fine; the first version only needs to be good enough to agree priorities, and you will refine it at each quarterly review.",
  sections: [
    {
      heading: "1. Business goals and context",
      blocks: [
        {
          kind: "paragraph",
          text: "An IT strategy exists to help the business hit its targets. Write down what the business is trying to achieve over the next twelve months in plain business terms, such as revenue, clients, new services, staff numbers or regulatory deadlines. If a goal has no date or number, add one.",
        },
        {
          kind: "fields",
          items: [
            {
              label: "Strategy period and owner",
              hint: "For example, April to March; the director accountable for this plan.",
            },
            {
              label: "Top three business goals for the year",
              hint: "Measurable where possible: grow recurring revenue by a set amount, open a second office, take on five more advisers.",
              lines: 4,
            },
            {
              label: "What must technology do to support each goal?",
              hint: "For example, onboard new staff in a day, let advisers work securely from client sites, give clients an online portal.",
              lines: 4,
            },
            {
              label: "External pressures and deadlines",
              hint: "Regulators (FCA, ICO, SRA), client or insurer security questionnaires, Cyber Essentials requirements in contracts, software reaching end of support.",
              lines: 3,
            },
            {
              label: "Constraints",
              hint: "Budget ceiling, people's time, busy seasons when nothing should change, contracts you are tied into.",
              lines: 2,
            },
          ],
        },
      ],
    },
    {
      heading: "2. Current state: where you are today",
      blocks: [
        {
          kind: "paragraph",
          text: "List the systems the business depends on, including cloud services, line-of-business software, hardware and the support arrangements around them. Be honest in the condition column: a system that works but that nobody understands is a risk, not a strength.",
        },
        {
          kind: "table",
          caption: "Systems inventory",
          columns: [
            "System or service",
            "What it is used for",
            "Business owner",
            "Supplier and contract end date",
            "Annual cost",
            "Condition (good, adequate, poor)",
          ],
          rows: [
            ["", "", "", "", "", ""],
            ["", "", "", "", "", ""],
            ["", "", "", "", "", ""],
            ["", "", "", "", "", ""],
            ["", "", "", "", "", ""],
            ["", "", "", "", "", ""],
            ["", "", "", "", "", ""],
            ["", "", "", "", "", ""],
          ],
        },
        {
          kind: "fields",
          items: [
            {
              label: "Strengths to keep and build on",
              hint: "What works well today: a reliable provider, a well-used CRM, staff comfortable with Microsoft 365.",
              lines: 3,
            },
            {
              label: "Pain points",
              hint: "Ask staff. Typical answers: re-keying data between systems, slow laptops, files that cannot be found, shared passwords, support tickets that take days.",
              lines: 4,
            },
            {
              label: "Known risks and gaps",
              hint: "Unsupported operating systems, untested backups, accounts without multi-factor authentication, one person who knows how everything works.",
              lines: 3,
            },
          ],
        },
      ],
    },
    {
      heading: "3. Priorities and roadmap",
      blocks: [
        {
          kind: "paragraph",
          text: "Turn goals and pain points into a short list of initiatives. Score cost and effort as low, medium or high, then give each a priority from 1 (do first) to 3 (only if capacity allows). An SME can rarely run more than two or three significant initiatives at once, so be strict: anything that does not support a business goal or reduce a real risk belongs in priority 3.",
        },
        {
          kind: "table",
          caption: "Prioritisation",
          columns: [
            "Initiative",
            "Business outcome it supports",
            "Cost (L/M/H)",
            "Effort (L/M/H)",
            "Priority (1-3)",
          ],
          rows: [
            ["", "", "", "", ""],
            ["", "", "", "", ""],
            ["", "", "", "", ""],
            ["", "", "", "", ""],
            ["", "", "", "", ""],
            ["", "", "", "", ""],
          ],
        },
        {
          kind: "note",
          title: "Quick wins first",
          text: "Low-cost, low-effort items that cut real risk, such as switching on multi-factor authentication everywhere or testing a backup restore, should go in the first quarter. They build confidence in the plan and free up attention for the larger projects.",
        },
        {
          kind: "table",
          caption: "Roadmap by quarter",
          columns: ["Quarter", "Initiatives", "Owner", "Milestone: done when"],
          rows: [
            ["Q1", "", "", ""],
            ["Q2", "", "", ""],
            ["Q3", "", "", ""],
            ["Q4", "", "", ""],
          ],
        },
      ],
    },
    {
      heading: "4. Budget and risks",
      blocks: [
        {
          kind: "paragraph",
          text: "Separate one-off capital spend (capex), such as new laptops or a project, from ongoing operating costs (opex), such as subscriptions and support. Your accountant will treat them differently, and opex commitments carry on long after the project ends. Include a contingency line for the unexpected, for example 10 per cent of project spend.",
        },
        {
          kind: "table",
          caption: "IT budget for the year",
          columns: [
            "Budget line",
            "Capex or opex",
            "One-off cost",
            "Annual running cost",
            "Quarter",
            "Notes",
          ],
          rows: [
            ["Hardware replacement (laptops, network, phones)", "Capex", "", "", "", ""],
            ["Software licences and subscriptions", "Opex", "", "", "", ""],
            ["IT support or managed service", "Opex", "", "", "", ""],
            ["Cyber security (tools, certification, training)", "Opex", "", "", "", ""],
            ["Projects (implementation, consultancy)", "Capex", "", "", "", ""],
            ["Staff training", "Opex", "", "", "", ""],
            ["Contingency", "", "", "", "", ""],
            ["Total", "", "", "", "", ""],
          ],
        },
        {
          kind: "table",
          caption: "Risks to the plan and to the business",
          columns: ["Risk", "Likelihood (L/M/H)", "Impact (L/M/H)", "Owner", "What we will do about it"],
          rows: [
            ["", "", "", "", ""],
            ["", "", "", "", ""],
            ["", "", "", "", ""],
            ["", "", "", "", ""],
            ["", "", "", "", ""],
          ],
        },
        {
          kind: "list",
          items: [
            "Delivery risks: key people unavailable, a supplier missing dates, a project overlapping your busiest season.",
            "Business risks: ransomware, loss of a key system, data breach, a supplier going out of business.",
            "Compliance risks: a client or regulator asking for evidence of controls you cannot yet show.",
          ],
        },
      ],
    },
    {
      heading: "5. Measures of progress and governance",
      blocks: [
        {
          kind: "paragraph",
          text: "Choose five or six measures that show whether IT is getting better for the business. Record today's figure as the baseline before you start; without one, you cannot show progress. The first rows are suggestions you can replace.",
        },
        {
          kind: "table",
          caption: "Key performance indicators",
          columns: [
            "Measure",
            "Baseline today",
            "Target in 12 months",
            "How and how often measured",
            "Owner",
          ],
          rows: [
            ["Accounts protected by multi-factor authentication (%)", "", "", "", ""],
            ["Unplanned downtime of key systems (hours per quarter)", "", "", "", ""],
            ["Average time to resolve a support request", "", "", "", ""],
            ["Successful test restore of backups (date of last test)", "", "", "", ""],
            ["Hours per week spent re-keying data or on manual workarounds", "", "", "", ""],
            ["", "", "", "", ""],
          ],
        },
        {
          kind: "steps",
          items: [
            {
              title: "Monthly check (30 minutes)",
              text: "The strategy owner and IT lead or provider review roadmap progress, spend against budget and any new risks. Keep a one-page note of decisions.",
            },
            {
              title: "Quarterly review (1-2 hours)",
              text: "Directors review the KPIs, confirm next quarter's initiatives and re-prioritise if the business has changed. Move items between quarters rather than adding more.",
            },
            {
              title: "Annual refresh",
              text: "Repeat this template with updated goals, a fresh inventory and the lessons of the year, ideally before the budget for next year is set.",
            },
          ],
        },
        {
          kind: "fields",
          items: [
            { label: "Strategy owner (director)" },
            { label: "Who attends the quarterly review" },
            { label: "Dates of quarterly reviews", hint: "Put them in the diary now." },
            {
              label: "Approved by and date",
              hint: "Board or directors' sign-off makes the budget and priorities a commitment.",
            },
          ],
        },
      ],
    },
  ],
  get nextSteps() {
    return `Share the completed template with your directors and IT provider and agree the first quarter's actions before the end of the meeting. If you would like an independent view on your priorities or budget, ${company.name} is happy to have a free, no-obligation conversation. Email ${company.email}.`;
  },
} satisfies ResourceDocument;
