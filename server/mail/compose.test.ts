import { describe, expect, it } from "vitest";
import { company } from "../../app/content/company";
import { resources } from "../../app/content/resources";
import { composeMail, greetingName, oneLine } from "./compose";
import { enquiryMails } from "./enquiry-mails";
import { resourceRequestMails } from "./resource-mails";
import { subscriptionMails } from "./subscription-mails";

const hostile = '<script>alert("x")</script> & <a href="https://spam.example">win</a>';

describe("a composed mail", () => {
  const mail = composeMail({
    recipient: "team@example.co.uk",
    subject: "Hello\r\nBcc: victim@example.com",
    content: {
      title: `Title ${hostile}`,
      blocks: [
        { kind: "paragraph", text: hostile },
        { kind: "fields", rows: [["Message", hostile]] },
        { kind: "button", label: "Download", href: 'https://site.example/d?x="><script>' },
        { kind: "link", label: "Unsubscribe", href: "https://site.example/u?token=abc" },
      ],
    },
  });

  it("escapes every value in its HTML", () => {
    expect(mail.html_body).toMatch(/^<!doctype html><html lang="en-GB">/);
    expect(mail.html_body).not.toContain("<script>");
    expect(mail.html_body).not.toContain('<a href="https://spam.example">');
    expect(mail.html_body).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &lt;a href=");
    expect(mail.html_body).toContain('href="https://site.example/d?x=&quot;&gt;&lt;script&gt;"');
  });

  it("says the same in its text part, links written out", () => {
    expect(mail.text_body).toContain(hostile);
    expect(mail.text_body).toContain("Message: <script>");
    expect(mail.text_body).toContain("Unsubscribe: https://site.example/u?token=abc");
    expect(mail.text_body).toContain(company.legalName);
  });

  it("keeps its subject on one line", () => {
    expect(mail.subject).toBe("Hello Bcc: victim@example.com");
    expect(oneLine("a\u2028b\u0000c\td")).toBe("a b c d");
  });
});

describe("the greeting name of a mail to a visitor", () => {
  it.each([
    ["Morwenna", "Morwenna"],
    ["  Jenna Rowe ", "Jenna"],
    ["Anne-Marie O'Neill", "Anne-Marie"],
    ["Zoë", "Zoë"],
    ["Bartholomew-Alexander-Maximilian", "Bartholomew-Alexande"],
    ["www.spam.example/offer", "wwwspamexampleoffer"],
    ["<b>", "b"],
    ["://", ""],
  ])("of %j is %j", (name, greeting) => {
    expect(greetingName(name)).toBe(greeting);
  });
});

describe("mails to the visitor carry nothing else they wrote", () => {
  const words = ["Buy cheap pills at spam.example", "Spam Holdings", "Surname"];

  it("the enquiry acknowledgement (the consultancy's notice keeps everything)", () => {
    const [team, visitor] = enquiryMails(
      {
        firstName: "Victim Visit spam.example",
        lastName: "Surname",
        email: "victim@example.com",
        company: "Spam Holdings",
        serviceInterests: ["other"],
        otherService: "Spam Holdings",
        message: "Buy cheap pills at spam.example",
      },
      "team@example.co.uk",
    );
    for (const word of words) {
      expect(team!.text_body).toContain(word);
      expect(visitor!.text_body + visitor!.html_body + visitor!.subject).not.toContain(word);
    }
    expect(visitor!.text_body).toContain("Thank you, Victim");
    expect(visitor!.text_body).not.toContain("spam.example");
  });

  it("the resource mail", () => {
    const resource = resources[0]!;
    const [visitor, team] = resourceRequestMails(
      {
        name: "Victim Buy cheap pills at spam.example",
        email: "victim@example.com",
        company: "Spam Holdings",
        resourceTitle: resource.title,
        resourceType: resource.type,
      },
      resource,
      "https://site.example/resources/x/download?token=t",
      Date.UTC(2026, 0, 8),
      "team@example.co.uk",
    );
    expect(visitor!.recipient).toBe("victim@example.com");
    expect(visitor!.text_body).toContain("Dear Victim,");
    for (const word of ["cheap pills", "Spam Holdings", "spam.example"]) {
      expect(visitor!.text_body + visitor!.html_body + visitor!.subject).not.toContain(word);
    }
    expect(team!.text_body).toContain("Spam Holdings");
    expect(team!.subject).toContain("Victim Buy cheap pills");
  });

  it("the subscription confirmation", () => {
    const [visitor] = subscriptionMails.confirmation(
      "victim@example.com",
      "token",
      "https://site.example",
      "team@example.co.uk",
    );
    expect(visitor!.text_body).toContain(
      "Confirm my subscription: https://site.example/subscriptions/confirm?token=token",
    );
  });
});
