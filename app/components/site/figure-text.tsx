import { Fragment } from "react";

// A number range such as "£4,000-6,000", "50-60%" or "1-2": the whole word around a dash between digits.
const RANGE = /\S*\d[-–]\d\S*/g;

/**
 * Text whose number ranges never break at the dash: each range is kept on one line, and the
 * words around it wrap as usual. The characters stay as written. For sentences with a range
 * inside (a stat card's note); a short figure on its own takes `whitespace-nowrap` instead.
 */
export function FigureText({ text }: { text: string }) {
  const parts: (string | { range: string })[] = [];
  let last = 0;
  for (const match of text.matchAll(RANGE)) {
    parts.push(text.slice(last, match.index), { range: match[0] });
    last = match.index + match[0].length;
  }
  if (parts.length === 0) return text;
  parts.push(text.slice(last));
  return parts.map((part, index) =>
    typeof part === "string" ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed string
      <Fragment key={index}>{part}</Fragment>
    ) : (
      // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed string
      <span key={index} className="whitespace-nowrap">
        {part.range}
      </span>
    ),
  );
}
