/** The enquiry form on the home page (no router needed: it posts JSON to /api/contact). */
import { ContactForm } from "~/components/forms/contact-form";
import { hydrateIsland } from "./hydrate";

hydrateIsland("contact-form", ContactForm);
