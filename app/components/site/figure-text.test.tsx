import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { FigureText } from "./figure-text";

describe("FigureText", () => {
  it("keeps each number range on one line and leaves the characters as written", () => {
    expect(renderToStaticMarkup(<FigureText text="£48,000-72,000 a year, a 50-60% saving" />)).toBe(
      '<span class="whitespace-nowrap">£48,000-72,000</span> a year, a <span class="whitespace-nowrap">50-60%</span> saving',
    );
  });

  it("leaves text without ranges alone", () => {
    expect(renderToStaticMarkup(<FigureText text="Full-time, embedded" />)).toBe("Full-time, embedded");
  });
});
