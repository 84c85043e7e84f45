import { beforeAll, describe, expect, it } from "vitest";
import { java, NO_JAVA, nuErrorsOfDocuments } from "../../tests/support/nu-html-checker";
import { sampleMails } from "../../tests/support/sample-mails";
import { composeMail } from "./compose";

/**
 * Every mail's HTML part is a valid HTML document by the W3C Nu checker, as a page is: mail
 * programs render it as one. All of it comes from one layout; here one of each mail the site
 * sends (tests/support/sample-mails.ts), one with every kind of block and text that needs
 * escaping, and a document known to be wrong, so the check is seen to find what is there.
 */
const site = "https://www.example.co.uk";
const awkward = '<b>"Tom & Jerry"</b>\nline two';

const documents = new Map<string, string>([
  ...sampleMails().map(({ name, mail }) => [name, mail.html_body] as [string, string]),
  [
    "every block kind",
    composeMail({
      recipient: "jenna@example.co.uk",
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
    }).html_body,
  ],
]);
const BROKEN = '<!doctype html><html lang="en"><title>x</title><span><form></form></span>';

describe.skipIf(!java)(
  `every mail is a valid HTML document (Nu checker${java ? "" : `: ${NO_JAVA}`})`,
  () => {
    let errors: Map<string, string[]>;
    beforeAll(async () => {
      errors = await nuErrorsOfDocuments(new Map([...documents, ["known broken", BROKEN]]));
    }, 120_000);

    it.each([...documents.keys()])("%s", (name) => {
      expect(errors.get(name)).toEqual([]);
    });

    it("finds the error in a document known to be wrong", () => {
      expect(errors.get("known broken")?.some((message) => /form/.test(message))).toBe(true);
    });
  },
);
