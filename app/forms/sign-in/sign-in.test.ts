import { describe, expect, it } from "vitest";
import { signInSchema } from "~/shared/validation/auth";
import { validate } from "~/shared/validation/fields";

describe("the sign-in form's return address (decision 039)", () => {
  const signIn = (redirectTo?: unknown) =>
    validate(signInSchema, { email: "owner@example.co.uk", password: "x", redirectTo });

  it("is kept when it is a path on the site, and never refuses a sign-in when it is not", () => {
    expect(signIn("/admin/leads/enquiry/7")).toMatchObject({
      ok: true,
      value: { redirectTo: "/admin/leads/enquiry/7" },
    });
    for (const hostile of [undefined, "", "//evil.example", "/\\evil.example", "https://evil.example/", 7]) {
      const result = signIn(hostile);
      expect(result.ok, String(hostile)).toBe(true);
      expect(
        result.ok && (result.value as { redirectTo?: string }).redirectTo,
        String(hostile),
      ).toBeUndefined();
    }
  });
});
