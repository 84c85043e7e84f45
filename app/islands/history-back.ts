/**
 * The privacy policy's Back link goes back in history when there is somewhere to go back to;
 * otherwise, and without JavaScript, it is a link to the home page.
 */
for (const link of document.querySelectorAll<HTMLAnchorElement>("a[data-history-back]")) {
  link.addEventListener("click", (event) => {
    if (window.history.length <= 1) return;
    event.preventDefault();
    window.history.back();
  });
}
