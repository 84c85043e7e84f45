import { describe, expect, it } from "vitest";
import { balancedGrid, columnsFor } from "./balanced-grid";

describe("columnsFor", () => {
  it("puts up to the widest count on one row", () => {
    expect([1, 2, 3].map((count) => columnsFor(count, 3))).toEqual([1, 2, 3]);
  });

  it("never leaves one card alone on the last row when another layout avoids it", () => {
    expect(columnsFor(4, 3)).toBe(2); // 2x2
    expect(columnsFor(5, 3)).toBe(3); // 3+2
    expect(columnsFor(5, 4)).toBe(3);
    expect(columnsFor(6, 4)).toBe(3); // 3+3 rather than 4+2
    expect(columnsFor(7, 4)).toBe(4); // 4+3
    expect(columnsFor(9, 4)).toBe(3);
    expect(columnsFor(10, 3)).toBe(2);
    for (let count = 4; count <= 20; count++) {
      for (const widest of [3, 4]) {
        const columns = columnsFor(count, widest);
        const noWayOut = Array.from({ length: widest - 1 }, (_, i) => i + 2).every((c) => count % c === 1);
        if (count % columns === 1) expect(noWayOut, `${count} in ${widest}`).toBe(true); // 7 or 13 in 3
      }
    }
  });
});

describe("balancedGrid", () => {
  it("names the columns per breakpoint", () => {
    expect(balancedGrid(4)).toBe("card-grid md:[--cols:2]");
    expect(balancedGrid(5)).toBe("card-grid md:[--cols:2] lg:[--cols:3]");
    expect(balancedGrid(5, { from: "sm", wide: "md" })).toBe("card-grid sm:[--cols:2] md:[--cols:3]");
    expect(balancedGrid(1)).toBe("card-grid");
  });
});
