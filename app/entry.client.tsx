/**
 * Client entry: hydrates the server-rendered document. JavaScript only enhances: every page already
 * works without it. The root sets `data-hydrated`
 * on <body> once hydrated, for tests.
 */
import { RemixBrowser } from "@remix-run/react";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <RemixBrowser />
    </StrictMode>,
  );
});
