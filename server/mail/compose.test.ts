import { describe, expect, it } from "vitest";
import { company } from "../../app/content/company";
import { resources } from "../../app/content/resources";
import { readCalendar } from "../../tests/support/calendar-files";
import { sampleMails } from "../../tests/support/sample-mails";
import { composeMail, greetingName, oneLine } from "./compose";
import { enquiryMails } from "./enquiry-mails";
import { resourceRequestMails } from "./resource-mails";
import { subscriptionMails } from "./subscription-mails";

const noSource = {
  source_page: null,
  source_referrer: null,
  utm_source: null,
  utm_medium: null,
  utm_campaign: null,
};

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

  it("is framed by the firm: wordmark first, registered details last, in both parts", () => {
    expect(mail.html_body).toContain("<title>Title &lt;script&gt;");
    expect(mail.html_body).toContain("max-width:600px");
    expect(mail.html_body).toContain("#155571");
    for (const [part, title] of [
      [mail.html_body, "<h1"],
      [mail.text_body, "Title"],
    ] as const) {
      expect(part).toContain(`company number ${company.registrationNumber}`);
      expect(part).toContain(company.registeredOffice.postalCode);
      expect(part.search(new RegExp(company.name, "i"))).toBeLessThan(part.indexOf(title));
      expect(part.indexOf(title)).toBeLessThan(part.indexOf(company.registeredOffice.postalCode));
    }
    expect(mail.text_body).toMatch(/^KERNOW TECH CONSULTING\n/);
    expect(mail.text_body).toContain("\n-- \nKernow Tech Consulting Ltd · Registered in England and Wales");
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
      { id: "id", siteUrl: "https://site.example", receivedAt: new Date(), source: noSource },
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
      { id: "id", siteUrl: "https://site.example" },
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
      "id",
    );
    expect(visitor!.text_body).toContain(
      "Confirm my subscription: https://site.example/subscriptions/confirm?token=token",
    );
  });

  it("the subscription confirmation's one clear button is Confirm; Unsubscribe is a quiet link", () => {
    const [visitor] = subscriptionMails.confirmation(
      "a@example.com",
      "token",
      "https://site.example",
      "t@e.co",
      "id",
    );
    const html = visitor!.html_body;
    expect(html).toMatch(
      /<a href="https:\/\/site\.example\/subscriptions\/confirm\?token=token" style="display:inline-block;background:#155571;color:#ffffff/,
    );
    expect(html).toMatch(
      /<p style="margin:16px 0 0;font-size:13px"><a href="[^"]+unsubscribe[^"]+"[^>]*>Unsubscribe<\/a>/,
    );
  });
});

describe("the mails of a new enquiry", () => {
  const [notice, acknowledgement] = sampleMails().map((sample) => sample.mail);

  it("tell the enquirer what happens next and by when: the reply promise in working time, as a person writes it", () => {
    // Received at 14:05 GMT on Tuesday 3 March: by the same time the next working day, on the half hour.
    expect(acknowledgement!.text_body).toContain(
      "One of our directors will reply by 14:30 tomorrow: we answer every enquiry within one working day (Monday to Friday, 09:00 to 17:30 UK time).",
    );
    expect(acknowledgement!.text_body).toContain("What happens next:\n\n1. A director reads your message");
    expect(acknowledgement!.html_body).toContain("<ol");
    expect(acknowledgement!.headers).toMatchObject({ "Reply-To": "hello@kernowtechconsulting.co.uk" });
  });

  it("offer the enquirer a call booked now, as a button and in the text part", () => {
    expect(acknowledgement!.html_body).toMatch(
      /<a href="https:\/\/www\.kernowtechconsulting\.co\.uk\/book"[^>]*>Book a free 30-minute call<\/a>/,
    );
    expect(acknowledgement!.text_body).toContain(
      "Book a free 30-minute call: https://www.kernowtechconsulting.co.uk/book",
    );
  });

  it("give the owner a reply button, the lead in the back office, and where it came from", () => {
    expect(notice!.html_body).toContain(
      'href="mailto:morwenna@penhale-boatyard.example.co.uk?subject=Re%3A%20Your%20enquiry%20to%20Kernow%20Tech%20Consulting&amp;body=Hello%20Morwenna%2C%0A%0A"',
    );
    expect(notice!.text_body).toContain(
      "Open in the back office: https://www.kernowtechconsulting.co.uk/admin/leads/enquiry/0b6f6c1e-6d44-4d8b-9a43-0c1f2b7d9e11",
    );
    expect(notice!.text_body).toContain(
      "Reply by 14:30 on Wednesday 4 March to keep our promise of an answer within one working day.",
    );
    expect(notice!.text_body).toContain("Came from: Google search, form on /cyber-security");
    expect(notice!.headers).toMatchObject({ "Reply-To": "morwenna@penhale-boatyard.example.co.uk" });
  });
});

