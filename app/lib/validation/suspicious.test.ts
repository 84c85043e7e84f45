import { describe, expect, it } from "vitest";
import { bookingLimits } from "~/content/booking";
import { contactLimits } from "~/content/contact-form";
import { invalidCharacters } from "~/content/form-outcomes";
import { bookingSchema } from "~/forms/booking/booking";
import { contactSchema } from "~/forms/contact/contact";
import { isSuspicious } from "~/shared/suspicious";
import { validate } from "~/shared/validation/fields";
import { CHROMIUM_EVENT_HANDLERS, INJECTION_PAYLOADS } from "../../../tests/support/injection-payloads";
import { ORDINARY_ENQUIRIES, type OrdinaryEnquiry } from "../../../tests/support/ordinary-enquiries";

/**
 * Each field the rule guards, in the real schema of its form: a function from a value to the
 * form's answer for it, with the field's limit and its message for suspicious content.
 */
type GuardedField = {
  form: string;
  field: string;
  max: number;
  message: string;
  answer: (value: string) => unknown;
};

const enquiry = (over: Record<string, unknown>) => ({
  firstName: "Morwenna",
  lastName: "Trelawny",
  email: "morwenna@example.co.uk",
  serviceInterests: ["other"],
  message: "Hello",
  ...over,
});
const booked = (over: Record<string, unknown>) => ({
  start: "2027-03-01T10:00:00.000Z",
  name: "Morwenna Trelawny",
  email: "morwenna@example.co.uk",
  ...over,
});

const guarded: GuardedField[] = [
  ...(["firstName", "lastName"] as const).map((field) => ({
    form: "contact",
    field,
    max: contactLimits.name,
  })),
  { form: "contact", field: "company", max: contactLimits.company },
  { form: "contact", field: "otherService", max: contactLimits.otherService },
  { form: "contact", field: "message", max: contactLimits.message },
  { form: "booking", field: "name", max: bookingLimits.name },
  { form: "booking", field: "company", max: bookingLimits.company },
  { form: "booking", field: "topic", max: bookingLimits.topic },
].map((guard) => ({
  ...guard,
  message: guard.field === "message" ? "Message contains invalid content" : invalidCharacters,
  answer: (value: string) =>
    guard.form === "contact"
      ? validate(contactSchema, enquiry({ [guard.field]: value }))
      : validate(bookingSchema, booked({ [guard.field]: value })),
}));

/** One line, as the single-line "Other service" field takes it. */
const firstLine = (text: string) => (text.split("\n")[0] ?? "").slice(0, contactLimits.otherService);

/** Where each part of an ordinary enquiry goes: its names, company and message into every field that takes them. */
function ordinaryValues({ firstName, lastName, company, message }: OrdinaryEnquiry) {
  const name = `${firstName} ${lastName}`;
  return {
    contact: enquiry({
      firstName,
      lastName,
      company: company ?? "",
      otherService: firstLine(message),
      message,
    }),
    booking: booked({ name, company: company ?? "", topic: message.slice(0, bookingLimits.topic) }),
  };
}

describe("ordinary enquiries get through (a refused lead is a lost lead)", () => {
  it(`holds at least 100 of them`, () => {
    expect(ORDINARY_ENQUIRIES.length).toBeGreaterThanOrEqual(100);
  });

  it("refuses none, in any field of the contact or booking form", () => {
    const refused = ORDINARY_ENQUIRIES.flatMap((ordinary) => {
      const { contact, booking } = ordinaryValues(ordinary);
      const answers = [validate(contactSchema, contact), validate(bookingSchema, booking)];
      return answers.flatMap((answer) => (answer.ok ? [] : [{ ordinary, errors: answer.fieldErrors }]));
    });
    expect(refused).toEqual([]);
  });

  it.each([
    "Please review the document. Could you help?",
    "Our app is built in JavaScript: can you help?",
    "on Monday = fine",
    "JavaScript: the good parts",
    "document.pdf attached",
    "it uses window.open for a pop-up",
    "a security eval (pen test and review)",
    "the window. Location: Truro",
  ])("passes %j", (words) => {
    expect(isSuspicious(words)).toBe(false);
  });
});

describe("injection shapes are refused, with each field's own message", () => {
  it("refuses every payload in every guarded field of the contact and booking forms", () => {
    const accepted: string[] = [];
    const wrongMessage: string[] = [];
    for (const guard of guarded)
      for (const payload of INJECTION_PAYLOADS) {
        const answer = guard.answer(payload) as { ok: boolean; fieldErrors?: Record<string, string> };
        if (answer.ok) accepted.push(`${guard.form}.${guard.field}: ${payload}`);
        // A payload longer than the field is refused for its length; within it, for its shape.
        else if (payload.trim().length <= guard.max && answer.fieldErrors?.[guard.field] !== guard.message)
          wrongMessage.push(
            `${guard.form}.${guard.field}: ${payload} -> ${answer.fieldErrors?.[guard.field]}`,
          );
      }
    expect(accepted).toEqual([]);
    expect(wrongMessage).toEqual([]);
  });

  it.each(INJECTION_PAYLOADS)("%j", (payload) => {
    expect(isSuspicious(payload)).toBe(true);
  });

  it("refuses every event handler Chromium knows, alone or in a tag, however it is cased and spaced", () => {
    const missed = CHROMIUM_EVENT_HANDLERS.flatMap((name) =>
      [
        `on${name}=alert(1)`,
        `ON${name.toUpperCase()} = alert(1)`,
        `<p on${name}=x>`,
        `<b/on${name}=x>`,
      ].filter((written) => !isSuspicious(written)),
    );
    expect(CHROMIUM_EVENT_HANDLERS.length).toBeGreaterThan(140);
    expect(missed).toEqual([]);
  });

  it("reads a character reference of any size without failing", () => {
    expect(isSuspicious("&#99999999;&#x10FFFF;&#0;")).toBe(false);
    expect(isSuspicious("&#99999999;javascript&colon;alert(1)")).toBe(true);
  });
});
