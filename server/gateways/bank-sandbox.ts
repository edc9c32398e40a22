/**
 * Bank sandbox: plays the payer's banking app and the bank feed (SePay) for VietQR transfers to the
 * shop's demo account, inside the upstream (no real bank, nor SePay, can be reached from our machines).
 *
 * - `GET /sandbox/bank?payload=<VietQR>` checks the payload as a banking app does (CRC, fields, see
 *   `parseVietQr`) and that it pays the shop's account (BANK_BIN, BANK_ACCOUNT_NUMBER), then shows
 *   the transfer: bank, account, account name, amount, memo, the QR itself, and a form (no JavaScript)
 *   whose amount and memo the tester may change (a short payment, a memo mangled like a bank would),
 *   with the button "Xác nhận chuyển khoản".
 * - `POST /sandbox/bank` "transfers": builds a SePay-shaped transaction with a new id and posts it to
 *   `bankFeedUrl` (BANK_FEED_URL, default this process's `/api/Payment/bank-feed`) with
 *   `Authorization: Apikey <BANK_FEED_API_KEY>`, then shows what the shop answered. The money has
 *   "left" either way, so a webhook that failed is shown on the page (HTTP 200), as the bank's
 *   receipt would be; the real SePay would retry, this sandbox does not.
 *
 * Served only while the account is the demo one (`config.bankSandbox`); with a real account every
 * route answers 404, so nobody can sign webhooks with the real key. The webhook goes only to the
 * configured URL, never to one a browser chose. Nothing a browser sends can make these routes answer 500.
 */
import { randomInt } from "node:crypto";
import type { FastifyBaseLogger, FastifyInstance } from "fastify";
import type { UpstreamConfig } from "../config";
import { escapeHtml, formatVnd, sandboxErrorPage, sandboxPage, sendSandboxHtml, type SandboxBrand } from "./sandbox-page";
import { sepayAuthorization, type SepayTransaction } from "./sepay";
import { parseVietQr, vietQrSvg, type VietQrData } from "./vietqr";
import { formatGmt7 } from "./vnpay";

/** Path of the bank sandbox's page and form. */
const BANK_SANDBOX_PATH = "/sandbox/bank";

/** Largest amount the sandbox transfers (NAPAS 247's per-transaction limit is 500 million VND). */
const MAX_TRANSFER = 500_000_000;

const MSG_NOT_FOUND = "Không tìm thấy trang (ngân hàng giả lập chỉ dùng với tài khoản thử nghiệm)";
const MSG_FORM = "Dữ liệu gửi lên không đúng định dạng";
const MSG_AMOUNT = `Số tiền chuyển phải là số nguyên đồng, từ 1 đến ${formatVnd(MAX_TRANSFER)}`;
const MSG_CONTENT = "Nội dung chuyển khoản phải có từ 1 đến 140 ký tự";

function brandOf(config: UpstreamConfig): SandboxBrand {
  return {
    name: config.BANK_NAME,
    markHtml: escapeHtml(config.BANK_NAME),
    footer: "Ngân hàng giả lập – chuyển khoản VietQR và thông báo giao dịch kiểu SePay, phục vụ kiểm thử",
    colors: {
      primary: "#1e3a8a",
      primaryHover: "#172e6e",
      accent: "#e11d48",
      text: "#1d2733",
      muted: "#5b6b7c",
      background: "#f1f5fb",
      border: "#c5cfda",
    },
    extraCss: `input{font:inherit;padding:8px;border:1px solid #c5cfda;border-radius:6px;width:100%;max-width:360px}
input:focus-visible{outline:3px solid #f7b500;outline-offset:2px}
.qr{max-width:220px;margin:0 auto 12px}.qr svg{display:block;width:100%;height:auto}
.ok h1{color:#15803d}`,
  };
}

/** Result of checking a payload against the shop's account. */
type PayloadCheck = { ok: true; qr: VietQrData } | { ok: false; message: string };

function checkPayload(payload: string | null, config: UpstreamConfig): PayloadCheck {
  if (payload === null) return { ok: false, message: "Thiếu mã VietQR (tham số payload)" };
  const parsed = parseVietQr(payload);
  if (!parsed.ok) return { ok: false, message: parsed.error };
  if (parsed.qr.bankBin !== config.BANK_BIN || parsed.qr.accountNumber !== config.BANK_ACCOUNT_NUMBER) {
    return {
      ok: false,
      message: `Mã VietQR chuyển tới tài khoản ${parsed.qr.accountNumber} (BIN ${parsed.qr.bankBin}), không phải tài khoản thử nghiệm của cửa hàng`,
    };
  }
  return { ok: true, qr: parsed.qr };
}

/** A single string form/query field, or null (missing, repeated, not a string). */
function field(source: unknown, name: string): string | null {
  if (!source || typeof source !== "object") return null;
  const value = (source as Record<string, unknown>)[name];
  return typeof value === "string" ? value : null;
}

