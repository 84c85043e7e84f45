import { describe, expect, it } from "vitest";
import { hasJava, nuCheck } from "../../tests/support/nu-checker";
import { sampleMails } from "../../tests/support/sample-mails";

if (!hasJava)
  console.warn(
    "The mails' Nu HTML check is skipped: no Java on this machine (apt-get install default-jre-headless).",
  );

describe.skipIf(!hasJava)("every mail's HTML part, as a document", () => {
  it("passes the W3C Nu HTML checker: no error, no warning", { timeout: 120_000 }, async () => {
    const mails = sampleMails().map(({ name, mail }) => ({ name, html: mail.html_body }));
    // A document known to be wrong goes with them: the check is seen to find what is there.
    const broken = {
      name: "broken",
      html: '<!doctype html><html lang="en"><title>x</title><table cellpadding="6"></table>',
    };
    const messages = await nuCheck([...mails, broken]);
    expect(messages.filter((m) => m.document !== "broken")).toEqual([]);
    expect(messages.some((m) => m.document === "broken" && /cellpadding/.test(m.message))).toBe(true);
  });
});
