/**
 * Enquiries an IT consultancy in Cornwall receives, as people write them: every one must get
 * through the suspicious-content rule (app/shared/suspicious.ts). Many use the words the
 * old rule refused ("document.", "window.", "JavaScript:", "eval", "embed", "object", "on... =")
 * in their ordinary sense; none is an attempt to run script. Names and companies go through the
 * forms' name and company fields, messages through the contact message and the booking topic.
 */
export type OrdinaryEnquiry = { firstName: string; lastName: string; company?: string; message: string };

export const ORDINARY_ENQUIRIES: readonly OrdinaryEnquiry[] = [
  {
    firstName: "Morwenna",
    lastName: "Trelawny",
    company: "Trelawny Holidays",
    message: "Please review the document. Could you help?",
  },
  {
    firstName: "Jago",
    lastName: "Penrose",
    company: "Penrose Apps Ltd",
    message: "Our app is built in JavaScript: can you help?",
  },
  {
    firstName: "Siân",
    lastName: "Pryce-Jones",
    message:
      "I've attached the document.pdf with our current network diagram. Could you take a look before we speak?",
  },
  {
    firstName: "Tom",
    lastName: "O'Connor",
    company: "O'Connor & Daughters",
    message:
      "We're moving 40 laptops from Windows 10 to Windows 11 before support ends. Can you plan and run the upgrade?",
  },
  {
    firstName: "Kerensa",
    lastName: "Hocking",
    message: "Is Monday at 10am OK for a call? If not, on Monday = fine any time after lunch.",
  },
  {
    firstName: "Ben",
    lastName: "Chegwidden",
    company: "Chegwidden Marine",
    message: "I'm reading JavaScript: The Good Parts and want to know if our old codebase is worth saving.",
  },
  {
    firstName: "Lowenna",
    lastName: "Curnow",
    company: "Curnow Accountants",
    message:
      "What do you charge for a Cyber Essentials assessment? Our insurer asks for it by 1 March. Budget is about £1,500 + VAT.",
  },
  {
    firstName: "Richard",
    lastName: "Tregear",
    company: "Tregear Window Fitters",
    message:
      "Our website is https://www.tregear-windows.co.uk/ and it loads very slowly on phones. Can you speed it up?",
  },
  {
    firstName: "Demelza",
    lastName: "Polglase",
    message:
      "We need an evaluation of three CRM systems (HubSpot, Pipedrive, Salesforce) for a 12-person sales team.",
  },
  {
    firstName: "Arthur",
    lastName: "Rowe",
    company: "Rowe Embedded Systems",
    message:
      "We build embedded systems for marine sensors (C on ARM Cortex-M). Do you do code reviews for firmware?",
  },
  {
    firstName: "Tamsin",
    lastName: "Nance",
    company: "Nance Media",
    message: "We keep 40 TB of video in object storage (S3). Costs have doubled. Could you review our setup?",
  },
  {
    firstName: "Piran",
    lastName: "Opie",
    message:
      "Our developer left. The site uses window.open for the brochure pop-up and it's blocked on iPhones. Can you fix it?",
  },
  {
    firstName: "Elowen",
    lastName: "Bray",
    company: "Bray & Co Solicitors",
    message:
      "We are a 15-person law firm in Truro. We need help with Microsoft 365 security: MFA, email filtering and backups.",
  },
  {
    firstName: "Mark",
    lastName: "Jenkin",
    message:
      "Hi,\n\nCould you quote for:\n- new website (10 pages)\n- online booking\n- hosting\n\nThanks,\nMark",
  },
  {
    firstName: "Jenna",
    lastName: "Rosewarne",
    company: "Rosewarne Farm Shop",
    message:
      "We want an online shop for our farm produce. WooCommerce or Shopify? Which would you recommend?",
  },
  {
    firstName: "Loveday",
    lastName: "Pascoe",
    message:
      "Saw your article on fractional CTOs. We're a start-up of 6 and need someone 2 days a week. What does that cost?",
  },
  {
    firstName: "Stephen",
    lastName: "Angove",
    company: "Angove Engineering Ltd",
    message: "Our server room's UPS failed last night and we lost a day. Can you help us move to the cloud?",
  },
  {
    firstName: "Clare",
    lastName: "Trevenna",
    message: "Is it possible to embed our Google reviews on the home page? Our current site is WordPress.",
  },
  {
    firstName: "Hedra",
    lastName: "Kitto",
    company: "Kitto Travel",
    message:
      "We were hit by a phishing email this morning. Two staff clicked the link. What should we do now?",
  },
  {
    firstName: "Aidan",
    lastName: "McCarthy",
    company: "Falmouth Yacht Services",
    message:
      "Looking for managed hosting for 3 WordPress sites. Currently ~£90/month with GoDaddy. Can you beat that?",
  },
  {
    firstName: "Gwen",
    lastName: "Tonkin",
    message:
      "Our Windows server 2012 R2 is out of support. What are our options: upgrade, Azure or something else?",
  },
  {
    firstName: "Harry",
    lastName: "Bolitho",
    company: "Bolitho Builders",
    message:
      "Please call me on 07700 900123 after 5pm. I'd like to discuss a new IT setup for our new office.",
  },
  {
    firstName: "Sarah",
    lastName: "Williams-Hart",
    company: "Hart Dental Practice",
    message:
      "We need to comply with the NHS Data Security and Protection Toolkit. Can you do a gap analysis?",
  },
  {
    firstName: "Conan",
    lastName: "Rule",
    message:
      "What is your day rate for a technical architecture review? Ours is a Django + React app on AWS.",
  },
  {
    firstName: "Karen",
    lastName: "Eddy",
    company: "St Ives Gallery",
    message: "Our online gallery shop keeps going down on busy weekends. Could monitoring help?",
  },
  {
    firstName: "Daniel",
    lastName: "Spargo",
    message:
      "Can you help us decide between on-premise and cloud? Our accounts package (Sage 50) is on a PC in the office.",
  },
  {
    firstName: "Bryony",
    lastName: "Thomas",
    company: "Thomas Vets",
    message:
      "We would like an AI chatbot to answer common questions on our website (opening hours, prices). Is that realistic?",
  },
  {
    firstName: "Ivor",
    lastName: "Pengelly",
    message: "Quick question: do you support Macs as well as Windows PCs?",
  },
  {
    firstName: "Emma",
    lastName: "Stevens",
    company: "Stevens & Partners LLP",
    message:
      "Our eval of Copilot for Microsoft 365 starts next month. Can you help us measure whether it's worth the £25 per user?",
  },
  {
    firstName: "Nick",
    lastName: "Couch",
    company: "Couch Logistics",
    message:
      "We need an API between our warehouse system and our customers' systems. EDI today. Interested in modern options.",
  },
  {
    firstName: "Rosie",
    lastName: "Harvey",
    message: "I run a small B&B. My email keeps going to spam. Is that something you can fix (SPF/DKIM)?",
  },
  {
    firstName: "Lee",
    lastName: "Tremayne",
    company: "Tremayne Electrical",
    message:
      "We need a document management system so our engineers can see job sheets and certificates on their phones.",
  },
  {
    firstName: "Anna",
    lastName: "Kowalska",
    company: "Kowalska Translations",
    message: "We are moving from Dropbox to SharePoint. Roughly 200 GB, 8 users. How long does this take?",
  },
  {
    firstName: "Michael",
    lastName: "Jose",
    message:
      "Our Excel macros (VBA) run the whole business. We know it's risky. Could you turn them into a proper app?",
  },
  {
    firstName: "Tegen",
    lastName: "Uren",
    company: "Uren Florists",
    message:
      "The checkout on our site says 'payment failed' for some customers. The developer is unreachable. Help!",
  },
  {
    firstName: "Oliver",
    lastName: "Grenfell",
    company: "Grenfell Surveyors",
    message: "We need a penetration test of our client portal before a tender deadline on 14 February.",
  },
  {
    firstName: "Jessica",
    lastName: "Bassett",
    message: "Are you able to support us on-site in Redruth, or is everything remote?",
  },
  {
    firstName: "Kit",
    lastName: "Mitchell",
    company: "Mitchell Brewing Co.",
    message: "Our tills, stock and website don't talk to each other. Can you join them up?",
  },
  {
    firstName: "Zoë",
    lastName: "Carlyon",
    message: "I'd like the Cyber Essentials checklist and then a chat about the certification itself.",
  },
  {
    firstName: "Will",
    lastName: "Hosking",
    company: "Hosking IT",
    message: "We're a small MSP looking for a partner for penetration testing. White-label possible?",
  },
  {
    firstName: "Ruth",
    lastName: "Treloar",
    company: "Treloar Care Homes",
    message: "We have 4 care homes and each has its own Wi-Fi and printers. We'd like one managed network.",
  },
  {
    firstName: "Jack",
    lastName: "Dunstan",
    message: "What happens after I send this form? Do I get a proposal or a phone call first?",
  },
  {
    firstName: "Hannah",
    lastName: "Pearce",
    company: "Pearce Architects",
    message:
      "Revit files are huge and our NAS is slow over VPN. Is there a better way to share them with home workers?",
  },
  {
    firstName: "Peter",
    lastName: "Laity",
    company: "Laity Estates",
    message:
      "We want to know what data we hold and where (GDPR). A data mapping exercise, I think it's called.",
  },
  {
    firstName: "Amy",
    lastName: "Vivian",
    message:
      "Budget: £5k-£8k. Timeline: live by Easter. Scope: new brochure website with a blog. Is that doable?",
  },
  {
    firstName: "Simon",
    lastName: "Trewin",
    company: "Trewin Motors",
    message:
      "Can you set up Intune so we can wipe a phone if it's lost? 12 staff, mix of iPhone and Android.",
  },
  {
    firstName: "Laura",
    lastName: "Jewell",
    message:
      "Our IT person is retiring in June. Could you take over support? We're 20 users, mostly Microsoft 365.",
  },
  {
    firstName: "Gareth",
    lastName: "Pollard",
    company: "Pollard Print",
    message:
      "The print server crashes every Monday morning. Event log says 'spooler stopped'. Windows Server 2019.",
  },
  {
    firstName: "Nicola",
    lastName: "Hicks",
    company: "Hicks Hair & Beauty",
    message: "Is online = the only way to book with you? I'd rather talk to someone on the phone first.",
  },
  {
    firstName: "Joe",
    lastName: "Tangye",
    message: "We need a mobile app (iOS and Android) for customers to book boat trips. Rough cost?",
  },
  {
    firstName: "Catherine",
    lastName: "Pender",
    company: "Pender Property Management",
    message:
      "We'd like to automate tenant onboarding: ID checks, contracts, direct debits. Where do we start?",
  },
  {
    firstName: "Rob",
    lastName: "Oates",
    company: "Oates Haulage",
    message:
      "Our tracking system is a legacy VB6 application. Can it be modernised without stopping the business?",
  },
  {
    firstName: "Alice",
    lastName: "Penhaligon",
    message:
      "Our Wi-Fi drops out in the back office. The router is in the front window. Do you do site surveys?",
  },
  {
    firstName: "Chris",
    lastName: "Treweek",
    company: "Treweek Consulting",
    message: "Could you review our SOC 2 readiness? A US customer is asking for it.",
  },
  {
    firstName: "Megan",
    lastName: "Lanyon",
    message: "I need help choosing an accounting system that works with our bank (Starling) and our EPOS.",
  },
  {
    firstName: "Sam",
    lastName: "Nicholls",
    company: "Nicholls Fitness",
    message:
      "Members log in to our site to book classes. Two were told 'session expired' at checkout. Can you look?",
  },
  {
    firstName: "Fiona",
    lastName: "Gilbert",
    company: "Gilbert & Gilbert",
    message: "Please send me a copy of your terms and a sample statement of work.",
  },
  {
    firstName: "Tristan",
    lastName: "Roberts",
    message:
      "I'm a developer. Our React app renders a blank page in Safari 15. The console shows 'undefined is not an object'. Do you take small fixes?",
  },
  {
    firstName: "Helen",
    lastName: "Martyn",
    company: "Martyn Wealth Management",
    message: "The FCA expects us to have an incident response plan. Could you write one with us and test it?",
  },
  {
    firstName: "Luke",
    lastName: "Clemens",
    message:
      "How does your fractional CTO service differ from a contractor? Genuinely curious before we commit.",
  },
  {
    firstName: "Rachel",
    lastName: "Dyer",
    company: "Dyer Events",
    message: "We need ticketing + a check-in app for a festival in August (3,000 people). Open to ideas.",
  },
  {
    firstName: "Paul",
    lastName: "Hawke",
    company: "Hawke Marine Electronics",
    message: "Firmware update over the air for our embedded devices: is that something you've done before?",
  },
  {
    firstName: "Jade",
    lastName: "Richards",
    message:
      "We got a letter saying our domain expires next week but we don't know who registered it. Can you help recover it?",
  },
  {
    firstName: "Owen",
    lastName: "Keast",
    company: "Keast Cider",
    message: "Our Shopify store needs a wholesale price list for trade customers. Is that a custom app?",
  },
  {
    firstName: "Victoria",
    lastName: "Lawry",
    message:
      "We're applying for a grant for digital transformation. Could you help with the technical section of the bid?",
  },
  {
    firstName: "Ed",
    lastName: "Rickard",
    company: "Rickard & Son Plumbing",
    message: "I want my vans' jobs on a tablet, not paper. Something simple. What would you suggest?",
  },
  {
    firstName: "Kate",
    lastName: "Tregunna",
    company: "Tregunna School Trust",
    message:
      "We manage 3 primary schools. Google Workspace for Education, Chromebooks. Need a security review.",
  },
  {
    firstName: "Adam",
    lastName: "Bone",
    message: "Backup question: we copy files to a USB drive every Friday. I suspect that's not enough?",
  },
  {
    firstName: "Louise",
    lastName: "Moyle",
    company: "Moyle Photography",
    message:
      "My portfolio site was hacked and shows adverts for pills. Can you clean it and stop it happening again?",
  },
  {
    firstName: "Steve",
    lastName: "Job",
    message: "Yes, my surname really is Job. We need a new website for our garage in Camborne.",
  },
  {
    firstName: "Beth",
    lastName: "Penna",
    company: "Penna Insurance Brokers",
    message: "Our clients upload documents through email. We want a secure portal instead. Options?",
  },
  {
    firstName: "Matt",
    lastName: "Trethewey",
    message: "Can you migrate our Access database to something web-based? ~30 tables, 5 users.",
  },
  {
    firstName: "Jo",
    lastName: "Skewes",
    company: "Skewes Garden Centre",
    message:
      "The EPOS is on an old PC (Windows 7!) that runs the tills. I know. What would you replace it with?",
  },
  {
    firstName: "Nathan",
    lastName: "Cock",
    company: "Cock & Sons Builders Merchants",
    message: "We'd like quotes for Cyber Essentials Plus for 25 staff, and how long it takes.",
  },
  {
    firstName: "Polly",
    lastName: "Retallack",
    message: "I'm an ex-colleague of Daniel's. Could you pass on my number? 01632 960456. Thanks!",
  },
  {
    firstName: "Ian",
    lastName: "Body",
    company: "Body Electrical",
    message:
      "We want to understand AI. Not hype: where could it actually save us time in quoting and invoicing?",
  },
  {
    firstName: "Mary",
    lastName: "Oliver",
    company: "Oliver Holiday Lets",
    message:
      "Our booking calendar double-books cottages when two people book at the same time. Plugin is 'WP Booking'.",
  },
  {
    firstName: "Dominic",
    lastName: "Trenoweth",
    message:
      "We have a Windows 11 laptop that can't join the domain. Error: 'The specified domain either does not exist or could not be contacted.'",
  },
  {
    firstName: "Sophie",
    lastName: "Vosper",
    company: "Vosper Design Studio",
    message:
      "Please can you object to the way our current supplier handles our data? I mean, advise us on our rights under the contract.",
  },
  {
    firstName: "Greg",
    lastName: "Berryman",
    message:
      "The embedded map on our contact page is broken since Google changed their pricing. Alternatives?",
  },
  {
    firstName: "Lucy",
    lastName: "Tresize",
    company: "Tresize Bakery",
    message: "We open on Monday. = We need card payments working by then! Is that possible?",
  },
  {
    firstName: "Andy",
    lastName: "Chapman",
    company: "Chapman Timber",
    message: "Looking for help with our website's SEO. We rank on page 3 for 'timber merchant Cornwall'.",
  },
  {
    firstName: "Isla",
    lastName: "Hendy",
    message: "Do you do training? Our staff need to know how to spot phishing and use password managers.",
  },
  {
    firstName: "Frank",
    lastName: "Penrose-Smith",
    company: "PS Marine Ltd.",
    message:
      "We need a quote to move email from our own Exchange 2016 server to Microsoft 365: 18 mailboxes.",
  },
  {
    firstName: "Grace",
    lastName: "Uglow",
    company: "Uglow Outdoor",
    message: "The 'on' switch on our NAS stays orange. Drive 2 = failed, drive 1 = ok. Can someone come out?",
  },
  {
    firstName: "Henry",
    lastName: "Keen",
    message:
      "I found your site searching for 'IT support Truro'. We're 7 people, growing to 12. Monthly support price?",
  },
  {
    firstName: "Abigail",
    lastName: "Crapp",
    company: "Crapp Accountancy",
    message:
      "Clients send us scanned documents. We'd like the figures extracted automatically. Is AI good enough yet?",
  },
  {
    firstName: "Leo",
    lastName: "Nankivell",
    message:
      "Please see the window cleaning rota we use (attached). Could it be an app? Online=yes, offline=must work too.",
  },
  {
    firstName: "Maisie",
    lastName: "Truscott",
    company: "Truscott Legal",
    message: "We need a DPIA for a new client portal. Do you do these, or do we need a lawyer?",
  },
  {
    firstName: "Jacob",
    lastName: "Symons",
    company: "Symons Agri",
    message:
      "Our farm management software only runs on Windows. Can it run on the cloud so I can use it from the tractor's iPad?",
  },
  {
    firstName: "Eve",
    lastName: "Rowse",
    message:
      "We'd like a second opinion on a £40,000 quote for a new website. Is that reasonable? Spec attached.",
  },
  {
    firstName: "Callum",
    lastName: "Menear",
    company: "Menear Boatbuilders",
    message:
      "What's the difference between your Shared (£50/month) and Dedicated (£200/month) hosting, in practice?",
  },
  {
    firstName: "Ella",
    lastName: "Prisk",
    company: "Prisk Therapies",
    message:
      "Our clinic uses a booking system with an embed code (<div> plus their script). It breaks our cookie banner. Who can fix that?",
  },
  {
    firstName: "Noah",
    lastName: "Trengove",
    message:
      "Our alt text is missing on every <img> tag and we've had an accessibility complaint. Can you audit the site?",
  },
  {
    firstName: "Poppy",
    lastName: "Hancock",
    company: "Hancock & Hancock",
    message: "Costs <£3k ideally. We need a simple site with our opening times and a map.",
  },
  {
    firstName: "Theo",
    lastName: "Glasson",
    message:
      "We use Object Storage on Oracle Cloud (free tier!) for backups. Is that sensible for a business?",
  },
  {
    firstName: "Charlotte",
    lastName: "Pentreath",
    company: "Pentreath Surgery",
    message:
      "The practice's document scanner saves to 'Documents' on one PC only. We'd like it on SharePoint for everyone.",
  },
  {
    firstName: "Alfie",
    lastName: "Tremain",
    message:
      "Tech stack for context: JavaScript (Node 18), PostgreSQL, Heroku. Heroku's prices went up. Where should we go?",
  },
  {
    firstName: "Ruby",
    lastName: "Wearne",
    company: "Wearne Recruitment",
    message:
      "Skills we're hiring for:\nJavaScript:\n- React\n- TypeScript\nCould you interview candidates with us?",
  },
  {
    firstName: "Jamie",
    lastName: "Hocking",
    company: "Hocking & Co",
    message:
      "Our developer says 'the onboarding flow = broken' and quotes 6 weeks to fix. Could you give a second opinion?",
  },
  {
    firstName: "Ava",
    lastName: "Tregoning",
    message:
      "Can you evaluate (eval) our current backup strategy? We think it's OK but have never tested a restore.",
  },
  {
    firstName: "Finn",
    lastName: "Rodda",
    company: "Rodda's Creamery Shop",
    message: "A security eval (pen test and review) before we launch our new online shop in May, please.",
  },
  {
    firstName: "Mia",
    lastName: "Kessell",
    message:
      "The consultant before you left a document. Cookie consent, privacy and terms were 'to do'. Can you finish them?",
  },
  {
    firstName: "Oscar",
    lastName: "Lobb",
    company: "Lobb Joinery",
    message: "We replaced a window. Location of the router changed and now the office Wi-Fi is terrible!",
  },
  {
    firstName: "Lily",
    lastName: "Teague",
    message: "Re: the document. Write back when you can; no rush. We're closed on Monday = bank holiday.",
  },
  {
    firstName: "Harvey",
    lastName: "Bunt",
    company: "Bunt Engineering",
    message:
      "We need a new server cabinet, UPS and structured cabling for our workshop office (8 desks). Survey first?",
  },
  {
    firstName: "Evie",
    lastName: "Sleeman",
    company: "Sleeman & Co",
    message:
      "The old site had a JavaScript popup that asked for newsletter sign-ups. Can the new one do the same, politely?",
  },
  {
    firstName: "Arlo",
    lastName: "Northey",
    message:
      "I can do a call on Tuesday 09:30-11:00 or Thursday after 14:00. Onsite = Redruth office if that's easier.",
  },
  {
    firstName: "Sienna",
    lastName: "Jago",
    company: "Jago Tours",
    message:
      "Our old website was built in Flash (I know...). We want something modern with online booking and payments.",
  },
  {
    firstName: "Reuben",
    lastName: "Penberthy",
    company: "Penberthy Electrical Wholesale",
    message:
      "Our ERP (Sage 200) needs an upgrade. Could you project-manage it? Also, object: our current partner is slow to reply.",
  },
  {
    firstName: "Daisy",
    lastName: "Trebilcock",
    message:
      "Can you explain what 'zero trust' means for a 10-person company? Our insurer mentions it on the form.",
  },
  {
    firstName: "Felix",
    lastName: "Hoskin",
    company: "Hoskin Digital",
    message:
      "We need someone to own our AWS account: cost alerts, IAM, backups. About 2 hours a week of work.",
  },
  {
    firstName: "Harriet",
    lastName: "D'Arcy",
    company: "D'Arcy Interiors",
    message:
      "Loved the case study about Azure. Our situation is similar: 30 staff, one ageing server. Can we talk?",
  },
  {
    firstName: "Jean-Luc",
    lastName: "Le Brun",
    company: "Le Brun Vins (UK) Ltd",
    message: "We import wine and need our stock system linked to Xero. Please reply in English, that's fine.",
  },
  {
    firstName: "Saoirse",
    lastName: "Ní Bhriain",
    message:
      "Our website contact form sends everything to spam. Form plugin is Contact Form 7 on WordPress 6.4.",
  },
  {
    firstName: "Sebastian",
    lastName: "van der Berg",
    company: "VDB Holdings",
    message:
      "Cost check: 25 users × £22 Copilot + £10 Business Premium = £800/month? Is that right, and is it worth it?",
  },
  {
    firstName: "Imogen",
    lastName: "St. Aubyn",
    company: "St. Aubyn Estates",
    message: "Please quote for IT support for the estate office and 12 holiday cottages' guest Wi-Fi.",
  },
];
