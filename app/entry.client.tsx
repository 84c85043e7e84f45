import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { loadArticleBody } from "~/components/insights/article-body";

// An article page's text is in its own chunk: load it before hydrating so hydration finds it.
const article = window.location.pathname.match(/^\/insights\/([a-z0-9-]+)$/)?.[1];

(article ? loadArticleBody(article) : Promise.resolve()).finally(() => {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
});
