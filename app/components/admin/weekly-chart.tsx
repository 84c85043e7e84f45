import { formatDate } from "~/lib/dates";

const WIDTH = 720;
const HEIGHT = 220;
const PAD = { left: 36, right: 8, top: 12, bottom: 28 };

/**
 * Leads per week as bars, drawn on the server as SVG: no script, no library. It is an image with a
 * title and a summary for screen readers; the figures themselves are in the table beside it.
 */
export function WeeklyChart({ weeks }: { weeks: readonly { week: string; leads: number }[] }) {
  const max = Math.max(1, ...weeks.map((w) => w.leads));
  const plotWidth = WIDTH - PAD.left - PAD.right;
  const plotHeight = HEIGHT - PAD.top - PAD.bottom;
  const slot = plotWidth / Math.max(1, weeks.length);
  const total = weeks.reduce((sum, w) => sum + w.leads, 0);
  const busiest = weeks.reduce(
    (best, w) => (w.leads > best.leads ? w : best),
    weeks[0] ?? { week: "", leads: 0 },
  );
  return (
    <svg
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      role="img"
      aria-labelledby="weekly-title weekly-desc"
      className="h-auto w-full"
    >
      <title id="weekly-title">Leads per week, last twelve months</title>
      <desc id="weekly-desc">
        {total} leads in {weeks.length} weeks
        {busiest.leads > 0
          ? `; the busiest week began ${formatDate(busiest.week)} with ${busiest.leads}.`
          : "."}
      </desc>
      <line
        x1={PAD.left}
        x2={WIDTH - PAD.right}
        y1={HEIGHT - PAD.bottom}
        y2={HEIGHT - PAD.bottom}
        stroke="#94a3b8"
      />
      <text x={PAD.left - 6} y={PAD.top + 4} textAnchor="end" fontSize="11" fill="#475569">
        {max}
      </text>
      <text x={PAD.left - 6} y={HEIGHT - PAD.bottom} textAnchor="end" fontSize="11" fill="#475569">
        0
      </text>
      {weeks.map((w, index) => {
        const height = (w.leads / max) * plotHeight;
        const x = PAD.left + index * slot;
        const monthStart = w.week.slice(8, 10) <= "07";
        return (
          <g key={w.week}>
            <rect
              x={x + 1}
              y={HEIGHT - PAD.bottom - height}
              width={Math.max(1, slot - 2)}
              height={height}
              fill="#155571"
            />
            {monthStart ? (
              <text x={x} y={HEIGHT - 10} fontSize="10" fill="#475569">
                {new Date(`${w.week}T00:00:00Z`).toLocaleDateString("en-GB", {
                  month: "short",
                  timeZone: "UTC",
                })}
              </text>
            ) : null}
          </g>
        );
      })}
    </svg>
  );
}
