/**
 * Vietnamese names of a parcel's states at the carrier (ADR 0026; GHN's statuses), as the order
 * detail's and the lookup's timelines show them. The delivered state reads "Đã giao hàng" (UI contract).
 */
import type { ShipmentStatus } from "~/upstream/schemas";

/** Label of each shipment state. */
export const SHIPMENT_STATUS_LABELS: Readonly<Record<ShipmentStatus, string>> = {
  queued: "Đang tạo vận đơn",
  ready_to_pick: "Chờ lấy hàng",
  picking: "Đang lấy hàng",
  picked: "Đã lấy hàng",
  storing: "Đang lưu kho",
  transporting: "Đang vận chuyển",
  delivering: "Đang giao hàng",
  delivered: "Đã giao hàng",
  return: "Đang hoàn hàng",
  returned: "Đã hoàn hàng",
};
