import { z } from "zod";
import { type DkimSigning, dkimFromSettings } from "./mail/dkim";
import { siteUrlFromEnv } from "./site-url";

const dnsName =
  /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/i;

/** How many proxies stand in front (docs/decisions/007); "true"/"false" still mean 1/0. */
const proxyHops = z
  .string()
  .regex(/^(\d{1,2}|true|false)$/, "must be the number of trusted proxies in front (0, 1, 2...)")
  .transform((v) => (v === "true" ? 1 : v === "false" ? 0 : Number(v)));
const emailList = z
  .string()
  .transform((v) =>
    v
      .split(",")
      .map((s) => s.trim())
      .filter(Boolean),
  )
  .pipe(z.array(z.email()));

/** Every setting the server reads, with the embedded defaults of `npm start` on a fresh clone. */
const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  SITE_URL: z.string().optional(),
  DATABASE_URL: z
    .string()
    .regex(/^(file:|postgres(ql)?:\/\/)/, "must start with file: or postgres://")
    .default("file:./data/site.db"),
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  /**
   * Every mail's sender, set explicitly (an address DKIM signs for: docs/decisions/032); unset,
   * each mail goes from the firm's name and email as the back office last saved them (decision 045).
   */
  MAIL_FROM: z.string().min(3).optional(),
  /**
   * The owner's inbox, set explicitly; unset, the owner's notices go to the firm's email as the
   * back office last saved it, read as each is composed (server/mail/sender.ts, decision 045).
   */
  NOTIFY_EMAIL: z.email().optional(),
  ADMIN_EMAILS: emailList.default([]),
  AUTH_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  TRUST_PROXY: proxyHops.default(0),
  /** Seconds a stopping instance may take to finish its requests and mail (docs/decisions/020). */
  SHUTDOWN_TIMEOUT: z.coerce.number().positive().max(600).default(10),
  /** A separate port for GET /metrics (docs/decisions/023); unset, metrics need METRICS_TOKEN. */
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  METRICS_TOKEN: z.string().min(16, "must be at least 16 characters").optional(),
  /**
   * The owner's calendar, as the secret iCalendar address Google, Outlook or iCloud give (webcal://
   * is read as https://): its busy times are not offered for booking (server/booking).
   */
  BOOKING_BUSY_ICS_URL: z
    .url({ protocol: /^(https?|webcals?)$/, error: "must be an http(s):// or webcal:// address" })
    .transform((url) => url.replace(/^webcals?:/, "https:"))
    .optional(),
  /**
   * How often each instance checks whether what its run-time pages are made of has changed (an
   * article published from the back office: docs/decisions/042), and whether a scheduled article
   * is due. At most a minute: the owner is promised every instance within a minute.
   */
  CONTENT_POLL_SECONDS: z.coerce.number().min(0.05).max(30).default(15),
  /**
   * The site's own counting of its pages, visitors and leads (docs/decisions/047): `off` counts
   * nothing (to measure what counting costs). Counts are written every ANALYTICS_FLUSH_SECONDS.
   */
  ANALYTICS: z.enum(["on", "off"]).default("on"),
  ANALYTICS_FLUSH_SECONDS: z.coerce.number().min(0.05).max(10).default(5),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /** DKIM signing of every mail (docs/decisions/032): all three, or none; `npm run dkim` makes the key. */
  DKIM_DOMAIN: z.string().regex(dnsName, "must be a domain name, such as example.co.uk").optional(),
  DKIM_SELECTOR: z.string().regex(dnsName, "must be a DNS label, such as kernow2026").optional(),
  DKIM_PRIVATE_KEY: z.string().optional(),
  DKIM_PRIVATE_KEY_FILE: z.string().optional(),
  BUILD_DIR: z.string().default("build"),
  MAIL_DIR: z.string().default("data/mail"),
});

/** The names of every setting, for the checks of .env.example and deploy/kernow-site.env. */
export const settingNames = [...Object.keys(schema.shape), "SITE_URL"] as const;

export type Config = Omit<z.infer<typeof schema>, "SITE_URL"> & {
  SITE_URL: string;
  /** The DKIM settings read together (and the key file read): undefined when mail goes unsigned. */
  DKIM?: DkimSigning;
};

export class ConfigError extends Error {}

/** Parses the environment once; an invalid value fails start-up with the variable's name. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const blankAsUnset = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ""));
  const parsed = schema.safeParse(blankAsUnset);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
    throw new ConfigError(
      `Invalid environment variable${problems.length > 1 ? "s" : ""}:\n  ${problems.join("\n  ")}`,
    );
  }
  let siteUrl: string;
  let dkim: DkimSigning | undefined;
  try {
    siteUrl = siteUrlFromEnv(env);
    dkim = dkimFromSettings(parsed.data);
  } catch (error) {
    throw new ConfigError(`Invalid environment variable:\n  ${(error as Error).message}`);
  }
  return { ...parsed.data, SITE_URL: siteUrl, DKIM: dkim };
}
