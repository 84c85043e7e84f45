/** The enquiry form on the home page (no router needed: it posts JSON to /api/contact). */
import { ContactForm } from "~/forms/contact/contact-form";
import { hydrateIsland } from "./hydrate";

hydrateIsland("contact-form", ContactForm);
