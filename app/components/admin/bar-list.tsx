import { sourcesPage } from "~/content/back-office-pages";

/**
 * Figures as a table with a bar beside each: real text at the page's size, so it reads on a phone
 * (a chart drawn in SVG shrinks its labels with its width), and a screen reader reads the figures.
 */
export function BarList({
  caption,
  heading,
  rows,
  empty = sourcesPage.noneInPeriod,
}: {
  caption: string;
  heading: string;
  rows: readonly { label: string; leads: number }[];
  empty?: string;
}) {
  const max = Math.max(1, ...rows.map((row) => row.leads));
  return (
    <table className="w-full table-fixed text-left">
      <caption className="mb-2 text-left text-lg font-semibold text-ink">{caption}</caption>
      {/* A fixed table takes its widths from here: the bars get all but the figures' column. */}
      <colgroup>
        <col />
        <col className="w-16" />
      </colgroup>
      <thead className="sr-only">
        <tr>
          <th scope="col">{heading}</th>
          <th scope="col">{sourcesPage.leads}</th>
        </tr>
      </thead>
      <tbody>
        {rows.length === 0 ? (
          <tr>
            <td colSpan={2} className="py-1 text-muted">
              {empty}
            </td>
          </tr>
        ) : null}
        {rows.map((row) => (
          <tr key={row.label}>
            <th scope="row" className="py-1.5 pr-3 font-normal">
              <span className="block text-sm text-ink wrap-anywhere">{row.label}</span>
              <span
                aria-hidden="true"
                className="mt-1 block h-2.5 rounded-full bg-brand-600"
                style={{ width: `${Math.max(row.leads > 0 ? 2 : 0, (row.leads / max) * 100)}%` }}
              />
            </th>
            <td className="py-1.5 text-right align-bottom text-base font-semibold tabular-nums">
              {row.leads}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
