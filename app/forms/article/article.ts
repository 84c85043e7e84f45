import { articleForm, articleLimits } from "~/content/article-form";
import { specCategories } from "~/content/insight-categories";
import { declareForm } from "~/shared/forms/declare";
import { slugFromTitle } from "~/shared/slug";
import { readUkClock } from "~/shared/uk-clock-input";
import { noControlCharacters, textInput } from "~/shared/validation/fields";
import * as z from "~/shared/zod";

const { fields } = articleForm;

/** What the owner does with the article: the button pressed. */
export const articleSteps = ["save", "publish", "unpublish"] as const;
export type ArticleStep = (typeof articleSteps)[number];

const DAY_MS = 24 * 60 * 60_000;
const clock = (text: string) => readUkClock(text);
/** A rule of the publish time: blank passes (publish at once), anything else must read `kind`. */
const when = (ok: (reading: ReturnType<typeof readUkClock>) => boolean, message: string) =>
  z.refine<string>((text) => text === "" || ok(clock(text)), message);
const at = (reading: ReturnType<typeof readUkClock>) => (reading.kind === "instant" ? reading.at : undefined);

/** A line of words between `min` and `max` characters, trimmed, with no control character. */
const line = (
  words: { required: string; tooShort: string; tooLong: string; invalid: string },
  { min, max }: { min: number; max: number },
) =>
  textInput(words.required).check(
    z.trim(),
    z.minLength(1, words.required),
    z.minLength(min, words.tooShort),
    z.maxLength(max, words.tooLong),
    noControlCharacters(words.invalid),
  );

/**
 * An article as the back office writes it (DESIGN.md "Publishing an insight"). What only the
 * server can check (the Markdown read whole, an address already taken) its server part adds, with
 * messages from the same words.
 */
export const articleSchema = z.object({
  id: textInput(articleForm.gone).check(
    z.trim(),
    z.refine((id) => id === "" || /^[0-9a-f-]{36}$/.test(id), articleForm.gone),
  ),
  title: line(fields.title, articleLimits.title).check(
    z.refine((title) => slugFromTitle(title) !== "", fields.title.noAddress),
  ),
  summary: line(
    { ...fields.summary, tooShort: fields.summary.length, tooLong: fields.summary.length },
    articleLimits.summary,
  ),
  category: z.enum(specCategories as [string, ...string[]], fields.category.required),
  // Not trimmed: Markdown's leading spaces mean something (an indented block).
  text: textInput(fields.text.required).check(
    z.refine((text) => text.trim() !== "", fields.text.required),
    z.maxLength(articleLimits.text, fields.text.tooLong),
    noControlCharacters(fields.text.invalid, { multiline: true }),
  ),
  publishAt: textInput(fields.publishAt.unreadable).check(
    z.trim(),
    when((reading) => reading.kind !== "unreadable", fields.publishAt.unreadable),
    when((reading) => reading.kind !== "skipped", fields.publishAt.skipped),
    when((reading) => reading.kind !== "twice", fields.publishAt.twice),
    when((reading) => (at(reading) ?? Number.POSITIVE_INFINITY) > Date.now(), fields.publishAt.past),
    when(
      (reading) => (at(reading) ?? 0) <= Date.now() + articleLimits.aheadDays * DAY_MS,
      fields.publishAt.tooFar,
    ),
  ),
  step: z.enum(articleSteps, articleForm.unknownStep),
});

export type ArticleSubmission = z.output<typeof articleSchema>;

/** The instant a checked publish time names (UTC, ISO), or null for "at once". */
export function publishInstant(publishAt: string): string | null {
  const reading = readUkClock(publishAt);
  return reading.kind === "instant" ? new Date(reading.at).toISOString() : null;
}

/**
 * The back office's article form (/admin/articles/new and /admin/articles/<id>): posted to the
 * page, for a signed-in admin only; the button pressed is its `step`.
 */
export const article = declareForm({
  name: "article",
  schema: articleSchema,
  invalid: () => articleForm.invalid,
  fields: {
    id: { kind: "hidden" },
    title: {
      label: fields.title.label,
      maxLength: articleLimits.title.max,
      required: true,
      hint: fields.title.hint,
    },
    summary: {
      kind: "textarea",
      label: fields.summary.label,
      maxLength: articleLimits.summary.max,
      required: true,
      rows: 3,
      hint: fields.summary.hint,
    },
    category: {
      kind: "select",
      label: fields.category.label,
      required: true,
      options: specCategories.map((name) => ({ value: name, label: name })),
    },
    // No maxlength on the text: a browser would cut a long paste without a word; the server says why.
    text: { kind: "textarea", label: fields.text.label, required: true, rows: 18, hint: fields.text.hint },
    publishAt: {
      kind: "datetime-local",
      label: fields.publishAt.label,
      optional: true,
      hint: fields.publishAt.hint,
    },
    step: { kind: "hidden" },
  },
});
