import { randomBytes } from "node:crypto";
import type { VideoLinks } from "../../app/content/booking";

/** RFC 4648 base32, lower case: letters and digits a video service takes in a room's name. */
const ALPHABET = "abcdefghijklmnopqrstuvwxyz234567";

function base32(bytes: Buffer): string {
  let bits = 0;
  let value = 0;
  let out = "";
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  return bits > 0 ? out + ALPHABET[(value << (5 - bits)) & 31] : out;
}

/**
 * The joining link of a new video call, as the owner set it in the booking settings: the same
 * meeting room for every call, or a room of its own on a video service whose rooms anyone with the
 * name may join (Jitsi Meet), named `<prefix>-<128 random bits in base32>` so that nobody finds it
 * by guessing. Made when the call is booked and kept with it: every mail and calendar file of the
 * call carries the same link, whatever the settings become.
 */
export function newVideoLink(settings: VideoLinks): string {
  if (settings.kind === "room") return settings.room;
  return `${settings.service.replace(/\/+$/, "")}/${settings.prefix}-${base32(randomBytes(16))}`;
}
