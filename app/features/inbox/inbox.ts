/**
 * The inbox pages (ADR 0016): `/hop-thu` (also `/apps/mail`) lists the mails the shop sent the
 * customer, `/hop-thu/{id}` shows one and marks it read by a POST. Client-safe helpers.
 */

/** Vietnamese names of the mail kinds (mail_log.kind); unknown kinds read "Thư". */
const MAIL_KIND_LABELS: Record<string, string> = {
  activation: "Kích hoạt tài khoản",
  reset: "Đặt lại mật khẩu",
  order_confirmation: "Xác nhận đơn hàng",
  order_status: "Trạng thái đơn hàng",
  invoice: "Hóa đơn điện tử",
};

/** The label of a mail kind. */
export function mailKindLabel(kind: string): string {
  return MAIL_KIND_LABELS[kind] ?? "Thư";
}

/** The inbox's canonical path, and a message's. */
export const INBOX_PATH = "/hop-thu";
export const messageHref = (id: number) => `${INBOX_PATH}/${id}`;

/** The page of a list URL: an integer 1…10 000, anything else (0, −1, letters, huge) → 1. */
export function pageOf(url: URL): number {
  const raw = url.searchParams.get("page") ?? "";
  const n = /^\d{1,5}$/.test(raw) ? Number(raw) : 1;
  return n >= 1 && n <= 10_000 ? n : 1;
}

/** The message detail's only mutation. */
export const READ_INTENT = "mark-read";
