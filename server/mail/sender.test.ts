import { Writable } from "node:stream";
import { describe, expect, it } from "vitest";
import { createLogger } from "../logger";
import { firmFrom, warnUnlessAligned } from "./sender";

const dkim = { domainName: "kernowtechconsulting.co.uk", keySelector: "kt2026", privateKey: "" };

/** A logger whose lines are kept, parsed. */
function keptLogger() {
  const lines: { msg: string; from?: string }[] = [];
  const logger = createLogger(
    "info",
    new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(JSON.parse(chunk.toString("utf8")));
        done();
      },
    }),
  );
  return { logger, lines };
}

describe("the firm's From", () => {
  it("is its name and address, the name quoted when it holds a comma or a quote", () => {
    expect(firmFrom({ name: "Kernow IT", email: "office@kernow.co.uk" })).toBe(
      "Kernow IT <office@kernow.co.uk>",
    );
    expect(firmFrom({ name: "Smith, Jones & Co", email: "a@b.co.uk" })).toBe(
      '"Smith, Jones & Co" <a@b.co.uk>',
    );
    expect(firmFrom({ name: 'The "Best" Ltd.', email: "a@b.co.uk" })).toBe(
      '"The \\"Best\\" Ltd." <a@b.co.uk>',
    );
  });

  it("is warned of when mail is signed for another domain, and not when aligned or unsigned", () => {
    const { logger, lines } = keptLogger();
    warnUnlessAligned(logger, dkim, "Kernow IT <office@kernowtechconsulting.co.uk>", "the firm's email");
    warnUnlessAligned(logger, dkim, "Kernow IT <office@mail.kernowtechconsulting.co.uk>", "the firm's email");
    warnUnlessAligned(logger, undefined, "Kernow IT <office@kernow-it.co.uk>", "the firm's email");
    expect(lines).toEqual([]);
    warnUnlessAligned(logger, dkim, "Kernow IT <office@kernow-it.co.uk>", "the firm's email");
    expect(lines).toMatchObject([
      {
        msg: "DKIM_DOMAIN is not the domain of the firm's email: receivers applying DMARC will not count the signature",
        dkimDomain: "kernowtechconsulting.co.uk",
        fromDomain: "kernow-it.co.uk",
      },
    ]);
  });
});
