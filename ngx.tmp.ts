import { writeFileSync } from "node:fs";
import { startNginx } from "./scripts/lib/nginx";
const nginx = await startNginx(process.argv.slice(2).map(Number));
writeFileSync("/tmp/mc/nginx.json", JSON.stringify({ https: nginx.httpsPort, dir: nginx.dir }));
process.on("SIGTERM", async () => { await nginx.stop(); process.exit(0); });
setInterval(() => {}, 1000);
