/**
 * "Tra cứu đơn hàng" (ADR 0026): anyone finds an order by its code plus the phone or the e-mail it was
 * placed with, and sees its status, lines and delivery timeline — no name, address or contact (the
 * answer must not help whoever guessed a code). A wrong code and a wrong contact get the same 404, with
 * the same message, so the answer never tells whether a code exists; the storefront rate-limits the
 * form (app/utils/rate-limit.server.ts `orderLookup`).
 */
import type { Db } from "../db/client";
import { ApiError } from "../errors";
import { statusHistoryOf } from "../data/orders";
import { findOrderByCode, findOrder } from "./orders";
import { shipmentView, type ShipmentLinkConfig } from "./shipments";

/** The one answer of a lookup that finds nothing (wrong code, wrong contact, malformed input). */
export const LOOKUP_NOT_FOUND_MESSAGE =
  "Không tìm thấy đơn hàng khớp với thông tin đã nhập. Vui lòng kiểm tra lại mã đơn hàng và số điện thoại hoặc email.";

/** Digits of a Vietnamese phone with +84/84 written as 0 ("+84 912 345 678" → "0912345678"); null when not a phone. */
function normalizePhone(value: string): string | null {
  const digits = value.replace(/[\s.()-]/g, "");
  if (!/^\+?\d{9,12}$/.test(digits)) return null;
  const plain = digits.replace(/^\+/, "");
  return plain.startsWith("84") && plain.length === 11 ? `0${plain.slice(2)}` : plain;
}

/** True when `contact` is the order's phone (any common writing) or its e-mail (case-insensitive). */
function contactMatches(order: { phone: string; email: string }, contact: string): boolean {
  const c = contact.trim();
  if (c.includes("@")) return c.toLowerCase() === order.email.trim().toLowerCase();
  const phone = normalizePhone(c);
  return phone !== null && phone === normalizePhone(order.phone);
}

/**
 * The public view of order `code` when `contact` is its phone or e-mail (`OrderLookup` of
 * docs/openapi.yaml): code, status, payment method, dates, money (VND), lines, status history and the
 * shipment (tracking number, timeline, sandbox link). Codes are matched case-insensitively.
 * @throws ApiError 404 ORDER_NOT_FOUND with LOOKUP_NOT_FOUND_MESSAGE for any mismatch.
 */
export function lookupOrder(db: Db, config: ShipmentLinkConfig, code: string, contact: string) {
  const notFound = () => new ApiError(404, "ORDER_NOT_FOUND", LOOKUP_NOT_FOUND_MESSAGE);
  const found = findOrderByCode(db, code.trim().toUpperCase());
  if (!found || !contactMatches(found, contact)) throw notFound();
  const order = findOrder(db, found.id)!;
  return {
    code: order.code,
    status: order.status,
    paymentMethod: order.paymentMethod,
    createdAt: order.createdAt,
    paidAt: order.paidAt,
    isOnlyDigital: order.isOnlyDigital,
    subTotal: order.subTotal,
    discount: order.discount,
    shippingFee: order.shippingFee,
    total: order.total,
    lines: order.lines.map((l) => ({ name: l.name, quantity: l.quantity, unitPrice: l.unitPrice, isDigital: l.isDigital })),
    statusHistory: statusHistoryOf(db, order.id),
    shipment: shipmentView(db, config, order.id),
  };
}
