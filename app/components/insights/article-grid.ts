import { balancedGrid } from "~/components/site/balanced-grid";

/** A card grid inside the article column (about 45 rem wide): two columns from sm, the balanced count from md. */
export function articleGrid(count: number, widest: 2 | 3): string {
  return balancedGrid(count, { widest, from: "sm", wide: "md" });
}
