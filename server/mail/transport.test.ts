import { describe, expect, it } from "vitest";
import { messageIdDomain, pooledSmtpUrl } from "./transport";

describe("the domain of Message-IDs", () => {
  it("is the site's host when SITE_URL names one", () => {
    expect(messageIdDomain("https://www.example.co.uk", "Site <hello@example.co.uk>")).toBe(
      "www.example.co.uk",
    );
  });

  it("is MAIL_FROM's domain when the site runs on localhost or an address", () => {
    const from = "Penhale Boats <hello@PenhaleBoats.co.uk>";
    expect(messageIdDomain("http://localhost:3000", from)).toBe("penhaleboats.co.uk");
    expect(messageIdDomain("http://127.0.0.1:3000", from)).toBe("penhaleboats.co.uk");
    expect(messageIdDomain("http://[::1]:3000", "hello@example.org")).toBe("example.org");
  });
});

describe("the SMTP connection", () => {
  it("is pooled unless SMTP_URL says otherwise, and keeps the URL's credentials", () => {
    expect(pooledSmtpUrl("smtp://user:p%40ss@mail.example.co.uk:587")).toBe(
      "smtp://user:p%40ss@mail.example.co.uk:587?pool=true",
    );
    expect(pooledSmtpUrl("smtps://mail.example.co.uk/?pool=false")).toBe(
      "smtps://mail.example.co.uk/?pool=false",
    );
  });
});
