/**
 * The home page's only script (docs/decisions/006). The page is prerendered HTML and works without
 * JavaScript; this hydrates the contact form, mounts the toasts, and gives the header its
 * behaviour (SPEC §2): Home scrolls to the top, section links scroll smoothly 100 ms after the
 * hash changes, and choosing a link in the mobile menu closes it. Other links are plain page loads.
 */
import { StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { ContactForm } from "~/components/forms/contact-form";
import { Toaster } from "~/components/ui/toaster";
import { recordVisitSource } from "~/lib/lead-source";
import { scrollToHashSoon, scrollToTop } from "~/lib/scroll";

const formRoot = document.getElementById("contact-form-root");
if (formRoot) {
  hydrateRoot(
    formRoot,
    <StrictMode>
      <ContactForm />
    </StrictMode>,
  );
}

recordVisitSource();

const toasts = document.createElement("div");
document.body.append(toasts);
createRoot(toasts).render(<Toaster />);

function scrollToHash(hash: string) {
  if (hash) scrollToHashSoon(hash);
  else scrollToTop();
}

document.addEventListener("click", (event) => {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey)
    return;
  const link = (event.target as Element).closest?.("a[href]");
  if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin) return;
  for (const menu of document.querySelectorAll<HTMLDetailsElement>("header details[open]")) menu.open = false;
  if (link.pathname !== "/" || link.closest("#contact-form-root")) return;
  event.preventDefault();
  if (link.href !== window.location.href) window.history.pushState(null, "", link.href);
  scrollToHash(link.hash);
});

window.addEventListener("popstate", () => scrollToHash(window.location.hash));
