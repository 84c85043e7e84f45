import { counted } from "~/shared/counted";

/**
 * An article written in the back office (DESIGN.md "Publishing an insight"): the limits its form
 * and its server both obey. Title and summary are those of the MDX articles' frontmatter, so a
 * card on the listing reads the same whichever way the article was written.
 */
export const articleLimits = {
  title: { min: 10, max: 120 },
  summary: { min: 70, max: 220 },
  /** About 15,000 words: three times the longest article on the site. */
  text: 100_000,
  /** Lists and quotes inside one another: a real article needs three or four. */
  depth: 10,
  /** How far ahead an article can be scheduled. */
  aheadDays: 365,
} as const;

const thousands = (n: number) => n.toLocaleString("en-GB");

/** The article form's words: its fields, buttons and every message it can give. */
export const articleForm = {
  fields: {
    title: {
      label: "Title",
      required: "Give the article a title",
      tooShort: `The title needs at least ${articleLimits.title.min} characters`,
      tooLong: `The title can have at most ${articleLimits.title.max} characters`,
      invalid: "The title cannot hold control characters",
      noAddress: "The title needs letters or figures: its address is made from them",
      taken: (path: string) => `An article already lives at ${path}: choose another title`,
      hint: "Its address is made from the title when it is first published, and never changes.",
    },
    summary: {
      label: "Summary",
      required: "Write a summary: the listing and search results show it",
      length: `The summary needs ${articleLimits.summary.min} to ${articleLimits.summary.max} characters`,
      invalid: "The summary cannot hold control characters",
      hint: `${articleLimits.summary.min} to ${articleLimits.summary.max} characters, shown on the listing, in search results and in the subscribers' notice.`,
    },
    category: {
      label: "Category",
      choose: "Choose a category",
      required: "Choose a category",
    },
    text: {
      label: "Text",
      required: "Write the article's text",
      tooLong: `The text is too long: at most ${thousands(articleLimits.text)} characters`,
      invalid: "The text cannot hold control characters",
      tooDeep: `The text puts lists or quotes inside one another too deeply: at most ${articleLimits.depth} levels`,
      unreadable: "The text could not be read as Markdown: look for an unfinished table or list",
      hint: "Markdown: ## a heading, - a list item, **bold**, [a link](https://…), > a quote, a table, ![an image](https://…). HTML is shown as text.",
    },
    publishAt: {
      label: "Publish at (UK time)",
      hint: "Leave empty to publish at once when you press Publish.",
      unreadable: "Write the time as a date and a time, such as 2026-12-01 09:30",
      past: "That time has passed: leave it empty to publish now, or choose a later time",
      tooFar: `Choose a time within ${counted(articleLimits.aheadDays, "day")} from now`,
      skipped: "That time does not exist in the UK: the clocks go forward from 01:00 to 02:00 that night",
      twice:
        "That time happens twice in the UK: the clocks go back from 02:00 to 01:00 that night. Choose a time before 01:00 or from 02:00",
    },
  },
  buttons: { save: "Save", publish: "Publish", unpublish: "Unpublish", busy: "Working…" },
  invalid: "The article was not saved: correct the fields below",
  gone: "That article no longer exists",
  unknownStep: "Press Save, Publish or Unpublish",
} as const;
