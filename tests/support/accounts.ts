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

/** Signs up, follows the confirmation link, and returns the session cookie it set. */
export async function confirmedSession(
  app: App,
  sink: Sink,
  email: string,
  client = "198.18.9.1",
): Promise<string> {
  const signUp = await app.post(
    "/api/account/sign-up",
    { fullName: "Test Person", email, password: TEST_PASSWORD },
    { "X-Forwarded-For": client },
  );
  expect(signUp.status).toBe(200);
  const confirmed = await fetch(`${app.base}${await mailedLink(sink, email, "/auth/verify?token=")}`, {
    redirect: "manual",
  });
  expect(confirmed.headers.get("location")).toBe("/account?confirmed=1");
  return sessionCookie(confirmed);
}
