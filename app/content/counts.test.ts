import { expect, it } from "vitest";
import { leadKinds } from "./back-office";
import { bookingsOffice } from "./back-office-bookings";
import { sourcesPage } from "./back-office-pages";
import { contactForm } from "./contact-form";
import { waitSeconds } from "./form-outcomes";

it("the sources page counts each kind of lead in its own number", () => {
  const kinds = (leads: [number, number, number, number]) =>
    Object.values(leadKinds).map((kind, index) => ({ ...kind, leads: leads[index]! }));
  expect(sourcesPage.total(2, 12, kinds([1, 0, 0, 1]))).toBe(
    "2 leads in the last 12 weeks: 1 enquiry, 1 subscription.",
  );
  expect(sourcesPage.total(7, 4, kinds([2, 1, 3, 1]))).toBe(
    "7 leads in the last 4 weeks: 2 enquiries, 1 booking, 3 resource requests, 1 subscription.",
  );
  expect(sourcesPage.total(0, 52, kinds([0, 0, 0, 0]))).toBe("No leads in the last 52 weeks.");
});

it("a wait of one second, and a calendar of one event, read in the singular", () => {
  expect(contactForm.tooSoon(1).description).toBe("Please wait 1 second before submitting again.");
  expect(contactForm.tooSoon(29).description).toBe("Please wait 29 seconds before submitting again.");
  expect(waitSeconds(1)).toBe("Please wait 1 second before trying again.");
  expect(bookingsOffice.calendar.events(1, 0)).toBe("1 event.");
  expect(bookingsOffice.calendar.events(12, 1)).toBe("12 events, 1 that could not be read (left out).");
});