describe("an enquiry received out of hours, with nothing but the required fields", () => {
  const enquiry = {
    firstName: "Morwenna",
    lastName: "Trelawny",
    email: "morwenna@example.co.uk",
    company: "",
    serviceInterests: [],
    otherService: "Typed, then Other unticked",
    message: "Hello",
  };
  // Saturday 28 November 2026, 05:13: counted from Monday's opening.
  const receipt = {
    id: "id",
    siteUrl: "https://site.example",
    receivedAt: new Date("2026-11-28T05:13:00Z"),
    source: noSource,
  };
  const [notice, acknowledgement] = enquiryMails(enquiry, "team@example.co.uk", receipt);

  it("promises a reply in working time, never at a minute on a Sunday", () => {
    expect(acknowledgement!.text_body).toContain("One of our directors will reply by 17:30 on Monday:");
    expect(notice!.text_body).toContain("Reply by 17:30 on Monday 30 November to keep our promise");
  });

  it("leaves out the rows it has no value for, in both parts of the owner's notice", () => {
    expect(notice!.text_body).toContain(
      "Name: Morwenna Trelawny\nEmail: morwenna@example.co.uk\nMessage: Hello",
    );
    for (const label of ["Company", "Services", "Other service"]) {
      expect(notice!.text_body).not.toContain(`${label}:`);
      expect(notice!.html_body).not.toContain(`>${label}</th>`);
    }
    expect(notice!.html_body).toContain(">Message</th>");
  });
});

describe("every mail the site sends", () => {
  it.each(sampleMails())("$name has an HTML part in the one layout and a text part", ({ mail }) => {
    expect(mail.html_body).toMatch(/^<!doctype html><html lang="en-GB"><head><meta charSet="utf-8"\/>/i);
    expect(mail.html_body).toContain(`company number ${company.registrationNumber}`);
    expect(mail.text_body).toMatch(/^KERNOW TECH CONSULTING\n[\s\S]+\n-- \n/);
    expect(mail.text_body).not.toContain("<");
  });
});

