/**
 * The bench's anchor: a bare Remix v2 app — one page whose loader reads a cookie session and
 * returns 24 products as JSON, vanilla-extract CSS, the classic compiler, served by `remix-serve` — built
 * and started by scripts/bench.mjs beside the shop, so that the shop's figures are read as ratios to it
 * (absolute numbers on these shared 2-core machines are noise). Same Remix version and future flags as
 * the shop; nothing of the shop is imported.
 *
 * @type {import('@remix-run/dev').AppConfig}
 */
export default {
  serverModuleFormat: "esm",
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
    v3_singleFetch: true,
    v3_lazyRouteDiscovery: true,
  },
};
