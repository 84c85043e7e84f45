import { describe, expect, it } from "vitest";
import { company } from "../../app/content/company";
import { securityTxt } from "./security-txt";

describe("security.txt", () => {
  it("has RFC 9116's fields: contact, an expiry a year after the build, the canonical URL", () => {
    const text = securityTxt("https://www.example.co.uk", new Date("2026-03-04T05:06:07.890Z"));
    expect(text.split("\n")).toEqual([
      `Contact: mailto:${company.email}`,
      "Expires: 2027-03-04T05:06:07Z",
      "Canonical: https://www.example.co.uk/.well-known/security.txt",
      "Preferred-Languages: en",
      "",
    ]);
  });

  it("names the address it is given: the firm's email as the back office saved it", () => {
    const text = securityTxt(
      "https://www.example.co.uk",
      new Date("2026-11-28T10:00:00Z"),
      "office@example.co.uk",
    );
    expect(text).toContain("Contact: mailto:office@example.co.uk\nExpires: 2027-11-28T10:00:00Z\n");
  });
});
