import { company } from "../company";
import type { ResourceDocument } from "./types";

export const document = {
  slug: "digital-maturity-assessment",
  summary:
    "A self-assessment for owners and managers of small and medium-sized businesses that scores your digital capability across six areas. It shows where you are strong, where you are exposed and where the next pound of investment is likely to do the most good.",
  howToUse:
    "Answer the eighteen questions honestly for the business as it is today, not as it will be after the next project. For each question circle the option that best describes you; if you are between two, choose the lower. Ideally two or three people answer separately and then compare, because a director and a member of staff often see things differently. Add up each area out of 9, then complete the results table in section 7.",
  sections: [
    {
      heading: "1. Strategy and leadership",
      blocks: [
        {
          kind: "questions",
          items: [
            {
              question: "Does the business have a plan for how technology supports its goals?",
              options: [
                { label: "No; technology decisions are made as problems arise", points: 0 },
                { label: "Ideas are discussed, but nothing is written down", points: 1 },
                { label: "A written plan exists and is looked at occasionally", points: 2 },
                { label: "A costed plan tied to business goals, reviewed at least quarterly", points: 3 },
              ],
            },
            {
              question: "Who owns technology decisions at senior level?",
              options: [
                { label: "Nobody in particular; whoever is available", points: 0 },
                { label: "A director, squeezed in among many other duties", points: 1 },
                { label: "A named director who meets the IT provider regularly", points: 2 },
                { label: "A named owner who reports to the board and takes independent advice", points: 3 },
              ],
            },
            {
              question: "How is technology spending decided?",
              options: [
                { label: "Mostly when something breaks", points: 0 },
                { label: "An annual budget based on last year's spend", points: 1 },
                { label: "A budget built from planned projects and renewals", points: 2 },
                { label: "Business cases with expected benefits, checked after delivery", points: 3 },
              ],
            },
          ],
        },
      ],
    },
    {
      heading: "2. Customer experience",
      blocks: [
        {
          kind: "questions",
          items: [
            {
              question: "How can clients deal with you online?",
              options: [
                { label: "Phone, email and post only", points: 0 },
                { label: "A website with information and a contact form", points: 1 },
                { label: "Online booking, forms or e-signature for common tasks", points: 2 },
                { label: "A secure portal or self-service for most routine needs", points: 3 },
              ],
            },
            {
              question: "Do staff have a single view of each client?",
              options: [
                { label: "Details are spread across inboxes, spreadsheets and paper", points: 0 },
                { label: "A central contact list, but history is held elsewhere", points: 1 },
                { label: "A CRM or practice system that most staff use", points: 2 },
                { label: "One system holds all client history and everyone uses it", points: 3 },
              ],
            },
            {
              question: "How do you use client feedback?",
              options: [
                { label: "We do not collect it", points: 0 },
                { label: "Collected occasionally and informally", points: 1 },
                { label: "Collected regularly through surveys or reviews", points: 2 },
                { label: "Measured, reviewed by managers and acted on", points: 3 },
              ],
            },
          ],
        },
      ],
    },
    {
      heading: "3. Operations and processes",
      blocks: [
        {
          kind: "questions",
          items: [
            {
              question: "How much data is re-keyed from one system to another?",
              options: [
                { label: "A lot; core processes depend on copying and pasting", points: 0 },
                { label: "Some manual transfers every day", points: 1 },
                { label: "Little; the main systems are connected", points: 2 },
                { label: "Almost none; systems are integrated and routine steps automated", points: 3 },
              ],
            },
            {
              question: "Are your key processes documented?",
              options: [
                { label: "They live in people's heads", points: 0 },
                { label: "A few are written down, mostly out of date", points: 1 },
                { label: "The main processes are documented and followed", points: 2 },
                { label: "Documented, measured and improved regularly", points: 3 },
              ],
            },
            {
              question: "How are documents and approvals handled?",
              options: [
                { label: "Mostly paper, with signatures in person", points: 0 },
                { label: "Scanned paper and approvals by email", points: 1 },
                { label: "Digital documents with e-signatures", points: 2 },
                { label: "Digital workflows with approvals tracked end to end", points: 3 },
              ],
            },
          ],
        },
      ],
    },
    {
      heading: "4. Data and insight",
      blocks: [
        {
          kind: "questions",
          items: [
            {
              question: "How do directors get management information?",
              options: [
                { label: "Someone pulls figures together when asked", points: 0 },
                { label: "Monthly spreadsheets compiled by hand", points: 1 },
                { label: "Standard reports run from the main systems", points: 2 },
                { label: "Dashboards that update automatically and are used in meetings", points: 3 },
              ],
            },
            {
              question: "How far do you trust your data?",
              options: [
                { label: "Duplicates and errors are common", points: 0 },
                { label: "Mostly right, but checked by hand before use", points: 1 },
                { label: "Reliable in the main systems, each with an owner", points: 2 },
                { label: "Clear ownership, regular quality checks and agreed definitions", points: 3 },
              ],
            },
            {
              question: "Do you know where personal data is held, as UK GDPR requires?",
              options: [
                { label: "Not really", points: 0 },
                { label: "Roughly, but it is not written down", points: 1 },
                { label: "A record of processing activities is kept", points: 2 },
                {
                  label: "The record is current, with retention periods and access controls applied",
                  points: 3,
                },
              ],
            },
          ],
        },
      ],
    },
    {
      heading: "5. Technology and security",
      blocks: [
        {
          kind: "questions",
          items: [
            {
              question: "How current are your core systems and devices?",
              options: [
                { label: "Some are no longer supported by the manufacturer", points: 0 },
                { label: "Supported but ageing; replaced when they fail", points: 1 },
                { label: "Supported and replaced on a planned cycle", points: 2 },
                { label: "Planned lifecycle, kept in an asset register, mostly cloud services", points: 3 },
              ],
            },
            {
              question: "Which security basics are in place?",
              options: [
                { label: "No multi-factor authentication; some shared passwords", points: 0 },
                { label: "Multi-factor authentication on some accounts, antivirus installed", points: 1 },
                { label: "Multi-factor authentication everywhere and updates applied promptly", points: 2 },
                {
                  label: "All of that, plus Cyber Essentials certification and a tested incident plan",
                  points: 3,
                },
              ],
            },
            {
              question: "Could you recover if a key system or file store were lost?",
              options: [
                { label: "Not sure what is backed up", points: 0 },
                { label: "Backups run, but a restore has never been tested", points: 1 },
                {
                  label: "Backups, including Microsoft 365 or other cloud data, tested at least yearly",
                  points: 2,
                },
                { label: "Restores tested regularly against recovery times agreed by directors", points: 3 },
              ],
            },
          ],
        },
      ],
    },
    {
      heading: "6. People and skills",
      blocks: [
        {
          kind: "questions",
          items: [
            {
              question: "How confident are staff with everyday tools?",
              options: [
                { label: "Many struggle and workarounds are common", points: 0 },
                { label: "Basic use; few people use features fully", points: 1 },
                { label: "Most are confident and trained when tools are introduced", points: 2 },
                { label: "Confident, with named champions who help colleagues", points: 3 },
              ],
            },
            {
              question: "What digital and security training do staff receive?",
              options: [
                { label: "None", points: 0 },
                { label: "Ad hoc, when someone asks", points: 1 },
                { label: "At induction, plus yearly security awareness", points: 2 },
                { label: "Planned training for each role, including phishing exercises", points: 3 },
              ],
            },
            {
              question: "How are changes to systems introduced?",
              options: [
                { label: "Imposed with little notice", points: 0 },
                { label: "Announced by email on the day", points: 1 },
                { label: "Staff are told in advance and trained before go-live", points: 2 },
                { label: "Staff help choose and shape the change, and adoption is checked", points: 3 },
              ],
            },
          ],
        },
      ],
    },
    {
      heading: "7. Your results and where to invest",
      blocks: [
        {
          kind: "table",
          caption: "Results by area (each out of 9: 0-3 beginning, 4-6 developing, 7-9 established)",
          columns: ["Area", "Score out of 9", "Level", "Critical to our goals this year? (tick)"],
          rows: [
            ["Strategy and leadership", "", "", ""],
            ["Customer experience", "", "", ""],
            ["Operations and processes", "", "", ""],
            ["Data and insight", "", "", ""],
            ["Technology and security", "", "", ""],
            ["People and skills", "", "", ""],
            ["Total (out of 54)", "", "", ""],
          ],
        },
        {
          kind: "scoring",
          bands: [
            {
              range: "0-13",
              label: "Starting out",
              advice:
                "Technology is handled reactively. Begin with security basics and a simple one-year plan; large projects will struggle until these are in place.",
            },
            {
              range: "14-27",
              label: "Developing",
              advice:
                "Good foundations in places, but gaps hold the business back. Pick one or two areas that matter most to your goals and move each up one level this year.",
            },
            {
              range: "28-41",
              label: "Established",
              advice:
                "Technology generally supports the business. Focus on joining systems together, better management information and getting full value from tools you already pay for.",
            },
            {
              range: "42-54",
              label: "Advanced",
              advice:
                "A strong position. Keep it by reviewing regularly, and look at automation, client self-service and carefully governed AI to stay ahead.",
            },
          ],
        },
        {
          kind: "steps",
          items: [
            {
              title: "Secure the floor first",
              text: "If technology and security scores 4 or less, start there whatever else the results say. An unpatched system or an untested backup can undo every other investment.",
            },
            {
              title: "Find the gap that blocks your goals",
              text: "Of the areas you ticked as critical, choose the lowest-scoring. Money spent where the business is already strong usually brings smaller returns.",
            },
            {
              title: "Aim for one level, not three",
              text: "Look at the option one step above your answer for each question in that area. That describes your next realistic target for the year.",
            },
            {
              title: "Re-score in twelve months",
              text: "Keep this sheet and repeat the assessment next year to check that investment has moved the scores.",
            },
          ],
        },
        {
          kind: "table",
          caption: "Typical first investments for a low-scoring area",
          columns: ["Area", "Where to start"],
          rows: [
            [
              "Strategy and leadership",
              "A one-year IT plan with a named director as owner and a quarterly review",
            ],
            [
              "Customer experience",
              "A CRM or better use of your practice system, then e-signature or online forms",
            ],
            [
              "Operations and processes",
              "Document the three busiest processes, then remove the worst re-keying step",
            ],
            [
              "Data and insight",
              "Agree five figures directors need monthly and produce them from one source",
            ],
            [
              "Technology and security",
              "Multi-factor authentication, managed updates, tested backups, Cyber Essentials",
            ],
            [
              "People and skills",
              "Security awareness training and a short how-to session for each core tool",
            ],
          ],
        },
      ],
    },
  ],
  get nextSteps() {
    return `Share your results with your fellow directors and agree the one or two areas you will improve this year. If you would like an independent view on what your scores mean and where to invest, ${company.name} is happy to talk them through in a free, no-obligation conversation. Email ${company.email}.`;
  },
} satisfies ResourceDocument;
