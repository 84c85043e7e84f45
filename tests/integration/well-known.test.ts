import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { company } from "../../app/content/company";
import { startApp } from "../support/app-server";
import { databases } from "../support/databases";

describe("/.well-known/security.txt", () => {
  let app: Awaited<ReturnType<typeof startApp>>;
  beforeAll(async () => {
    app = await startApp({ DATABASE_URL: await databases[0]!.url() });
  });
  afterAll(() => app?.close());

  it("is served as plain text with a contact, an expiry a year after the build and its canonical URL", async () => {
    const response = await fetch(`${app.base}/.well-known/security.txt`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    const text = await response.text();
    const { builtAt, siteUrl } = JSON.parse(readFileSync("build/build-info.json", "utf8")) as {
      builtAt: string;
      siteUrl: string;
    };
    const field = (name: string) => text.match(new RegExp(`^${name}: (.+)$`, "m"))?.[1];
    expect(field("Contact")).toBe(`mailto:${company.email}`);
    expect(field("Canonical")).toBe(`${siteUrl}/.well-known/security.txt`);
    expect(field("Preferred-Languages")).toBe("en");
    const yearAfterBuild = new Date(builtAt);
    yearAfterBuild.setUTCFullYear(yearAfterBuild.getUTCFullYear() + 1);
    expect(Math.abs(Date.parse(field("Expires")!) - yearAfterBuild.getTime())).toBeLessThan(1000);
  });
});
