import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";

// An article page's text is in its own chunk: load it before hydrating so hydration finds it.
// Imported only there, so other pages do not load the article components.
const article = window.location.pathname.match(/^\/insights\/([a-z0-9-]+)$/)?.[1];
const articleText = article
  ? import("~/components/insights/article-body").then((module) => module.loadArticleBody(article))
  : Promise.resolve();

articleText.finally(() => {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
});
