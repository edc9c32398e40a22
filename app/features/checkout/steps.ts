/**
 * The checkout step machine of spec §4 ("Cart step (tabIndex)") as a pure function, and the URL of
 * each step (ADR 0002: steps are URLs). Route modules redirect to `stepPath(nextStep(event))`.
 *
 *   0 cart → 1 after the inventory check (or the guests' calculation)
 *   → 2 when the inventory check finds only digital items, and after the shipping address is saved
 *   → 4 after a successful checkout
 *   back to 0 after a failed checkout, inventory check or calculation.
 */
export type Step = 0 | 1 | 2 | 4;

export type StepEvent =
  | { type: "inventory-checked"; isOnlyDigital: boolean }
  | { type: "calculated" }
  | { type: "address-saved" }
  | { type: "checkout-succeeded" }
  | { type: "checkout-failed" }
  | { type: "inventory-failed" }
  | { type: "calculation-failed" };

/** The step after `event` (spec §4). */
export function nextStep(event: StepEvent): Step {
  switch (event.type) {
    case "inventory-checked":
      return event.isOnlyDigital ? 2 : 1;
    case "calculated":
      return 1;
    case "address-saved":
      return 2;
    case "checkout-succeeded":
      return 4;
    case "checkout-failed":
    case "inventory-failed":
    case "calculation-failed":
      return 0;
  }
}

/** The storefront URL of a step (4 needs the order id). */
export function stepPath(step: Step, orderId?: number): string {
  switch (step) {
    case 0:
      return "/gio-hang";
    case 1:
      return "/gio-hang/giao-hang";
    case 2:
      return "/gio-hang/thanh-toan";
    case 4:
      return orderId ? `/xac-nhan-don-hang/${orderId}` : "/gio-hang";
  }
}
