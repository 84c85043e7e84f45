import { describe, expect, it } from "vitest";
import { isPublicAddress } from "./outbound";

describe("where a fetch for someone else's address may go", () => {
  it.each([
    "127.0.0.1",
    "127.1.2.3",
    "10.0.0.5",
    "172.16.0.1",
    "172.31.255.255",
    "192.168.1.10",
    "169.254.169.254",
    "100.64.0.1",
    "0.0.0.0",
    "224.0.0.1",
    "255.255.255.255",
    "::",
    "::1",
    "::ffff:127.0.0.1",
    "::ffff:a9fe:a9fe",
    "fe80::1",
    "fd12:3456:789a::1",
    "64:ff9b::7f00:1",
    "2002:7f00:1::",
    "not an address",
  ])("not to %s", (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each(["142.250.187.206", "8.8.8.8", "172.32.0.1", "2a00:1450:4009:81f::200e", "::ffff:8.8.8.8"])(
    "to %s, on the public internet",
    (address) => {
      expect(isPublicAddress(address)).toBe(true);
    },
  );
});
