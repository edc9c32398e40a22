/**
 * Entry point of the payment gateways for the rest of the upstream (checkout, payment routes).
 *
 * Checkout (server/routes/order.ts) builds the VNPay URL with:
 *
 *   const url = getVnpayGateway(app.deps.config).buildPaymentUrl({
 *     order: { code: order.code, total: order.total },   // total in integer VND
 *     ipAddr: request.ip,
 *     returnUrl: "<storefront origin>/…/vnpay-return",  // absolute http(s) URL
 *   });
 */
import type { UpstreamConfig } from "../config";
import { createVnpayGateway, type VnpayGateway } from "./vnpay";

export {
  createVnpayGateway,
  describeVnpayCode,
  formatGmt7,
  parseGmt7,
  toVnpayOrderInfo,
  VNPAY_PAYMENT_PATH,
  VNPAY_PAYMENT_WINDOW_MINUTES,
  type BuildVnpayPaymentUrlInput,
  type VnpayConfig,
  type VnpayGateway,
  type VnpayVerification,
} from "./vnpay";

const vnpayGateways = new WeakMap<UpstreamConfig, VnpayGateway>();

/**
 * The VNPay gateway of an app's configuration, created on first use and memoized per config object
 * (one per `buildApp`; a new config object, e.g. in tests, gets its own gateway). Never throws.
 */
export function getVnpayGateway(config: UpstreamConfig): VnpayGateway {
  let gateway = vnpayGateways.get(config);
  if (!gateway) {
    gateway = createVnpayGateway(config);
    vnpayGateways.set(config, gateway);
  }
  return gateway;
}
