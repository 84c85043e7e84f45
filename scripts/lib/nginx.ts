import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { connect, createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

/**
 * nginx run with deploy/nginx/kernow-site.conf as shipped, on this machine's loopback: the test
 * and the bench swap only its ports, its instances and its certificate (a self-signed one).
 */
export const NGINX = process.env.NGINX_PATH ?? "/usr/sbin/nginx";
export const nginxInstalled = existsSync(NGINX);
export const SITE_NAME = "www.example.co.uk";

/** A free port in 3420-3499 (this machine's range for servers started by hand), other than `besides`. */
export async function freePortInRange(from = 3420, to = 3499, besides: number[] = []): Promise<number> {
  const start = from + Math.floor(Math.random() * (to - from + 1));
  for (let i = 0; i <= to - from; i++) {
    const port = from + ((start - from + i) % (to - from + 1));
    if (besides.includes(port)) continue;
    const free = await new Promise<boolean>((resolve) => {
      const probe = createServer();
      probe.once("error", () => resolve(false));
      probe.listen(port, "127.0.0.1", () => probe.close(() => resolve(true)));
    });
    if (free) return port;
  }
  throw new Error(`no free port in ${from}-${to}`);
}

/** The shipped site configuration with this run's ports, instances and certificate. */
export function siteConfig(options: {
  httpPort: number;
  httpsPort: number;
  instances: number[];
  certificate: string;
  key: string;
  webroot: string;
}): string {
  const shipped = readFileSync("deploy/nginx/kernow-site.conf", "utf8");
  // The shipped instances' lines, with their parameters, become one line per instance of this run.
  const parameters = shipped.match(/^ {4}server 127\.0\.0\.1:\d+ (.*);$/m)?.[1] ?? "";
  const upstreams = options.instances.map((port) => `    server 127.0.0.1:${port} ${parameters};`).join("\n");
  const config = shipped
    .replace(/( {4}server 127\.0\.0\.1:\d+ .*;\n)+/, `${upstreams}\n`)
    .replace(/^ {4}listen \[::\].*\n/gm, "")
    .replace(/listen 80;/, `listen 127.0.0.1:${options.httpPort};`)
    .replace(/listen 443 ssl http2 /, `listen 127.0.0.1:${options.httpsPort} ssl http2 `)
    .replace(/ssl_certificate \S+;/, `ssl_certificate ${options.certificate};`)
    .replace(/ssl_certificate_key \S+;/, `ssl_certificate_key ${options.key};`)
    .replace("root /var/www/html;", `root ${options.webroot};`);
  if (!config.includes(`listen 127.0.0.1:${options.httpsPort}`) || !config.includes(upstreams))
    throw new Error("deploy/nginx/kernow-site.conf changed shape: update scripts/lib/nginx.ts");
  return config;
}

export type AccessLogEntry = { client: string; request: string; upstream: string; status: number };

export type RunningNginx = {
  /** https://127.0.0.1:<port> (self-signed: clients skip verification and send Host: SITE_NAME). */
  httpsPort: number;
  httpPort: number;
  dir: string;
  /** Each request nginx answered, from its access log: `upstream` lists every instance tried. */
  accessLog(): AccessLogEntry[];
  stop(): Promise<void>;
};

/** A new temporary folder for an nginx run: its configuration, logs, pid and temporary files. */
function nginxFolder(): string {
  const dir = mkdtempSync(join(tmpdir(), "site-nginx-"));
  chmodSync(dir, 0o755); // the worker processes (nobody, when started as root) read and write here
  for (const sub of ["temp", "webroot"]) mkdirSync(join(dir, sub), { mode: 0o777 });
  chmodSync(join(dir, "temp"), 0o777);
  return dir;
}

/** What Debian's /etc/nginx/nginx.conf provides around a site file, in the run's folder. */
function mainConfig(dir: string, workers: number | "auto", http: string): string {
  const temp = join(dir, "temp");
  return `worker_processes ${workers};
error_log ${join(dir, "error.log")} warn;
events { worker_connections 4096; } # README: Debian ships 768
http {
  include /etc/nginx/mime.types;
  client_body_temp_path ${temp}/body; proxy_temp_path ${temp}/proxy; fastcgi_temp_path ${temp}/fastcgi;
  uwsgi_temp_path ${temp}/uwsgi; scgi_temp_path ${temp}/scgi;
${http}
}
`;
}

/** Runs nginx on the folder's nginx.conf (checked first) until `stop`, once it listens on `port`. */
async function launch(dir: string, port: number) {
  const args = ["-p", dir, "-c", join(dir, "nginx.conf"), "-g", `daemon off; pid ${join(dir, "nginx.pid")};`];
  execFileSync(NGINX, ["-t", "-q", ...args], { stdio: "pipe" });
  const child: ChildProcess = spawn(NGINX, args, { stdio: ["ignore", "ignore", "inherit"] });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  await waitForPort(port, child);
  return {
    pid: child.pid!,
    async stop() {
      if (child.exitCode === null) child.kill("SIGQUIT"); // nginx's graceful stop
      await exited;
    },
  };
}

/** Starts nginx in front of the instances on these ports, with its files in a new temporary folder. */
export async function startNginx(instances: number[]): Promise<RunningNginx> {
  const dir = nginxFolder();
  execFileSync(
    "openssl",
    [
      ...["req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes"],
      ...["-keyout", join(dir, "key.pem"), "-out", join(dir, "cert.pem"), "-days", "2"],
      ...["-subj", `/CN=${SITE_NAME}`],
    ],
    { stdio: "ignore" },
  );
  const httpPort = await freePortInRange();
  const httpsPort = await freePortInRange(3420, 3499, [httpPort]);
  const site = siteConfig({
    httpPort,
    httpsPort,
    instances,
    certificate: join(dir, "cert.pem"),
    key: join(dir, "key.pem"),
    webroot: join(dir, "webroot"),
  });
  writeFileSync(join(dir, "kernow-site.conf"), site);
  writeFileSync(
    join(dir, "nginx.conf"),
    mainConfig(
      dir,
      2,
      `  log_format upstreams '$remote_addr|$request_method $uri|$upstream_addr|$status';
  access_log ${join(dir, "access.log")} upstreams;
  include ${join(dir, "kernow-site.conf")};`,
    ),
  );
  const nginx = await launch(dir, httpsPort);
  return {
    httpPort,
    httpsPort,
    dir,
    accessLog: () =>
      (existsSync(join(dir, "access.log")) ? readFileSync(join(dir, "access.log"), "utf8") : "")
        .split("\n")
        .filter(Boolean)
        .map((line) => {
          const [client = "", request = "", upstream = "", status = "0"] = line.split("|");
          return { client, request, upstream, status: Number(status) };
        }),
    stop: nginx.stop,
  };
}

export type StaticNginx = { url: string; pid: number; stop(): Promise<void> };

/**
 * nginx serving a folder of built files as a web server would (the bench's baseline for the
 * prerendered pages): Debian's defaults (access log, sendfile), `gzip_static` answering the
 * build's .gz twins, `/about` from `about/index.html`. Plain HTTP on a free port.
 */
export async function startStaticNginx(root: string, workers: number | "auto"): Promise<StaticNginx> {
  const dir = nginxFolder();
  const port = await freePortInRange();
  writeFileSync(
    join(dir, "nginx.conf"),
    mainConfig(
      dir,
      workers,
      `  sendfile on;
  tcp_nopush on;
  access_log ${join(dir, "access.log")};
  server {
    listen 127.0.0.1:${port};
    root ${root};
    gzip_static on;
    location / { try_files $uri $uri/index.html =404; }
  }`,
    ),
  );
  const nginx = await launch(dir, port);
  return { url: `http://127.0.0.1:${port}`, ...nginx };
}

async function waitForPort(port: number, child: ChildProcess) {
  for (let attempt = 0; attempt < 100; attempt++) {
    if (child.exitCode !== null) throw new Error(`nginx exited with ${child.exitCode}`);
    const open = await new Promise<boolean>((resolve) => {
      const probe = connect(port, "127.0.0.1", () => {
        probe.destroy();
        resolve(true);
      });
      probe.once("error", () => resolve(false));
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error("nginx did not start listening");
}
