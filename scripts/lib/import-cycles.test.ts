import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { checkImportGraph, describeCycles } from "./import-cycles";

const project = new URL("../..", import.meta.url).pathname;

describe("the import graph of app/, server/, scripts/ and tests/", () => {
  it("has no cycle, type-only imports included, and every local import resolves", async () => {
    const graph = await checkImportGraph(["app", "server", "scripts", "tests"], {
      baseDir: project,
      tsConfig: join(project, "tsconfig.json"),
    });
    expect(describeCycles(graph.cycles), "import cycles").toBe("");
    expect(graph.unresolved, "local imports madge could not resolve").toEqual([]);
    // The whole tree was read, through the `~/` alias too (about 400 files when this was written).
    expect(graph.files).toBeGreaterThan(300);
  }, 60_000);
});

describe("the cycle check", () => {
  const fixture = mkdtempSync(join(tmpdir(), "import-cycles-"));
  afterAll(() => rmSync(fixture, { recursive: true, force: true }));
  const write = (name: string, text: string) => writeFileSync(join(fixture, name), text);

  it("finds a cycle made only of type imports, and names its files", async () => {
    write("account.ts", 'import type { Data } from "./data";\nexport type Account = { data: Data };\n');
    write("data.ts", 'import type { Account } from "./account";\nexport type Data = { owner: Account };\n');
    write("leaf.ts", 'import type { Account } from "./account";\nexport const leaf = (a: Account) => a;\n');
    const graph = await checkImportGraph(["."], { baseDir: fixture });
    expect(describeCycles(graph.cycles)).toBe("account.ts -> data.ts -> account.ts");
  });

  it("reports a local import that resolves to nothing", async () => {
    write("lost.ts", 'import { gone } from "./gone";\nexport const lost = gone;\n');
    const graph = await checkImportGraph(["lost.ts"], { baseDir: fixture });
    expect(graph.unresolved).toEqual(["./gone"]);
  });
});
