/**
 * Toasts without a library (docs/decisions/025: sonner alone weighed 8.6 KB of /insights' 80):
 * one at a time for 5000 ms (SPEC §9), in a polite live region named Notifications so that each
 * is announced, at the bottom where it covers neither the fixed header nor a dialog's title.
 * While a modal dialog is open the rest of the page is inert and behind its backdrop, so the
 * region moves into the dialog, and back out when it closes.
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
    `pointer-events-auto relative w-full max-w-sm rounded-xl border p-4 pr-10 shadow-lg motion-safe:animate-fade-in ${tones[variant]}`,
  );
  toast.append(element("p", "font-semibold", title));
  if (description) toast.append(element("p", "mt-1 text-sm", description));
  const close = element("button", "absolute right-2 top-2 rounded-md p-1.5 opacity-70 hover:opacity-100");
  close.type = "button";
  close.setAttribute("aria-label", "Close notification");
  close.innerHTML = CLOSE_ICON;
  close.addEventListener("click", () => toast.remove());
  toast.append(close);
  host.replaceChildren(toast);
  clearTimeout(timer);
  timer = setTimeout(() => toast.remove(), TOAST_DURATION_MS);
}
