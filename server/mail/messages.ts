/**
 * The Vietnamese mails of the account lifecycle (spec §4 "Registration", "Forgot password"): subject,
 * plain text and HTML of the activation and password-reset codes.
 */
import type { MailMessage, MailPurpose } from "./mailer";

/** Escapes text for HTML element content and attribute values. */
function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);
}

const SHOP = "Nhà sách Đại học";

/**
 * The mail carrying a 6-digit security code.
 * @param args.to recipient address; args.code the code (6 digits); args.purpose "activation" (Register-client, ResendCode,
 *   re-active) or "reset" (SendSecurityCode); args.ttlMinutes the code's lifetime (15).
 * Subjects: `Mã kích hoạt tài khoản Nhà sách Đại học: 123456 (hiệu lực 15 phút)` and
 * `Mã xác nhận đặt lại mật khẩu Nhà sách Đại học: 123456 (hiệu lực 15 phút)`.
 * The greeting does not use the account's name: a registrant chooses it, and the address is not yet
 * proven theirs, so the mail carries no text a stranger could write to someone else's inbox.
 */
export function securityCodeMail(args: { to: string; code: string; purpose: MailPurpose; ttlMinutes: number }): MailMessage {
  const { to, code, purpose, ttlMinutes } = args;
  const activation = purpose === "activation";
  const subject = activation
    ? `Mã kích hoạt tài khoản ${SHOP}: ${code} (hiệu lực ${ttlMinutes} phút)`
    : `Mã xác nhận đặt lại mật khẩu ${SHOP}: ${code} (hiệu lực ${ttlMinutes} phút)`;
  const intro = activation
    ? `Cảm ơn bạn đã đăng ký tài khoản tại ${SHOP}. Mã kích hoạt tài khoản của bạn là:`
    : `Chúng tôi nhận được yêu cầu đặt lại mật khẩu cho tài khoản ${to}. Mã xác nhận của bạn là:`;
  const outro = activation
    ? "Nếu bạn không đăng ký tài khoản, vui lòng bỏ qua email này."
    : "Nếu bạn không yêu cầu đặt lại mật khẩu, vui lòng bỏ qua email này; mật khẩu của bạn không thay đổi.";
  const validity = `Mã có hiệu lực trong ${ttlMinutes} phút và chỉ dùng được một lần. Không chia sẻ mã này với bất kỳ ai.`;
  const text = [`Xin chào,`, "", intro, "", `    ${code}`, "", validity, outro, "", `Trân trọng,`, SHOP].join("\n");
  const html = [
    `<!doctype html><html lang="vi"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>`,
    `<body style="font-family:Arial,Helvetica,sans-serif;color:#1f2937;line-height:1.5">`,
    `<p>Xin chào,</p>`,
    `<p>${escapeHtml(intro)}</p>`,
    `<p style="font-size:28px;font-weight:bold;letter-spacing:6px">${escapeHtml(code)}</p>`,
    `<p>${escapeHtml(validity)}</p>`,
    `<p>${escapeHtml(outro)}</p>`,
    `<p>Trân trọng,<br>${SHOP}</p>`,
    `</body></html>`,
  ].join("\n");
  return { to, subject, text, html, code, purpose };
}

/** An amount in VND as Vietnamese text, e.g. 125000 → "125.000 ₫". */
function vnd(amount: number): string {
  return `${amount.toLocaleString("vi-VN")} ₫`;
}

/**
 * The order confirmation mail, sent when an order is placed (CheckOut, checkout-without-login).
 * @param order the order's code, customer name, total (integer VND), payment method and full address
 *   ("" for digital-only orders). Subject: `Xác nhận đơn hàng DH…-… tại Nhà sách Đại học`.
 * Returns the message and its plain inbox summary (no secret: a guest order's key is never in it).
 */
export function orderConfirmationMail(order: {
  to: string;
  code: string;
  customerName: string;
  total: number;
  paymentMethod: string;
  fullAddress: string;
}): { message: MailMessage; summary: string } {
  const subject = `Xác nhận đơn hàng ${order.code} tại ${SHOP}`;
  const summary = `Đơn hàng ${order.code} đã được ghi nhận: tổng ${vnd(order.total)}, thanh toán qua ${order.paymentMethod}.`;
  const lines = [
    `Xin chào ${order.customerName},`,
    "",
    `Cảm ơn bạn đã đặt hàng tại ${SHOP}. ${summary}`,
    ...(order.fullAddress ? [`Địa chỉ giao hàng: ${order.fullAddress}`] : []),
    "Đơn hàng sẽ được xử lý khi thanh toán hoàn tất.",
    "",
    "Trân trọng,",
    SHOP,
  ];
  const html = [
    `<!doctype html><html lang="vi"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>`,
    `<body style="font-family:Arial,Helvetica,sans-serif;color:#1f2937;line-height:1.5">`,
    ...lines.filter((l) => l !== "").map((l) => `<p>${escapeHtml(l)}</p>`),
    `</body></html>`,
  ].join("\n");
  return { message: { to: order.to, subject, text: lines.join("\n"), html }, summary };
}
