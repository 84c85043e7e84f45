import { company } from "../company";
import type { ResourceDocument } from "./types";

export const document = {
  slug: "incident-response-plan-template",
  summary:
    "A ready-to-adapt cyber incident response plan for small and medium-sized UK businesses. Fill in the blanks now so that, if the worst happens, everyone knows their role, the first actions to take and who to call.",
  howToUse:
    "Complete the roles, contacts and severity sections with your team, then keep a printed copy somewhere you can reach without your computers, such as a folder at home and in the office, because during an incident your email and files may be unavailable. Review the plan at least once a year and whenever key people or suppliers change. A short tabletop exercise, walking through a scenario such as ransomware or a hijacked email account, is the best way to find the gaps.",
  sections: [
    {
      heading: "1. Roles and responsibilities",
      blocks: [
        {
          kind: "paragraph",
          text: "In a small business one person may hold more than one role, but every role needs a named deputy in case the first person is on holiday or unreachable.",
        },
        {
          kind: "table",
          caption: "Incident response team",
          columns: ["Role", "Responsibilities", "Name", "Mobile", "Deputy and mobile"],
          rows: [
            ["Incident lead", "Coordinates the response, keeps the incident log, calls meetings", "", "", ""],
            [
              "Technical lead",
              "Contains the incident, works with the IT provider, preserves evidence",
              "",
              "",
              "",
            ],
            [
              "Communications lead",
              "Staff, customer, supplier and media messages; approves all wording",
              "",
              "",
              "",
            ],
            [
              "Decision maker",
              "Director who authorises spending, shutdowns and regulator notifications",
              "",
              "",
              "",
            ],
          ],
        },
      ],
    },
    {
      heading: "2. Severity levels",
      blocks: [
        {
          kind: "table",
          caption: "How serious is it?",
          columns: ["Level", "Examples", "Response"],
          rows: [
            [
              "Low",
              "A phishing email reported and not clicked; a single infected laptop isolated by antivirus",
              "Technical lead handles it, records it in the log",
            ],
            [
              "Medium",
              "One compromised mailbox; a lost unencrypted device; a limited service outage",
              "Incident lead involved, IT provider called, personal data risk assessed the same day",
            ],
            [
              "High",
              "Ransomware; several accounts compromised; confirmed loss of client or personal data; payment fraud",
              "Full team assembled immediately, insurer and bank called, regulator deadlines tracked",
            ],
          ],
        },
        {
          kind: "note",
          title: "If in doubt, go higher",
          text: "It is easier to stand down a response than to catch up on lost hours. Treat the incident as high severity until you know otherwise.",
        },
      ],
    },
    {
      heading: "3. The first hour",
      blocks: [
        {
          kind: "steps",
          items: [
            {
              title: "Stay calm and start the log",
              text: "Write down the time, what was noticed, by whom, and every action taken from now on. The incident log at the end of this plan is for exactly this.",
            },
            {
              title: "Contain the damage",
              text: "Disconnect affected devices from the network by unplugging the cable or turning off wi-fi, but do not power them off, as this can destroy evidence held in memory. Reset passwords and revoke sessions for compromised accounts from a clean device.",
            },
            {
              title: "Preserve evidence",
              text: "Do not wipe, rebuild or restore machines yet. Take photos of ransom notes or error messages, keep suspicious emails, and ask your IT provider to retain logs.",
            },
            {
              title: "Call your insurer's breach line",
              text: "If you have cyber insurance, call the incident line before engaging outside specialists. Many policies require prompt notification and provide their own response firm, and acting alone may affect your cover.",
            },
            {
              title: "Do not pay or negotiate",
              text: "Do not pay a ransom, reply to attackers or agree to demands without advice from your insurer and legal adviser. Paying does not guarantee you will get your data back.",
            },
            {
              title: "Stop fraudulent payments",
              text: "If money has been sent or bank details may have been changed, call your bank immediately. Speed matters for recovering funds.",
            },
            {
              title: "Brief the team",
              text: "Tell staff what has happened, what to do and not to do, and that they must not discuss it outside the business. Use phones or a separate channel if email may be compromised.",
            },
          ],
        },
      ],
    },
    {
      heading: "4. Who to call",
      blocks: [
        {
          kind: "fields",
          items: [
            { label: "IT provider: name, 24-hour number, contract reference" },
            { label: "Cyber insurer: breach line number and policy number" },
            { label: "Bank fraud team", hint: "You can also dial 159 to reach many UK banks' fraud teams." },
            {
              label: "Action Fraud: 0300 123 2040",
              hint: "Police reporting for fraud and cybercrime in England, Wales and Northern Ireland. In Scotland, call Police Scotland on 101. Record your crime reference number.",
            },
            {
              label: "National Cyber Security Centre (NCSC)",
              hint: "Report significant incidents through the report an incident service on ncsc.gov.uk. Forward phishing emails to report@phishing.gov.uk.",
            },
            {
              label: "Information Commissioner's Office (ICO): 0303 123 1113",
              hint: "For personal data breaches; reports can also be made online at ico.org.uk.",
            },
            { label: "Legal adviser" },
            {
              label: "Other regulator or key clients to notify",
              hint: "For example, FCA-regulated firms should consider whether to notify the FCA.",
              lines: 2,
            },
          ],
        },
      ],
    },
    {
      heading: "5. Regulators and customers",
      blocks: [
        {
          kind: "paragraph",
          text: "Under UK GDPR, if a personal data breach is likely to result in a risk to people's rights and freedoms, you must report it to the ICO within 72 hours of becoming aware of it, even if you do not yet have all the details. If the breach is likely to result in a high risk to those people, for example exposure of financial details or identity documents, you must also tell them without undue delay. Record every breach and your reasoning, including those you decide not to report.",
        },
        {
          kind: "checklist",
          items: [
            {
              text: "Time the business became aware of the breach recorded",
              detail: "The 72-hour clock starts here.",
            },
            { text: "Decision on ICO notification made and recorded, with reasons" },
            { text: "Contracts checked for client notification deadlines" },
            {
              text: "Customer message approved by the decision maker and, ideally, your insurer or legal adviser",
            },
          ],
        },
        {
          kind: "fields",
          items: [
            { label: "What happened, in plain language, and when", lines: 3 },
            { label: "What information was involved", lines: 2 },
            { label: "What we have done and are doing about it", lines: 3 },
            {
              label: "What you should do",
              hint: "For example, watch for suspicious emails or calls, change passwords, check bank statements.",
              lines: 3,
            },
            { label: "How to contact us", hint: "A named person, phone number and email address." },
          ],
        },
        {
          kind: "note",
          title: "Keep messages honest and consistent",
          text: "Do not speculate or minimise. Say what you know, what you do not yet know and when you will update people. Warn customers that criminals may use news of the incident to send convincing scam messages.",
        },
      ],
    },
    {
      heading: "6. Recovery and lessons learned",
      blocks: [
        {
          kind: "checklist",
          items: [
            {
              text: "Root cause identified and closed",
              detail: "For example, a missing patch, reused password or lack of multi-factor authentication.",
            },
            { text: "Systems restored from known-clean backups and checked before reconnecting" },
            { text: "All potentially exposed passwords changed and MFA confirmed on every account" },
            { text: "Monitoring increased for the following weeks to spot a return of the attacker" },
            {
              text: "Lessons-learned review held within two weeks",
              detail: "What worked, what did not, what will change, who owns each action and by when.",
            },
            { text: "This plan updated with what you learned" },
          ],
        },
      ],
    },
    {
      heading: "7. Incident log",
      blocks: [
        {
          kind: "table",
          caption: "Record every event, decision and action as it happens",
          columns: ["Date and time", "What happened or was decided", "Action taken", "By whom"],
          rows: [
            ["", "", "", ""],
            ["", "", "", ""],
            ["", "", "", ""],
            ["", "", "", ""],
            ["", "", "", ""],
            ["", "", "", ""],
            ["", "", "", ""],
            ["", "", "", ""],
            ["", "", "", ""],
            ["", "", "", ""],
          ],
        },
      ],
    },
  ],
  get nextSteps() {
    return `A plan is only useful if it has been tested. If you would like help tailoring this template or running a short tabletop exercise with your team, ${company.name} is happy to talk it through in a free conversation. Email ${company.email}.`;
  },
} satisfies ResourceDocument;
