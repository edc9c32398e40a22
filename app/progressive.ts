/**
 * The progressive script of the browsing pages that React does not hydrate (`STATIC_PAGE`, ADR
 * 0029): bundled on its own by scripts/progressive-build.mjs (esbuild, no React, no Remix) into
 * `public/build/progressive-<hash>.js`, loaded by app/root.tsx as `<script type="module" src>` (an
 * external same-origin script: allowed by the CSP's `'self'`, the same bytes for every viewer of a
 * cached page). It starts the same vanilla behaviours the root starts after hydration on the other
 * pages — navbar, header search suggestions, countdowns, the catalogue's filters, toasts and the forced-logout warning dialog — and, when the script element
 * carries `data-vitals` (the route id; only for a customer who allowed it, ADR 0027), the web-vitals
 * report. Then `<body data-hydrated>`: the page's behaviours are running (the end-to-end tests wait
 * for it).
 */
import { startCountdowns } from "~/components/countdown-behaviour";
import { startNavbarBehaviour } from "~/components/navbar-behaviour";
import { startSearchFacets } from "~/components/search-facets-behaviour";
import { startSearchSuggestions } from "~/components/search-suggestions";
import { startToasts } from "~/components/toast-behaviour";
import { startWarningDialog } from "~/components/warning-dialog-behaviour";

const vitalsRoute = document.querySelector<HTMLScriptElement>("script[data-progressive]")?.dataset.vitals;

startNavbarBehaviour();
startSearchSuggestions();
startCountdowns();
startSearchFacets();
// The dialog reads the server-rendered toasts, which startToasts then replaces.
startWarningDialog();
startToasts();
if (vitalsRoute) void import("~/components/web-vitals").then((vitals) => vitals.startWebVitals(vitalsRoute));
document.body.dataset.hydrated = "true";
