import { useEffect, useRef } from "react";
import { useLocation } from "react-router";

/** SPEC §2: a hash target is scrolled to 100 ms after navigation, so the page can render first. */
export const HASH_SCROLL_DELAY_MS = 100;

function behaviour(): ScrollBehavior {
  return window.matchMedia("(prefers-reduced-motion: reduce)").matches ? "auto" : "smooth";
}

export function scrollToId(id: string): boolean {
  const element = document.getElementById(id);
  element?.scrollIntoView({ behavior: behaviour(), block: "start" });
  return element !== null;
}

export function scrollToTop(smooth = true): void {
  window.scrollTo({ top: 0, behavior: smooth ? behaviour() : "auto" });
}

/** Scrolls to a hash's target after the delay; returns a function that cancels it. */
export function scrollToHashSoon(hash: string): () => void {
  const timer = window.setTimeout(() => scrollToId(decodeURIComponent(hash.slice(1))), HASH_SCROLL_DELAY_MS);
  return () => window.clearTimeout(timer);
}

/** Scrolls to the hash target after a short delay, or to the top when there is no hash. */
export function useScrollOnNavigate(): void {
  const { pathname, hash } = useLocation();
  const previousPath = useRef<string | null>(null);

  useEffect(() => {
    const samePage = previousPath.current === pathname;
    previousPath.current = pathname;
    if (!hash) {
      scrollToTop(samePage);
      return;
    }
    return scrollToHashSoon(hash);
  }, [pathname, hash]);
}
