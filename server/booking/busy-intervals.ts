/** A time the owner is busy: [start, end) in milliseconds since the epoch (UTC). */
export type BusyInterval = { start: number; end: number };

/** Sorted by start, with overlapping and touching intervals merged into one. */
export function mergeIntervals(intervals: BusyInterval[]): BusyInterval[] {
  const sorted = [...intervals].sort((a, b) => a.start - b.start);
  const merged: BusyInterval[] = [];
  for (const interval of sorted) {
    const last = merged.at(-1);
    if (last && interval.start <= last.end) last.end = Math.max(last.end, interval.end);
    else merged.push({ ...interval });
  }
  return merged;
}

/** True when [start, end) overlaps one of the sorted, merged intervals (a binary search). */
export function overlapsBusy(intervals: readonly BusyInterval[], start: number, end: number): boolean {
  let low = 0;
  let high = intervals.length;
  // The first interval ending after `start`: the only one that can overlap, being merged.
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (intervals[middle]!.end <= start) low = middle + 1;
    else high = middle;
  }
  const candidate = intervals[low];
  return candidate !== undefined && candidate.start < end;
}
