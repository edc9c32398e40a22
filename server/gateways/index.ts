/**
 * Entry point of the payment gateways for the rest of the upstream (checkout, payment routes).
 *
 * Checkout (server/routes/order.ts) builds the VNPay URL (or, for ePay, the ePayModel with
 * `getEpayGateway(config).buildEpayModel(…)`) with:
 *
 *   const url = getVnpayGateway(app.deps.config).buildPaymentUrl({
 *     order: { code: order.code, total: order.total },   // total in integer VND
 *     ipAddr: request.ip,
 *     returnUrl: "<storefront origin>/…/vnpay-return",  // absolute http(s) URL
 *   });
 */
import type { UpstreamConfig } from "../config";
import { createEpayGateway, type EpayGateway } from "./epay";
import { createGhnClient, type GhnClient } from "./ghn";
import { createMomoGateway, type MomoGateway } from "./momo";
import { createVnpayGateway, type VnpayGateway } from "./vnpay";

export type { EpayGateway } from "./epay";
export type { VnpayGateway } from "./vnpay";

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

const epayGateways = new WeakMap<UpstreamConfig, EpayGateway>();

/**
 * The ePay gateway of an app's configuration, created on first use and memoized per config object.
 * It reads the configuration on every call (URLs may change after listening). Never throws.
 */
export function getEpayGateway(config: UpstreamConfig): EpayGateway {
  let gateway = epayGateways.get(config);
  if (!gateway) {
    gateway = createEpayGateway(config);
    epayGateways.set(config, gateway);
  }
  return gateway;
}

const momoGateways = new WeakMap<UpstreamConfig, MomoGateway>();

/**
 * The MoMo gateway of an app's configuration, created on first use and memoized per config object.
 * It reads `momoHost` on every call (it follows `publicUrl` after listening). Never throws.
 */
export function getMomoGateway(config: UpstreamConfig): MomoGateway {
  let gateway = momoGateways.get(config);
  if (!gateway) {
    gateway = createMomoGateway(config);
    momoGateways.set(config, gateway);
  }
  return gateway;
}

const ghnClients = new WeakMap<UpstreamConfig, GhnClient>();

/**
 * The carrier client (GHN's shape) of an app's configuration, created on first use and memoized per
 * config object. It reads `ghnHost` on every call (it follows `publicUrl` after listening). Never throws.
 */
export function getGhnClient(config: UpstreamConfig): GhnClient {
  let client = ghnClients.get(config);
  if (!client) {
    client = createGhnClient(config);
    ghnClients.set(config, client);
  }
  return client;
}
