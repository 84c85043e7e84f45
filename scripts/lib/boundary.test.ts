import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { boundaryCrossings, describeCrossings } from "./boundary";
import { KNOWN_CROSSINGS } from "./boundary-known";

const project = new URL("../..", import.meta.url).pathname;

describe("the boundary between app/ and server/", () => {
  it("is crossed by no import but the known ones, each still there", async () => {
    const found = describeCrossings(
      await boundaryCrossings({ baseDir: project, tsConfig: join(project, "tsconfig.json") }),
    )
      .split("\n")
      .filter(Boolean);
    expect(
      found.filter((line) => !KNOWN_CROSSINGS.includes(line)),
      "new imports across the boundary",
    ).toEqual([]);
    expect(
      KNOWN_CROSSINGS.filter((line) => !found.includes(line)),
      "crossings gone: take them off the list",
    ).toEqual([]);
  }, 60_000);
});

describe("the boundary check", () => {
  const fixture = mkdtempSync(join(tmpdir(), "boundary-"));
  afterAll(() => rmSync(fixture, { recursive: true, force: true }));
  const write = (name: string, text: string) => {
    mkdirSync(dirname(join(fixture, name)), { recursive: true });
    writeFileSync(join(fixture, name), text);
  };

  it("names a server file reaching into app/ outside the shared room and the words, and React in the shared room", async () => {
    write("app/lib/filter.ts", "export const filter = 1;\n");
    write("app/content/words.ts", "export const words = 'Hello';\n");
    write("app/shared/kinds.ts", 'import { useState } from "react";\nexport const kinds = [useState];\n');
    write(
      "server/inbox.ts",
      'import { filter } from "../app/lib/filter";\nimport { words } from "../app/content/words";\nimport { kinds } from "../app/shared/kinds";\nexport const inbox = [filter, words, kinds];\n',
    );
    write("server/inbox.test.ts", 'import { filter } from "../app/lib/filter";\nexport const t = filter;\n');
    expect(describeCrossings(await boundaryCrossings({ baseDir: fixture }))).toBe(
      ["app/shared/kinds.ts -> react", "server/inbox.ts -> app/lib/filter.ts"].join("\n"),
    );
  });
});
