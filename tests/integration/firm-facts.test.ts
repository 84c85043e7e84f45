import { afterAll, beforeAll, expect, it } from "vitest";
import { type DB, openDatabase } from "../../server/db";
import { confirmedSession } from "../support/accounts";
import { type App, startApp } from "../support/app-server";
import { describeEachDatabase } from "../support/databases";
import { mailMatching, readableMail, startSmtpSink, waitFor } from "../support/smtp-sink";

const OWNER = "owner@example.co.uk";
const TEAM = "team@example.co.uk";

/** The settings as the owner types them on a phone: loose spacing and case, the national number. */
const typed = {
  intent: "firm-facts",
  name: "Kernow IT",
  legalName: "Kernow Tech Consulting Ltd",
  registrationNumber: "sc 123456",
  street: "2 Fore Street",
  locality: "Redruth",
  region: "Cornwall",
  postalCode: "tr15 2bl",
  phone: "020 7946 0123",
  email: "office@kernowtechconsulting.co.uk",
  replyWithinHours: "8",
  opens: "8:30",
  closes: "17:00",
};

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** A header's value in a raw mail (unfolded). */
const mailHeader = (raw: string, name: string) =>
  readableMail(raw)
    .match(new RegExp(`^${name}:\\s*(.+)$`, "im"))?.[1]
    ?.trim();

const pathsOf = (sitemap: string) =>
  [...sitemap.matchAll(/<loc>https?:\/\/[^/<]+([^<]*)<\/loc>/g)].map((match) => match[1] || "/");

