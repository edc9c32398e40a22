import { describe, expect, it } from "vitest";
import { vitalsPayloadSchema } from "./vitals";

const ok = { route: "routes/product", metrics: [{ name: "LCP", value: 1234.5, rating: "good", id: "v5-1", navigationType: "navigate" }] };

describe("the vitals beacon schema", () => {
  it("accepts what web-vitals reports, CLS unitless", () => {
    expect(vitalsPayloadSchema.safeParse(ok).success).toBe(true);
    const cls = {
      route: "root",
      metrics: [
        { name: "CLS", value: 0.12 },
        { name: "TTFB", value: 80 },
      ],
    };
    expect(vitalsPayloadSchema.safeParse(cls).success).toBe(true);
  });

  it.each([
    ["an unknown vital", { ...ok, metrics: [{ name: "FID", value: 3 }] }],
    ["a negative value", { ...ok, metrics: [{ name: "LCP", value: -1 }] }],
    ["a value no browser reports", { ...ok, metrics: [{ name: "INP", value: 1e9 }] }],
    ["a CLS over 100", { ...ok, metrics: [{ name: "CLS", value: 500 }] }],
    ["a value that is text", { ...ok, metrics: [{ name: "LCP", value: "12" }] }],
    ["no metrics", { ...ok, metrics: [] }],
    ["eleven metrics", { ...ok, metrics: Array.from({ length: 11 }, () => ({ name: "CLS", value: 0 })) }],
    ["a route with spaces or markup", { ...ok, route: "<script>alert(1)</script>" }],
    ["a route too long", { ...ok, route: "a".repeat(101) }],
    ["garbage", "not json at all"],
    ["null", null],
  ])("refuses %s", (_, body) => {
    expect(vitalsPayloadSchema.safeParse(body).success).toBe(false);
  });
});
