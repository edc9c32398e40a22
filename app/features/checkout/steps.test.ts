import { describe, expect, it } from "vitest";
import { nextStep, stepPath, type StepEvent } from "./steps";

describe("the §4 step machine", () => {
  const table: [StepEvent, number, string][] = [
    [{ type: "inventory-checked", isOnlyDigital: false }, 1, "/gio-hang/giao-hang"],
    [{ type: "inventory-checked", isOnlyDigital: true }, 2, "/gio-hang/thanh-toan"],
    [{ type: "calculated" }, 1, "/gio-hang/giao-hang"],
    [{ type: "address-saved" }, 2, "/gio-hang/thanh-toan"],
    [{ type: "checkout-failed" }, 0, "/gio-hang"],
    [{ type: "inventory-failed" }, 0, "/gio-hang"],
    [{ type: "calculation-failed" }, 0, "/gio-hang"],
  ];
  it.each(table)("%j → step %i at %s", (event, step, path) => {
    expect(nextStep(event)).toBe(step);
    expect(stepPath(nextStep(event))).toBe(path);
  });

  it("a successful checkout ends on the order's confirmation (4)", () => {
    expect(nextStep({ type: "checkout-succeeded" })).toBe(4);
    expect(stepPath(4, 42)).toBe("/xac-nhan-don-hang/42");
  });
});
