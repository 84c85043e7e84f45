import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { connect } from "node:net";
import { describe, expect, it } from "vitest";
import { clientAddress, clientAddressFrom, normalizeAddress, rateLimitedClient } from "./client-address";

const socket = "10.0.0.5";

describe("the client address behind TRUST_PROXY proxies", () => {
  it("is the socket's address with no proxy trusted, whatever the header says", () => {
    expect(clientAddressFrom("203.0.113.9", socket, 0)).toBe(socket);
    expect(clientAddressFrom(undefined, socket, 0)).toBe(socket);
  });

  it("is the entry the one trusted proxy appended, not one the client wrote", () => {
    expect(clientAddressFrom("203.0.113.9", socket, 1)).toBe("203.0.113.9");
    // The client sent "X-Forwarded-For: 1.2.3.4, 5.6.7.8"; the proxy appended the real address.
    expect(clientAddressFrom("1.2.3.4, 5.6.7.8, 203.0.113.9", socket, 1)).toBe("203.0.113.9");
    expect(clientAddressFrom("spoofed,203.0.113.9", socket, 1)).toBe("203.0.113.9");
  });

  it("counts N entries from the right with N proxies", () => {
    expect(clientAddressFrom("1.2.3.4, 203.0.113.9, 10.1.1.1", socket, 2)).toBe("203.0.113.9");
    expect(clientAddressFrom("1.2.3.4, 203.0.113.9, 10.1.1.1, 10.2.2.2", socket, 3)).toBe("203.0.113.9");
  });

  it("reads several header lines as one list, in order", () => {
    expect(clientAddressFrom(["1.2.3.4", "203.0.113.9"], socket, 1)).toBe("203.0.113.9");
    expect(clientAddressFrom(["1.2.3.4, 203.0.113.9", "10.1.1.1"], socket, 2)).toBe("203.0.113.9");
  });

  it("takes the leftmost entry when there are fewer than N (all of them written by trusted proxies)", () => {
    expect(clientAddressFrom("203.0.113.9", socket, 2)).toBe("203.0.113.9");
    expect(clientAddressFrom("203.0.113.9, 10.1.1.1", socket, 3)).toBe("203.0.113.9");
  });

  it("falls back to the socket when a trusted proxy sent no (or an empty) header", () => {
    expect(clientAddressFrom(undefined, socket, 1)).toBe(socket);
    expect(clientAddressFrom(" , ", socket, 1)).toBe(socket);
    expect(clientAddressFrom(undefined, undefined, 1)).toBe("unknown");
  });

  it("understands IPv6 and IPv4-mapped forms", () => {
    expect(clientAddressFrom("1.2.3.4, 2001:DB8::7", socket, 1)).toBe("2001:db8::7");
    expect(clientAddressFrom("[2001:db8::7]:443", socket, 1)).toBe("2001:db8::7");
    expect(clientAddressFrom("::ffff:203.0.113.9", socket, 1)).toBe("203.0.113.9");
    expect(clientAddressFrom(undefined, "::ffff:127.0.0.1", 0)).toBe("127.0.0.1");
    expect(clientAddressFrom("203.0.113.9:51234", socket, 1)).toBe("203.0.113.9");
    expect(normalizeAddress("::1")).toBe("::1");
  });

  it("never returns more than 64 characters of what a proxy wrote", () => {
    expect(clientAddressFrom("x".repeat(500), socket, 1)).toHaveLength(64);
  });
});

describe("the rate-limited client", () => {
  it("is the IPv4 address itself, and an IPv6 address's /64 network", () => {
    expect(rateLimitedClient("203.0.113.9")).toBe("203.0.113.9");
    expect(rateLimitedClient("2001:db8:1:2:3:4:5:6")).toBe("2001:db8:1:2::/64");
    expect(rateLimitedClient("2001:db8:1:2::9")).toBe("2001:db8:1:2::/64");
    expect(rateLimitedClient("2001:db8::9")).toBe("2001:db8:0:0::/64");
    expect(rateLimitedClient("2001:0db8:0001:0002::")).toBe("2001:db8:1:2::/64");
    expect(rateLimitedClient("::1")).toBe("0:0:0:0::/64");
  });
});

describe("a real request with two X-Forwarded-For lines", () => {
  it("is attributed to the entry the trusted proxy added last", async () => {
    const server = createServer((req, res) => res.end(clientAddress(req, 1)));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const answer = await new Promise<string>((resolve, reject) => {
        const chunks: Buffer[] = [];
        const raw = connect(port, "127.0.0.1", () =>
          raw.end(
            "GET / HTTP/1.1\r\nHost: x\r\nX-Forwarded-For: 1.2.3.4\r\n" +
              "X-Forwarded-For: 203.0.113.9\r\nConnection: close\r\n\r\n",
          ),
        );
        raw.on("data", (chunk: Buffer) => chunks.push(chunk));
        raw.on("end", () => resolve(Buffer.concat(chunks).toString()));
        raw.on("error", reject);
      });
      expect(answer.split("\r\n\r\n")[1]).toContain("203.0.113.9");
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});
