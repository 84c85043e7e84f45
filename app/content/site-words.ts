/** The words the site's shared parts print themselves, wherever they are used. */
export const siteWords = {
  /** The first link of every page, for keyboards (app/root.tsx). */
  skipToContent: "Skip to content",
  /** After a link to another site, for screen readers (app/components/site/external-link.tsx). */
  newTab: " (opens in a new tab)",
  pagination: {
    showing: (first: number, last: number, total: number, noun: string) =>
      `Showing ${first}-${last} of ${total} ${noun}`,
    previous: "Previous",
    next: "Next",
    page: (page: number, noun: string) => `Page ${page} of ${noun}`,
  },
  /** The featured article's card. */
  featured: "Featured",
  /** Above a director's areas of expertise. */
  expertise: "Expertise",
  contactCards: { email: "Email", phone: "Phone" },
} as const;

/** The words of the blocks articles and free resources are built from (app/components/insights, resources). */
export const blockWords = {
  comparison: {
    fractional: "Fractional CTO",
    interim: "Interim CTO",
    caption: (fractional: string, interim: string) => `${fractional} compared with ${interim}`,
    aspect: "Aspect",
    winner: "Winner",
    winnerIs: (side: string) => `Winner: ${side}`,
    tie: "Tie",
    better: "Better",
  },
  total: "Total",
  before: "Before: ",
  after: "After: ",
  relatedReading: "Related reading",
  nextSteps: "Next steps",
} as const;
