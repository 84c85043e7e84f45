/**
 * Indexable pages the server renders for each request, because what they show changes (the
 * owner's free times): the sitemap lists them beside the prerendered pages, and each gets its
 * social image at build like them.
 */
export const renderedIndexable = ["/book"] as const;

export const isRenderedIndexable = (path: string) => (renderedIndexable as readonly string[]).includes(path);
