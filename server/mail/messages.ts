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

/** The transfer details a VietQR order's confirmation mail carries (money integer VND, `expiresAt` ISO-8601 UTC). */
export interface MailTransfer {
  bankName: string;
  accountNumber: string;
  accountName: string;
  amount: number;
  memo: string;
  expiresAt: string;
}

/** "HH:mm dd/MM/yyyy" in Vietnam time (GMT+7, no daylight saving) of an ISO-8601 instant. */
function vnTime(iso: string): string {
  const d = new Date(Date.parse(iso) + 7 * 3_600_000);
  const p = (n: number) => String(n).padStart(2, "0");
  return `${p(d.getUTCHours())}:${p(d.getUTCMinutes())} ${p(d.getUTCDate())}/${p(d.getUTCMonth() + 1)}/${d.getUTCFullYear()}`;
}

/** How each stored payment method is named in the mail. */
const METHOD_LABELS: Record<string, string> = {
  COD: "thanh toán khi nhận hàng (COD)",
  VietQR: "chuyển khoản ngân hàng (VietQR)",
  MoMo: "ví MoMo",
};

/**
 * The order confirmation mail, sent when an order is placed (CheckOut, checkout-without-login).
 * @param order the order's code, customer name, total (integer VND), payment method (stored name:
 *   VNPay, ePay, COD, VietQR, MoMo), full address ("" for digital-only orders) and, for VietQR, the
 *   transfer to make (bank, account, holder, amount, memo, deadline in Vietnam time).
 *   Subject: `Xác nhận đơn hàng DH…-… tại Nhà sách Đại học`.
 * Returns the message and its plain inbox summary (no secret: a guest order's key is never in it).
 */
export function orderConfirmationMail(order: {
  to: string;
  code: string;
  customerName: string;
  total: number;
  paymentMethod: string;
  fullAddress: string;
  transfer?: MailTransfer | null;
}): { message: MailMessage; summary: string } {
  const subject = `Xác nhận đơn hàng ${order.code} tại ${SHOP}`;
  const method = METHOD_LABELS[order.paymentMethod] ?? `qua ${order.paymentMethod}`;
  const summary = `Đơn hàng ${order.code} đã được ghi nhận: tổng ${vnd(order.total)}, thanh toán ${method}.`;
  const t = order.transfer;
  const next =
    order.paymentMethod === "COD"
      ? [`Bạn thanh toán ${vnd(order.total)} cho nhân viên giao hàng khi nhận hàng.`]
      : t
        ? [
            "Vui lòng chuyển khoản đúng số tiền và nội dung sau:",
            `Ngân hàng: ${t.bankName}`,
            `Số tài khoản: ${t.accountNumber}`,
            `Chủ tài khoản: ${t.accountName}`,
            `Số tiền: ${vnd(t.amount)}`,
            `Nội dung chuyển khoản: ${t.memo}`,
            `Hạn chuyển khoản: ${vnTime(t.expiresAt)} (giờ Việt Nam). Sau thời hạn này đơn hàng sẽ bị hủy.`,
          ]
        : ["Đơn hàng sẽ được xử lý khi thanh toán hoàn tất."];
  const lines = [
    `Xin chào ${order.customerName},`,
    "",
    `Cảm ơn bạn đã đặt hàng tại ${SHOP}. ${summary}`,
    ...(order.fullAddress ? [`Địa chỉ giao hàng: ${order.fullAddress}`] : []),
    ...next,
    "",
    "Trân trọng,",
    SHOP,
  ];
  const html = htmlOf(subject, lines);
  return { message: { to: order.to, subject, text: lines.join("\n"), html }, summary };
}

/**
 * The mail carrying a VAT invoice (ADR 0025): number, lookup code and the PDF attached, to the
 * invoice address the buyer gave. Subject `Hóa đơn điện tử … cho đơn hàng DH…`.
 */
