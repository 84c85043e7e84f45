import { beforeAll, describe, expect, it } from "vitest";
import { resources } from "../../app/content/resources";
import { java, NO_JAVA, nuErrorsOfDocuments } from "../../tests/support/nu-html-checker";
import type { NewOutboxMessage } from "../db/schema";
import { accountMails } from "./account-mails";
import { composeMail } from "./compose";
import { enquiryMails } from "./enquiry-mails";
import { resourceRequestMails } from "./resource-mails";
import { subscriptionMails } from "./subscription-mails";

/**
 * Every mail's HTML part is a valid HTML document by the W3C Nu checker, as a page is: mail
 * programs render it as one. All of it comes from one layout; here each mail the site sends, and
 * one with every kind of block and text that needs escaping.
 */
const site = "https://www.example.co.uk";
const team = "team@example.co.uk";
const user = { email: "jenna@example.co.uk", name: "Jenna Pascoe" };
const awkward = '<b>"Tom & Jerry"</b>\nline two';
const resource = resources[0]!;
const article = { slug: "an-article", title: awkward, excerpt: awkward };

const mails: Record<string, NewOutboxMessage> = {
  "every block kind": composeMail({
    recipient: user.email,
    subject: awkward,
    content: {
      title: awkward,
      blocks: [
        { kind: "paragraph", text: awkward },
        { kind: "fields", rows: [["Message", awkward]] },
        { kind: "button", label: awkward, href: `${site}/?a=b&c=d` },
        { kind: "link", label: awkward, href: `${site}/u?token=a&b` },
        { kind: "link", label: "Small print", href: site, small: true },
      ],
    },
  }),
  "account confirmation": accountMails.confirmation(user, site, "token"),
  "account exists": accountMails.existingAccount(user, site),
  "password reset": accountMails.passwordReset(user, site, "token"),
  ...Object.fromEntries(
    enquiryMails(
      {
        firstName: "Jenna",
        lastName: "Pascoe",
        email: user.email,
        company: "Pascoe & Co",
        serviceInterests: ["other"],
        otherService: awkward,
        message: awkward,
      },
      team,
    ).map((mail, index) => [`enquiry ${index + 1}`, mail]),
  ),
  ...Object.fromEntries(
    resourceRequestMails(
      {
        name: "Jenna",
        email: user.email,
        company: "Pascoe & Co",
        resourceTitle: resource.title,
        resourceType: resource.type,
      },
      resource,
      `${site}/resources/${resource.slug}/download?token=t`,
      Date.UTC(2026, 0, 8),
      team,
    ).map((mail, index) => [`resource request ${index + 1}`, mail]),
  ),
  ...Object.fromEntries(
    subscriptionMails
      .confirmation(user.email, "token", site, team)
      .map((mail, index) => [`subscription ${index + 1}`, mail]),
  ),
  "article notice": subscriptionMails.articleNotice(user.email, "token", site, article),
};

describe.skipIf(!java)(
  `every mail is a valid HTML document (Nu checker${java ? "" : `: ${NO_JAVA}`})`,
  () => {
    let errors: Map<string, string[]>;
    beforeAll(async () => {
      errors = await nuErrorsOfDocuments(
        new Map(Object.entries(mails).map(([name, mail]) => [name, mail.html_body])),
      );
    }, 60_000);

    it.each(Object.keys(mails))("%s", (name) => {
      expect(errors.get(name)).toEqual([]);
    });
  },
);
