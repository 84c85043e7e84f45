import { useId } from "react";
import { analyticsPage } from "~/content/analytics";
import { formatUkDate } from "~/shared/uk-dates";

type Day = { day: string; views: number; visitors: number };

const WIDTH = 640;
const HEIGHT = 200;
const TOP = 16;
const BOTTOM = 24;

/**
 * Views (bars) and visitors (a line) per UK day, drawn on the server as SVG: no chart script. A
 * picture with a title and a description, and the same figures as a table below it (folded on a
 * phone), so a screen reader and a small screen read the figures, not the shape.
 */
export function VisitsChart({ days, from, to }: { days: readonly Day[]; from: string; to: string }) {
  const id = useId();
  const words = analyticsPage.chart;
  const max = Math.max(1, ...days.map((d) => d.views), ...days.map((d) => d.visitors));
  const step = WIDTH / Math.max(1, days.length);
  const y = (n: number) => TOP + (HEIGHT - TOP - BOTTOM) * (1 - n / max);
  const line = days.map((d, i) => `${(i + 0.5) * step},${y(d.visitors)}`).join(" ");
  return (
    <figure className="mt-4 rounded-xl border border-slate-200 bg-white p-4">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-labelledby={`${id}-title ${id}-desc`}
        className="h-auto w-full"
      >
        <title id={`${id}-title`}>{words.title}</title>
        <desc id={`${id}-desc`}>{words.description(formatUkDate(from), formatUkDate(to))}</desc>
        <line x1="0" x2={WIDTH} y1={y(0)} y2={y(0)} className="stroke-slate-300" strokeWidth="1" />
        {days.map((d, i) => (
          <rect
            key={d.day}
            x={i * step + step * 0.15}
            width={step * 0.7}
            y={y(d.views)}
            height={y(0) - y(d.views)}
            className="fill-brand-200"
          />
        ))}
        <polyline
          points={line}
          fill="none"
          className="stroke-brand-700"
          strokeWidth="3"
          strokeLinejoin="round"
        />
        <text x="0" y="12" className="fill-slate-600 text-[12px]">
          {max}
        </text>
        <text x="0" y={HEIGHT - 6} className="fill-slate-600 text-[12px]">
          {formatUkDate(from)}
        </text>
        <text x={WIDTH} y={HEIGHT - 6} textAnchor="end" className="fill-slate-600 text-[12px]">
          {formatUkDate(to)}
        </text>
      </svg>
      <figcaption className="mt-2 flex flex-wrap gap-x-4 text-sm text-muted">
        <span>
          <span aria-hidden="true" className="mr-1 inline-block size-3 rounded-sm bg-brand-200" />
          {words.views}
        </span>
        <span>
          <span aria-hidden="true" className="mr-1 inline-block h-1 w-4 bg-brand-700 align-middle" />
          {words.visitors}
        </span>
      </figcaption>
      <details className="mt-3">
        <summary className="cursor-pointer py-2 text-sm font-semibold text-brand-700">
          {words.showTable}
        </summary>
        <table className="mt-2 w-full text-left text-sm">
          <caption className="sr-only">{words.tableCaption}</caption>
          <thead>
            <tr>
              <th scope="col" className="py-1">
                {words.day}
              </th>
              <th scope="col" className="py-1 text-right">
                {words.views}
              </th>
              <th scope="col" className="py-1 text-right">
                {words.visitors}
              </th>
            </tr>
          </thead>
          <tbody>
            {days.map((d) => (
              <tr key={d.day} className="border-t border-slate-100">
                <th scope="row" className="py-1 font-normal">
                  {formatUkDate(d.day)}
                </th>
                <td className="py-1 text-right tabular-nums">{d.views}</td>
                <td className="py-1 text-right tabular-nums">{d.visitors}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