/** The memo as an MB Bank statement writes it, prefilled so a tester sees what the feed really carries. */
function bankContentOf(memo: string | null, reference: string): string {
  return `MBVCB.${reference}.${memo ?? ""}.CT tu 0011004123456 NGUYEN VAN A`;
}

async function renderTransferPage(config: UpstreamConfig, payload: string, qr: VietQrData): Promise<string> {
  const svg = await vietQrSvg(payload);
  const reference = String(randomInt(1_000_000_000, 10_000_000_000));
  return sandboxPage(
    brandOf(config),
    `Chuyển khoản VietQR – ${config.BANK_NAME}`,
    `<section class="card" aria-labelledby="qr-title">
<h1 id="qr-title">Chuyển khoản theo mã VietQR</h1>
<div class="qr" role="img" aria-label="Mã VietQR">${svg}</div>
<dl>
<dt>Ngân hàng nhận</dt><dd>${escapeHtml(qr.bankName ?? config.BANK_NAME)} (BIN ${escapeHtml(qr.bankBin)})</dd>
<dt>Số tài khoản</dt><dd>${escapeHtml(qr.accountNumber)}</dd>
<dt>Chủ tài khoản</dt><dd>${escapeHtml(config.BANK_ACCOUNT_NAME)}</dd>
<dt>Số tiền</dt><dd class="amount">${qr.amount === null ? "Người chuyển tự nhập" : escapeHtml(formatVnd(qr.amount))}</dd>
<dt>Nội dung</dt><dd>${qr.memo === null ? "(không có)" : escapeHtml(qr.memo)}</dd>
</dl>
</section>
<section class="card" aria-labelledby="transfer-title">
<h2 id="transfer-title">Xác nhận giao dịch</h2>
<p class="hint">Môi trường thử nghiệm: có thể đổi số tiền (thử chuyển thiếu) hoặc nội dung (như ngân hàng đã sửa) trước khi xác nhận.</p>
<form method="post" action="${BANK_SANDBOX_PATH}">
<input type="hidden" name="payload" value="${escapeHtml(payload)}">
<label for="amount">Số tiền chuyển (đồng)</label>
<input id="amount" name="amount" type="number" inputmode="numeric" min="1" max="${MAX_TRANSFER}" step="1" required value="${qr.amount ?? ""}">
<label for="content">Nội dung chuyển khoản (như sao kê ngân hàng)</label>
<input id="content" name="content" type="text" maxlength="140" required value="${escapeHtml(bankContentOf(qr.memo, reference))}">
<input type="hidden" name="reference" value="${reference}">
<div class="actions" style="margin-top:16px">
<button type="submit" class="primary">Xác nhận chuyển khoản</button>
</div>
</form>
</section>`,
  );
}

/** GMT+7 "yyyy-MM-dd HH:mm:ss", SePay's `transactionDate`. */
function sepayDate(now: Date): string {
  const s = formatGmt7(now);
  return `${s.slice(0, 4)}-${s.slice(4, 6)}-${s.slice(6, 8)} ${s.slice(8, 10)}:${s.slice(10, 12)}:${s.slice(12, 14)}`;
}

/** What the shop answered the webhook. */
type Delivery = { ok: true; status: number } | { ok: false; detail: string };

/**
 * Posts the transaction as SePay does (JSON, `Authorization: Apikey …`, 10 s timeout). Acknowledged
 * only by HTTP 200/201 with `{"success": true}`. Never throws.
 */
async function deliver(url: string, apiKey: string, tx: SepayTransaction, log: FastifyBaseLogger): Promise<Delivery> {
  try {
    const res = await fetch(url, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: sepayAuthorization(apiKey), accept: "application/json" },
      body: JSON.stringify(tx),
      signal: AbortSignal.timeout(10_000),
    });
    const text = await res.text();
    let success = false;
    try {
      success = (JSON.parse(text) as { success?: unknown })?.success === true;
    } catch {
      // not JSON: not acknowledged
    }
    const ok = (res.status === 200 || res.status === 201) && success;
    log[ok ? "info" : "warn"](
      { id: tx.id, status: res.status, body: ok ? undefined : text.slice(0, 300) },
      "Bank sandbox: webhook answered",
    );
    return ok ? { ok: true, status: res.status } : { ok: false, detail: `HTTP ${res.status}${text ? `: ${text.slice(0, 200)}` : ""}` };
  } catch (err) {
    log.warn({ id: tx.id, err }, "Bank sandbox: webhook failed");
    return { ok: false, detail: `không kết nối được (${(err as Error)?.name === "TimeoutError" ? "quá 10 giây" : "lỗi mạng"})` };
  }
}

