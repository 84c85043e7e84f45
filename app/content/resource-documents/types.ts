/**
 * The shape of a free resource's downloadable document (one file per resource in this folder,
 * named after the resource's slug). Documents are printed or saved as PDF from the download page,
 * so every block must make sense on paper: checkboxes to tick, lines to fill in, scores to add up.
 */
export type DocumentBlock =
  /** A paragraph of plain text. */
  | { kind: "paragraph"; text: string }
  /** A bulleted list. */
  | { kind: "list"; items: string[] }
  /** Items to tick off, each with an optional line of guidance (what good looks like, the evidence). */
  | { kind: "checklist"; items: { text: string; detail?: string }[] }
  /** Numbered steps with a short title and explanation. */
  | { kind: "steps"; items: { title: string; text: string }[] }
  /** A table; an empty string in a cell prints as a blank space to fill in. */
  | { kind: "table"; caption: string; columns: string[]; rows: string[][] }
  /** Labelled blank lines to fill in (templates). `lines` is how many writing lines (default 1). */
  | { kind: "fields"; items: { label: string; hint?: string; lines?: number }[] }
  /**
   * Scored self-assessment questions. Each option carries its points; `scoring` explains how to
   * read the total (bands from lowest to highest).
   */
  | {
      kind: "questions";
      items: { question: string; options: { label: string; points: number }[] }[];
    }
  | { kind: "scoring"; bands: { range: string; label: string; advice: string }[] }
  /** A highlighted tip or warning. */
  | { kind: "note"; title: string; text: string };

export type DocumentSection = { heading: string; blocks: DocumentBlock[] };

export type ResourceDocument = {
  /** Must equal the resource's slug in app/content/resources.ts. */
  slug: string;
  /** One or two sentences under the title: who it is for and what it gives them. */
  summary: string;
  /** How to use the document, in one short paragraph. */
  howToUse: string;
  sections: DocumentSection[];
  /** Closing words: what to do next (may mention a free conversation with the consultancy). */
  nextSteps: string;
};
