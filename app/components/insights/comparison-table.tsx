import { Check, Minus } from "lucide-react";
import { blockWords } from "~/content/site-words";
import { cn } from "~/lib/cn";

const words = blockWords.comparison;

/**
 * SPEC §3 comparison rows (winner fractional, interim or tie): a table from the small breakpoint
 * up, and on phones one card per row, so no column hides off the right edge.
 */
type Winner = "fractional" | "interim" | "tie";

export function ComparisonTable({
  rows,
  fractionalLabel = words.fractional,
  interimLabel = words.interim,
}: {
  rows: readonly { aspect: string; fractional: string; interim: string; winner: Winner }[];
  fractionalLabel?: string;
  interimLabel?: string;
}) {
  const winnerLabel = { fractional: fractionalLabel, interim: interimLabel, tie: words.tie } as const;
  const cell = (row: { winner: Winner }, side: "fractional" | "interim", text: string) => (
    <td className={cn("p-3 align-top", row.winner === side && "bg-green-50 font-medium text-green-900")}>
      {text}
      {row.winner === side ? (
        <Check aria-label={words.better} className="ml-1 inline size-4 text-green-700" />
      ) : null}
    </td>
  );
  const caption = words.caption(fractionalLabel, interimLabel);
  return (
    <>
      {/* Phones: one card per row, every column readable without scrolling sideways. */}
      <ul aria-label={caption} className="not-prose my-8 space-y-3 sm:hidden">
        {rows.map((row) => (
          <li key={row.aspect} className="rounded-2xl border border-slate-200 bg-white p-4">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <h3 className="font-semibold text-ink">{row.aspect}</h3>
              <p className="rounded-full bg-slate-100 px-2.5 py-0.5 text-sm font-medium text-slate-700">
                {row.winner === "tie" ? words.tie : words.winnerIs(winnerLabel[row.winner])}
              </p>
            </div>
            <dl className="mt-3 grid gap-2">
              {(["fractional", "interim"] as const).map((side) => (
                <div
                  key={side}
                  className={cn(
                    "rounded-lg p-3",
                    row.winner === side ? "bg-green-50 text-green-900" : "bg-slate-50",
                  )}
                >
                  <dt className="text-sm font-semibold">
                    {side === "fractional" ? fractionalLabel : interimLabel}
                  </dt>
                  <dd className="mt-0.5 leading-6">{row[side]}</dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
      <div className="not-prose my-8 hidden overflow-x-auto rounded-2xl border border-slate-200 sm:block">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead className="bg-slate-100 text-ink">
            <tr>
              <th scope="col" className="p-3">
                {words.aspect}
              </th>
              <th scope="col" className="p-3">
                {fractionalLabel}
              </th>
              <th scope="col" className="p-3">
                {interimLabel}
              </th>
              <th scope="col" className="p-3">
                {words.winner}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200">
            {rows.map((row) => (
              <tr key={row.aspect}>
                <th scope="row" className="p-3 align-top font-semibold text-ink">
                  {row.aspect}
                </th>
                {cell(row, "fractional", row.fractional)}
                {cell(row, "interim", row.interim)}
                <td className="p-3 align-top">
                  {row.winner === "tie" ? <Minus aria-hidden="true" className="mr-1 inline size-4" /> : null}
                  {winnerLabel[row.winner]}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
