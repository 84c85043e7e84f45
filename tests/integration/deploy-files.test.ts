import { execFileSync } from "node:child_process";
import { generateKeyPairSync } from "node:crypto";
import { copyFileSync, existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { loadConfig, settingNames } from "../../server/config";

// The files of deploy/ as an operator installs them. nginx's configuration is run for real by
// topology.test.ts; here: systemd's units and the environment template.
const systemdAnalyze = "/usr/bin/systemd-analyze";

/** KEY=value lines of an environment file (commented-out lines included when `all`). */
function variables(file: string, all = false): Record<string, string> {
  const entries = readFileSync(file, "utf8")
    .split("\n")
    .map((line) => (all ? line.replace(/^#(?=[A-Z_]+=)/, "") : line))
    .filter((line) => /^[A-Z_]+=/.test(line))
    .map((line) => {
      const [key = "", ...rest] = line.split("=");
      return [key, rest.join("=").replace(/^"(.*)"$/, "$1")] as const;
    });
  return Object.fromEntries(entries);
}

describe("the environment template deploy/kernow-site.env", () => {
  it("names only variables the server reads, every one of them valid once filled in", () => {
    const template = variables("deploy/kernow-site.env", true);
    expect(Object.keys(template).filter((key) => !settingNames.includes(key as never))).toEqual([]);
    // The DKIM key as `npm run dkim` would have written it.
    const dkimKey = join(mkdtempSync(join(tmpdir(), "dkim-")), "dkim.pem");
    const { privateKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
    writeFileSync(dkimKey, privateKey.export({ type: "pkcs8", format: "pem" }));
    const filled = Object.fromEntries(
      Object.entries(template).map(([key, value]) => [
        key,
        value
          .replace("CHANGE-ME-at-least-16-characters", "a".repeat(24))
          .replace("CHANGE-ME", "b".repeat(40))
          .replace("/etc/kernow-site/dkim.pem", dkimKey),
      ]),
    );
    expect(loadConfig(filled).TRUST_PROXY).toBe(1); // nginx in front
    // Left as it is, the placeholder secret stops the server with the variable's name.
    expect(() => loadConfig(variables("deploy/kernow-site.env"))).toThrow(/AUTH_SECRET/);
  });

  it("and .env.example describe every setting but the build's own (NODE_ENV, BUILD_DIR)", () => {
    const described = Object.keys(variables(".env.example", true));
    const internal = ["NODE_ENV", "BUILD_DIR"];
    expect(settingNames.filter((key) => !internal.includes(key) && !described.includes(key))).toEqual([]);
  });
});

describe.skipIf(!existsSync(systemdAnalyze))("the systemd units in deploy/systemd", () => {
  it("pass systemd-analyze verify without a warning", () => {
    const dir = mkdtempSync(join(tmpdir(), "site-units-"));
    // A template unit is verified through one of its instances.
    copyFileSync("deploy/systemd/kernow-site@.service", join(dir, "kernow-site@3001.service"));
    for (const unit of ["kernow-site-backup.service", "kernow-site-backup.timer"])
      copyFileSync(join("deploy/systemd", unit), join(dir, unit));
    const units = ["kernow-site@3001.service", "kernow-site-backup.service", "kernow-site-backup.timer"];
    const output = execFileSync(systemdAnalyze, ["verify", ...units.map((unit) => join(dir, unit))], {
      encoding: "utf8",
      stdio: ["ignore", "pipe", "pipe"],
    });
    expect(output).toBe("");
  });
});
