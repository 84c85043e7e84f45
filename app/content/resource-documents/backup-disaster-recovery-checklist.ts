import { company } from "../company";
import type { ResourceDocument } from "./types";

export const document = {
  slug: "backup-disaster-recovery-checklist",
  summary:
    "A checklist and set of fill-in tables to make sure your business can actually recover its systems and data after a failure, a mistake or a ransomware attack. It covers what to back up, where to keep copies, recovery targets and restore testing.",
  howToUse:
    "Complete the sections with your IT provider and the people who own each system, such as your finance manager for the accounts package. Start with the inventory in section 1, agree recovery targets in section 3, then check that your backups can meet them. Keep a printed copy of the completed tables and contacts somewhere other than your network, because you may need them when your systems are down.",
  sections: [
    {
      heading: "1. What to back up",
      blocks: [
        {
          kind: "paragraph",
          text: "Backups often cover the file server and little else. Go through each category and tick it only when you know what protects it, how often, and where the copies are.",
        },
        {
          kind: "checklist",
          items: [
            {
              text: "Servers and virtual machines, whether in the office or in Azure or AWS",
              detail:
                "Whole-machine images so you can rebuild quickly, not just data folders. Databases such as SQL Server need application-aware backups so they restore in a consistent state.",
            },
            {
              text: "Microsoft 365 or Google Workspace data",
              detail:
                "Email, OneDrive, SharePoint, Teams or Google Drive. Providers keep the service running but expect you to protect your own data; recycle bins are not a backup.",
            },
            {
              text: "Other cloud applications",
              detail:
                "Accounting, CRM, practice management, policy administration or booking systems. Check what the supplier backs up, how long they keep it, and whether you can export your data regularly.",
            },
            {
              text: "Laptops and desktops",
              detail:
                "Ideally no business data lives only on a laptop: redirect Desktop and Documents to OneDrive or equivalent, and check that it is working for every user.",
            },
            {
              text: "Configurations",
              detail:
                "Firewall, router and switch configurations, Wi-Fi settings, DNS records, Entra and Intune policies, and phone system settings. Export them after every change.",
            },
            {
              text: "The information you need to rebuild",
              detail:
                "Licence keys, installers for specialist software, domain registrar and DNS hosting logins, and your password manager's emergency access arrangements.",
            },
            {
              text: "Your website and its database, if you host or manage it yourself",
            },
          ],
        },
      ],
    },
    {
      heading: "2. Where to keep copies: the 3-2-1-1-0 rule",
      blocks: [
        {
          kind: "table",
          caption: "The rule, and how to check you meet it",
          columns: ["Rule", "Meaning", "How you meet it"],
          rows: [
            ["3 copies", "The live data plus at least two backups", ""],
            ["2 types of storage", "For example a local backup appliance and cloud storage", ""],
            ["1 off-site", "At least one copy away from your premises, in case of fire, flood or theft", ""],
            [
              "1 offline or immutable",
              "A copy that cannot be changed or deleted from your network, even by an administrator",
              "",
            ],
            ["0 errors", "Backups are verified and restores tested, so you know they work", ""],
          ],
        },
        {
          kind: "note",
          title: "Why the immutable copy matters",
          text: "Ransomware groups look for backups and delete or encrypt them before they encrypt your systems. An immutable copy (storage with object lock or a retention lock that no one can shorten) or an offline copy (disconnected media or an air-gapped system) is what lets you recover without paying.",
        },
        {
          kind: "checklist",
          items: [
            {
              text: "The backup system uses separate credentials from your normal network",
              detail:
                "Not joined to the Windows domain, its own admin accounts, and multi-factor authentication on the backup console and cloud storage.",
            },
            {
              text: "Retention goes back far enough",
              detail:
                "Attackers can sit in a network for weeks before acting. Keep daily copies for at least 30 days plus monthly copies for longer, as your regulatory obligations allow.",
            },
            {
              text: "Backups are encrypted, and the encryption key is stored safely away from the backup itself",
            },
            {
              text: "Failed or missed backup jobs raise an alert that someone acts on the same day",
            },
          ],
        },
      ],
    },
    {
      heading: "3. Recovery targets: RPO and RTO",
      blocks: [
        {
          kind: "paragraph",
          text: "The recovery point objective (RPO) is the most data you can afford to lose, measured in time: an RPO of 4 hours means backups must run at least every 4 hours. The recovery time objective (RTO) is how long the business can manage without the system before it is restored. Agree both with the system owner, not just IT: shorter targets cost more, so set them by business impact.",
        },
        {
          kind: "table",
          caption: "Recovery targets by system",
          columns: ["System", "Owner", "RPO", "RTO", "Backup method and frequency", "Last restore test"],
          rows: [
            ["Email (Microsoft 365 or Google)", "", "", "", "", ""],
            ["File storage (SharePoint, OneDrive, file server)", "", "", "", "", ""],
            ["Accounting system", "", "", "", "", ""],
            ["CRM or practice management", "", "", "", "", ""],
            ["", "", "", "", "", ""],
            ["", "", "", "", "", ""],
            ["", "", "", "", "", ""],
          ],
        },
        {
          kind: "note",
          title: "Check the RTO against reality",
          text: "Restoring terabytes from cloud storage over an office broadband line can take days. If a system's RTO is hours, you may need a local copy or a provider who can ship data or restore in the cloud.",
        },
      ],
    },
    {
      heading: "4. Restore testing schedule",
      blocks: [
        {
          kind: "paragraph",
          text: "A backup you have never restored is a hope, not a plan. Record every test: what was restored, how long it took compared with the RTO, and any problems found.",
        },
        {
          kind: "table",
          caption: "Test schedule",
          columns: ["How often", "Test", "Responsible", "Last done"],
          rows: [
            ["Monthly", "Restore a sample of files and a mailbox folder to an alternative location", "", ""],
            [
              "Quarterly",
              "Restore one complete server or critical application into an isolated test environment",
              "",
              "",
            ],
            ["Quarterly", "Check that the immutable or offline copy exists and is current", "", ""],
            ["Annually", "Full disaster recovery exercise, or a tabletop walk-through of the plan", "", ""],
            ["After major change", "Test restore of any new or migrated system", "", ""],
          ],
        },
      ],
    },
    {
      heading: "5. The disaster recovery plan",
      blocks: [
        {
          kind: "paragraph",
          text: "A disaster recovery plan turns backups into a recovery. It does not need to be long, but it must be usable by someone under pressure who cannot reach your network.",
        },
        {
          kind: "checklist",
          items: [
            {
              text: "Who can declare a disaster and start the plan, with deputies",
            },
            {
              text: "The order of recovery, with dependencies",
              detail:
                "Internet connection, identity and email usually come before business applications. The table in section 3 sets the priorities.",
            },
            {
              text: "Step-by-step recovery procedures for each critical system",
              detail: "Written so that your IT provider or a stand-in engineer can follow them.",
            },
            {
              text: "How staff keep working in the meantime",
              detail:
                "Home working, a second site, manual processes, or temporary laptops from a named supplier.",
            },
            {
              text: "How to reach administrator credentials if your password manager or network is unavailable",
            },
            {
              text: "Message templates for staff, customers and suppliers",
            },
            {
              text: "When to involve your insurer, and whether a personal data breach must be reported to the ICO within 72 hours of becoming aware of it",
            },
            {
              text: "A review after every real incident or test, with the plan updated",
            },
          ],
        },
      ],
    },
    {
      heading: "6. Recovery contacts",
      blocks: [
        {
          kind: "fields",
          items: [
            { label: "Disaster recovery lead (name and mobile)" },
            { label: "Deputy (name and mobile)" },
            { label: "IT provider support line and account reference" },
            { label: "Backup provider support line and account reference" },
            { label: "Internet service provider and circuit reference" },
            {
              label: "Cloud application suppliers",
              hint: "Support numbers for accounting, CRM and other key systems",
              lines: 3,
            },
            { label: "Cyber insurance policy number and claims or incident line" },
            { label: "Landlord or building management" },
            { label: "Where printed copies of this plan are kept", lines: 2 },
          ],
        },
      ],
    },
  ],
  get nextSteps() {
    return `Fill in the recovery targets table first: it shows quickly whether your current backups match what the business needs. If you find gaps, or would like help running your first restore test, email ${company.email} for a free conversation.`;
  },
} satisfies ResourceDocument;