describeEachDatabase("the firm's facts set in the back office on $name", (database) => {
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  let first: App;
  let second: App;
  let db: DB;
  let owner: string;
  // React separates the words around a value with an empty comment: read the page without them.
  const page = async (app: App, path: string) =>
    (await (await fetch(`${app.base}${path}`)).text()).replaceAll("<!-- -->", "");
  const save = (fields: Record<string, string>) => first.submit("/admin/settings/firm", fields, owner);

  beforeAll(async () => {
    sink = await startSmtpSink();
    const url = await database.url();
    // Two instances on one database (in one process here: each has its own pages in memory). The
    // first sends the owner's notices to NOTIFY_EMAIL; the second has none set (the firm's email).
    const env = {
      DATABASE_URL: url,
      SMTP_URL: sink.url,
      TRUST_PROXY: "1",
      ADMIN_EMAILS: OWNER,
      CONTENT_POLL_SECONDS: "0.25",
      LOG_LEVEL: "info",
    };
    first = await startApp({ ...env, NOTIFY_EMAIL: TEAM });
    second = await startApp(env);
    db = openDatabase(url);
    owner = await confirmedSession(first, sink, OWNER);
  }, 60_000);
  afterAll(async () => {
    // Closing waits for a render under way, and for the social images being drawn.
    await first?.close();
    await second?.close();
    const drawn = second?.log
      .map((line) => JSON.parse(line) as { msg?: string; files?: number; ms?: number })
      .filter((line) => line.msg === "live files drawn");
    console.log(
      `Second instance drew ${drawn?.map((line) => `${line.files} files in ${line.ms} ms`).join(", ")}`,
    );
    await sink?.close();
    await db?.destroy();
  }, 150_000);

  it("refuses a number, phone or postcode of the wrong shape at its field, and saves nothing", async () => {
    expect(await page(second, "/")).toContain("company number 00000000");
    const refused = await save({
      ...typed,
      registrationNumber: "12345",
      phone: "+1 212 555 0100",
      postalCode: "TR15",
    });
    expect(refused.status).toBe(400);
    const html = await refused.text();
    expect(html).toContain(
      "A company number is eight digits, or two letters such as SC, NI or OC and six digits",
    );
    expect(html).toContain("Enter a UK phone number, such as 01209 123456 or 07700 900123");
    expect(html).toContain("Enter a UK postcode, such as TR15 1AA");
    expect(html).toMatch(
      /id="registrationNumber"[^>]*aria-invalid="true"|aria-invalid="true"[^>]*id="registrationNumber"/,
    );
    // What was typed is kept for the owner to correct.
    expect(html).toContain('value="2 Fore Street"');
    expect(await db.selectFrom("firm_facts").selectAll().execute()).toEqual([]);
    expect(
      await db.selectFrom("audit_log").selectAll().where("action", "=", "firm-facts.save").execute(),
    ).toEqual([]);
    expect(await page(first, "/")).toContain("01632 960123");
  });

  it("a saved fact shows on every prerendered page of both instances, in its structured data, its social images, security.txt and a mail; the owner's notices go to the new email unless NOTIFY_EMAIL is set", async () => {
    // The build's social image of a page, which draws the firm's name.
    const builtImage = await fetch(`${second.base}/social/about.png`);
    const builtEtag = builtImage.headers.get("etag");
    const builtBytes = Buffer.from(await builtImage.arrayBuffer());
    expect(await (await fetch(`${second.base}/.well-known/security.txt`)).text()).toContain(
      "Contact: mailto:hello@kernowtechconsulting.co.uk",
    );
    const pressed = performance.now();
    const saved = await save(typed);
    const answered = Math.round(performance.now() - pressed);
    expect(saved.status).toBe(302);
    expect(saved.headers.get("location")).toBe("/admin/settings/firm?done=saved");
    await waitFor(async () => (await page(first, "/")).includes("company number SC123456"), 150_000);
    const onFirst = Math.round(performance.now() - pressed);
    await waitFor(async () => (await page(second, "/about")).includes("company number SC123456"), 150_000);
    const onSecond = Math.round(performance.now() - pressed);
    const made = second.log
      .map((line) => JSON.parse(line) as { msg?: string; source?: string; pages?: number; ms?: number })
      .filter((line) => line.msg === "live pages made" && line.source === "facts");
    console.log(
      `Save answered in ${answered} ms; the new number served by the first instance ${onFirst} ms after the press, by the second ${onSecond} ms (poll 250 ms); second instance rendered ${made.map((line) => `${line.pages} pages in ${line.ms} ms`).join(", ")}`,
    );

    // Kept in its written forms, and audited with what changed.
    const audited = await db
      .selectFrom("audit_log")
      .select(["actor", "detail"])
      .where("action", "=", "firm-facts.save")
      .execute();
    expect(audited).toEqual([
      {
        actor: OWNER,
        detail: "name, registrationNumber, street, postalCode, phone, email, replyWithinHours, opens, closes",
      },
    ]);

    // Every page the build made, from memory on the second instance: the new facts, none of the old.
    const paths = pathsOf(await page(second, "/sitemap.xml"));
    expect(paths.length).toBeGreaterThan(40);
    for (const path of paths) {
      const response = await fetch(`${second.base}${path}`);
      expect(response.status, path).toBe(200);
      // From memory, as the build's were (the booking page alone is rendered per request).
      if (path !== "/book") expect(response.headers.get("etag"), path).toBeTruthy();
      const html = (await response.text()).replaceAll("<!-- -->", "");
      expect(html, path).toContain('href="tel:+442079460123"');
      expect(html, path).toContain("SC123456");
      expect(html, path).toContain("TR15 2BL");
      for (const old of [
        "01632 960123",
        "+441632960123",
        "00000000",
        "TR15 1AA",
        "hello@kernowtechconsulting",
      ])
        expect(html, `${path} still shows ${old}`).not.toContain(old);
    }
    const home = await page(second, "/");
    const jsonLd = home.match(/<script type="application\/ld\+json">([^<]*)<\/script>/)?.[1] ?? "";
    expect(JSON.parse(jsonLd)[0]).toMatchObject({
      "@type": "Organization",
      telephone: "020 7946 0123",
      email: "office@kernowtechconsulting.co.uk",
      address: { postalCode: "TR15 2BL" },
    });
    // The promise in words follows its hours; the islands read the same facts from the page.
    expect(home).toContain("within eight hours");
    expect(home).toContain('<script type="application/json" id="firm-facts">');
    // A page rendered per request and the not-found page show them too.
    expect(await page(second, "/no-such-page")).toContain("company number SC123456");

    // security.txt names the new address, on both instances, trusted for a year from now.
    for (const app of [first, second]) {
      const security = await (await fetch(`${app.base}/.well-known/security.txt`)).text();
      expect(security).toContain("Contact: mailto:office@kernowtechconsulting.co.uk");
      const expires = Date.parse(security.match(/^Expires: (.+)$/m)?.[1] ?? "");
      expect(expires).toBeGreaterThan(Date.now() + 364 * 24 * 3600 * 1000);
    }
    // The page's social image is drawn again with the new name, in the background, at the address
    // its og:image names (the build's until then): a PNG, answered from memory with its own ETag.
    expect(home).toContain('content="http://localhost:3000/social/home.png"');
    const redrawn = await waitFor(async () => {
      const response = await fetch(`${second.base}/social/about.png`);
      return response.headers.get("etag") !== builtEtag && response;
    }, 150_000);
    const drawnAfter = Math.round(performance.now() - pressed);
    expect(redrawn.status).toBe(200);
    expect(redrawn.headers.get("content-type")).toBe("image/png");
    expect(redrawn.headers.get("cache-control")).toBe("public, max-age=3600");
    const bytes = Buffer.from(await redrawn.arrayBuffer());
    expect(bytes.subarray(0, 8)).toEqual(PNG_SIGNATURE);
    expect(bytes.equals(builtBytes)).toBe(false);
    const etag = redrawn.headers.get("etag")!;
    expect(
      (await fetch(`${second.base}/social/about.png`, { headers: { "If-None-Match": etag } })).status,
    ).toBe(304);
    console.log(`The second instance served the redrawn social image ${drawnAfter} ms after the press`);

    // A mail composed now carries the new facts in its frame, and the opening hours in its promise.
    const enquiry = await second.post(
      "/api/contact",
      {
        firstName: "Morwenna",
        lastName: "Tre",
        email: "morwenna@example.co.uk",
        company: "Harbour Ltd",
        serviceInterests: ["cyber-security"],
        message: "We need Cyber Essentials before our insurance renewal.",
      },
      { "X-Forwarded-For": "203.0.113.9" },
    );
    expect(enquiry.status).toBe(201);
    const ack = readableMail(
      (await waitFor(() => sink.messages.find((mail) => mail.to.includes("morwenna@example.co.uk")))).raw,
    );
    expect(ack).toContain("company number SC123456");
    expect(ack).toContain("Registered office: 2 Fore Street, Redruth, Cornwall, TR15 2BL");
    expect(ack).toContain("office@kernowtechconsulting.co.uk =C2=B7 020 7946 0123"); // "·", quoted-printable
    expect(ack).toContain("Monday to Friday, 08:30 to 17:00 UK time");
    expect(ack).not.toContain("01632 960123");
    // From the firm's new name and address (MAIL_FROM is not set).
    expect(mailHeader(ack, "From")).toBe("Kernow IT <office@kernowtechconsulting.co.uk>");
    // NOTIFY_EMAIL unset (the second instance): the owner's notice goes to the firm's new email,
    // and a visitor's reply to the acknowledgement reaches it too.
    expect(mailHeader(ack, "Reply-To")).toBe("office@kernowtechconsulting.co.uk");
    const notice = await mailMatching(sink, "office@kernowtechconsulting.co.uk", "Harbour Ltd");
    expect(notice.to).toEqual(["office@kernowtechconsulting.co.uk"]);
    expect(sink.messages.filter((mail) => mail.to.includes("hello@kernowtechconsulting.co.uk"))).toEqual([]);
    // NOTIFY_EMAIL set (the first instance): it wins over the firm's email.
    const otherEnquiry = await first.post(
      "/api/contact",
      {
        firstName: "Jenna",
        lastName: "Pascoe",
        email: "jenna@example.co.uk",
        company: "Quay Bakery",
        serviceInterests: ["cyber-security"],
        message: "Our tills and laptops need looking after.",
      },
      { "X-Forwarded-For": "203.0.113.10" },
    );
    expect(otherEnquiry.status).toBe(201);
    expect((await mailMatching(sink, TEAM, "Quay Bakery")).to).toEqual([TEAM]);
    const jennasAck = await mailMatching(sink, "jenna@example.co.uk", "Jenna");
    expect(mailHeader(jennasAck.raw, "Reply-To")).toBe(TEAM);
    expect(
      sink.messages.filter((mail) => mail.to.includes("office@kernowtechconsulting.co.uk")),
    ).toHaveLength(1);
  }, 400_000);

  it("the settings page shows what was saved, the phone as the UK writes it", async () => {
    const html = await (
      await fetch(`${first.base}/admin/settings/firm`, { headers: { Cookie: owner } })
    ).text();
    expect(html).toContain('value="SC123456"');
    expect(html).toContain('value="020 7946 0123"');
    expect(html).toContain('value="TR15 2BL"');
    expect(html).toContain('value="08:30"');
  });
});
