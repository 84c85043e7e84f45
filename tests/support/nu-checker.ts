import { execFile, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** The W3C Nu HTML checker's jar (the vnu-jar package), run on this machine's Java. */
const VNU_JAR = String(createRequire(import.meta.url)("vnu-jar"));

/** Whether Java runs here: the checker's tests skip, and say so, where it does not. */
export const hasJava = spawnSync("java", ["-version"], { stdio: "ignore" }).status === 0;

export type NuMessage = { document: string; type: string; message: string; extract?: string };

/**
 * Checks whole documents with the Nu checker in one run (a JVM start costs seconds) and returns
 * its errors and warnings, each with the name of its document.
 */
export async function nuCheck(documents: readonly { name: string; html: string }[]): Promise<NuMessage[]> {
  const dir = mkdtempSync(join(tmpdir(), "nu-"));
  try {
    const files = documents.map((document) => {
      const file = join(dir, `${document.name}.html`);
      writeFileSync(file, document.html);
      return file;
    });
    const output = await new Promise<string>((resolve, reject) =>
      // The checker reports on stderr, and exits 1 when it found errors.
      execFile(
        "java",
        ["-jar", VNU_JAR, "--format", "json", ...files],
        { maxBuffer: 1 << 24 },
        (error, _, stderr) =>
          stderr ? resolve(stderr) : reject(error ?? new Error("no answer from the Nu checker")),
      ),
    );
    const { messages } = JSON.parse(output) as {
      messages: { type: string; subType?: string; url: string; message: string; extract?: string }[];
    };
    return messages
      .filter((m) => m.type === "error" || m.subType === "warning" || m.type === "non-document-error")
      .map((m) => ({
        document: m.url
          .split("/")
          .at(-1)!
          .replace(/\.html$/, ""),
        type: m.subType ?? m.type,
        message: m.message,
        extract: m.extract,
      }));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
