/**
 * Toasts without a library (docs/decisions/025: sonner alone weighed 8.6 KB of /insights' 80):
 * one at a time for 5000 ms (SPEC §9), in a polite live region named Notifications so that each
 * is announced, at the bottom where it covers neither the fixed header nor a dialog's title.
 * While a modal dialog is open the rest of the page is inert and behind its backdrop, so the
 * region moves into the dialog, and back out when it closes. A toast is an announcement, never
 * the only place an outcome shows (the form shows it where it stays: docs/decisions/031), so on
 * a phone it gets out of the way: it never covers a control (moving to the top, below the
 * header, or else out of sight while still announced).
 */
export type ToastInput = {
  title: string;
  description?: string;
  variant?: "default" | "destructive" | "success";
};

export const TOAST_DURATION_MS = 5000;

const tones = {
  default: "border-slate-200 bg-white text-ink",
  success: "border-green-200 bg-green-50 text-green-900",
  destructive: "border-red-200 bg-red-50 text-red-900",
} as const;

const CLOSE_ICON =
  '<svg aria-hidden="true" viewBox="0 0 24 24" width="16" height="16" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round"><path d="M18 6 6 18M6 6l12 12"/></svg>';

let region: HTMLElement | undefined;
let timer: ReturnType<typeof setTimeout> | undefined;

const CONTROLS =
  "a[href], button, input:not([type=hidden]), select, textarea, summary, label:has(input[type=checkbox])";
/** Bottom, top (below the fixed header), or out of sight: the first that covers no control. */
const PLACES = ["bottom-4", "top-[4.5rem]", "sr-only"] as const;
const phone = () => window.matchMedia("(max-width: 639px)").matches;

/** Whether the region, where it now is, lies over a control of the page (its own excepted). */
function coversControl(host: ParentNode, toast: HTMLElement): boolean {
  const box = toast.getBoundingClientRect();
  for (const control of host.querySelectorAll<HTMLElement>(CONTROLS)) {
    if (region?.contains(control)) continue;
    const other = control.getBoundingClientRect();
    const overlaps = other.bottom > box.top && other.top < box.bottom;
    if (other.width > 0 && overlaps && other.right > box.left && other.left < box.right) return true;
  }
  return false;
}

/** On a phone, puts the region at the first place where the toast covers no control. */
function clearControls(host: ParentNode, toast: HTMLElement): void {
  if (!region) return;
  for (const place of PLACES) {
    region.classList.remove(...PLACES);
    region.classList.add(place);
    if (!phone() || place === "sr-only" || !coversControl(host, toast)) return;
  }
}

function element<K extends keyof HTMLElementTagNameMap>(tag: K, className: string, text = "") {
  const node = document.createElement(tag);
  node.className = className;
  node.textContent = text;
  return node;
}

/**
 * The live region, created once and kept: a region must be in the page before what it announces,
 * so the islands that show toasts create it when they start (mountToastRegion).
 */
function regionFor(host: HTMLElement): HTMLElement {
  if (!region) {
    region = element("section", "pointer-events-none fixed inset-x-4 bottom-4 z-[60] flex justify-end");
    // The page moves under a toast (it scrolls, the form turns into its outcome): on a phone the
    // toast finds a clear place again, once per frame at most.
    let frame = 0;
    const reconsider = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const toast = region?.firstElementChild as HTMLElement | null;
        if (toast && region?.parentElement) clearControls(region.parentElement, toast);
      });
    };
    window.addEventListener("scroll", reconsider, { passive: true });
    window.addEventListener("resize", reconsider, { passive: true });
    new MutationObserver(reconsider).observe(document.body, { childList: true, subtree: true });
    region.setAttribute("aria-label", "Notifications");
    region.setAttribute("aria-live", "polite");
  }
  if (region.parentElement !== host) host.append(region);
  return region;
}

export function mountToastRegion(): void {
  regionFor(document.body);
}

export function showToast({ title, description, variant = "default" }: ToastInput): void {
  const dialog = document.querySelector<HTMLDialogElement>("dialog[open]");
  const host = regionFor(dialog ?? document.body);
  dialog?.addEventListener("close", () => regionFor(document.body), { once: true });
  const toast = element(
    "div",
    `pointer-events-auto relative w-full max-w-sm rounded-xl border p-4 pr-12 shadow-lg motion-safe:animate-fade-in ${tones[variant]}`,
  );
  toast.append(element("p", "font-semibold", title));
  if (description) toast.append(element("p", "mt-1 text-sm", description));
  const close = element(
    "button",
    "absolute right-0 top-0 flex size-11 items-center justify-center rounded-md opacity-70 hover:opacity-100",
  );
  close.type = "button";
  close.setAttribute("aria-label", "Close notification");
  close.innerHTML = CLOSE_ICON;
  close.addEventListener("click", () => toast.remove());
  toast.append(close);
  host.replaceChildren(toast);
  clearControls(dialog ?? document, toast);
  clearTimeout(timer);
  timer = setTimeout(() => toast.remove(), TOAST_DURATION_MS);
}
