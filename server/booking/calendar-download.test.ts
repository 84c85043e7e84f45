import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { calendarOf, weeklyReview } from "../../tests/support/busy-calendars";
import { downloadCalendar } from "./calendar-download";

const calendar = calendarOf(weeklyReview);

describe("downloading the owner's calendar", () => {
  let server: Server;
  let port: number;
  const requests: string[] = [];
  const limits = () => ({ timeoutMs: 2_000, maxBytes: 64 * 1024, trustedHost: `127.0.0.1:${port}` });

  beforeAll(async () => {
    server = createServer((req, res) => {
      requests.push(req.url ?? "");
      if (req.url === "/owner.ics") return void res.end(calendar);
      if (req.url === "/gzip.ics")
        return void res.writeHead(200, { "Content-Encoding": "gzip" }).end(gzipSync(calendar));
      if (req.url === "/big.ics") return void res.end("X".repeat(200 * 1024));
      if (req.url === "/moved") return void res.writeHead(302, { Location: "/owner.ics" }).end();
      if (req.url === "/to-localhost")
        return void res.writeHead(302, { Location: `http://localhost:${port}/owner.ics` }).end();
      if (req.url === "/loop") return void res.writeHead(302, { Location: "/loop" }).end();
      if (req.url === "/hang") return; // never answers
      res.writeHead(404).end();
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });
  const at = (path: string) => `http://127.0.0.1:${port}${path}`;

  it("reads it from the host the operator named, compressed or not, following a redirect there", async () => {
    expect(await downloadCalendar(at("/owner.ics"), limits())).toBe(calendar);
    expect(await downloadCalendar(at("/gzip.ics"), limits())).toBe(calendar);
    expect(await downloadCalendar(at("/moved"), limits())).toBe(calendar);
  });

  it("never reaches inside our own network for anyone else: not by address, not by name, not by redirect", async () => {
    const before = requests.length;
    const untrusted = { ...limits(), trustedHost: undefined };
    for (const address of [
      at("/owner.ics"),
      `http://localhost:${port}/owner.ics`,
      `http://[::1]:${port}/owner.ics`,
      `http://[::ffff:127.0.0.1]:${port}/owner.ics`,
      "http://169.254.169.254/latest/meta-data/",
      "http://10.1.2.3/owner.ics",
    ]) {
      await expect(downloadCalendar(address, untrusted), address).rejects.toThrow(
        "it points inside our own network",
      );
    }
    expect(requests.length).toBe(before);
    // The trusted host may not send the fetch on to another name for the same machine.
    await expect(downloadCalendar(at("/to-localhost"), limits())).rejects.toThrow(
      "it points inside our own network",
    );
    expect(requests.slice(before)).toEqual(["/to-localhost"]);
  });

  it("gives up past its size, its time and five redirects, saying why", async () => {
    await expect(downloadCalendar(at("/big.ics"), limits())).rejects.toThrow("larger than 0.0625 MB");
    await expect(downloadCalendar(at("/hang"), { ...limits(), timeoutMs: 300 })).rejects.toThrow(
      "no answer within 0.3 s",
    );
    await expect(downloadCalendar(at("/loop"), limits())).rejects.toThrow("it redirects more than 5 times");
    await expect(downloadCalendar(at("/gone.ics"), limits())).rejects.toThrow(
      "the calendar's server answered 404",
    );
  });
});
