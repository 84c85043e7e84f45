import { company } from "../company";
import type { ResourceDocument } from "./types";

export const document = {
  slug: "cloud-migration-guide",
  summary:
    "A practical planning guide for small and medium-sized businesses moving servers and applications to Microsoft Azure or Amazon Web Services. It covers what to move first, what it will really cost and how to switch over without disrupting customers.",
  howToUse:
    "Work through the sections in order with whoever knows your systems best, whether that is an internal IT person or your IT provider. Fill in the inventory table first, because every later decision depends on it. Time spent planning is far cheaper than an unplanned outage on migration day.",
  sections: [
    {
      heading: "1. Discovery: know what you have",
      blocks: [
        {
          kind: "paragraph",
          text: "Most migration problems come from something nobody knew about, such as a scheduled task on an old server or a supplier connecting over a VPN. List every server, application and data store, who owns it and what depends on it. Both providers offer free discovery tools (Azure Migrate and AWS Application Discovery Service) that can collect server specifications and usage data to help you fill this in.",
        },
        {
          kind: "table",
          caption: "System inventory",
          columns: [
            "System or server",
            "Business owner",
            "What it does",
            "Depends on / used by",
            "Data size",
            "Licence type",
            "Proposed R",
          ],
          rows: [
            ["", "", "", "", "", "", ""],
            ["", "", "", "", "", "", ""],
            ["", "", "", "", "", "", ""],
            ["", "", "", "", "", "", ""],
            ["", "", "", "", "", "", ""],
            ["", "", "", "", "", "", ""],
            ["", "", "", "", "", "", ""],
          ],
        },
        {
          kind: "checklist",
          items: [
            {
              text: "Record peak CPU, memory and storage use for each server over at least two weeks",
              detail:
                "Size cloud machines on real usage, not on the specification of the hardware you bought years ago.",
            },
            {
              text: "Note every inbound and outbound connection",
              detail:
                "Suppliers, payment providers, insurers' portals, printers, scanners and branch offices.",
            },
            {
              text: "Identify month-end, quarter-end and seasonal peaks",
              detail: "These dictate when you must not migrate and how large the cloud resources need to be.",
            },
            {
              text: "Check where data must be stored",
              detail:
                "Confirm contractual or regulatory requirements, for example keeping data in UK regions (Azure UK South and UK West, AWS London).",
            },
          ],
        },
      ],
    },
    {
      heading: "2. Decide what happens to each system: the 6 Rs",
      blocks: [
        {
          kind: "paragraph",
          text: "Not everything should move in the same way, and some things should not move at all. Give each system one of these decisions.",
        },
        {
          kind: "table",
          caption: "The 6 Rs of migration",
          columns: ["Approach", "What it means", "When it fits"],
          rows: [
            [
              "Rehost",
              "Move the server as it is to a cloud virtual machine (lift and shift).",
              "Quickest route; good for stable systems or when a data centre contract is ending.",
            ],
            [
              "Replatform",
              "Make small changes to use managed services, such as moving a database to Azure SQL or Amazon RDS.",
              "You want less patching and maintenance without rewriting the application.",
            ],
            [
              "Refactor",
              "Redesign the application to use cloud-native services.",
              "The system is core to the business and needs to scale or change often. Highest cost and effort.",
            ],
            [
              "Repurchase",
              "Replace the system with a software-as-a-service product, such as moving a file server to SharePoint.",
              "A good off-the-shelf product now does the job.",
            ],
            [
              "Retire",
              "Switch it off.",
              "Nobody uses it, or its data only needs archiving. Often more common than expected.",
            ],
            [
              "Retain",
              "Keep it where it is for now.",
              "Specialist hardware, supplier restrictions or a system due for replacement soon.",
            ],
          ],
        },
      ],
    },
    {
      heading: "3. What to migrate first",
      blocks: [
        {
          kind: "paragraph",
          text: "Group systems into waves. The first wave should be low risk and easy to reverse, so your team and your provider learn the process before anything critical is at stake.",
        },
        {
          kind: "steps",
          items: [
            {
              title: "Wave 1: low-risk systems",
              text: "Test and development environments, internal tools, archives and file shares with few users. Use this wave to prove connectivity, backups, monitoring and your cutover checklist.",
            },
            {
              title: "Wave 2: supporting systems",
              text: "Systems used daily but with simple dependencies and a tolerable outage window, such as an intranet or a reporting database.",
            },
            {
              title: "Wave 3: business-critical systems",
              text: "Line-of-business applications, client databases and anything customer-facing, once earlier waves have run smoothly for several weeks.",
            },
          ],
        },
        {
          kind: "note",
          title: "Move dependencies together",
          text: "An application moved to the cloud while its database stays on premises can become very slow because every request crosses your internet link. Keep tightly connected systems in the same wave.",
        },
      ],
    },
    {
      heading: "4. Estimating costs",
      blocks: [
        {
          kind: "paragraph",
          text: "Cloud costs are easy to underestimate. Build your estimate with the Azure Pricing Calculator or the AWS Pricing Calculator, using the usage figures from your inventory, and check each of the following.",
        },
        {
          kind: "checklist",
          items: [
            {
              text: "Compute sized on measured usage",
              detail: "Start smaller and resize later; cloud machines can be changed in minutes.",
            },
            {
              text: "Commitment discounts considered",
              detail:
                "Reserved instances, Azure reservations and savings plans on both platforms can substantially reduce the cost of always-on workloads in exchange for a one or three year commitment.",
            },
            {
              text: "Machines that can be switched off",
              detail:
                "Test servers and desktops that are only used in office hours can be scheduled to stop overnight and at weekends.",
            },
            {
              text: "Storage and backup costs included",
              detail: "Disks, snapshots, backup vaults and long-term retention all carry separate charges.",
            },
            {
              text: "Data egress charges estimated",
              detail:
                "Data leaving the cloud (downloads, replication to another site, traffic to your office) is charged; data coming in is generally free.",
            },
            {
              text: "Licensing checked",
              detail:
                "Azure Hybrid Benefit lets you use eligible Windows Server and SQL Server licences with Software Assurance or qualifying subscriptions to cut Azure costs. Microsoft licence mobility rules differ for AWS, so confirm with your licensing supplier before assuming existing licences can move.",
            },
            {
              text: "Double running costs budgeted",
              detail:
                "You will pay for both your existing infrastructure and the cloud during migration, often for several months. Include any early termination fees for hosting or hardware contracts.",
            },
            {
              text: "Budget alerts configured",
              detail:
                "Set up Azure Cost Management or AWS Budgets alerts before the first workload goes live.",
            },
          ],
        },
      ],
    },
    {
      heading: "5. Security baseline before anything goes live",
      blocks: [
        {
          kind: "checklist",
          items: [
            {
              text: "Multi-factor authentication on every administrator account",
              detail:
                "Protect the AWS root user or Azure global administrators with MFA and keep them for emergencies only.",
            },
            {
              text: "Least-privilege access",
              detail:
                "Staff and suppliers get only the permissions they need, through named accounts rather than shared logins.",
            },
            {
              text: "No management ports open to the internet",
              detail:
                "Use Azure Bastion, AWS Systems Manager Session Manager or a VPN rather than exposing remote desktop or SSH.",
            },
            {
              text: "Backups configured and a restore tested",
              detail: "Cloud hosting does not back up your data by default in the way many people assume.",
            },
            {
              text: "Logging, security recommendations and storage access reviewed",
              detail:
                "Microsoft Defender for Cloud or AWS Security Hub highlights common misconfigurations, including storage that is publicly accessible by mistake.",
            },
          ],
        },
      ],
    },
    {
      heading: "6. Cutover: avoiding downtime on the day",
      blocks: [
        {
          kind: "steps",
          items: [
            {
              title: "Rehearse",
              text: "Run a full trial migration and have real users test it. Time every step so you know how long the real cutover will take.",
            },
            {
              title: "Lower DNS TTL in advance",
              text: "At least a day or two before cutover (and longer than the current TTL), reduce the time-to-live on affected DNS records to around five minutes so changes take effect quickly and can be reversed quickly.",
            },
            {
              title: "Agree a change freeze",
              text: "Stop non-essential changes to the systems being moved for an agreed window around cutover, and tell staff and key clients.",
            },
            {
              title: "Write the rollback plan",
              text: "Decide in advance the point at which you will roll back, who makes that call and the exact steps. Keep the old systems intact and switched off, not deleted, until the new ones are proven.",
            },
            {
              title: "Synchronise and switch",
              text: "Use replication so only the final changes need copying at cutover, then stop the old system, complete the sync, update DNS and test against a prepared checklist.",
            },
            {
              title: "Hypercare",
              text: "Keep technical staff on hand for the first few working days afterwards.",
            },
          ],
        },
        {
          kind: "fields",
          items: [
            { label: "Cutover date and window", hint: "Avoid month-end and known busy periods." },
            { label: "Go or no-go decision maker" },
            {
              label: "Rollback trigger",
              hint: "For example, core system unavailable for more than one hour.",
              lines: 2,
            },
            { label: "Who will test, and what", lines: 2 },
          ],
        },
      ],
    },
    {
      heading: "7. After migration: optimise",
      blocks: [
        {
          kind: "list",
          items: [
            "After a month of real usage, resize machines that are consistently underused using Azure Advisor or AWS Compute Optimizer.",
            "Buy reservations or savings plans for workloads that are now stable and always on.",
            "Delete leftover disks, snapshots and test resources, and tag resources by owner so each cost has an owner.",
            "Decommission the old hardware securely, wiping or destroying disks and keeping a record.",
            "Review monthly spend against the estimate for the first six months and update documentation and your disaster recovery plan.",
          ],
        },
      ],
    },
  ],
  get nextSteps() {
    return `If you would like a second opinion on your inventory, cost estimate or cutover plan, ${company.name} is happy to have a free, no-obligation conversation. Email ${company.email} with a short description of what you are planning to move.`;
  },
} satisfies ResourceDocument;
