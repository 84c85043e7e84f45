import { company } from "../company";
import type { ResourceDocument } from "./types";

export const document = {
  slug: "cyber-security-risk-assessment",
  summary:
    "A structured cyber security self-assessment for small and medium-sized businesses. List what you need to protect, score your current controls, then rank your risks with a simple likelihood and impact model so you know what to fix first.",
  howToUse:
    "Set aside two hours with a director, whoever handles your IT and someone from finance. Fill in the asset inventory, read the threats, answer the scored questions honestly (what is true today, not what is planned), then record your main risks in the register. Repeat yearly and after significant changes such as new systems or an incident.",
  sections: [
    {
      heading: "1. What you need to protect",
      blocks: [
        {
          kind: "paragraph",
          text: "Risk starts with assets: the information, systems and devices the business depends on, including the payment processes a criminal might target. Rate the impact if each asset were lost, stolen, unavailable or altered, from 1 (minor) to 5 (severe).",
        },
        {
          kind: "table",
          caption: "Asset inventory",
          columns: [
            "Asset",
            "Type (data, system, device, service)",
            "Owner",
            "Where it is held",
            "Personal or confidential data?",
            "Impact if compromised (1-5)",
          ],
          rows: [
            ["Client and customer records", "", "", "", "", ""],
            ["Email accounts", "", "", "", "", ""],
            ["Accounting system and bank access", "", "", "", "", ""],
            ["", "", "", "", "", ""],
            ["", "", "", "", "", ""],
            ["", "", "", "", "", ""],
            ["", "", "", "", "", ""],
          ],
        },
      ],
    },
    {
      heading: "2. The threats small businesses face",
      blocks: [
        {
          kind: "table",
          caption: "Common threats and how they usually happen",
          columns: ["Threat", "How it typically happens", "Controls that help most"],
          rows: [
            [
              "Phishing",
              "An email or text leads someone to a fake login page or a malicious attachment",
              "MFA, email filtering, staff awareness, a simple way to report",
            ],
            [
              "Business email compromise and invoice fraud",
              "A criminal takes over or impersonates a mailbox and asks for a payment or a change of bank details",
              "MFA, call-back verification on a known number, DMARC, alerts on forwarding rules",
            ],
            [
              "Ransomware",
              "Attackers get in via a stolen password or unpatched system, then encrypt data and threaten to publish it",
              "Patching, MFA, least privilege, immutable backups, tested recovery",
            ],
            [
              "Lost or stolen devices",
              "A laptop or phone left on a train or taken from a car",
              "Encryption, screen lock, remote wipe, data held in the cloud not on the device",
            ],
            [
              "Insider error",
              "An email sent to the wrong client, a file shared with 'anyone with the link', a deleted folder",
              "Sharing controls, delay-send or recipient warnings, training, backups",
            ],
            [
              "Supplier compromise",
              "An IT provider or software vendor is breached and used as a route into your systems",
              "Know which suppliers have access, limit it, require MFA, check their security",
            ],
          ],
        },
      ],
    },
    {
      heading: "3. Score your controls",
      blocks: [
        {
          kind: "paragraph",
          text: "Circle one answer per question and add up the points. The maximum is 45.",
        },
        {
          kind: "questions",
          items: [
            {
              question: "1. Is multi-factor authentication (MFA) required for email and cloud services?",
              options: [
                { label: "No", points: 0 },
                { label: "For some people or services", points: 1 },
                { label: "For all users on email, not all services", points: 2 },
                { label: "Enforced for all users on every service that supports it", points: 3 },
              ],
            },
            {
              question: "2. How quickly are security updates installed on computers, phones and servers?",
              options: [
                { label: "When someone remembers", points: 0 },
                { label: "Automatic on some devices, no oversight", points: 1 },
                { label: "Automatic on all devices, checked occasionally", points: 2 },
                { label: "Critical updates within 14 days, with a report to prove it", points: 3 },
              ],
            },
            {
              question:
                "3. Could you recover if ransomware encrypted your systems and your connected backups?",
              options: [
                { label: "No backups, or not sure", points: 0 },
                { label: "Backups exist but all are reachable from the network", points: 1 },
                { label: "An offline or immutable copy exists but is rarely tested", points: 2 },
                { label: "Offline or immutable copy, restore tested in the last three months", points: 3 },
              ],
            },
            {
              question: "4. How are requests to change a supplier's or client's bank details verified?",
              options: [
                { label: "By replying to the email", points: 0 },
                { label: "Depends on who handles it", points: 1 },
                { label: "Phone call, but sometimes to the number in the email", points: 2 },
                { label: "Always a call-back to a known number, with a second person approving", points: 3 },
              ],
            },
            {
              question: "5. How do staff learn to recognise phishing and scams?",
              options: [
                { label: "They don't", points: 0 },
                { label: "Once, at induction", points: 1 },
                { label: "Annual training", points: 2 },
                { label: "Regular short training, simulated phishing and an easy report button", points: 3 },
              ],
            },
            {
              question: "6. Who has administrator rights on computers and systems?",
              options: [
                { label: "Most staff", points: 0 },
                { label: "Several people, using their everyday accounts", points: 1 },
                { label: "Only a few people, using their everyday accounts", points: 2 },
                { label: "Only named people, using separate admin accounts with MFA", points: 3 },
              ],
            },
            {
              question: "7. What happens to accounts when someone leaves?",
              options: [
                { label: "Nothing formal", points: 0 },
                { label: "Email is closed eventually", points: 1 },
                { label: "Main accounts disabled on the last day", points: 2 },
                { label: "Leaver checklist covering every system, completed and signed off", points: 3 },
              ],
            },
            {
              question: "8. Are laptops and phones encrypted and able to be wiped remotely?",
              options: [
                { label: "No or don't know", points: 0 },
                { label: "Some are", points: 1 },
                { label: "All company devices", points: 2 },
                {
                  label: "All devices, including personal phones with work data, via device management",
                  points: 3,
                },
              ],
            },
            {
              question: "9. Is anti-malware protection active and up to date on every device?",
              options: [
                { label: "Don't know", points: 0 },
                { label: "Installed on most devices", points: 1 },
                { label: "On every device, but nobody checks the alerts", points: 2 },
                { label: "On every device, centrally managed, alerts reviewed", points: 3 },
              ],
            },
            {
              question: "10. Do you know which suppliers can access your systems or data?",
              options: [
                { label: "No", points: 0 },
                { label: "Roughly, not written down", points: 1 },
                { label: "A written list of suppliers and their access", points: 2 },
                {
                  label: "Written list, access limited and reviewed, security checked at contract",
                  points: 3,
                },
              ],
            },
            {
              question: "11. Are passwords unique to each service?",
              options: [
                { label: "Passwords are shared or reused", points: 0 },
                { label: "Personal passwords, often reused", points: 1 },
                { label: "Unique passwords for key systems", points: 2 },
                { label: "A company password manager used by everyone", points: 3 },
              ],
            },
            {
              question: "12. Is your email domain protected against spoofing with SPF, DKIM and DMARC?",
              options: [
                { label: "Don't know", points: 0 },
                { label: "SPF only", points: 1 },
                { label: "All three, DMARC at p=none", points: 2 },
                { label: "All three, DMARC at quarantine or reject", points: 3 },
              ],
            },
            {
              question: "13. How is remote access and the office network protected?",
              options: [
                { label: "Default router settings, open remote desktop", points: 0 },
                { label: "Firewall in place, not reviewed", points: 1 },
                { label: "Firewall rules reviewed, remote access by VPN", points: 2 },
                { label: "Rules reviewed and documented, all remote access protected by MFA", points: 3 },
              ],
            },
            {
              question: "14. Do you have an incident response plan?",
              options: [
                { label: "No", points: 0 },
                { label: "We know who to call", points: 1 },
                { label: "A written plan", points: 2 },
                { label: "A written plan, tested in the last year", points: 3 },
              ],
            },
            {
              question: "15. Are sign-in and security alerts monitored?",
              options: [
                { label: "No", points: 0 },
                { label: "Only when there is a problem", points: 1 },
                { label: "Alerts go to someone who checks them", points: 2 },
                { label: "Alerts reviewed promptly by us or our IT provider, with logs kept", points: 3 },
              ],
            },
          ],
        },
        {
          kind: "scoring",
          bands: [
            {
              range: "0-15",
              label: "High exposure",
              advice:
                "Basic controls are missing. Start with MFA, patching, backups and payment verification within the next month.",
            },
            {
              range: "16-29",
              label: "Developing",
              advice:
                "Some good foundations with significant gaps. Fix every question scoring 0 or 1, then consider Cyber Essentials.",
            },
            {
              range: "30-39",
              label: "Established",
              advice:
                "Most controls are in place. Focus on testing: restores, the incident plan and supplier reviews.",
            },
            {
              range: "40-45",
              label: "Strong",
              advice:
                "Keep it that way with an annual review, and consider Cyber Essentials Plus for independent assurance.",
            },
          ],
        },
      ],
    },
    {
      heading: "4. Rank your risks: likelihood x impact",
      blocks: [
        {
          kind: "paragraph",
          text: "For each risk, pair a threat with an asset (for example, invoice fraud against the payments process) and score it twice, taking your current controls into account. Multiply the two to get a score from 1 to 25.",
        },
        {
          kind: "table",
          caption: "Scoring scales",
          columns: ["Score", "Likelihood", "Impact"],
          rows: [
            [
              "1",
              "Rare: not expected in the next few years",
              "Negligible: fixed within hours, no cost to speak of",
            ],
            [
              "2",
              "Unlikely: could happen, no sign it has been attempted",
              "Minor: up to a day of disruption, small cost",
            ],
            [
              "3",
              "Possible: has happened to similar businesses",
              "Moderate: several days' disruption, unhappy clients",
            ],
            [
              "4",
              "Likely: expected within a year, or has happened to you",
              "Major: a week or more of disruption, significant loss, reportable breach",
            ],
            [
              "5",
              "Almost certain: attempted regularly, such as phishing",
              "Severe: threatens the business, major fraud loss or regulatory action",
            ],
          ],
        },
        {
          kind: "table",
          caption: "Risk levels",
          columns: ["Score", "Level", "Response"],
          rows: [
            ["1-4", "Low", "Accept and review annually"],
            ["5-9", "Medium", "Improve controls within six months"],
            ["10-16", "High", "Act within three months; a director owns it"],
            ["20-25", "Critical", "Act now; reduce before anything else"],
          ],
        },
      ],
    },
    {
      heading: "5. Risk register",
      blocks: [
        {
          kind: "paragraph",
          text: "Record each significant risk and the planned action. The residual score is your estimate once the action is done. Review the register at management meetings.",
        },
        {
          kind: "table",
          caption: "Risk register",
          columns: [
            "Ref",
            "Risk (threat, asset, consequence)",
            "L",
            "I",
            "Score",
            "Current controls",
            "Action, owner and due date",
            "Residual score",
          ],
          rows: [
            ["1", "", "", "", "", "", "", ""],
            ["2", "", "", "", "", "", "", ""],
            ["3", "", "", "", "", "", "", ""],
            ["4", "", "", "", "", "", "", ""],
            ["5", "", "", "", "", "", "", ""],
            ["6", "", "", "", "", "", "", ""],
            ["7", "", "", "", "", "", "", ""],
            ["8", "", "", "", "", "", "", ""],
          ],
        },
        {
          kind: "note",
          title: "Worked example",
          text: "Risk: a criminal impersonates a supplier and persuades accounts to change bank details, losing a large payment. Likelihood 4 (similar emails received this year), impact 4 (a significant loss): score 16, High. Action: call-back verification and two-person approval for bank detail changes, owned by the finance director, within one month. Residual estimate: likelihood 2, impact 4, score 8.",
        },
      ],
    },
  ],
  get nextSteps() {
    return `Take the three highest-scoring risks and agree one action for each this month. If you would like help interpreting your results or planning improvements, email ${company.email} for a free, no-obligation conversation.`;
  },
} satisfies ResourceDocument;
