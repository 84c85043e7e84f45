import { describe, expect, it } from "vitest";
import { serviceInterests } from "~/content/contact-form";
import { contactSchema } from "./contact";

/** SPEC §3 "Service interest ids and labels", word for word: the API contract of POST /api/contact. */
const SPEC_SERVICE_INTERESTS = [
  ["ai-consultancy", "AI Consultancy"],
  ["cyber-security", "Cyber Security"],
  ["product-architecture", "Product Architecture Review"],
  ["technical-strategy", "Technical Strategy Review"],
  ["fractional-cto", "Fractional CTO & CIO"],
  ["software-development", "Software Development"],
  ["website-design", "Website Design & Build"],
  ["hosting-sysadmin", "Hosting & SysAdmin"],
  ["digital-transformation", "Digital Transformation"],
  ["other", "Other"],
];

describe("the contact form's service interests", () => {
  it("are the specification's ids and labels, in its order", () => {
    expect(serviceInterests.map(({ id, label }) => [id, label])).toEqual(SPEC_SERVICE_INTERESTS);
  });

  it("are the only ids an enquiry accepts", () => {
    const enquiry = { firstName: "Jory", lastName: "Penhale", email: "jory@example.co.uk", message: "Hello" };
    const ids = SPEC_SERVICE_INTERESTS.map(([id]) => id);
    expect(contactSchema.safeParse({ ...enquiry, serviceInterests: ids }).success).toBe(true);
    expect(
      contactSchema.safeParse({ ...enquiry, serviceInterests: ["product-architecture-review"] }).success,
    ).toBe(false);
  });
});
