import { Writable } from "node:stream";
import { describe, expect, it } from "vitest";
import { keyPseudonyms, loggableUrl, pseudonym, scrubAddresses } from "./log-privacy";
import { createLogger } from "./logger";

keyPseudonyms("a-secret-for-the-log-privacy-tests");
const PSEUDONYM = /^~[0-9a-f]{10}$/;

describe("pseudonyms", () => {
  it("are short, the same for one address whatever its case, and keyed by the server's secret", () => {
    const one = pseudonym("Kerensa@Example.co.uk");
    expect(one).toMatch(PSEUDONYM);
    expect(pseudonym(" kerensa@example.co.uk")).toBe(one);
    keyPseudonyms("another-secret");
    expect(pseudonym("kerensa@example.co.uk")).not.toBe(one);
    keyPseudonyms("a-secret-for-the-log-privacy-tests");
  });
});

describe("scrubbing a log line", () => {
  it("replaces every address, plain or percent-encoded, by its pseudonym", () => {
    const address = pseudonym("jo.bloggs+site@mail.example.co.uk");
    expect(scrubAddresses("Sign-up attempt for existing email: Jo.Bloggs+site@mail.example.co.uk")).toBe(
      `Sign-up attempt for existing email: ${address}`,
    );
    expect(scrubAddresses('{"err":"550 <jo.bloggs+site@mail.example.co.uk>: no such user"}')).toBe(
      `{"err":"550 <${address}>: no such user"}`,
    );
    expect(scrubAddresses("/auth?email=jo.bloggs%2Bsite%40mail.example.co.uk")).toBe(
      `/auth?email=${address}`,
    );
    expect(scrubAddresses('{"msg":"request","status":200}')).toBe('{"msg":"request","status":200}');
    const stack = "at file:///srv/node_modules/.pnpm/better-auth@1.7.25/node_modules/x.mjs:1:2";
    expect(scrubAddresses(stack)).toBe(stack);
  });
});

describe("a URL in the log", () => {
  it("keeps the path and the parameters' names, and makes every query value a pseudonym", () => {
    const token = "n9X-2hT_abcdefghijklmnop";
    expect(loggableUrl(`/subscriptions/confirm?token=${token}`)).toBe(
      `/subscriptions/confirm?token=${pseudonym(token)}`,
    );
    expect(loggableUrl("/admin?q=Kerensa+Trevail&type=enquiry")).toBe(
      `/admin?q=${pseudonym("Kerensa Trevail")}&type=${pseudonym("enquiry")}`,
    );
    expect(loggableUrl("/auth?email=jo%40example.co.uk")).toBe(
      `/auth?email=${pseudonym("jo@example.co.uk")}`,
    );
    expect(loggableUrl("/insights?page=&articles")).toBe("/insights?page=&articles");
    expect(loggableUrl("/?jo@example.co.uk")).toBe(`/?${pseudonym("jo@example.co.uk")}`);
    expect(loggableUrl("/x?bad=%E0%A4%A")).toMatch(/^\/x\?bad=~[0-9a-f]{10}$/);
  });

  it("hides a token carried in the path, and an address typed as a path", () => {
    const token = "Xk2mP9qL7vR4tY8wZ3nB6cD1";
    expect(loggableUrl(`/api/auth/reset-password/${token}?callbackURL=%2F`)).toBe(
      `/api/auth/reset-password/${pseudonym(token)}?callbackURL=${pseudonym("/")}`,
    );
    const manage = "3f1c2a9e-8b7d-4c6e-9a5f-1d2e3f4a5b6c.q7Zr0_Yx-N3mK8pLw2Vb9Tc4Hs6Jd1Ef5Gu0Ai7Ok3Qe";
    expect(loggableUrl(`/book/manage/${manage}`)).toBe(`/book/manage/${pseudonym(manage)}`);
    expect(loggableUrl("/jo@example.co.uk")).toBe(`/${pseudonym("jo@example.co.uk")}`);
    for (const plain of [
      "/assets/insight-article-CkF2x9QpZr.js",
      "/insights/ai-roadmap-small-business",
      "/admin/leads/enquiry/3f1c2a9e-8b7d-4c6e-9a5f-1d2e3f4a5b6c",
    ])
      expect(loggableUrl(plain)).toBe(plain);
  });
});

describe("the logger", () => {
  function captured() {
    const lines: Record<string, unknown>[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString("utf8").split("\n").filter(Boolean)) lines.push(JSON.parse(line));
        done();
      },
    });
    return { lines, logger: createLogger("info", stream) };
  }

  it("writes an error's kind, message and place, never the values a database error quotes", () => {
    const { lines, logger } = captured();
    const error = Object.assign(
      new Error('duplicate key value violates unique constraint "user_email_key"'),
      {
        code: "23505",
        detail: "Key (email)=(Kerensa Trevail <kerensa@example.co.uk>) already exists.",
        parameters: ["Kerensa Trevail"],
      },
    );
    logger.error({ err: error }, "account action failed");
    const err = lines[0]!.err as Record<string, unknown>;
    expect(Object.keys(err).sort()).toEqual(["code", "message", "stack", "type"]);
    expect(JSON.stringify(lines)).not.toContain("Kerensa");
  });

  it("scrubs addresses from anything written, messages and fields alike", () => {
    const { lines, logger } = captured();
    logger.warn(
      { args: ["kerensa@example.co.uk"] },
      "Sign-up attempt for existing email: kerensa@example.co.uk",
    );
    expect(JSON.stringify(lines)).not.toContain("kerensa");
    expect(lines[0]!.msg).toBe(`Sign-up attempt for existing email: ${pseudonym("kerensa@example.co.uk")}`);
  });
});
