import { describe, expect, it } from "vitest";
import { ORDER_STATUSES } from "~/constants";
import { ORDER_STATUS_LABELS, ORDER_STATUS_LOOKS } from "./order-status";

describe("order status chips", () => {
  it("give every pair of states a different text and a different shape (tone + icon)", () => {
    const shapes = ORDER_STATUSES.map((st) => `${ORDER_STATUS_LOOKS[st].tone}/${ORDER_STATUS_LOOKS[st].icon}`);
    const labels = ORDER_STATUSES.map((st) => ORDER_STATUS_LABELS[st]);
    expect(new Set(shapes).size).toBe(ORDER_STATUSES.length);
    expect(new Set(labels).size).toBe(ORDER_STATUSES.length);
  });

  it("do not make a failed payment look like a paid one", () => {
    expect(ORDER_STATUS_LOOKS.failed.tone).not.toBe(ORDER_STATUS_LOOKS.paid.tone);
    expect(ORDER_STATUS_LOOKS.failed.icon).not.toBe(ORDER_STATUS_LOOKS.paid.icon);
  });
});