describe("the mails of a booked call", () => {
  const mails = Object.fromEntries(sampleMails().map((sample) => [sample.name, sample.mail]));

  it("name the call's time on the UK clock with its zone, and carry the link to move or cancel it", () => {
    const confirmation = mails["booking-confirmation"]!;
    expect(confirmation.subject).toBe(
      "Your free call with Kernow Tech Consulting: Tue 8 Jun 2027, 11:00 BST",
    );
    expect(confirmation.text_body).toContain("When: Tuesday 8 June 2027, 11:00 to 11:30 BST");
    expect(confirmation.text_body).toContain("How: Phone call. We will phone you on 07700 900456.");
    expect(confirmation.text_body).toMatch(/Move or cancel the call: https:\/\/\S+\/book\/manage\//);
    expect(confirmation.attachments?.[0]).toMatchObject({
      filename: "call.ics",
      contentType: "text/calendar; charset=utf-8; method=REQUEST",
    });
    expect(mails["booking-moved"]!.text_body).toContain("Was: Tuesday 8 June 2027, 11:00 to 11:30 BST");
    expect(mails["booking-reminder"]!.subject).toBe(
      "Reminder: your call with Kernow Tech Consulting tomorrow at 14:00 BST",
    );
    expect(mails["booking-reminder"]!.attachments).toBeUndefined();
  });

  it("carry a video call's joining link, and ask nothing about a call that was cancelled", () => {
    const link = "https://meet.jit.si/KernowTech-k2v4x7q3m5n6p8r2s4t6v8w2y4";
    for (const name of ["booking-video-confirmation", "booking-video-reminder"]) {
      const mail = mails[name]!;
      expect(mail.text_body).toContain(`How: Video call. Join at ${link} at the time`);
      expect(mail.html_body).toContain(`<a href="${link}"`);
      expect(mail.html_body).toContain("Join the video call");
      expect(mail.text_body).not.toContain("We will email you the link");
    }
    expect(mails["booking-video-notice"]!.text_body).toContain(`Joining link: ${link}`);
    for (const name of ["booking-cancelled", "booking-cancelled-by-owner"])
      expect(mails[name]!.text_body).not.toContain("Anything to tell us before the call");
    expect(mails["booking-confirmation"]!.text_body).toContain("Anything to tell us before the call");
  });

  it("give the owner everything, with the booking in the back office; the owner's note goes to the visitor", () => {
    const notice = mails["booking-notice"]!;
    expect(notice.text_body).toContain(
      "Open in the back office: https://www.kernowtechconsulting.co.uk/admin/leads/booking/0b6f6c1e-6d44-4d8b-9a43-0c1f2b7d9e11",
    );
    expect(notice.text_body).toContain("Topic: A security review of our booking site before the season");
    expect(notice.headers).toMatchObject({ "Reply-To": "morwenna@penhale-boatyard.example.co.uk" });
    expect(mails["booking-cancelled-by-owner"]!.text_body).toContain(
      "Our note: I am ill that day, sorry.\nPlease pick another time next week.",
    );
    expect(mails["booking-cancelled-by-owner"]!.attachments?.[0]?.contentType).toContain("method=CANCEL");
    expect(mails["booking-cancelled"]!.text_body).not.toContain("Our note");
  });

  it("tell the owner whom to phone on which number, tappable, and give them a calendar file naming the client", () => {
    const notice = mails["booking-notice"]!;
    expect(notice.html_body).toMatch(/<a href="tel:\+447700900456"[^>]*>Phone Morwenna on 07700 900456<\/a>/);
    expect(notice.text_body).toContain("Phone Morwenna on 07700 900456: tel:+447700900456");
    const file = readCalendar(notice.attachments![0]!.content);
    expect(file.events[0]).toMatchObject({
      summary: "Call: Morwenna Trelease (Penhale Boatyard)",
      description: expect.stringMatching(/^Phone Morwenna on 07700 900456\./),
    });
    // The visitor's file keeps the visitor's side, and names them by their first name only.
    const visitors = readCalendar(mails["booking-confirmation"]!.attachments![0]!.content);
    expect(visitors.events[0]).toMatchObject({
      summary: "Free call with Kernow Tech Consulting",
      attendeeName: "Morwenna",
    });
    // Their number is said back (decision 040); nothing else they wrote is.
    expect(visitors.events[0]!.description).toContain("We will phone you on 07700 900456.");
    expect(visitors.events[0]!.description).not.toContain("Penhale");
    // A cancelled call has nobody to phone.
    expect(mails["booking-cancelled-notice"]!.html_body).not.toContain("tel:");
  });

  it("say who moved the call: the visitor, or the owner for them", () => {
    expect(mails["booking-moved"]!.text_body).toContain("Your call is now at the new time below.");
    expect(mails["booking-moved-by-owner"]!.text_body).toContain(
      "We have had to move your call to the new time below.",
    );
    expect(mails["booking-moved-notice"]!.text_body).toContain(
      "Morwenna Trelease of Penhale Boatyard moved their call.",
    );
    expect(mails["booking-moved-by-owner-copy"]!.text_body).toContain(
      "You moved the call with Morwenna Trelease of Penhale Boatyard: they have been mailed the new time",
    );
    expect(
      readCalendar(mails["booking-moved-by-owner-copy"]!.attachments![0]!.content).events[0],
    ).toMatchObject({
      sequence: 1,
      summary: "Call: Morwenna Trelease (Penhale Boatyard)",
    });
  });
});
