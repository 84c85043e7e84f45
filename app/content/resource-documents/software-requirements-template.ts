import { company } from "../company";
import type { ResourceDocument } from "./types";

export const document = {
  slug: "software-requirements-template",
  summary:
    "A fill-in template for business owners and managers who are about to commission new software. It helps you describe what the system must do, for whom and within what limits, so developers can give you realistic quotes and build the right thing.",
  howToUse:
    "Fill this in before you approach developers, ideally with the people who will use the system every day. Describe what people need to achieve, not how the screens should look; a good developer will suggest the best way to build it. Where you are unsure, write down the question rather than leaving a gap. Share the completed document with every supplier you approach so their quotes are comparable.",
  sections: [
    {
      heading: "1. Project overview",
      blocks: [
        {
          kind: "fields",
          items: [
            { label: "Project name" },
            {
              label: "Project sponsor",
              hint: "The person who makes final decisions and signs off the work.",
            },
            {
              label: "The problem we are solving",
              hint: "What is slow, error-prone, costly or impossible today?",
              lines: 3,
            },
            {
              label: "What success looks like",
              hint: "Measurable where possible, such as quotes issued the same day rather than in three days.",
              lines: 3,
            },
            {
              label: "What we use today",
              hint: "Spreadsheets, paper forms, an existing system, email.",
              lines: 2,
            },
            {
              label: "What is out of scope",
              hint: "Saying what the system will not do prevents costly misunderstandings.",
              lines: 2,
            },
          ],
        },
      ],
    },
    {
      heading: "2. Users and journeys",
      blocks: [
        {
          kind: "table",
          caption: "Who will use the system",
          columns: ["User type", "Roughly how many", "What they need to do", "What they must not see or do"],
          rows: [
            ["For example: customer", "", "", ""],
            ["For example: office staff", "", "", ""],
            ["For example: manager", "", "", ""],
            ["For example: administrator", "", "", ""],
            ["", "", "", ""],
          ],
        },
        {
          kind: "paragraph",
          text: "A user journey describes one task from start to finish in everyday language. Write out the three to five most important ones, including what happens when things go wrong, such as missing information or a rejected payment.",
        },
        {
          kind: "fields",
          items: [
            { label: "Journey 1: who, what they want to achieve, and the steps", lines: 5 },
            { label: "Journey 2", lines: 5 },
            { label: "Journey 3", lines: 5 },
            { label: "Journey 4", lines: 4 },
          ],
        },
      ],
    },
    {
      heading: "3. Business rules, data and integrations",
      blocks: [
        {
          kind: "paragraph",
          text: "Business rules are the policies and calculations the system must follow. They often live in people's heads, so ask the staff who do the work. Examples: a quote over a set value needs manager approval; a policy cannot start before payment is received; client records are kept for a set number of years after the relationship ends, then deleted.",
        },
        {
          kind: "fields",
          items: [
            { label: "Approvals and sign-offs", lines: 3 },
            { label: "Calculations, pricing and discounts", lines: 3 },
            { label: "Deadlines, reminders and notifications", lines: 3 },
            { label: "Data retention and deletion", lines: 2 },
          ],
        },
        {
          kind: "table",
          caption: "Data and integrations",
          columns: [
            "System or data source",
            "What data moves",
            "Direction (in, out, both)",
            "How often",
            "Owner or supplier contact",
          ],
          rows: [
            ["For example: accounting software", "", "", "", ""],
            ["For example: Microsoft 365", "", "", "", ""],
            ["For example: payment provider", "", "", "", ""],
            ["Existing data to migrate", "", "", "", ""],
            ["", "", "", "", ""],
          ],
        },
        {
          kind: "note",
          title: "Check integrations early",
          text: "Ask each supplier whether their system has a documented API and whether access costs extra. Integrations are a common source of delays and unexpected costs.",
        },
      ],
    },
    {
      heading: "4. Non-functional requirements",
      blocks: [
        {
          kind: "paragraph",
          text: "These describe how well the system must work rather than what it does. They have a big effect on cost, so be realistic.",
        },
        {
          kind: "fields",
          items: [
            {
              label: "Performance",
              hint: "For example, pages load within two seconds with 50 staff using the system at once.",
              lines: 2,
            },
            {
              label: "Security",
              hint: "Multi-factor authentication, role-based access, audit trail of who changed what, encryption of personal data.",
              lines: 2,
            },
            {
              label: "Accessibility",
              hint: "We recommend requiring WCAG 2.2 level AA for anything customers or staff use, and asking how it will be tested.",
              lines: 2,
            },
            {
              label: "Availability and support",
              hint: "Hours it must be available, acceptable downtime for maintenance, how quickly faults must be fixed.",
              lines: 2,
            },
            {
              label: "Hosting and data location",
              hint: "Cloud or on premises, UK data residency, who pays for hosting, backup and restore expectations.",
              lines: 2,
            },
            {
              label: "Compliance",
              hint: "UK GDPR, sector rules such as FCA requirements, record-keeping obligations.",
              lines: 2,
            },
          ],
        },
      ],
    },
    {
      heading: "5. Priorities (MoSCoW)",
      blocks: [
        {
          kind: "paragraph",
          text: "Sort every requirement into one of four groups. Must have: the system is useless without it. Should have: important, but a workaround exists. Could have: nice to have if time and budget allow. Won't have this time: agreed as out of scope for now. If most items are Must, you have not prioritised yet.",
        },
        {
          kind: "table",
          caption: "Requirements by priority",
          columns: ["Ref", "Requirement", "Must / Should / Could / Won't", "Why it matters"],
          rows: [
            ["R1", "", "", ""],
            ["R2", "", "", ""],
            ["R3", "", "", ""],
            ["R4", "", "", ""],
            ["R5", "", "", ""],
            ["R6", "", "", ""],
            ["R7", "", "", ""],
            ["R8", "", "", ""],
          ],
        },
      ],
    },
    {
      heading: "6. Constraints, budget and timeline",
      blocks: [
        {
          kind: "fields",
          items: [
            {
              label: "Budget range",
              hint: "Giving a range lets suppliers propose what is achievable. Remember ongoing costs: hosting, support, licences and future changes.",
            },
            {
              label: "Target go-live date and why",
              hint: "Is it a hard deadline, such as a contract ending, or a preference?",
            },
            { label: "Key dates to avoid", hint: "Year end, renewal season, peak trading periods." },
            {
              label: "Technology constraints",
              hint: "Must run on existing devices, use Microsoft sign-in, work on mobile.",
              lines: 2,
            },
            { label: "Who will test and sign off, and how much time they can give", lines: 2 },
            { label: "Ownership", hint: "Who owns the code, data and intellectual property at the end?" },
          ],
        },
      ],
    },
    {
      heading: "7. Acceptance criteria",
      blocks: [
        {
          kind: "paragraph",
          text: "Acceptance criteria say how you will know a requirement has been delivered. Writing them in a given, when, then style keeps them specific and testable. Write at least one for each Must have requirement.",
        },
        {
          kind: "list",
          items: [
            "Given a customer has completed all required fields, when they submit the enquiry form, then they receive an email confirmation within five minutes and the enquiry appears in the staff dashboard.",
            "Given a quote is over the approval limit, when a staff member tries to send it, then the system blocks sending and notifies a manager for approval.",
            "Given a user has entered the wrong password five times, when they try again, then the account is locked for 15 minutes and the attempt is logged.",
          ],
        },
        {
          kind: "fields",
          items: [
            { label: "Given / when / then", lines: 3 },
            { label: "Given / when / then", lines: 3 },
            { label: "Given / when / then", lines: 3 },
          ],
        },
      ],
    },
  ],
  get nextSteps() {
    return `Once the template is complete, share it with two or three suppliers and compare how well they understand your needs, not just the price. If you would like someone independent to review your requirements before you go to market, ${company.name} offers a free initial conversation. Email ${company.email}.`;
  },
} satisfies ResourceDocument;
