import { balancedGrid } from "~/components/site/balanced-grid";
import { cn } from "~/lib/cn";

/**
 * A card grid inside the article column (about 45 rem wide), out of the prose styles: two columns
 * from sm, the balanced count from md.
 */
export function articleGrid(count: number, widest: 2 | 3): string {
  return cn("not-prose my-8 [--gap:1rem]", balancedGrid(count, { widest, from: "sm", wide: "md" }));
}
