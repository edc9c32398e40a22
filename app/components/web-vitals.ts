/**
 * Reports the page's web vitals (ADR 0016): web-vitals' LCP, INP, CLS, FCP and TTFB of the
 * document load, labelled with the Remix route id of the page first loaded, queued and sent with
 * `navigator.sendBeacon` to VITALS_PATH when the page is hidden (web-vitals' advice: INP and CLS are
 * final only then) — one small beacon (JSON, `vitalsPayloadSchema`) per hide. Nothing is sent
 * without JavaScript, nor by browsers without `sendBeacon`.
 *
 * This module (with web-vitals, ~3 KB gzip) is imported by the root after hydration
 * (ADR 0021), so it is not part of the JavaScript a page needs to hydrate; web-vitals' observers are
 * `buffered`, so the document load's entries that happened before are still reported.
 */
import { onCLS, onFCP, onINP, onLCP, onTTFB, type MetricType } from "web-vitals";
import { VITALS_PATH } from "~/constants";
import type { VitalsPayload } from "~/utils/vitals";

type Queued = VitalsPayload["metrics"][number];

/** Starts the reporting for the page first loaded (`route`: its Remix route id); returns what stops it. */
export function startWebVitals(route: string): () => void {
  if (typeof navigator.sendBeacon !== "function") return () => {};
  const queue = new Map<string, Queued>();
  const add = (m: MetricType) => {
    queue.set(m.name, {
      name: m.name,
      value: Math.round(m.value * 1000) / 1000,
      rating: m.rating,
      id: m.id.slice(0, 64),
      navigationType: m.navigationType,
    });
  };
  const flush = () => {
    if (queue.size === 0) return;
    const payload: VitalsPayload = { route, metrics: [...queue.values()] };
    queue.clear();
    navigator.sendBeacon(VITALS_PATH, new Blob([JSON.stringify(payload)], { type: "application/json" }));
  };
  onTTFB(add);
  onFCP(add);
  onLCP(add);
  onCLS(add);
  onINP(add);
  const onHidden = () => {
    if (document.visibilityState === "hidden") flush();
  };
  document.addEventListener("visibilitychange", onHidden);
  window.addEventListener("pagehide", flush);
  return () => {
    document.removeEventListener("visibilitychange", onHidden);
    window.removeEventListener("pagehide", flush);
  };
}
