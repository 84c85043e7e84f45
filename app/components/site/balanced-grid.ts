import { cn } from "~/lib/cn";

/**
 * Columns for `count` cards, at most `widest`: one row when they fit, else the widest layout
 * whose last row holds at least two (four as 2x2, five as 3+2, seven as 4+3 when four fit).
 * When nothing avoids a single last card, `card-grid` (app.css) stretches it across the row.
 */
export function columnsFor(count: number, widest: number): number {
  if (count <= widest) return Math.max(count, 1);
  let best = widest;
  let bestRows = Number.POSITIVE_INFINITY;
  for (let columns = widest; columns >= 2; columns--) {
    const rest = count % columns;
    const rows = Math.ceil(count / columns);
    // Full rows beat a short last row of the same height (six as 3+3, not 4+2).
    if (rest !== 1 && (rows < bestRows || (rows === bestRows && rest === 0))) {
      best = columns;
      bestRows = rows;
    }
  }
  return best;
}

// Whole class names, so Tailwind finds them in the source.
const at = {
  sm: { 2: "sm:[--cols:2]", 3: "sm:[--cols:3]", 4: "sm:[--cols:4]" },
  md: { 2: "md:[--cols:2]", 3: "md:[--cols:3]", 4: "md:[--cols:4]" },
  lg: { 2: "lg:[--cols:2]", 3: "lg:[--cols:3]", 4: "lg:[--cols:4]" },
} as const;

type Breakpoint = keyof typeof at;

/**
 * Classes of a grid of `count` cards: one column on phones, two from `from`, and the balanced
 * count from `wide` (lg on full-width sections, md inside the narrower article column).
 */
export function balancedGrid(
  count: number,
  {
    widest = 3,
    from = "md",
    wide = "lg",
  }: { widest?: 1 | 2 | 3 | 4; from?: Breakpoint; wide?: Breakpoint } = {},
): string {
  const columns = columnsFor(count, widest) as 1 | 2 | 3 | 4;
  const twoFrom = columns === 2 || (columns > 2 && from !== wide);
  return cn("card-grid", twoFrom && at[from][2], columns > 2 && at[wide][columns as 3 | 4]);
}
