/**
 * The web-vitals beacon (ADR 0016): what the browser posts to VITALS_PATH with
 * `navigator.sendBeacon` and the storefront checks before counting it.
 *
 * Shape: `{ route, metrics: [{ name, value, rating?, id?, navigationType? }] }` — `route` the Remix
 * route id of the page (e.g. `routes/product`), `name` one of LCP, INP, CLS, FCP, TTFB; `value` in
 * milliseconds (CLS: the unitless layout-shift score). At most 10 metrics per beacon; values beyond
 * what a browser can report (10 minutes, a CLS of 100) are refused.
 */
import { z } from "zod";

/** The vitals reported (web-vitals' `onLCP`, `onINP`, `onCLS`, `onFCP`, `onTTFB`). */
const VITAL_NAMES = ["LCP", "INP", "CLS", "FCP", "TTFB"] as const;
export type VitalName = (typeof VITAL_NAMES)[number];

const metricSchema = z
  .object({
    name: z.enum(VITAL_NAMES),
    value: z.number().finite().min(0),
    rating: z.enum(["good", "needs-improvement", "poor"]).optional(),
    id: z.string().max(64).optional(),
    navigationType: z.string().max(32).optional(),
  })
  .refine((m) => m.value <= (m.name === "CLS" ? 100 : 600_000), { message: "Giá trị ngoài khoảng cho phép", path: ["value"] });

/** The beacon's body (JSON). */
export const vitalsPayloadSchema = z.object({
  route: z.string().regex(/^[\w:./-]{1,100}$/),
  metrics: z.array(metricSchema).min(1).max(10),
});
export type VitalsPayload = z.infer<typeof vitalsPayloadSchema>;
