import { company } from "../company";
import type { ResourceDocument } from "./types";

export const document = {
  slug: "microsoft-365-security-checklist",
  summary:
    "The Microsoft 365 settings that make the biggest difference to a small business's security, grouped so you can work through them one admin centre at a time. Written for tenants on Business Standard or Business Premium.",
  howToUse:
    "Sit down with your Microsoft 365 administrator and go through each section, ticking items that are already in place and noting who will fix the rest and by when. Some items need Business Premium (which includes Entra ID P1, Intune and Defender for Office 365 Plan 1); these are marked. Make changes in report-only or pilot mode first where possible, and tell staff before anything that changes how they sign in.",
  sections: [
    {
      heading: "1. Sign-in and multi-factor authentication",
      blocks: [
        {
          kind: "paragraph",
          text: "Stolen passwords are the most common way into a Microsoft 365 tenant. Multi-factor authentication (MFA) for every account, with old sign-in methods switched off, closes most of that door.",
        },
        {
          kind: "checklist",
          items: [
            {
              text: "MFA is enforced for every user, not just offered",
              detail:
                "Without Entra ID P1, turn on security defaults (Entra admin centre, Overview, Properties). With P1, use conditional access instead; the two cannot run together.",
            },
            {
              text: "Users register the Microsoft Authenticator app rather than text messages",
              detail:
                "App notifications with number matching resist fatigue attacks better than SMS. Consider passkeys or security keys for directors and finance staff.",
            },
            {
              text: "Conditional access policies cover the basics (Business Premium)",
              detail:
                "Require MFA for all users; require stronger MFA for admin roles; block legacy authentication; block sign-ins from countries you never work in; require a compliant device for access to company data. Run each in report-only mode for a week first.",
            },
            {
              text: "Legacy authentication is blocked",
              detail:
                "Check Entra sign-in logs for the client app filter showing legacy clients. Disable SMTP AUTH at organisation level unless a scanner or line-of-business app needs it, and move those to a supported method.",
            },
            {
              text: "Self-service password reset requires two methods and users are told not to reuse passwords",
            },
          ],
        },
      ],
    },
    {
      heading: "2. Administrator accounts",
      blocks: [
        {
          kind: "checklist",
          items: [
            {
              text: "Admins have separate, cloud-only admin accounts with no mailbox",
              detail:
                "For example admin.jane@yourtenant.onmicrosoft.com, used only for admin work. Day-to-day email and browsing happen on the normal account.",
            },
            {
              text: "Between two and four Global Administrators, no more",
              detail:
                "Microsoft recommends fewer than five. Everyone else gets the narrowest role that does the job.",
            },
            {
              text: "Least-privilege roles are used for routine tasks",
              detail:
                "User Administrator or Helpdesk Administrator for password resets, Exchange Administrator for mailboxes, Billing Administrator for licences.",
            },
            {
              text: "Two emergency access (break-glass) accounts exist and are protected",
              detail:
                "Strong credentials such as a FIDO2 key stored securely, excluded from conditional access policies that could lock you out, with an alert whenever they sign in.",
            },
            {
              text: "Partner access is reviewed",
              detail:
                "In the admin centre under Partner relationships, remove old IT providers and check that current ones use granular delegated admin (GDAP) with limited roles.",
            },
          ],
        },
      ],
    },
    {
      heading: "3. Sharing, email protection and devices",
      blocks: [
        {
          kind: "checklist",
          items: [
            {
              text: "SharePoint and OneDrive external sharing is set deliberately",
              detail:
                "In the SharePoint admin centre, prefer 'New and existing guests' to 'Anyone'. If anonymous links are allowed, make them expire (for example after 30 days) and view-only by default.",
            },
            {
              text: "The default sharing link is 'Specific people' or 'Only people in your organisation'",
            },
            {
              text: "Sensitive sites, such as HR and finance, have sharing restricted further",
              detail: "Site-level settings can be stricter than the organisation default, never looser.",
            },
            {
              text: "Guest accounts are reviewed at least quarterly and stale ones removed",
            },
            {
              text: "Defender for Office 365 preset security policies are applied (Business Premium)",
              detail:
                "The Standard or Strict preset turns on Safe Links, Safe Attachments and anti-phishing together. On Business Standard, the same presets apply the Exchange Online Protection settings.",
            },
            {
              text: "Impersonation protection covers directors, finance staff and your own domains",
              detail: "This catches lookalike senders used in invoice fraud and fake payment requests.",
            },
            {
              text: "Automatic forwarding to external addresses is blocked",
              detail:
                "Set in the outbound spam policy. Attackers who take over a mailbox often add forwarding rules to watch conversations quietly.",
            },
            {
              text: "External emails are tagged and staff have a Report button in Outlook",
            },
            {
              text: "Company devices are enrolled in Intune with compliance policies (Business Premium)",
              detail:
                "Require BitLocker or FileVault encryption, a minimum OS version, Defender antivirus and firewall on, and a screen lock. Set devices with no policy to 'Not compliant'.",
            },
            {
              text: "Personal phones use app protection policies",
              detail:
                "Require a PIN for Outlook and Teams, block copying company data into personal apps, and allow selective wipe of company data only.",
            },
            {
              text: "Windows updates are managed through update rings or Windows Autopatch",
            },
          ],
        },
      ],
    },
    {
      heading: "4. Email authentication: SPF, DKIM and DMARC",
      blocks: [
        {
          kind: "paragraph",
          text: "These DNS records let receiving servers check that email claiming to come from your domain really does, which protects your customers from spoofed invoices and helps your own mail reach inboxes.",
        },
        {
          kind: "checklist",
          items: [
            {
              text: "SPF record lists every service that sends as your domain",
              detail:
                "For Microsoft 365: v=spf1 include:spf.protection.outlook.com -all, plus includes for your marketing, invoicing or CRM platforms. Only one SPF record per domain.",
            },
            {
              text: "DKIM signing is enabled for each custom domain",
              detail:
                "Publish the two CNAME records (selector1 and selector2) shown in the Defender portal, then switch signing on.",
            },
            {
              text: "DMARC is published and moving towards enforcement",
              detail:
                "Start with p=none and a reporting address, review the reports for a few weeks, then move to p=quarantine and finally p=reject.",
            },
            {
              text: "Domains you own but never send from are locked down",
              detail: "Publish v=spf1 -all and a DMARC policy of p=reject so they cannot be spoofed.",
            },
          ],
        },
      ],
    },
    {
      heading: "5. Auditing and alerts",
      blocks: [
        {
          kind: "checklist",
          items: [
            {
              text: "Unified audit logging is on",
              detail:
                "Check in the Microsoft Purview portal under Audit. Without it you cannot investigate what an attacker read or changed.",
            },
            {
              text: "Mailbox auditing is enabled and has not been bypassed for any account",
            },
            {
              text: "Alert notifications go to a mailbox someone actually reads",
              detail:
                "Default alert policies cover suspicious forwarding rules, unusual sending patterns and admin privilege changes. Add your IT provider as a recipient.",
            },
            {
              text: "Inbox rules are checked monthly for forwarding, deleting or moving messages",
              detail:
                "Rules that hide replies from a bank or supplier are a common sign of business email compromise.",
            },
            {
              text: "The Entra sign-in logs and risky sign-in reports are reviewed weekly",
            },
          ],
        },
      ],
    },
    {
      heading: "6. Backup and Secure Score",
      blocks: [
        {
          kind: "paragraph",
          text: "Under Microsoft's shared responsibility model, Microsoft keeps the service running and its infrastructure resilient; your data, accounts and access remain your responsibility. Microsoft's own services agreement recommends that customers back up their content. Recycle bins and retention policies help with small mistakes but are not a backup: deleted items are kept for limited periods, and a compromised admin account or sync error can remove data from every location at once.",
        },
        {
          kind: "checklist",
          items: [
            {
              text: "Exchange, OneDrive, SharePoint and Teams data is backed up by a separate service",
              detail:
                "A third-party backup product or Microsoft 365 Backup, with copies held outside your tenant's normal admin control and MFA on the backup console.",
            },
            {
              text: "Backup covers new users and sites automatically",
            },
            {
              text: "A restore of a mailbox folder and a SharePoint library has been tested this quarter",
            },
            {
              text: "Secure Score is reviewed monthly in the Defender portal",
              detail:
                "Use the recommended actions as a to-do list, not a number to chase. Mark an action as resolved through a third party only when that is true.",
            },
          ],
        },
        {
          kind: "table",
          caption: "Secure Score tracker",
          columns: ["Month", "Score", "Actions completed", "Next actions and owner"],
          rows: [
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
    return `Start with MFA, legacy authentication and admin accounts: they prevent the most common compromises and take an afternoon. If you would like a second pair of eyes on your tenant, email ${company.email} for a free conversation about where to focus first.`;
  },
} satisfies ResourceDocument;