function renderReceipt(config: UpstreamConfig, tx: SepayTransaction, delivery: Delivery, url: string): string {
  const delivered = delivery.ok
    ? `<p class="msg">Cửa hàng đã nhận thông báo giao dịch (HTTP ${delivery.status}).</p>`
    : `<div role="alert"><p class="msg">Chưa báo được cho cửa hàng: ${escapeHtml(delivery.detail)}</p>
<p class="hint">Địa chỉ nhận thông báo: ${escapeHtml(url)}</p></div>`;
  return sandboxPage(
    brandOf(config),
    `Biên lai chuyển khoản – ${config.BANK_NAME}`,
    `<section class="card ok" aria-labelledby="receipt-title">
<h1 id="receipt-title">Chuyển khoản thành công</h1>
<dl>
<dt>Mã giao dịch</dt><dd>${tx.id}</dd>
<dt>Số tham chiếu</dt><dd>${escapeHtml(tx.referenceCode)}</dd>
<dt>Thời gian</dt><dd>${escapeHtml(tx.transactionDate)} (GMT+7)</dd>
<dt>Tài khoản nhận</dt><dd>${escapeHtml(tx.accountNumber)} – ${escapeHtml(config.BANK_ACCOUNT_NAME)}</dd>
<dt>Số tiền</dt><dd class="amount">${escapeHtml(formatVnd(tx.transferAmount))}</dd>
<dt>Nội dung</dt><dd>${escapeHtml(tx.content)}</dd>
</dl>
</section>
<section class="card" aria-labelledby="feed-title">
<h2 id="feed-title">Thông báo giao dịch tới cửa hàng</h2>
${delivered}
</section>`,
  );
}

/**
 * Fastify plugin: the bank sandbox (`GET`/`POST /sandbox/bank`) over `app.deps.config` (BANK_*,
 * BANK_FEED_API_KEY, bankFeedUrl, bankSandbox; read on every request). Requires `@fastify/formbody`.
 */
export async function bankSandboxRoutes(app: FastifyInstance): Promise<void> {
  // Transaction ids grow like SePay's; the balance is what the demo account "holds" in this process.
  let nextId = randomInt(100_000, 900_000);
  let balance = 0;

  app.get(BANK_SANDBOX_PATH, async (request, reply) => {
    const config = app.deps.config;
    const now = new Date();
    if (!config.bankSandbox) return sendSandboxHtml(reply, 404, sandboxErrorPage(brandOf(config), MSG_NOT_FOUND, now));
    const payload = field(request.query, "payload");
    const check = checkPayload(payload, config);
    if (!check.ok) return sendSandboxHtml(reply, 400, sandboxErrorPage(brandOf(config), check.message, now));
    return sendSandboxHtml(reply, 200, await renderTransferPage(config, payload!, check.qr));
  });

  app.post(BANK_SANDBOX_PATH, async (request, reply) => {
    const config = app.deps.config;
    const now = new Date();
    const brand = brandOf(config);
    if (!config.bankSandbox) return sendSandboxHtml(reply, 404, sandboxErrorPage(brand, MSG_NOT_FOUND, now));
    const payload = field(request.body, "payload");
    const rawAmount = field(request.body, "amount");
    const content = field(request.body, "content")?.trim() ?? null;
    const reference = field(request.body, "reference") ?? "";
    if (payload === null || rawAmount === null || content === null)
      return sendSandboxHtml(reply, 400, sandboxErrorPage(brand, MSG_FORM, now));
    const check = checkPayload(payload, config);
    if (!check.ok) return sendSandboxHtml(reply, 400, sandboxErrorPage(brand, check.message, now));
    const amount = /^\d{1,9}$/.test(rawAmount.trim()) ? Number(rawAmount.trim()) : NaN;
    if (!(amount >= 1 && amount <= MAX_TRANSFER)) return sendSandboxHtml(reply, 400, sandboxErrorPage(brand, MSG_AMOUNT, now));
    if (content.length < 1 || content.length > 140) return sendSandboxHtml(reply, 400, sandboxErrorPage(brand, MSG_CONTENT, now));

    balance += amount;
    const id = nextId++;
    const referenceCode = /^\d{6,12}$/.test(reference)
      ? `MBVCB.${reference}`
      : `FT${formatGmt7(now).slice(2, 8)}${String(id).padStart(8, "0")}`;
    const tx: SepayTransaction = {
      id,
      gateway: config.BANK_NAME.replace(/\s+/g, ""),
      transactionDate: sepayDate(now),
      accountNumber: config.BANK_ACCOUNT_NUMBER,
      code: null,
      content,
      transferType: "in",
      transferAmount: amount,
      accumulated: balance,
      subAccount: null,
      referenceCode,
      description: `BankAPINotify ${content}`,
    };
    const url = config.bankFeedUrl;
    const delivery = await deliver(url, config.BANK_FEED_API_KEY, tx, request.log);
    return sendSandboxHtml(reply, 200, renderReceipt(config, tx, delivery, url));
  });
}
