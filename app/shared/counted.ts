/**
 * A number with its noun, as a person writes it: "1 attempt", "3 attempts", "0 subscribers", and
 * with the plural given where adding an s is wrong: "1 enquiry", "2 enquiries".
 */
export const counted = (count: number, noun: string, plural = `${noun}s`) =>
  `${count} ${count === 1 ? noun : plural}`;
