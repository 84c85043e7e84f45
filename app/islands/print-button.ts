/** The free resource document's button opens the print dialog (where "Save as PDF" is a printer). */
for (const button of document.querySelectorAll<HTMLButtonElement>("button[data-print]")) {
  button.addEventListener("click", () => window.print());
  button.hidden = false;
}
