import { expect, it } from "vitest";
import { defaultVideoLinks } from "../../app/content/booking";
import { newVideoLink } from "./video-links";

it("names each call's room with the prefix and 128 random bits (26 base32 letters), never the same twice", () => {
  const links = Array.from({ length: 1000 }, () => newVideoLink(defaultVideoLinks));
  for (const link of links) expect(link).toMatch(/^https:\/\/meet\.jit\.si\/KernowTech-[a-z2-7]{26}$/);
  expect(new Set(links).size).toBe(1000);
  // Every letter of the alphabet turns up: the bits are spread over the whole name.
  expect(new Set(links.map((link) => link.slice(-26)).join("")).size).toBe(32);
});

it("gives the one meeting room when the owner set one, and a service's address without a doubled slash", () => {
  const room = "https://teams.microsoft.com/l/meetup-join/abc";
  expect(newVideoLink({ ...defaultVideoLinks, kind: "room", room })).toBe(room);
  expect(newVideoLink({ ...defaultVideoLinks, service: "https://video.example.co.uk/" })).toMatch(
    /^https:\/\/video\.example\.co\.uk\/KernowTech-[a-z2-7]{26}$/,
  );
});
