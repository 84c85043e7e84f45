/**
 * What every page runs. The header (SPEC §2, issue 11): the mobile menu, a `<details>` that opens
 * and closes without JavaScript, also closes on Escape (focus back on its button), on a tap
 * outside it and on choosing a link; a link to the page already shown (Home on the home page)
 * scrolls to the top instead of loading the page again; links elsewhere are ordinary page loads.
 * A message the server left for this page (after signing in or out) shows as a toast; an admin's
 * header gets its link to the back office. And the first page of a visit notes how the visitor
 * arrived, for the forms (app/shared/lead-source.ts).
 */
import { showFlash } from "~/lib/flash";
import { scrollToTop } from "~/lib/scroll";
import { recordVisitSource } from "~/shared/lead-source";

showFlash();
recordVisitSource();

// The header's back-office link is not in the HTML: the area is not advertised (decision 012). An
// admin's browser (the admin's hint, app/shared/signed-in.ts) makes its label a link; /admin checks.
if (document.documentElement.classList.contains("admin")) {
  for (const label of document.querySelectorAll<HTMLElement>("span[data-admin]")) {
    const link = document.createElement("a");
    link.href = "/admin";
    link.className = label.className;
    link.dataset.admin = "";
    link.textContent = label.textContent;
    label.replaceWith(link);
  }
}

const menu = document.querySelector<HTMLDetailsElement>("header details");
const button = menu?.querySelector("summary");

if (menu && button) {
  menu.addEventListener("toggle", () =>
    button.setAttribute("aria-label", menu.open ? "Close menu" : "Open menu"),
  );
  document.addEventListener("keydown", (event) => {
    if (event.key !== "Escape" || !menu.open) return;
    menu.open = false;
    button.focus();
  });
  document.addEventListener("click", (event) => {
    const target = event.target as Element;
    if (menu.open && (!menu.contains(target) || target.closest("a"))) menu.open = false;
  });
}

document.addEventListener("click", (event) => {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey)
    return;
  const link = (event.target as Element).closest("a[href]");
  const here = window.location;
  if (
    !(link instanceof HTMLAnchorElement) ||
    link.target ||
    link.hash ||
    link.origin !== here.origin ||
    link.pathname !== here.pathname ||
    link.search !== here.search
  )
    return;
  event.preventDefault();
  if (here.hash) window.history.pushState(null, "", link.href);
  scrollToTop();
});
