import { describe, expect, it } from "vitest";
import { awaitsTransfer, gatewayReturnPath, nextStep, orderPlaced, paymentState, stepPath, type StepEvent } from "./steps";

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

describe("payment methods without a gateway page (ADR 0022)", () => {
  it("an order placed by COD or VietQR goes straight to step 4; a refused method stays on step 2", () => {
    expect(nextStep({ type: "order-placed" })).toBe(4);
    expect(nextStep({ type: "method-refused" })).toBe(2);
    expect(stepPath(nextStep({ type: "method-refused" }))).toBe("/gio-hang/thanh-toan");
  });

  it("each gateway has its return page; COD and VietQR have none", () => {
    expect(gatewayReturnPath("VNPay")).toBe("/thanh-toan/vnpay-return");
    expect(gatewayReturnPath("ePay")).toBe("/thanh-toan/epay-result");
    expect(gatewayReturnPath("MoMo")).toBe("/thanh-toan/momo-return");
    expect(gatewayReturnPath("COD")).toBeNull();
    expect(gatewayReturnPath("VietQR")).toBeNull();
  });
});

describe("step 4's payment state", () => {
  const now = new Date("2026-11-28T03:00:00Z");
  const transfer = (received: number, shortBy: number, expiresAt = "2026-11-29T03:00:00Z") => ({ expiresAt, received, shortBy });

  it("COD awaiting delivery (and while shipping) is placed, not paid", () => {
    expect(paymentState({ status: "awaiting_delivery", paymentMethod: "COD" }, now)).toEqual({ kind: "cod" });
    expect(paymentState({ status: "shipping", paymentMethod: "COD" }, now)).toEqual({ kind: "cod" });
    expect(paymentState({ status: "delivered", paymentMethod: "COD" }, now)).toEqual({ kind: "paid" });
    expect(orderPlaced({ kind: "cod" })).toBe(true);
  });

  it("VietQR: waiting, short, paid, expired", () => {
    const waiting = paymentState({ status: "pending", paymentMethod: "VietQR", transfer: transfer(0, 150_000) }, now);
    expect(waiting).toEqual({ kind: "transfer-waiting", deadline: "2026-11-29T03:00:00Z" });
    expect(awaitsTransfer(waiting)).toBe(true);
    expect(orderPlaced(waiting)).toBe(true);
    const short = paymentState({ status: "pending", paymentMethod: "VietQR", transfer: transfer(100_000, 50_000) }, now);
    expect(short).toEqual({ kind: "transfer-short", received: 100_000, shortBy: 50_000, deadline: "2026-11-29T03:00:00Z" });
    expect(awaitsTransfer(short)).toBe(true);
    const paid = paymentState({ status: "paid", paymentMethod: "VietQR", transfer: transfer(150_000, 0) }, now);
    expect(paid).toEqual({ kind: "paid" });
    expect(awaitsTransfer(paid)).toBe(false);
    // Past the deadline before the upstream's timer failed it, and after.
    const late = paymentState({ status: "pending", paymentMethod: "VietQR", transfer: transfer(0, 150_000, "2026-11-28T03:00:00Z") }, now);
    expect(late).toEqual({ kind: "transfer-expired" });
    expect(paymentState({ status: "failed", paymentMethod: "VietQR", transfer: transfer(0, 150_000) }, now)).toEqual({
      kind: "transfer-expired",
    });
    expect(awaitsTransfer(late)).toBe(false);
    expect(orderPlaced(late)).toBe(false);
  });

  it("gateways: pending until their result; failed and cancelled are closed", () => {
    for (const paymentMethod of ["VNPay", "ePay", "MoMo"] as const) {
      expect(paymentState({ status: "pending", paymentMethod }, now)).toEqual({ kind: "gateway-pending" });
      expect(paymentState({ status: "paid", paymentMethod }, now)).toEqual({ kind: "paid" });
      expect(paymentState({ status: "failed", paymentMethod }, now)).toEqual({ kind: "closed" });
      expect(paymentState({ status: "cancelled", paymentMethod }, now)).toEqual({ kind: "closed" });
    }
    // A VietQR order without its transfer (an older upstream) is shown like a gateway's.
    expect(paymentState({ status: "pending", paymentMethod: "VietQR", transfer: null }, now)).toEqual({ kind: "gateway-pending" });
    expect(orderPlaced({ kind: "gateway-pending" })).toBe(false);
  });
});
