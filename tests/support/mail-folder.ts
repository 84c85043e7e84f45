import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { type ReceivedMail, readableMail } from "./smtp-sink";

/**
 * The mail the server wrote as .eml files (no SMTP_URL), read afresh at each look, in the shape
 * of the SMTP sink's messages so that the same helpers find links in it.
 */
export function mailFolder(dir: string) {
  const read = (name: string): ReceivedMail & { file: string } => {
    const raw = readFileSync(join(dir, name), "utf8");
    const to = readableMail(raw).match(/^To: (.+)$/m)?.[1] ?? "";
    return { file: name, to: to.split(",").map((address) => address.trim()), raw };
  };
  return {
    get messages() {
      let names: string[] = [];
      try {
        names = readdirSync(dir).filter((name) => name.endsWith(".eml"));
      } catch {
        // nothing written yet
      }
      return names.sort().map(read);
    },
  };
}
