import { generateKeyPairSync } from "node:crypto";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config";

describe("loadConfig", () => {
  it("runs with the embedded defaults when nothing is set", () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.SITE_URL).toBe("http://localhost:3000");
    expect(config.DATABASE_URL).toBe("file:./data/site.db");
    expect(config.SMTP_URL).toBeUndefined();
    expect(config.TRUST_PROXY).toBe(0);
  });

  it("reads the production settings", () => {
    const config = loadConfig({
      PORT: "8080",
      SITE_URL: "https://www.example.co.uk/",
      DATABASE_URL: "postgres://site@db:5432/site",
      SMTP_URL: "smtp://user:pass@mail.example.co.uk:587",
      ADMIN_EMAILS: "a@example.co.uk, b@example.co.uk",
      TRUST_PROXY: "2",
    });
    expect(config.PORT).toBe(8080);
    expect(config.SITE_URL).toBe("https://www.example.co.uk");
    expect(config.ADMIN_EMAILS).toEqual(["a@example.co.uk", "b@example.co.uk"]);
    expect(config.TRUST_PROXY).toBe(2);
  });

  it.each([
    ["PORT", "eighty"],
    ["DATABASE_URL", "mysql://db/site"],
    ["SMTP_URL", "http://mail"],
    ["NOTIFY_EMAIL", "not-an-email"],
    ["TRUST_PROXY", "yes"],
    ["SITE_URL", "www.example.co.uk"],
    ["BOOKING_BUSY_ICS_URL", "ftp://calendar.example.com/owner.ics"],
  ])("names %s when its value is invalid", (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(name);
  });

  it("reads TRUST_PROXY as a count of proxies, taking the old true/false as 1/0", () => {
    expect(loadConfig({ TRUST_PROXY: "0" }).TRUST_PROXY).toBe(0);
    expect(loadConfig({ TRUST_PROXY: "1" }).TRUST_PROXY).toBe(1);
    expect(loadConfig({ TRUST_PROXY: "true" }).TRUST_PROXY).toBe(1);
    expect(loadConfig({ TRUST_PROXY: "false" }).TRUST_PROXY).toBe(0);
    expect(() => loadConfig({ TRUST_PROXY: "-1" })).toThrow("TRUST_PROXY");
  });

  it("reads the owner's busy calendar address, webcal:// as https://", () => {
    expect(loadConfig({}).BOOKING_BUSY_ICS_URL).toBeUndefined();
    const google = "https://calendar.google.com/calendar/ical/owner%40example.com/private-abc/basic.ics";
    expect(loadConfig({ BOOKING_BUSY_ICS_URL: google }).BOOKING_BUSY_ICS_URL).toBe(google);
    expect(
      loadConfig({ BOOKING_BUSY_ICS_URL: "webcal://p01-caldav.icloud.com/published/2/abc" })
        .BOOKING_BUSY_ICS_URL,
    ).toBe("https://p01-caldav.icloud.com/published/2/abc");
  });

  it("treats an empty variable as unset", () => {
    expect(loadConfig({ SMTP_URL: "", PORT: "" }).PORT).toBe(3000);
  });

  describe("DKIM", () => {
    const { privateKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
    const pem = privateKey.export({ type: "pkcs8", format: "pem" }).toString();
    const dkim = { DKIM_DOMAIN: "example.co.uk", DKIM_SELECTOR: "kernow2026" };

    it("is off when nothing is set, and reads the key inline (\\n for line breaks) or from a file", () => {
      expect(loadConfig({}).DKIM).toBeUndefined();
      const inline = loadConfig({ ...dkim, DKIM_PRIVATE_KEY: pem.replaceAll("\n", "\\n") }).DKIM;
      expect(inline).toEqual({ domainName: "example.co.uk", keySelector: "kernow2026", privateKey: pem });
      const file = join(mkdtempSync(join(tmpdir(), "dkim-")), "key.pem");
      writeFileSync(file, pem);
      expect(loadConfig({ ...dkim, DKIM_PRIVATE_KEY_FILE: file }).DKIM?.privateKey).toBe(pem);
    });

    it.each([
      [{ DKIM_DOMAIN: "example.co.uk" }, "DKIM_SELECTOR"],
      [{ ...dkim }, "DKIM_PRIVATE_KEY"],
      [{ DKIM_SELECTOR: "s1", DKIM_PRIVATE_KEY: pem }, "DKIM_DOMAIN"],
      [{ ...dkim, DKIM_PRIVATE_KEY: "not a key" }, "DKIM_PRIVATE_KEY: is not a PEM private key"],
      [{ ...dkim, DKIM_PRIVATE_KEY_FILE: "/nonexistent/key.pem" }, "DKIM_PRIVATE_KEY_FILE: cannot be read"],
      [{ ...dkim, DKIM_PRIVATE_KEY: pem, DKIM_PRIVATE_KEY_FILE: "/k.pem" }, "not both"],
      [{ ...dkim, DKIM_DOMAIN: "not a domain", DKIM_PRIVATE_KEY: pem }, "DKIM_DOMAIN"],
      [{ ...dkim, DKIM_SELECTOR: "a b", DKIM_PRIVATE_KEY: pem }, "DKIM_SELECTOR"],
    ])("stops start-up naming what is wrong in %j", (env, message) => {
      expect(() => loadConfig(env)).toThrow(ConfigError);
      expect(() => loadConfig(env)).toThrow(message);
    });

    it("refuses a key too weak to count, and never prints the key", () => {
      const weak = generateKeyPairSync("rsa", { modulusLength: 512 }).privateKey.export({
        type: "pkcs8",
        format: "pem",
      });
      expect(() => loadConfig({ ...dkim, DKIM_PRIVATE_KEY: String(weak) })).toThrow("at least 1,024 bits");
      const broken = "-----BEGIN PRIVATE KEY-----\nSECRETSECRET\n-----END PRIVATE KEY-----";
      expect(() => loadConfig({ ...dkim, DKIM_PRIVATE_KEY: broken })).toThrow(/^(?![\s\S]*SECRETSECRET)/);
    });
  });
});
