import { expect } from "vitest";
import type { App } from "./app-server";
import { type ReceivedMail, readableMail, waitFor } from "./smtp-sink";

/** Where the test reads the server's mail: the SMTP sink, or the .eml folder (mail-folder.ts). */
type Sink = { readonly messages: ReceivedMail[] };

export const TEST_PASSWORD = "Str0ng!pass";

/** The session cookie a response set (the browser's jar, reduced to what the tests need). */
export const sessionCookie = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0]!)
    .filter((pair) => pair.startsWith("kt.session_token=") && !pair.endsWith("="))
    .join("; ");

/** The path of the link (starting with `path`) in the `count`th mail to `to` that has one. */
export async function mailedLink(sink: Sink, to: string, path: string, count = 1): Promise<string> {
  const mails = await waitFor(() => {
    const found = sink.messages.filter((m) => m.to.includes(to) && readableMail(m.raw).includes(path));
    return found.length >= count && found;
  });
  const text = readableMail(mails[count - 1]!.raw);
  const link = text.match(new RegExp(`https?://[^/\\s]+(${path.replace("?", "\\?")}[^\\s"<]+)`))?.[1];
  expect(link, `a link to ${path} in the mail to ${to}`).toBeDefined();
  return link!;
}

/**
 * A browser, as far as the account tests need one: a client address of its own (the app trusts
 * one proxy) and a cookie jar that keeps what responses set and sends it back. Redirects are not
 * followed, so a test sees where each answer sends the visitor.
 */
export function browser(app: App, address: string) {
  const jar = new Map<string, string>();
  const keep = (response: Response) => {
    for (const cookie of response.headers.getSetCookie()) {
      const pair = cookie.split(";")[0]!;
      const name = pair.slice(0, pair.indexOf("="));
      const value = pair.slice(pair.indexOf("=") + 1);
      if (value === "" || /;\s*max-age=0\b/i.test(cookie)) jar.delete(name);
      else jar.set(name, value);
    }
    return response;
  };
  const send = async (path: string, init: { method?: string; type?: string; body?: string } = {}) =>
    keep(
      await fetch(`${app.base}${path}`, {
        method: init.method ?? "GET",
        redirect: "manual",
        headers: {
          "X-Forwarded-For": address,
          ...(jar.size ? { Cookie: [...jar].map(([name, value]) => `${name}=${value}`).join("; ") } : {}),
          ...(init.type ? { "Content-Type": init.type } : {}),
        },
        body: init.body,
      }),
    );
  return {
    cookies: jar,
    get: (path: string) => send(path),
    /** A JSON post, as the forms send with JavaScript. */
    post: (path: string, body: unknown) =>
      send(path, { method: "POST", type: "application/json", body: JSON.stringify(body) }),
    /** A form post, as the forms send without JavaScript. */
    submit: (path: string, fields: Record<string, string>) =>
      send(path, {
        method: "POST",
        type: "application/x-www-form-urlencoded",
        body: new URLSearchParams(fields).toString(),
      }),
  };
}

export type Browser = ReturnType<typeof browser>;

/** Signs up in `visitor`'s browser, follows the confirmation link there, and returns its session cookie. */
export async function confirmedSession(
  app: App,
  sink: Sink,
  email: string,
  client = "198.18.9.1",
): Promise<string> {
  const visitor = browser(app, client);
  const signUp = await visitor.post("/api/account/sign-up", {
    fullName: "Test Person",
    email,
    password: TEST_PASSWORD,
  });
  expect(signUp.status).toBe(200);
  const confirmed = await visitor.get(await mailedLink(sink, email, "/auth/verify?token="));
  expect(confirmed.headers.get("location")).toBe("/account?confirmed=1");
  return sessionCookie(confirmed);
}
