// `npm start` on a fresh clone (or after SITE_URL changed) builds first.
import { execSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";

const siteUrl = (() => {
  try {
    return new URL(process.env.SITE_URL?.trim() || "http://localhost:3000").origin;
  } catch {
    return null; // the server names the invalid variable
  }
})();
const infoFile = "build/build-info.json";
const built = existsSync("build/server-runtime/index.js") && existsSync(infoFile);
const builtFor = built ? JSON.parse(readFileSync(infoFile, "utf8")).siteUrl : null;

if (!built || (siteUrl && builtFor !== siteUrl)) {
  console.log(
    built ? `Rebuilding for SITE_URL ${siteUrl} (built for ${builtFor})` : "No build yet: building first",
  );
  execSync("npm run build", { stdio: "inherit" });
}
