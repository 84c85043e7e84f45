import { execFile, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

/**
 * The W3C Nu HTML checker (vnu.jar, from the `vnu-jar` package) over many documents in one Java
 * run: a JVM starts in about a second, so every document of a suite goes in one batch.
 */

/** The path of vnu.jar: the package's export is a String object holding it. */
const vnuJar = String(createRequire(import.meta.url)("vnu-jar"));

/** The Java that runs the checker (JAVA_HOME's, else the one on PATH), or undefined when there is none. */
export const java = (() => {
  const command = process.env.JAVA_HOME ? join(process.env.JAVA_HOME, "bin", "java") : "java";
  return spawnSync(command, ["-version"], { stdio: "ignore" }).status === 0 ? command : undefined;
})();

export const NO_JAVA = "no Java here to run the Nu HTML checker (apt-get install -y default-jre-headless)";

type NuMessage = {
  type: "error" | "info" | "non-document-error";
  subType?: string;
  url?: string;
  message: string;
  extract?: string;
  lastLine?: number;
  firstColumn?: number;
  lastColumn?: number;
};

const describeMessage = (message: NuMessage) =>
  `${message.lastLine ?? "?"}:${message.firstColumn ?? message.lastColumn ?? "?"} ${message.message}` +
  (message.extract ? ` «${message.extract.replace(/\s+/g, " ").trim()}»` : "");

/**
 * The checker's errors for each file (absolute paths), one line per error; a file with none maps
 * to an empty list. Warnings and notes are left out: the bar is the checker's errors.
 */
export async function nuErrorsOfFiles(files: readonly string[]): Promise<Map<string, string[]>> {
  if (!java) throw new Error(NO_JAVA);
  const args = ["-jar", vnuJar, "--format", "json", "--stdout", "--exit-zero-always", "--skip-info-messages"];
  const output = await new Promise<string>((resolve, reject) =>
    execFile(java!, [...args, ...files], { maxBuffer: 64 * 1024 * 1024 }, (error, stdout, stderr) =>
      error ? reject(new Error(`vnu failed: ${stderr || error.message}`)) : resolve(stdout),
    ),
  );
  const errors = new Map(files.map((file) => [file, [] as string[]]));
  for (const message of (JSON.parse(output) as { messages: NuMessage[] }).messages) {
    if (message.type === "info") continue;
    // vnu names a file `file:/path`, which fileURLToPath reads as `file:///path`.
    const list = message.url?.startsWith("file:") ? errors.get(fileURLToPath(message.url)) : undefined;
    if (!list) throw new Error(`vnu: ${describeMessage(message)} (${message.url ?? "no document"})`);
    list.push(describeMessage(message));
  }
  return errors;
}

/** The checker's errors for each named HTML document (written to temporary files for the one run). */
export async function nuErrorsOfDocuments(
  documents: ReadonlyMap<string, string>,
): Promise<Map<string, string[]>> {
  const dir = mkdtempSync(join(tmpdir(), "nu-html-"));
  try {
    const names = new Map<string, string>();
    for (const [name, html] of documents) {
      const file = join(dir, `${names.size}.html`);
      writeFileSync(file, html);
      names.set(file, name);
    }
    const errors = await nuErrorsOfFiles([...names.keys()]);
    return new Map([...errors].map(([file, list]) => [names.get(file)!, list]));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
