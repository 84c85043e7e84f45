import { forPeriod } from "./in-words";

/** How long a free resource's download link works (server/leads/download-links.ts signs it so). */
export const downloadLinkDays = 7;

/** "seven days": the lifetime as the pages and the forms' outcomes say it. */
export const downloadLinkLifetime = forPeriod(downloadLinkDays, "day");

/** The words around a document its link opens (app/routes/resource-download.tsx). */
export const downloadPage = {
  /** The page's title before it knows which resource it is. */
  title: "Download",
  print: "Print or save as PDF",
  printHint: `Choose "Save as PDF" as the printer to keep a copy. Your link works for ${downloadLinkLifetime}.`,
} as const;

/**
 * What a free resource's download link page says when it does not open the document
 * (app/routes/resource-download.tsx): 410 expired or gone, 403 not ours.
 */
export const downloadLinkNotices = {
  expired: (title: string) => ({
    title: "This download link has expired",
    message: `Download links work for ${downloadLinkLifetime}. Request the ${title} again and we will email you a new link straight away.`,
  }),
  gone: (title: string) => ({
    title: "This download link no longer works",
    message: `The request it was sent for has been deleted, with everything we held about it. You can request the ${title} again at any time.`,
  }),
  invalid: () => ({
    title: "This download link is not valid",
    message:
      "The link may have been copied incompletely. Open it again from your email, or request the resource again from our insights page.",
  }),
  next: { label: "Browse free resources", to: "/insights#resources" },
} as const;
