import { expect, it } from "vitest";
import { slugFromTitle } from "./slug";

it("an article's address is its title in lower-case words joined by hyphens, at most 80 characters", () => {
  expect(slugFromTitle("Café & Cloud: What 2026 Means for SMEs")).toBe(
    "cafe-and-cloud-what-2026-means-for-smes",
  );
  expect(slugFromTitle("  Don’t panic!  ")).toBe("dont-panic");
  expect(slugFromTitle("!!! ???")).toBe("");
  const long = slugFromTitle("word ".repeat(40));
  expect(long.length).toBeLessThanOrEqual(80);
  expect(long).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
});
