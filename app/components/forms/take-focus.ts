import { useEffect, useRef, useState } from "react";

/** False while the page is as the server sent it (and in the render that hydrates it), then true. */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

/**
 * Moves focus to the element when it appears, and again each time `key` changes (a new answer to
 * the same form), bringing it on screen; `undefined` leaves focus alone. Without JavaScript the
 * element's `autofocus` does the same for the page's own answer.
 */
export function useTakeFocus<T extends HTMLElement>(key: unknown) {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (key === undefined) return;
    ref.current?.focus({ preventScroll: true });
    ref.current?.scrollIntoView({ block: "nearest" });
  }, [key]);
  return ref;
}
