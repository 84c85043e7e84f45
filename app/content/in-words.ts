// No imports: the forms' scripts read this (the pages' budgets, decision 025).

const SMALL = ["one", "two", "three", "four", "five", "six", "seven", "eight", "nine"];

/** A count as the site writes it: one to nine in words, 10 and over in figures ("three", "12"). */
export const inWords = (count: number) => SMALL[count - 1] ?? String(count);

/** A period as the site writes it: "one hour", "three days", "12 years". */
export const forPeriod = (count: number, unit: "hour" | "day" | "year") =>
  `${inWords(count)} ${unit}${count === 1 ? "" : "s"}`;
