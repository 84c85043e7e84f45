import { company } from "./company";

/** The contact panel beside every page's hero: who answers, and how to reach them. */
export const contactPanel = {
  label: "How to reach us",
  title: "Talk to our directors",
  get replyPromise() {
    return `We reply to every enquiry within ${company.replyWithin}.`;
  },
  get office() {
    return `Head office in ${company.registeredOffice.locality}, ${company.registeredOffice.region} ${company.registeredOffice.postalCode.split(" ")[0]}`;
  },
  message: { label: "Send us a message", to: "/#contact" },
  /** The phone's email button: short, the address is in its accessible name. */
  emailLabel: "Email us",
} as const;
