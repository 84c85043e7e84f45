/**
 * The islands: the only scripts a page gets besides React Router's runtime, which only pages that
 * need it ask for (docs/decisions/025). Each is one browser entry in this folder, bundled at build
 * (scripts/lib/vite-islands.ts); a route lists the ones it uses in `handle.islands`. `form` marks
 * the islands that bring React and a form: a page with one may load up to 80 KB of JavaScript
 * (brotli), a page without one 15 KB (the build check, scripts/lib/page-check.ts).
 */
export const islands = {
  /** Every page (root): the header's menu and Home link, flash messages, the visit's source. */
  site: { entry: "site.ts", form: false },
  /** The enquiry form on the home page. */
  "contact-form": { entry: "contact-form.tsx", form: true },
  /** The subscribe form on /insights. */
  "subscribe-form": { entry: "subscribe-form.tsx", form: true },
  /** The free resource requests on /insights: the dialog, and the page form without it. */
  "resource-request": { entry: "resource-request.tsx", form: true },
  /** The booking form on /book: the day picker, the visitor's own clock, the form. */
  "booking-form": { entry: "booking-form.tsx", form: true },
  /** A booked call's page: cancelling asks once, in a dialog. */
  "cancel-call": { entry: "cancel-call.tsx", form: true },
  /** The privacy policy's Back button goes back in history. */
  "history-back": { entry: "history-back.ts", form: false },
  /** The free resource document's Print button. */
  "print-button": { entry: "print-button.ts", form: false },
  /** The not-found page logs the path asked for (SPEC §2). */
  "not-found-log": { entry: "not-found-log.ts", form: false },
} as const satisfies Record<string, { entry: string; form: boolean }>;

export type IslandName = keyof typeof islands;

/** Where a page finds an island once built: its module, and the chunks it imports (to preload). */
export type IslandAssets = Record<IslandName, { src: string; preload: string[] }>;

/** What a route module declares in `export const handle`; the root's applies to every page. */
export type PageHandle = {
  /** The islands the page's parts need (merged with its parents'). */
  islands?: readonly IslandName[];
  /** The page needs React Router's client runtime (hydrated whole, client-side navigation). */
  router?: boolean;
  /** The page brings its own header and footer instead of the site's (the back office). */
  ownShell?: boolean;
  /**
   * The page may show images from other sites, by their https address (an article written in the
   * back office): its Content-Security-Policy allows them, as no other page's does.
   */
  imagesFromAnywhere?: boolean;
};

/** The scripts a page's matched routes ask for, parents first. */
export function pageScriptsOf(handles: readonly unknown[]): { islands: IslandName[]; router: boolean } {
  const declared = declaredHandles(handles);
  return {
    islands: [...new Set(declared.flatMap((handle) => handle.islands ?? []))],
    router: declared.some((handle) => handle.router === true),
  };
}

/** Whether a page's matched routes let it show images from other sites. */
export function showsImagesFromAnywhere(handles: readonly unknown[]): boolean {
  return declaredHandles(handles).some((handle) => handle.imagesFromAnywhere === true);
}

function declaredHandles(handles: readonly unknown[]): PageHandle[] {
  return handles.filter((handle): handle is PageHandle => typeof handle === "object" && handle !== null);
}
