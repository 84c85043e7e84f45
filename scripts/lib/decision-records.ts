import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

/** A decision record as its first lines state it (docs/decisions/043). */
export type DecisionRecord = {
  number: string;
  file: string;
  status?: string;
  date?: string;
  /** The decisions its status names: the later ones that supersede or amend it. */
  changedBy: string[];
  /** The earlier decisions its `Changes:` line names. */
  changes: string[];
};

const STATUS = /^(accepted|(superseded|amended) by (\d{3}(, \d{3})*))$/;
const numbers = (text: string) => text.match(/\b\d{3}\b/g) ?? [];
// The head's items run to the first blank line; an item may wrap onto indented lines.
const headItems = (text: string) =>
  (text.split("\n\n")[1] ?? "")
    .replace(/\n {2}/g, " ")
    .split("\n")
    .map((line) => line.replace(/^- /, ""));

/** Reads the head of a record: `- Status: ...`, `- Date: ...`, `- Changes: ...` under its title. */
export function readDecision(file: string, text: string): DecisionRecord {
  const item = (name: string) =>
    headItems(text)
      .find((line) => line.startsWith(`${name}: `))
      ?.slice(name.length + 2)
      .trim();
  const status = item("Status");
  const changes = item("Changes");
  return {
    number: file.slice(0, 3),
    file,
    status,
    date: item("Date"),
    changedBy: status?.startsWith("accepted") ? [] : numbers(status ?? ""),
    // The decisions named, not the figures in their parentheses.
    changes: numbers((changes ?? "").replace(/\([^)]*\)/g, "")),
  };
}

/**
 * What is dishonest in a set of records: a missing or malformed status or date (a real day), a
 * status or `Changes:` naming a decision that does not exist, or a change marked on one side only.
 */
export function decisionProblems(records: DecisionRecord[]): string[] {
  const byNumber = new Map(records.map((record) => [record.number, record]));
  const problems: string[] = [];
  for (const record of records) {
    const { file, status, date } = record;
    if (!status) problems.push(`${file}: no "Status:" line under the title`);
    else if (!STATUS.test(status))
      problems.push(`${file}: status "${status}" is not accepted, superseded by NNN or amended by NNN`);
    if (!date) problems.push(`${file}: no "Date:" line under the title`);
    else if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || Number.isNaN(Date.parse(date)))
      problems.push(`${file}: date "${date}" is not a day (YYYY-MM-DD)`);
    for (const later of record.changedBy) {
      const other = byNumber.get(later);
      if (!other) problems.push(`${file}: its status names ${later}, which does not exist`);
      else if (!other.changes.includes(record.number))
        problems.push(`${file}: changed by ${later}, whose "Changes:" line does not name ${record.number}`);
    }
    for (const earlier of record.changes) {
      const other = byNumber.get(earlier);
      if (!other) problems.push(`${file}: "Changes:" names ${earlier}, which does not exist`);
      else if (!other.changedBy.includes(record.number))
        problems.push(`${file}: changes ${earlier}, whose status does not name ${record.number}`);
    }
  }
  return problems;
}

/** Every record in a folder of `NNN-title.md` files. */
export function readDecisions(folder: string): DecisionRecord[] {
  return readdirSync(folder)
    .filter((name) => /^\d{3}-.+\.md$/.test(name))
    .sort()
    .map((name) => readDecision(name, readFileSync(join(folder, name), "utf8")));
}
