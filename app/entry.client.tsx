import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";

// Only the pages whose route asks for React Router's runtime load this (`handle.router`:
// /auth, /account, /admin; docs/decisions/025). Every other page has its islands only.
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
