import { company } from "./company";

const office = company.registeredOffice;

/** The contact panel beside every page's hero: who answers, and how to reach them. */
export const contactPanel = {
  label: "How to reach us",
  title: "Talk to our directors",
  replyPromise: `We reply to every enquiry within ${company.replyWithin}.`,
  office: `Head office in ${office.locality}, ${office.region} ${office.postalCode.split(" ")[0]}`,
  message: { label: "Send us a message", to: "/#contact" },
  /** The phone's email button: short, the address is in its accessible name. */
  emailLabel: "Email us",
} as const;
