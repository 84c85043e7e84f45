/** The first line of a visitor's text, as a list shows it (a page carries no more than it shows). */
export const firstLine = (text: string) => text.split(/\r?\n/, 1)[0]!.slice(0, 120);
