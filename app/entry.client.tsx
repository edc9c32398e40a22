/**
 * Client entry: hydrates the server-rendered document. JavaScript only enhances: every page already
 * works without it. The root sets `data-hydrated` on <body> once hydrated, for tests.
 *
 * Why not Remix's default (`startTransition(() => hydrateRoot(…))`), ADR 0029: with single fetch,
 * `RemixBrowser` suspends at the root on its first render until the page's turbo-stream state is
 * decoded (a promise, so at least one task later). While the root is suspended, React's listeners are
 * already attached; a discrete event (a visitor typing into a form) makes React 18 hydrate the root
 * synchronously, the root suspends again in that synchronous render, and React throws error #345
 * ("Root did not complete"). So the entry first waits for that decoding (it lets `RemixBrowser` start
 * it and awaits the promise it throws), then hydrates inside `flushSync`: one synchronous task from
 * React's listeners to a hydrated root, in which nothing suspends and no event can land. Events before
 * it only change the DOM (uncontrolled fields keep what was typed). The cost is one longer task on
 * the pages that hydrate (forms, account); the browsing pages do not hydrate (`STATIC_PAGE`).
 */
import { RemixBrowser } from "@remix-run/react";
import { StrictMode } from "react";
import { flushSync } from "react-dom";
import { hydrateRoot } from "react-dom/client";

/**
 * Resolves once `RemixBrowser` can render without suspending: called as a plain function before
 * hydration it starts decoding the state and throws that decoding's promise (before any hook runs).
 * Anything else it throws is left for the real render to meet.
 */
async function remixStateDecoded(): Promise<void> {
  try {
    (RemixBrowser as unknown as (props: object) => unknown)({});
  } catch (thrown) {
    if (thrown instanceof Promise) await thrown;
  }
}

void remixStateDecoded().then(() => {
  flushSync(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <RemixBrowser />
      </StrictMode>,
    );
  });
});
