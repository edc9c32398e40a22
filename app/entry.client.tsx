/**
 * Client entry: hydrates the server-rendered document. JavaScript only enhances: every page already
 * works without it. The root sets `data-hydrated` on <body> once hydrated, for tests.
 *
 * Hydration is NOT started in `startTransition` (Remix's default entry does; ADR 0029): a transition
 * hydrates in time slices, and a discrete event in between (a visitor typing into a form while the
 * slices run, after the deferred scripts of ADR 0020) makes React 18 hydrate the root synchronously
 * in the middle of the interrupted render and throw error #345 ("Root did not complete"). At the
 * default priority the root hydrates in one task: no event can land inside it, so there is nothing
 * to interleave. The cost is one longer task on the pages that hydrate (forms, account); the
 * browsing pages do not hydrate at all (`STATIC_PAGE`, app/utils/cache-policy.ts).
 */
import { RemixBrowser } from "@remix-run/react";
import { StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";

hydrateRoot(
  document,
  <StrictMode>
    <RemixBrowser />
  </StrictMode>,
);
