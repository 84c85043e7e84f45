import { company } from "../company";
import type { ResourceDocument } from "./types";

export const document = {
  slug: "ai-readiness-assessment",
  summary:
    "Twenty questions for owners and managers of small and medium-sized businesses on data, processes, skills and governance. Your score shows whether you are ready to adopt AI tools safely, what to fix first and which uses make sensible starting points.",
  howToUse:
    "Circle one answer for each question, choosing the lower option if you are unsure. Total each area out of 15 and the whole assessment out of 60, then read the scoring bands. Answer with someone who knows your systems, such as your IT lead or provider, because several questions depend on how files and permissions are really set up.",
  sections: [
    {
      heading: "1. Data",
      blocks: [
        {
          kind: "questions",
          items: [
            {
              question: "Where does the information your staff work with live?",
              options: [
                { label: "Paper, personal drives and email attachments", points: 0 },
                { label: "A mix of shared drives and local copies", points: 1 },
                { label: "Mostly shared cloud storage and business systems", points: 2 },
                { label: "Known systems with a clear structure", points: 3 },
              ],
            },
            {
              question: "How well organised are your shared files?",
              options: [
                { label: "Hard to find anything; many duplicates", points: 0 },
                { label: "Folders exist but everyone uses them differently", points: 1 },
                { label: "An agreed structure, mostly followed", points: 2 },
                { label: "Agreed structure, named owners, old content archived", points: 3 },
              ],
            },
            {
              question:
                "Are access permissions right? AI assistants such as Microsoft 365 Copilot can surface anything a user can already open.",
              options: [
                { label: "Almost everyone can see almost everything", points: 0 },
                { label: "Some restrictions, never reviewed", points: 1 },
                { label: "Restricted by team, reviewed occasionally", points: 2 },
                { label: "Least access needed, reviewed yearly, sharing links controlled", points: 3 },
              ],
            },
            {
              question: "Do you know which data is personal or confidential?",
              options: [
                { label: "No", points: 0 },
                { label: "Staff know informally", points: 1 },
                { label: "Main categories identified and recorded", points: 2 },
                { label: "Labelled, with handling rules for each category", points: 3 },
              ],
            },
            {
              question: "How good is the data in your core systems?",
              options: [
                { label: "Incomplete and inconsistent", points: 0 },
                { label: "Usable with manual checking", points: 1 },
                { label: "Reliable for the main fields", points: 2 },
                { label: "Reliable, with owners and regular clean-ups", points: 3 },
              ],
            },
          ],
        },
      ],
    },
    {
      heading: "2. Processes",
      blocks: [
        {
          kind: "questions",
          items: [
            {
              question: "Can you name repetitive, text-heavy tasks that take staff hours each week?",
              options: [
                { label: "We have not looked", points: 0 },
                { label: "We have a general sense", points: 1 },
                { label: "A few listed with rough time spent", points: 2 },
                { label: "Listed and timed, with owners keen to improve them", points: 3 },
              ],
            },
            {
              question: "Are those processes documented?",
              options: [
                { label: "Not at all", points: 0 },
                { label: "Partly, or out of date", points: 1 },
                { label: "Main steps documented", points: 2 },
                { label: "Documented with inputs, outputs and quality checks", points: 3 },
              ],
            },
            {
              question: "Could you show whether a pilot made a task faster or better?",
              options: [
                { label: "No measures at all", points: 0 },
                { label: "Only anecdotes", points: 1 },
                { label: "Some measures, such as turnaround times", points: 2 },
                { label: "Baseline figures recorded for the tasks in question", points: 3 },
              ],
            },
            {
              question: "Where would a person check AI output before it is used?",
              options: [
                { label: "Not considered", points: 0 },
                { label: "We assume staff will spot mistakes", points: 1 },
                { label: "A review step identified for most tasks", points: 2 },
                { label: "Defined review, with named reviewers for anything client-facing", points: 3 },
              ],
            },
            {
              question: "Can your core systems connect to other tools?",
              options: [
                { label: "Old or closed systems, no integration", points: 0 },
                { label: "Spreadsheet exports only", points: 1 },
                { label: "Some integrations available", points: 2 },
                { label: "Modern cloud systems with integrations in use", points: 3 },
              ],
            },
          ],
        },
      ],
    },
    {
      heading: "3. Skills and culture",
      blocks: [
        {
          kind: "questions",
          items: [
            {
              question: "How familiar are staff with AI tools?",
              options: [
                { label: "Little or no awareness", points: 0 },
                { label: "A few experiment privately", points: 1 },
                { label: "Many use them, informally", points: 2 },
                { label: "Used openly within agreed rules", points: 3 },
              ],
            },
            {
              question: "Do staff understand the limits of AI, such as confident but wrong answers?",
              options: [
                { label: "No", points: 0 },
                { label: "Some do", points: 1 },
                { label: "Most have had a briefing", points: 2 },
                { label: "Trained, using examples from our own work", points: 3 },
              ],
            },
            {
              question: "Is someone responsible for leading AI adoption?",
              options: [
                { label: "No one", points: 0 },
                { label: "An enthusiast with no time set aside", points: 1 },
                { label: "A named person with some time", points: 2 },
                { label: "A named lead with time, budget and director backing", points: 3 },
              ],
            },
            {
              question: "What is the directors' position on AI?",
              options: [
                { label: "Unaware or dismissive", points: 0 },
                { label: "Interested, no plans", points: 1 },
                { label: "Willing to fund a pilot", points: 2 },
                { label: "Clear goals for AI linked to the business plan", points: 3 },
              ],
            },
            {
              question: "How does the business usually take up new tools?",
              options: [
                { label: "Resistance; changes are often abandoned", points: 0 },
                { label: "Slowly, with patchy use", points: 1 },
                { label: "Usually adopted once people are trained", points: 2 },
                { label: "A practised routine: pilot, train, review", points: 3 },
              ],
            },
          ],
        },
      ],
    },
    {
      heading: "4. Governance and security",
      blocks: [
        {
          kind: "questions",
          items: [
            {
              question: "Do you have an AI acceptable use policy?",
              options: [
                { label: "No", points: 0 },
                { label: "Informal verbal guidance", points: 1 },
                { label: "A written policy shared with staff", points: 2 },
                { label: "Written, acknowledged by staff, listing approved tools", points: 3 },
              ],
            },
            {
              question: "Do staff know not to paste client or personal data into public AI tools?",
              options: [
                { label: "Never discussed", points: 0 },
                { label: "We assume they know", points: 1 },
                { label: "Told clearly, in writing", points: 2 },
                { label: "Told, trained, and given an approved business tool instead", points: 3 },
              ],
            },
            {
              question: "Do you assess data protection risks before adopting tools that use personal data?",
              options: [
                { label: "No", points: 0 },
                { label: "Occasionally", points: 1 },
                { label: "Yes, with a DPIA where risk is high", points: 2 },
                { label: "Routinely, with DPIAs, supplier checks and updated records", points: 3 },
              ],
            },
            {
              question: "Do you check AI suppliers' terms on data use, storage location and retention?",
              options: [
                { label: "No", points: 0 },
                { label: "Sometimes", points: 1 },
                { label: "For paid tools", points: 2 },
                { label: "Always, before any tool is approved", points: 3 },
              ],
            },
            {
              question: "How strong are your security foundations?",
              options: [
                { label: "No multi-factor authentication, unmanaged devices", points: 0 },
                { label: "Multi-factor authentication on some accounts", points: 1 },
                { label: "Multi-factor authentication everywhere, managed devices", points: 2 },
                { label: "All that, plus Cyber Essentials and audit logging", points: 3 },
              ],
            },
          ],
        },
      ],
    },
    {
      heading: "5. Your score",
      blocks: [
        {
          kind: "table",
          caption: "Scores by area",
          columns: ["Area", "Score out of 15", "Notes: weakest answers"],
          rows: [
            ["Data", "", ""],
            ["Processes", "", ""],
            ["Skills and culture", "", ""],
            ["Governance and security", "", ""],
            ["Total (out of 60)", "", ""],
          ],
        },
        {
          kind: "scoring",
          bands: [
            {
              range: "0-20",
              label: "Build the foundations first",
              advice:
                "Adopting AI now would add risk. Start with an acceptable use policy, multi-factor authentication, tidy file permissions and a list of the tasks that take most time.",
            },
            {
              range: "21-40",
              label: "Ready for a controlled pilot",
              advice:
                "Choose one low-risk use case, a small group of staff and an approved business tool. Fix any area scoring below 6 alongside the pilot.",
            },
            {
              range: "41-60",
              label: "Ready to adopt more widely",
              advice:
                "Scale what works from pilots, measure the benefit against your baseline and review policy and permissions as use grows.",
            },
          ],
        },
        {
          kind: "note",
          title: "One weak area can outweigh a good total",
          text: "If governance and security scores below 6, address it before any wider roll-out, whatever your total. A data leak through an AI tool is far harder to undo than a slow start.",
        },
      ],
    },
    {
      heading: "6. Governance essentials for UK businesses",
      blocks: [
        {
          kind: "checklist",
          items: [
            {
              text: "Treat AI use of personal data like any other processing under UK GDPR",
              detail:
                "You still need a lawful basis, transparency, data minimisation and accuracy. Update your privacy notice if AI changes how you use client data.",
            },
            {
              text: "Read the ICO's guidance on AI and data protection",
              detail:
                "The Information Commissioner's Office publishes guidance and an AI and data protection risk toolkit written for organisations adopting AI.",
            },
            {
              text: "Carry out a DPIA where the risk is high",
              detail:
                "A data protection impact assessment is required for processing likely to result in high risk to individuals; new technology using client data often falls into this category.",
            },
            {
              text: "Keep a person in charge of decisions about people",
              detail:
                "UK GDPR restricts decisions based solely on automated processing that have legal or similarly significant effects, such as credit, claims or recruitment decisions.",
            },
            {
              text: "Never paste client or personal data into public AI tools",
              detail:
                "Use business versions with contractual data protection, and check whether your inputs are used to train models, where data is stored and for how long.",
            },
            {
              text: "Check your regulator's and professional body's expectations",
              detail:
                "Firms regulated by the FCA, SRA or similar bodies remain responsible for outcomes and client confidentiality when AI helps produce the work.",
            },
          ],
        },
      ],
    },
    {
      heading: "7. Good first use cases for SMEs",
      blocks: [
        {
          kind: "paragraph",
          text: "Start where mistakes are easy to spot and cheap to correct, and where a person reviews the result before it leaves the business.",
        },
        {
          kind: "list",
          items: [
            "Drafting first versions of emails, letters, proposals and marketing copy.",
            "Summarising long documents, such as policy wordings, tenders or contracts, for internal reading.",
            "Meeting notes and action lists, with attendees told the meeting is being transcribed.",
            "Searching your own policies, procedures and product information for answers.",
            "Extracting details from invoices and forms into your systems, with checks on the results.",
          ],
        },
        {
          kind: "note",
          title: "Leave these until later",
          text: "Client-facing chatbots that could be taken as giving financial, insurance or legal advice, and anything that decides outcomes for individuals. These need stronger controls, testing and, often, regulatory review.",
        },
      ],
    },
  ],
  get nextSteps() {
    return `Pick one use case, record how long the task takes today and run a four to six week pilot with a small group using an approved tool. If you would like help interpreting your score, writing an AI use policy or choosing a first pilot, ${company.name} is happy to have a free, no-obligation conversation. Email ${company.email}.`;
  },
} satisfies ResourceDocument;
