import { describe, expect, it } from "vitest";
import { contactSchema } from "~/forms/contact/contact";
import { resourceRequestSchema } from "~/forms/resource-request/resource-request";
import { subscriptionSchema } from "~/forms/subscribe/subscribe";
import * as z from "~/shared/zod";
import { HOSTILE_ADDRESSES, isOneAddress, PLAIN_ADDRESSES } from "../../../tests/support/addresses";
import { emailOnlySchema, signInSchema, signUpSchema } from "./auth";
import { isValidEmail, PLAIN_ADDRESS, validate } from "./fields";

/** Every form with an email field, as a function from an address to what the form would store. */
const forms: Record<string, (email: string) => string | undefined> = {
  contact: (email) =>
    stored(contactSchema, { firstName: "Morwenna", lastName: "Trelawny", email, message: "Hello" }),
  "resource request": (email) =>
    stored(resourceRequestSchema, {
      name: "Jory",
      email,
      company: "Penhale Boats",
      resourceTitle: "Checklist",
      resourceType: "Checklist",
    }),
  subscription: (email) => stored(subscriptionSchema, { email }),
  "sign-up": (email) => stored(signUpSchema, { fullName: "Morwenna", email, password: "Str0ng!pass" }),
  "sign-in": (email) => stored(signInSchema, { email, password: "x" }),
  "forgot password and resend": (email) => stored(emailOnlySchema, { email }),
  "erasure (back office)": (email) => (isValidEmail(email.trim()) ? email.trim().toLowerCase() : undefined),
};

function stored(schema: Parameters<typeof validate>[0], input: Record<string, unknown>): string | undefined {
  const result = validate(schema, input);
  return result.ok ? (result.value as { email: string }).email : undefined;
}

describe.each(Object.entries(forms))("the %s form takes one plain address", (_, store) => {
  it.each(HOSTILE_ADDRESSES)("refuses %j", (address) => {
    expect(store(address)).toBeUndefined();
  });

  it.each(PLAIN_ADDRESSES)("stores %j as the one address nodemailer reads it as", (address) => {
    const value = store(address);
    expect(value).toBe(address.trim().toLowerCase());
    expect(isOneAddress(value!)).toBe(true);
  });
});

it("takes an address of 254 characters, and refuses one of 255 (SPEC §5)", () => {
  const address = (length: number) => `${"a".repeat(64)}@${"b".repeat(length - 69)}.com`;
  expect(forms.contact!(address(254))).toBe(address(254));
  expect(forms.contact!(address(255))).toBeUndefined();
});

describe("the address pattern", () => {
  it("is zod's own (the one better-auth checks), written out to keep zod's other patterns out of the browser", () => {
    // (Biome drops escapes a character class does not need: compare the patterns without them.)
    const plain = (pattern: RegExp) => pattern.source.replaceAll("\\-", "-");
    expect(plain(PLAIN_ADDRESS)).toBe(plain(z.regexes.email));
  });
});
