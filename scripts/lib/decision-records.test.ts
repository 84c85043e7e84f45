import { describe, expect, it } from "vitest";
import { decisionProblems, readDecision, readDecisions } from "./decision-records";

const folder = new URL("../../docs/decisions", import.meta.url).pathname;

describe("the decision records", () => {
  it("each says its status and date, and a change is marked on both records", () => {
    const records = readDecisions(folder);
    expect(records.length).toBeGreaterThan(30);
    expect(decisionProblems(records).join("\n")).toBe("");
  });
});

describe("the check of the records", () => {
  const record = (file: string, head: string[]) =>
    readDecision(file, `# ${file.slice(0, 3)}: A title\n\n${head.join("\n")}\n\n## Context\n\nSee 099.\n`);
  const earlier = (status: string) => record("001-first.md", [`- Status: ${status}`, "- Date: 2026-11-23"]);
  const later = (changes?: string) =>
    record("002-second.md", [
      "- Status: accepted",
      "- Date: 2026-11-25",
      ...(changes ? [`- Changes: ${changes}`] : []),
    ]);

  it("passes records that agree, a wrapped item and the figures in a change's note included", () => {
    const wrapped = record("001-first.md", [
      "- Status: amended by 002",
      "- Date: 2026-11-23",
      "- Amended by 002: one thing, then",
      "  another (404 and 410 untouched).",
    ]);
    expect(wrapped.changedBy).toEqual(["002"]);
    expect(decisionProblems([wrapped, later("001 (its 404 page, 100 ms)")])).toEqual([]);
    expect(decisionProblems([earlier("accepted"), later()])).toEqual([]);
  });

  it.each([
    ["no status", [record("001-first.md", ["- Date: 2026-11-23"])], 'no "Status:" line'],
    ["a status of its own words", [earlier("replaced, more or less")], "is not accepted, superseded by"],
    ["no date", [record("001-first.md", ["- Status: accepted"])], 'no "Date:" line'],
    [
      "a date that is no day",
      [record("001-first.md", ["- Status: accepted", "- Date: 2026-13-45"])],
      "is not a day",
    ],
    [
      "a status naming a record that does not exist",
      [earlier("superseded by 007")],
      "names 007, which does not exist",
    ],
    [
      "a change naming a record that does not exist",
      [earlier("accepted"), later("009 (a note)")],
      "names 009, which does not exist",
    ],
    ["a change marked only on the earlier record", [earlier("amended by 002"), later()], "does not name 001"],
    [
      "a change marked only on the later record",
      [earlier("accepted"), later("001 (a note)")],
      "does not name 002",
    ],
  ])("fails %s", (_, records, message) => {
    expect(decisionProblems(records).join("\n")).toContain(message);
  });
});
