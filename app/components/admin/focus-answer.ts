import { useEffect, useRef } from "react";

/**
 * Moves the focus, and so the screen, to what answers a form once the answer is in the page:
 * `autoFocus` acts only when a page loads, and with JavaScript an answer arrives without one (a
 * phone's owner would be left at the button, the answer above the screen). Returns the ref of the
 * element to look in for `selector`.
 */
export function useFocusAnswer<T extends HTMLElement>(answer: unknown, selector: string) {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (answer) ref.current?.querySelector<HTMLElement>(selector)?.focus();
  }, [answer, selector]);
  return ref;
}
