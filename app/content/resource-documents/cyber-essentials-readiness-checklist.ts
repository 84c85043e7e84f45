import { company } from "../company";
import type { ResourceDocument } from "./types";

export const document = {
  slug: "cyber-essentials-readiness-checklist",
  summary:
    "A practical pre-application checklist for UK small businesses preparing for Cyber Essentials. It walks through scope, the five technical controls and the evidence to have ready, so you apply once and pass.",
  howToUse:
    "Work through the sections with whoever manages your IT. Tick an item only when it is true for every device and cloud service in scope, not most of them, and note where the evidence lives; anything unticked goes on your remediation list. The requirements are updated from time to time, so check each point against the current NCSC Requirements for IT Infrastructure and the IASME question set, which you can read free before you pay.",
  sections: [
    {
      heading: "1. Decide your scope",
      blocks: [
        {
          kind: "paragraph",
          text: "Scope is the first thing you declare and a common source of problems. Certifying the whole organisation is simplest and is what customers usually expect. A sub-set, such as one office, must be separated from the rest of your network by a firewall or VLAN, and the scope description appears on your certificate.",
        },
        {
          kind: "checklist",
          items: [
            {
              text: "Every in-scope device is listed with make, model and operating system version",
              detail:
                "Laptops, desktops, tablets, phones, servers (physical and virtual), thin clients, and firewalls and routers with firmware versions.",
            },
            {
              text: "Every cloud service is listed",
              detail:
                "Microsoft 365 or Google Workspace, accounting, CRM, practice management, booking systems. Cloud services that hold your data cannot be excluded.",
            },
            {
              text: "Personally owned devices (BYOD) have been decided on",
              detail:
                "A personal phone or laptop that reaches work email or files is in scope and must meet all five controls. Phones used only for calls, texts and an authenticator app are out of scope.",
            },
            {
              text: "Home and hybrid workers are covered",
              detail:
                "Their work devices are in scope. A router supplied by their broadband provider is out of scope, so each device needs its own software firewall switched on. A router you supply is in scope.",
            },
            {
              text: "Accounts used by your IT provider or contractors are identified",
              detail:
                "Administrator accounts used by a managed service provider count. Ask your certification body how contractors' own devices should be treated.",
            },
            {
              text: "Unsupported software and devices are upgraded, replaced or removed from scope",
              detail:
                "For example, Windows 10 PCs without Extended Security Updates after October 2025, or phones no longer receiving updates. A legacy server can only be excluded by isolating it on its own network segment.",
            },
          ],
        },
      ],
    },
    {
      heading: "2. Firewalls",
      blocks: [
        {
          kind: "checklist",
          items: [
            {
              text: "Default administrator passwords on routers and firewalls have been changed",
              detail: "Use a long, unique password kept in a password manager.",
            },
            {
              text: "Unauthenticated inbound connections are blocked by default",
              detail:
                "Export or screenshot the inbound rule list. Each open port needs a documented business reason and an approver.",
            },
            {
              text: "Rules no longer needed are removed promptly",
              detail: "Old port forwards for retired systems are a classic finding.",
            },
            {
              text: "The firewall's admin interface is not reachable from the internet",
              detail:
                "If remote management is genuinely needed, protect it with multi-factor authentication or restrict it to a small list of trusted IP addresses.",
            },
            {
              text: "Software firewalls are on for devices used on untrusted networks",
              detail:
                "Windows Defender Firewall or the macOS firewall enabled on every laptop that is used at home, in hotels or on public Wi-Fi.",
            },
          ],
        },
      ],
    },
    {
      heading: "3. Secure configuration and security update management",
      blocks: [
        {
          kind: "checklist",
          items: [
            {
              text: "Unnecessary user accounts, including guest and old staff accounts, are removed or disabled",
              detail: "Evidence: a current user list from each device and cloud service.",
            },
            {
              text: "Default and guessable passwords have been changed on all devices and software",
            },
            {
              text: "Software you do not need has been uninstalled",
              detail: "Trial software, old utilities, unused browser extensions and pre-installed apps.",
            },
            {
              text: "Auto-run is disabled so files cannot execute without the user's authorisation",
            },
            {
              text: "Devices lock with a PIN, password or biometric, with brute-force protection",
              detail:
                "A PIN or password of at least six characters, and the device locks or throttles after no more than 10 failed attempts.",
            },
            {
              text: "All software is licensed and still supported by the vendor",
              detail:
                "Operating systems, browsers, Office, PDF readers and router firmware. Keep a software list with end-of-support dates.",
            },
            {
              text: "Automatic updates are switched on wherever possible",
            },
            {
              text: "High-risk and critical updates are installed within 14 days of release",
              detail:
                "This covers updates the vendor rates critical or high risk, or that fix vulnerabilities with a CVSS v3 score of 7 or above. Evidence: a patch compliance report from Intune, your RMM tool or Windows Update history.",
            },
          ],
        },
      ],
    },
    {
      heading: "4. User access control and malware protection",
      blocks: [
        {
          kind: "checklist",
          items: [
            {
              text: "There is a process to approve, create and remove user accounts",
              detail:
                "A simple joiners, movers and leavers checklist is enough. Leavers' accounts are disabled on their last day.",
            },
            {
              text: "Everyone signs in with their own account; no shared logins",
            },
            {
              text: "Multi-factor authentication is on for every cloud service, for every user",
              detail:
                "Missing MFA on a cloud service that offers it is an automatic fail. Evidence: Microsoft Entra or Google admin reports showing MFA registration.",
            },
            {
              text: "Administrators use a separate admin account for admin tasks only",
              detail:
                "No email or web browsing from admin accounts. Day-to-day accounts are standard users without local admin rights.",
            },
            {
              text: "Password rules meet the standard",
              detail:
                "With MFA, no minimum length applies. Without MFA, passwords must be at least 12 characters, or at least 8 characters with automatic blocking of common passwords.",
            },
            {
              text: "Passwords are changed promptly when compromise is known or suspected",
            },
            {
              text: "Anti-malware is installed, updated and active on every in-scope device",
              detail:
                "It must scan files when opened and block access to malicious websites. Microsoft Defender Antivirus qualifies when enabled and updating. Evidence: the management console showing all devices protected.",
            },
            {
              text: "Or application allow-listing restricts devices to approved software",
              detail:
                "On phones and tablets, limiting installs to the official app store is the usual approach; check the current question wording.",
            },
          ],
        },
      ],
    },
    {
      heading: "5. The application process and Cyber Essentials Plus",
      blocks: [
        {
          kind: "steps",
          items: [
            {
              title: "Read the question set",
              text: "IASME, the scheme's delivery partner, publishes the current questions free. Draft answers offline first.",
            },
            {
              title: "Buy the assessment",
              text: "Apply through the IASME portal and choose a certification body. Fees depend on organisation size and are published by IASME. You then have a fixed period, currently six months, to submit.",
            },
            {
              title: "Complete and sign the questionnaire",
              text: "Answer every question accurately. A board member or equivalent must sign a declaration that the answers are true.",
            },
            {
              title: "Assessment",
              text: "An assessor marks your answers. If some fall short, you are told why and usually given a short window to correct them.",
            },
            {
              title: "Certificate and renewal",
              text: "A pass gives a certificate valid for 12 months and a listing on the public register. Diary renewal a month before expiry.",
            },
          ],
        },
        {
          kind: "table",
          caption: "Cyber Essentials compared with Cyber Essentials Plus",
          columns: ["", "Cyber Essentials", "Cyber Essentials Plus"],
          rows: [
            [
              "How it is checked",
              "Self-assessment questionnaire, marked by an assessor",
              "Hands-on technical audit by an assessor",
            ],
            [
              "What is tested",
              "Your written answers",
              "External and internal vulnerability scans, a sample of devices, malware tests by email and web, MFA and admin account checks",
            ],
            [
              "Prerequisite",
              "None",
              "A current Cyber Essentials certificate; Plus must be completed within three months of it",
            ],
            [
              "Typical trigger",
              "Baseline assurance for supply chains and tenders",
              "Some government contracts and larger clients",
            ],
          ],
        },
        {
          kind: "note",
          title: "Plus will find what the questionnaire missed",
          text: "A high or critical vulnerability on a sampled device, with a fix available for over 14 days, is a fail. Check your own patch report a week before.",
        },
      ],
    },
    {
      heading: "6. A realistic 6 to 8 week timeline",
      blocks: [
        {
          kind: "table",
          caption: "Plan for a typical business of 10 to 50 people",
          columns: ["Week", "Activity", "Done"],
          rows: [
            ["1", "Agree scope; build the device, software and cloud service inventory", ""],
            ["2", "Gap analysis against this checklist and the question set; list fixes with owners", ""],
            [
              "3 to 5",
              "Remediation: MFA everywhere, patching, remove unsupported software, firewall rules, separate admin accounts",
              "",
            ],
            ["6", "Collect evidence, draft answers, senior sign-off", ""],
            ["7", "Submit the questionnaire; respond to assessor queries", ""],
            ["8", "Certificate issued; book Cyber Essentials Plus within three months if needed", ""],
          ],
        },
        {
          kind: "note",
          title: "Where the time goes",
          text: "Replacing unsupported laptops and rolling out MFA take longest. Order hardware early and brief staff before switching MFA on.",
        },
      ],
    },
  ],
  get nextSteps() {
    return `If your unticked list is short, you are probably ready to apply. If it is long, or scope is unclear, we are happy to talk it through. Email ${company.email} for a free, no-obligation conversation about preparing for Cyber Essentials or Cyber Essentials Plus.`;
  },
} satisfies ResourceDocument;
