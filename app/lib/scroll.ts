/**
 * Scrolling by hand, where the browser's own does not serve: a link to the page already shown
 * scrolls to its top instead of loading it again (SPEC §2, Home). Links to a place on a page are
 * left to the browser; app.css makes them smooth unless reduced motion is asked for, and keeps the
 * target clear of the fixed header.
 */
export function scrollToTop(): void {
  const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  window.scrollTo({ top: 0, behavior: reduce ? "instant" : "smooth" });
}
