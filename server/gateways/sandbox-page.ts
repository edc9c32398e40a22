/**
 * What the two payment gateway sandboxes (VNPay, ePay/MegaPay) share: the self-contained HTML page
 * (inline CSS, no JavaScript, `lang="vi"`, mobile-friendly) in each gateway's colours, the error page,
 * the pay/cancel form with the "Kết quả giả lập" panel, and the helpers they both need. Each gateway
 * module keeps only what is its own (parameters, signatures, the page's details).
 */
import { randomBytes } from "node:crypto";
import type { FastifyReply } from "fastify";
import { formatGmt7 } from "./vnpay";

/** How a sandbox looks: its name, the brand mark's HTML, the footer line and its colours. */
export interface SandboxBrand {
  /** Accessible name of the brand mark and suffix of page titles, e.g. "VNPAY". */
  name: string;
  /** Inner HTML of the brand mark (trusted, written by us). */
  markHtml: string;
  footer: string;
  colors: { primary: string; primaryHover: string; accent: string; text: string; muted: string; background: string; border: string };
  /** Extra CSS rules of this gateway's page (e.g. VNPay's test-card picture). */
  extraCss?: string;
}

/** Escapes text for HTML content and attribute values. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);
}

/** GMT+7 wall time for people: "HH:mm:ss dd/MM/yyyy". */
export function displayGmt7(date: Date): string {
  const s = formatGmt7(date);
  return `${s.slice(8, 10)}:${s.slice(10, 12)}:${s.slice(12, 14)} ${s.slice(6, 8)}/${s.slice(4, 6)}/${s.slice(0, 4)}`;
}

/** Integer VND for people: 125000 → "125.000 ₫". */
export const formatVnd = (amount: number) => vnd.format(amount);
const vnd = new Intl.NumberFormat("vi-VN", { style: "currency", currency: "VND", maximumFractionDigits: 0 });

/** An absolute http(s) URL. */
export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === "http:" || url.protocol === "https:";
  } catch {
    return false;
  }
}

function style(b: SandboxBrand): string {
  const c = b.colors;
  return `
*{box-sizing:border-box}
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;background:${c.background};color:${c.text};line-height:1.5}
.top{background:#fff;border-bottom:3px solid ${c.accent};padding:12px 16px;display:flex;align-items:center;justify-content:space-between;gap:8px;flex-wrap:wrap}
.brand{font-size:1.5rem;font-weight:800;letter-spacing:.4px}
.env{font-size:.8rem;background:#fff4d6;color:#7a5200;border:1px solid #f0d58a;border-radius:999px;padding:2px 10px}
.wrap{max-width:640px;margin:0 auto;padding:16px}
.card{background:#fff;border-radius:10px;box-shadow:0 1px 3px rgba(0,0,0,.08);padding:16px 20px;margin-bottom:16px}
h1,h2{font-size:1.1rem;margin:0 0 12px;color:${c.primary}}
dl{display:grid;grid-template-columns:minmax(120px,auto) 1fr;gap:6px 16px;margin:0}
dt{color:${c.muted}}dd{margin:0;font-weight:600;overflow-wrap:anywhere}
.amount{color:${c.accent};font-size:1.25rem}
.hint{font-size:.9rem;color:${c.muted};margin:0 0 12px}
details{margin:0 0 16px;font-size:.9rem}summary{cursor:pointer;color:${c.muted}}
label{display:block;margin:8px 0 4px}
select{font:inherit;padding:8px;border:1px solid ${c.border};border-radius:6px;width:100%;max-width:360px;background:#fff}
.actions{display:flex;gap:12px;flex-wrap:wrap}
button{font:inherit;font-weight:600;border-radius:6px;padding:10px 20px;cursor:pointer;min-height:44px;flex:1 1 160px}
.primary{background:${c.primary};color:#fff;border:1px solid ${c.primary}}.primary:hover{background:${c.primaryHover}}
.secondary{background:#fff;color:${c.text};border:1px solid ${c.border}}.secondary:hover{background:${c.background}}
button:focus-visible,select:focus-visible,summary:focus-visible{outline:3px solid #f7b500;outline-offset:2px}
.error h1{color:${c.accent}}.msg{font-size:1.05rem;font-weight:600;margin:0 0 12px}
footer{text-align:center;font-size:.8rem;color:${c.muted};padding:8px 16px 24px}
${b.extraCss ?? ""}`;
}

/** A whole sandbox page: `main` is trusted HTML built with `escapeHtml` for every outside value. */
export function sandboxPage(brand: SandboxBrand, title: string, main: string): string {
  return `<!doctype html>
<html lang="vi">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>${escapeHtml(title)}</title>
<style>${style(brand)}</style>
</head>
<body>
<header class="top"><span class="brand" role="img" aria-label="${escapeHtml(brand.name)}">${brand.markHtml}</span><span class="env">Môi trường thử nghiệm (sandbox)</span></header>
<main class="wrap">
${main}
</main>
<footer>${escapeHtml(brand.footer)}</footer>
</body>
</html>`;
}

/** The gateway's error page (Vietnamese) with a lookup code and the GMT+7 time. */
export function sandboxErrorPage(brand: SandboxBrand, message: string, now: Date, timeLabel = "Thời gian"): string {
  return sandboxPage(
    brand,
    `Thông báo - Cổng thanh toán ${brand.name}`,
    `<section class="card error" role="alert">
<h1>Thông báo</h1>
<p class="msg">${escapeHtml(message)}</p>
<dl>
<dt>Mã tra cứu</dt><dd>${randomBytes(5).toString("hex").toUpperCase()}</dd>
<dt>${escapeHtml(timeLabel)}</dt><dd>${escapeHtml(displayGmt7(now))}</dd>
</dl>
</section>`,
  );
}

/**
 * The pay/cancel form: the checked request carried in the hidden `payload`, the "Kết quả giả lập"
 * panel (a <details>, no JavaScript) choosing the simulated outcome of `Thanh toán` (the first is
 * selected), and the buttons `Thanh toán` (choice=pay) and `Hủy thanh toán` (choice=cancel).
 */
export function sandboxPayForm(action: string, payload: string, simulations: ReadonlyArray<{ code: string; label: string }>): string {
  const options = simulations
    .map((s, i) => `<option value="${escapeHtml(s.code)}"${i === 0 ? " selected" : ""}>${escapeHtml(s.label)}</option>`)
    .join("");
  return `<form method="post" action="${escapeHtml(action)}">
<input type="hidden" name="payload" value="${escapeHtml(payload)}">
<details>
<summary>Kết quả giả lập</summary>
<label for="simulate">Kết quả khi bấm “Thanh toán”</label>
<select id="simulate" name="simulate">${options}</select>
</details>
<div class="actions">
<button type="submit" name="choice" value="pay" class="primary">Thanh toán</button>
<button type="submit" name="choice" value="cancel" class="secondary">Hủy thanh toán</button>
</div>
</form>`;
}

/** Sends a sandbox page: HTML, never cached, not framable, no referrer to the merchant. */
export function sendSandboxHtml(reply: FastifyReply, status: number, html: string) {
  return reply
    .status(status)
    .header("content-type", "text/html; charset=utf-8")
    .header("cache-control", "no-store")
    .header("x-frame-options", "DENY")
    .header("referrer-policy", "no-referrer")
    .send(html);
}