export function invoiceMail(args: { to: string; orderCode: string; invoiceNo: string; lookupCode: string; pdf: Buffer }): {
  message: MailMessage;
  summary: string;
} {
  const subject = `Hóa đơn điện tử ${args.invoiceNo} cho đơn hàng ${args.orderCode}`;
  const summary = `Hóa đơn GTGT số ${args.invoiceNo} của đơn hàng ${args.orderCode} đã được xuất, mã tra cứu ${args.lookupCode}.`;
  const lines = [
    "Kính gửi Quý khách,",
    "",
    `${SHOP} gửi Quý khách hóa đơn giá trị gia tăng điện tử của đơn hàng ${args.orderCode}.`,
    `Số hóa đơn: ${args.invoiceNo}`,
    `Mã tra cứu: ${args.lookupCode}`,
    "Bản thể hiện của hóa đơn (PDF) được đính kèm thư này.",
    "",
    "Trân trọng,",
    SHOP,
  ];
  const html = htmlOf(subject, lines);
  return {
    message: {
      to: args.to,
      subject,
      text: lines.join("\n"),
      html,
      attachments: [{ filename: `hoa-don-${args.invoiceNo}.pdf`, contentType: "application/pdf", content: args.pdf }],
    },
    summary,
  };
}

/** The main steps of an order a customer is mailed about (`order_status` mails, ADR 0026). */
export type OrderStatusStep = "shipped" | "delivered" | "returned" | "cancelled";

const STATUS_STEP_TEXT: Record<OrderStatusStep, { subject: string; summary: (code: string) => string }> = {
  shipped: { subject: "đang được giao", summary: (c) => `Đơn hàng ${c} đã được giao cho đơn vị vận chuyển.` },
  delivered: { subject: "đã giao thành công", summary: (c) => `Đơn hàng ${c} đã giao hàng thành công.` },
  returned: { subject: "đã hoàn về", summary: (c) => `Đơn hàng ${c} không giao được và đã được hoàn về nhà sách.` },
  cancelled: { subject: "đã hủy", summary: (c) => `Đơn hàng ${c} đã bị hủy.` },
};

/**
 * The mail of a main status change of an order (shipped, delivered, returned, cancelled; the "placed"
 * one is `orderConfirmationMail`): subject `Đơn hàng DH…-… {đang được giao|…}`, the step, the tracking
 * number when there is one, and where to follow the order ("Tra cứu đơn hàng" on the site).
 * Returns the message and its plain inbox summary (no secret).
 */
export function orderStatusMail(args: {
  to: string;
  code: string;
  customerName: string;
  step: OrderStatusStep;
  trackingNumber?: string | null;
  /** Extra line (the carrier's reason of a return, the money collected …), optional. */
  detail?: string | null;
}): { message: MailMessage; summary: string } {
  const text = STATUS_STEP_TEXT[args.step];
  const subject = `Đơn hàng ${args.code} ${text.subject}`;
  const summary = text.summary(args.code);
  const lines = [
    `Xin chào ${args.customerName},`,
    "",
    summary,
    ...(args.detail ? [args.detail] : []),
    ...(args.trackingNumber ? [`Mã vận đơn: ${args.trackingNumber}`] : []),
    `Bạn có thể theo dõi đơn hàng tại trang “Tra cứu đơn hàng” của ${SHOP} với mã đơn hàng và số điện thoại hoặc email đã đặt hàng.`,
    "",
    "Trân trọng,",
    SHOP,
  ];
  const html = htmlOf(subject, lines);
  return { message: { to: args.to, subject, text: lines.join("\n"), html }, summary };
}

/** The HTML part of a plain mail: the subject as its title and each non-empty line of `lines` as a paragraph (escaped). */
function htmlOf(subject: string, lines: readonly string[]): string {
  return [
    `<!doctype html><html lang="vi"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>`,
    `<body style="font-family:Arial,Helvetica,sans-serif;color:#1f2937;line-height:1.5">`,
    ...lines.filter((l) => l !== "").map((l) => `<p>${escapeHtml(l)}</p>`),
    `</body></html>`,
  ].join("\n");
}
