import { describe, expect, it } from "vitest";
import { landingAfterSignIn } from "~/shared/signed-in";
import { isBackOfficePath, safeReturnPath, signInReturningTo } from "./return-path";

describe("the page signing in returns to", () => {
  it.each([
    [
      "/admin/leads/enquiry/0b6f6c1e-6d44-4d8b-9a43-0c1f2b7d9e11",
      "/admin/leads/enquiry/0b6f6c1e-6d44-4d8b-9a43-0c1f2b7d9e11",
    ],
    ["/admin?type=booking&after=abc", "/admin?type=booking&after=abc"],
    ["/admin/mail", "/admin/mail"],
    ["/account", "/account"],
    // Normalised as a browser would read it, and still on the site.
    ["/admin/./leads/../mail", "/admin/mail"],
    ["/%2F%2Fevil.example", "/%2F%2Fevil.example"],
  ])("keeps a path on this site: %s", (given, kept) => {
    expect(safeReturnPath(given)).toBe(kept);
  });

  it.each([
    ["protocol-relative", "//evil.example/admin"],
    ["protocol-relative, backslash", "/\\evil.example"],
    ["backslash later", "/admin\\..\\..\\evil"],
    ["backslashes only", "\\\\evil.example"],
    ["absolute http", "http://evil.example/admin"],
    ["absolute https", "https://www.kernowtechconsulting.co.uk/admin"],
    ["javascript:", "javascript:alert(1)"],
    ["data:", "data:text/html,<script>alert(1)</script>"],
    ["relative", "admin/leads"],
    ["a dot segment that makes //", "/.//evil.example"],
    ["dot-dot that makes //", "/..//evil.example"],
    ["a tab", "/\t/evil.example"],
    ["a new line", "/admin\n/x"],
    ["a carriage return", "/admin\r\nSet-Cookie: x=1"],
    ["a NUL", "/admin\u0000"],
    ["DEL", "/admin\u007f"],
    ["a space", "/ /evil.example"],
    ["non-ASCII", "/admin/\u2215\u2215evil"],
    ["empty", ""],
    ["too long", `/admin/${"a".repeat(2000)}`],
    ["not text", 42],
    ["nothing", undefined],
  ])("drops %s", (_, given) => {
    expect(safeReturnPath(given)).toBeUndefined();
  });

  it("links to the sign-in page with the path, or to the plain sign-in page", () => {
    expect(signInReturningTo("/admin/leads/enquiry/12")).toBe(
      "/auth?redirectTo=%2Fadmin%2Fleads%2Fenquiry%2F12",
    );
    expect(signInReturningTo("//evil.example")).toBe("/auth");
  });

  it("reads the back office as the server's gate does: decoded, in any case", () => {
    expect(isBackOfficePath("/admin")).toBe(true);
    expect(isBackOfficePath("/ADMIN/mail")).toBe(true);
    expect(isBackOfficePath("/%61dmin/mail")).toBe(true);
    expect(isBackOfficePath("/admin?type=all")).toBe(true);
    expect(isBackOfficePath("/administration")).toBe(false);
    expect(isBackOfficePath("/account")).toBe(false);
  });
});

describe("where signing in lands", () => {
  const admin = "kt_signed_in=admin";
  const member = "kt_signed_in=1";

  it("an admin lands on the page the link named, else in the back office", () => {
    expect(landingAfterSignIn(admin, "/admin/leads/booking/7")).toBe("/admin/leads/booking/7");
    expect(landingAfterSignIn(admin)).toBe("/admin");
    expect(landingAfterSignIn(admin, "//evil.example")).toBe("/admin");
    expect(landingAfterSignIn(admin, "https://evil.example/")).toBe("/admin");
  });

  it("anyone else lands on the home page, never in the back office", () => {
    expect(landingAfterSignIn(member, "/admin/leads/booking/7")).toBe("/");
    expect(landingAfterSignIn(member, "/%61dmin/mail")).toBe("/");
    expect(landingAfterSignIn(member)).toBe("/");
    expect(landingAfterSignIn(member, "/account")).toBe("/account");
    expect(landingAfterSignIn(member, "/\\evil.example")).toBe("/");
  });
});
