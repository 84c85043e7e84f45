/**
 * A few figures per row under a caption (pages, sources, entry pages): the label wraps anywhere and
 * the figures keep their column, so a table reads at 390 px without scrolling sideways.
 */
export function FigureTable({
  caption,
  heading,
  columns,
  rows,
  empty,
}: {
  caption: string;
  heading: string;
  columns: readonly string[];
  /** `note`: a line under the label (the leads of each kind). */
  rows: readonly { label: string; cells: readonly (string | number)[]; note?: string }[];
  empty: string;
}) {
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-4">
      <table className="w-full table-fixed text-left text-sm">
        <caption className="mb-2 text-left text-lg font-semibold text-ink">{caption}</caption>
        <colgroup>
          <col />
          {columns.map((column) => (
            <col key={column} className="w-[4.75rem]" />
          ))}
        </colgroup>
        <thead>
          <tr className="text-muted">
            <th scope="col" className="py-1 font-semibold">
              {heading}
            </th>
            {columns.map((column) => (
              <th key={column} scope="col" className="py-1 text-right font-semibold">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={columns.length + 1} className="py-1 text-muted">
                {empty}
              </td>
            </tr>
          ) : null}
          {rows.map((row) => (
            <tr key={row.label} className="border-t border-slate-100">
              <th scope="row" className="py-1.5 pr-2 font-normal text-ink wrap-anywhere">
                {row.label}
                {row.note ? <span className="block text-xs text-muted">{row.note}</span> : null}
              </th>
              {row.cells.map((cell, i) => (
                <td key={columns[i]} className="py-1.5 text-right tabular-nums">
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
