/** The booking form on /book (no router needed: it posts JSON to /api/bookings). */
import { BookingForm } from "~/forms/booking/booking-form";
import { hydrateIsland } from "./hydrate";

hydrateIsland("booking-form", BookingForm);
