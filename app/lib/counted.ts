/** A number with its noun, as a person writes it: "1 attempt", "3 attempts", "0 subscribers". */
export const counted = (count: number, noun: string) => `${count} ${noun}${count === 1 ? "" : "s"}`;
