import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { readableMail } from "../../tests/support/smtp-sink";

export const BENCH_PASSWORD = "Str0ng!pass";

/** The `name=value` pairs a response's Set-Cookie headers set, as a Cookie header. */
export const cookiesOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0]!)
    .filter((pair) => !pair.endsWith("="))
    .join("; ");

/**
 * The link to `path` in the newest mail to each address the server wrote (.eml files in `mailDir`,
 * no SMTP_URL), once every address has one.
 */
export async function mailedLinks(
  mailDir: string,
  emails: string[],
  path: string,
): Promise<Map<string, string>> {
  const pattern = new RegExp(`${path.replace(/[?/]/g, "\\$&")}[^\\s"<]+`);
  for (let attempt = 0; attempt < 300; attempt++) {
    const links = new Map<string, string>();
    let names: string[] = [];
    try {
      names = readdirSync(mailDir).sort();
    } catch {} // no mail written yet
    for (const name of names) {
      const mail = readableMail(readFileSync(join(mailDir, name), "utf8"));
      const to = mail.match(/^To: (\S+)/m)?.[1];
      const link = mail.match(pattern)?.[0];
      if (to && link && emails.includes(to)) links.set(to, link);
    }
    if (links.size === emails.length) return links;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no ${path} link for some of ${emails.join(", ")}`);
}

/**
 * Confirmed accounts for the benches: each address signs up from a client address of its own
 * (for a server trusting one proxy) and opens its confirmation link with the cookie its sign-up
 * set, as the browser that signed up would (docs/decisions/026). Each address's session cookie.
 */
export async function confirmedAccounts(url: string, mailDir: string, emails: string[]) {
  const registrations = new Map<string, string>();
  for (const [n, email] of emails.entries()) {
    const response = await fetch(`${url}/api/account/sign-up`, {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        "X-Forwarded-For": `198.51.100.${(n % 250) + 1}`,
      },
      body: JSON.stringify({ fullName: "Bench", email, password: BENCH_PASSWORD }),
    });
    registrations.set(email, cookiesOf(response));
  }
  const links = await mailedLinks(mailDir, emails, "/auth/verify?token=");
  const sessions = new Map<string, string>();
  for (const email of emails) {
    const confirmed = await fetch(`${url}${links.get(email)}`, {
      redirect: "manual",
      headers: { Cookie: registrations.get(email)! },
    });
    sessions.set(email, cookiesOf(confirmed));
  }
  return sessions;
}
