import { readFileSync } from "node:fs";
import { expect, it } from "vitest";
import type { FirmFacts } from "~/shared/firm-facts";
import { firmFactDefaults } from "../../app/content/company";
import type { LivePage } from "../live-pages/live-pages";
import { drawSocialCard } from "../live-pages/social-card";
import type { StaticFile } from "../static-files";
import { factsSource } from "./live-source";

const logo = readFileSync("public/favicon.svg");
const about = { file: "/social/about.png", card: { subject: "About us", kind: "About" } };
const source = factsSource({ pages: ["/about"], images: [about], siteUrl: "http://localhost:3000" });
const built = (path: string) =>
  path === "/favicon.svg"
    ? ({ identity: { body: logo, headers: {}, notModified: {} } } as StaticFile)
    : undefined;
const imagesOf = (facts: FirmFacts) =>
  source
    .pages(facts, built)
    .filter((page): page is LivePage & { draw: NonNullable<LivePage["draw"]> } =>
      page.path.startsWith("/social/"),
    );

it("draws the social images again with the office's new town and county, the firm's name unchanged", async () => {
  const moved = { ...firmFactDefaults, street: "1 Lemon Street", locality: "Truro", postalCode: "TR1 2AA" };
  const [image, ...more] = imagesOf(moved);
  expect(more).toEqual([]);
  expect(image?.path).toBe("/social/about.png");
  const redrawn = (await image!.draw()).body;
  // The card with the new town at its foot, not the build's ("Redruth, Cornwall").
  expect(redrawn.equals(await drawSocialCard(about.card, "localhost:3000", logo, firmFactDefaults))).toBe(
    false,
  );
  expect(redrawn.equals(await drawSocialCard(about.card, "localhost:3000", logo, moved))).toBe(true);
  // Another county is another card; a street or a phone number the card does not show draws none.
  expect(imagesOf({ ...moved, region: "Devon" })[0]?.key).not.toBe(image?.key);
  expect(imagesOf({ ...moved, street: "2 Boscawen Street" })[0]?.key).toBe(image?.key);
  expect(imagesOf({ ...firmFactDefaults, phone: "+442079460123" })).toEqual([]);
}, 30_000);
