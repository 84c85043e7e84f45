import { type LookupAddress, type LookupOptions, lookup } from "node:dns";
import { BlockList, isIP } from "node:net";

/**
 * Where a fetch the server makes for someone else's address must not go (server-side request
 * forgery): this machine, the private networks around it, the cloud's metadata address, and the
 * ranges that are no one's. IPv4 written inside IPv6 (::ffff:127.0.0.1) is matched by its IPv4 rule.
 */
const inside = new BlockList();
for (const [network, prefix] of [
  ["0.0.0.0", 8], // "this network"
  ["10.0.0.0", 8],
  ["100.64.0.0", 10], // carrier-grade NAT
  ["127.0.0.0", 8],
  ["169.254.0.0", 16], // link-local, the cloud metadata address among them
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.0.2.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["198.51.100.0", 24],
  ["203.0.113.0", 24],
  ["224.0.0.0", 4], // multicast
  ["240.0.0.0", 4], // reserved, and the broadcast address
] as const)
  inside.addSubnet(network, prefix, "ipv4");
for (const [network, prefix] of [
  ["::", 127], // unspecified and loopback
  ["64:ff9b::", 96], // NAT64: an IPv4 address inside
  ["100::", 64], // discard
  ["2001::", 23], // IETF protocol assignments, Teredo among them
  ["2001:db8::", 32], // documentation
  ["2002::", 16], // 6to4: an IPv4 address inside
  ["fc00::", 7], // unique local
  ["fe80::", 10], // link-local
  ["fec0::", 10], // site-local (deprecated)
  ["ff00::", 8], // multicast
] as const)
  inside.addSubnet(network, prefix, "ipv6");

/** Whether an IP address is one on the public internet (false for anything that is not an address). */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  return family !== 0 && !inside.check(address, family === 4 ? "ipv4" : "ipv6");
}

export const INSIDE_ADDRESS = "it points inside our own network, which the site does not fetch";

/**
 * A `lookup` for `http.request` that refuses a name resolving to any address not on the public
 * internet. Checked at connection time, so a name that resolves to a public address when it is
 * checked and to 127.0.0.1 when it is fetched (DNS rebinding) is refused too.
 */
export function publicOnlyLookup(
  hostname: string,
  options: LookupOptions,
  callback: (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void,
): void {
  lookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, "");
    if (addresses.length === 0 || addresses.some((entry) => !isPublicAddress(entry.address)))
      return callback(Object.assign(new Error(INSIDE_ADDRESS), { code: "EINSIDE" }), "");
    if (options.all) return callback(null, addresses);
    callback(null, addresses[0]!.address, addresses[0]!.family);
  });
}
