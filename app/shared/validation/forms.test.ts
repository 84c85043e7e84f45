import { describe, expect, it } from "vitest";
import { contactSchema } from "~/forms/contact/contact";
import { resourceNotice, resourceRequestSchema } from "~/forms/resource-request/resource-request";
import { subscriptionSchema } from "~/forms/subscribe/subscribe";
import { emailOnlySchema, signUpSchema } from "./auth";
import { validate } from "./fields";

const enquiry = {
  firstName: "Morwenna",
  lastName: "Trelawny",
  email: "morwenna@example.co.uk",
  message: "We need Cyber Essentials before our insurance renewal.",
};
const request = {
  name: "Jory Penhale",
  email: "jory@example.co.uk",
  company: "Penhale Boats",
  resourceTitle: "Cyber Essentials Readiness Checklist",
  resourceType: "Checklist",
};
const errorsOf = (schema: Parameters<typeof validate>[0], input: unknown) => {
  const result = validate(schema, input);
  return result.ok ? {} : result.fieldErrors;
};

describe("absent fields get the specification's messages, not the validator's", () => {
  it("contact form", () => {
    for (const input of [{}, { firstName: null, lastName: null, email: null, message: null }]) {
      expect(errorsOf(contactSchema, input)).toEqual({
        firstName: "First name is required",
        lastName: "Last name is required",
        email: "Email address is required",
        message: "Message is required",
      });
    }
  });

  it("resource request: each field its own message, the spec's notice for the form", () => {
    const errors = errorsOf(resourceRequestSchema, {});
    expect(errors).toMatchObject({
      name: "Please enter your name.",
      email: "Please enter your email address.",
      company: "Please enter your company name.",
    });
    expect(resourceNotice(errors)).toEqual({
      title: "Missing Information",
      description: "Please fill in all required fields.",
    });
    const badEmail = errorsOf(resourceRequestSchema, { ...request, email: "jory@" });
    expect(resourceNotice(badEmail)).toEqual({
      title: "Invalid Email",
      description: "Please enter a valid email address.",
    });
  });

  it("subscription", () => {
    expect(errorsOf(subscriptionSchema, {})).toEqual({
      email: "Please enter your email address to subscribe.",
    });
  });
});

describe("wrongly typed fields are refused with a message, never thrown or coerced", () => {
  it("contact form", () => {
    const errors = errorsOf(contactSchema, {
      ...enquiry,
      firstName: 42,
      email: ["a@example.com"],
      serviceInterests: "cyber-security",
    });
    expect(errors.firstName).toBe("First name is required");
    expect(errors.email).toBe("Please enter a valid email address");
    expect(errors.serviceInterests).toBe("Please choose from the listed services");
    expect(Object.values(errors).join(" ")).not.toMatch(/Invalid input|expected/);
  });
});

describe("control characters are refused in every field", () => {
  const hostile = ["\u0000", "\u001b[2J", "\u007f", "\u0085", "\u202e"];

  it.each(hostile)("contact form: %j", (control) => {
    for (const field of ["firstName", "lastName", "email", "company", "otherService", "message"]) {
      const input = { ...enquiry, serviceInterests: ["other"], [field]: `a${control}b@example.com` };
      expect(errorsOf(contactSchema, input)[field], field).toBeDefined();
    }
  });

  it.each(hostile)("resource request and subscription: %j", (control) => {
    for (const field of ["name", "email", "company", "resourceTitle"]) {
      const input = { ...request, [field]: `a${control}b@example.com` };
      expect(errorsOf(resourceRequestSchema, input)[field], field).toBeDefined();
    }
    expect(errorsOf(subscriptionSchema, { email: `a${control}@example.com` }).email).toBeDefined();
  });

  it("keeps line breaks and tabs in the message, and nowhere else", () => {
    const message = "Line one\r\nLine two\n\tIndented";
    expect(validate(contactSchema, { ...enquiry, message }).ok).toBe(true);
    expect(errorsOf(contactSchema, { ...enquiry, firstName: "Mor\nwenna" }).firstName).toBe(
      "Invalid characters detected",
    );
    expect(errorsOf(contactSchema, { ...enquiry, company: "Acme\tLtd" }).company).toBe(
      "Invalid characters detected",
    );
  });
});

it("refuses an address holding a character that shows nothing (zero-width space, joiner, soft hyphen)", () => {
  for (const invisible of ["\u200b", "\u200d", "\u00ad", "\ufeff"]) {
    const email = `mor${invisible}wenna@example.co.uk`;
    expect(errorsOf(contactSchema, { ...enquiry, email }).email).toBe("Please enter a valid email address");
    expect(errorsOf(subscriptionSchema, { email }).email).toBeDefined();
  }
});

it("an account's address is one the account service takes: the form says so, in the spec's words", () => {
  const password = "Str0ng!pass";
  for (const email of ["mоrwenna@example.co.uk", "morwenna@exämple.co.uk", "morwenna@example.c"]) {
    expect(errorsOf(signUpSchema, { fullName: "Morwenna", email, password }).email, email).toBe(
      "Please enter a valid email address",
    );
    expect(errorsOf(emailOnlySchema, { email }).email, email).toBe("Please enter a valid email address");
  }
  expect(validate(signUpSchema, { fullName: "Morwenna", email: "Morwenna@Example.co.uk", password }).ok).toBe(
    true,
  );
});

it("accepts well-formed input, trimmed and (for subscriptions) lower-cased", () => {
  const contact = validate(contactSchema, { ...enquiry, firstName: "  Morwenna " });
  expect(contact.ok && contact.value.firstName).toBe("Morwenna");
  expect(contact.ok && contact.value.serviceInterests).toEqual([]);
  expect(validate(resourceRequestSchema, request).ok).toBe(true);
  const subscription = validate(subscriptionSchema, { email: " Jory@Example.CO.UK " });
  expect(subscription.ok && subscription.value.email).toBe("jory@example.co.uk");
});
