/**
 * A VietQR order waiting for its bank transfer, on the confirmation page (ADR 0022): "Chờ chuyển
 * khoản" (or what arrived and what is missing), the deadline in Vietnam time, the QR (inline SVG drawn
 * on the server, in a role="img" box named "Mã VietQR" whose `data-payload` is the EMVCo string), and
 * beside it in text the bank, account number, account holder, amount and memo. Each value has a copy
 * button, rendered only once hydrated (it needs the Clipboard API).
 *
 * Looking for the payment: without JavaScript a `Kiểm tra thanh toán` button (a GET of the same page,
 * which changes nothing) and a `<meta http-equiv="refresh" content="10">` inside `<noscript>` (honoured
 * only when scripts are off); with JavaScript the page's loader is revalidated every POLL_MS while the
 * tab is visible, stopping once the order is paid or the deadline passed (the page then no longer
 * renders this component).
 */
import { Form, useRevalidator } from "@remix-run/react";
import { useEffect, useState } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import * as button from "~/components/ui/button.css";
import type { Transfer } from "~/upstream/schemas";
import { formatDeadlineVn } from "~/utils/dates";
import { formatVnd } from "~/utils/money";
import * as s from "./vietqr-transfer.css";

/** How often the page looks for the payment with JavaScript (ms). */
const POLL_MS = 5_000;
/** How often the page reloads itself without JavaScript (s). */
const REFRESH_SECONDS = 10;

/** A value and, once hydrated, its copy button (named "Sao chép {what}"). */
function Copyable({ what, value, display }: { what: string; value: string; display?: string }) {
  const hydrated = useHydrated();
  const [copied, setCopied] = useState<"idle" | "ok" | "failed">("idle");
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setCopied("ok");
    } catch {
      setCopied("failed");
    }
  };
  return (
    <span className={s.valueRow}>
      <span className={s.value}>{display ?? value}</span>
      {hydrated ? (
        <button type="button" className={`${button.secondary} ${s.copy}`} onClick={copy} aria-label={`Sao chép ${what}`}>
          Sao chép
        </button>
      ) : null}
      {hydrated ? (
        <span role="status" className={s.copied}>
          {copied === "ok" ? "Đã sao chép." : copied === "failed" ? "Không sao chép được, hãy chọn và sao chép thủ công." : ""}
        </span>
      ) : null}
    </span>
  );
}

/** Revalidates the page's loaders every POLL_MS while mounted and the tab is visible. */
function usePollPayment() {
  const revalidator = useRevalidator();
  useEffect(() => {
    const id = window.setInterval(() => {
      if (document.visibilityState === "visible" && revalidator.state === "idle") revalidator.revalidate();
    }, POLL_MS);
    return () => window.clearInterval(id);
  }, [revalidator]);
}

/**
 * The transfer to make.
 * @param qrSvg the QR as SVG markup, made on the server from `transfer.payload` (vietqr.server.ts).
 * @param sandboxUrl the bank sandbox's page for this payload, or null outside the sandbox.
 * @param short what arrived and what is still missing (VND) after a short payment, or null.
 */
export function VietQrTransfer({
  transfer,
  qrSvg,
  sandboxUrl,
  short,
}: {
  transfer: Transfer;
  qrSvg: string;
  sandboxUrl: string | null;
  short: { received: number; shortBy: number } | null;
}) {
  usePollPayment();
  return (
    <section aria-labelledby="transfer-title" className={s.panel}>
      <noscript>
        <meta httpEquiv="refresh" content={String(REFRESH_SECONDS)} />
      </noscript>
      <h2 id="transfer-title" className={s.title}>
        Chờ chuyển khoản
      </h2>
      <p role="status" className={short ? s.warning : undefined}>
        {short
          ? `Đã nhận ${formatVnd(short.received)}, còn thiếu ${formatVnd(short.shortBy)}. Vui lòng chuyển thêm phần còn thiếu với cùng nội dung chuyển khoản.`
          : "Chúng tôi chưa nhận được tiền chuyển khoản cho đơn hàng này."}
      </p>
      <p>
        Vui lòng chuyển khoản trước <strong>{formatDeadlineVn(transfer.expiresAt)}</strong> (giờ Việt Nam). Quá hạn, đơn hàng sẽ tự hủy.
      </p>
      <div className={s.layout}>
        <div
          className={s.qr}
          role="img"
          aria-label="Mã VietQR"
          data-payload={transfer.payload}
          dangerouslySetInnerHTML={{ __html: qrSvg }}
        />
        <dl className={s.facts}>
          <dt className={s.term}>Ngân hàng</dt>
          <dd className={s.def}>
            <Copyable what="tên ngân hàng" value={transfer.bankName} />
          </dd>
          <dt className={s.term}>Số tài khoản</dt>
          <dd className={s.def}>
            <Copyable what="số tài khoản" value={transfer.accountNumber} />
          </dd>
          <dt className={s.term}>Chủ tài khoản</dt>
          <dd className={s.def}>
            <Copyable what="tên chủ tài khoản" value={transfer.accountName} />
          </dd>
          <dt className={s.term}>Số tiền</dt>
          <dd className={s.def}>
            <Copyable what="số tiền" value={String(transfer.amount)} display={formatVnd(transfer.amount)} />
          </dd>
          <dt className={s.term}>Nội dung chuyển khoản</dt>
          <dd className={s.def}>
            <Copyable what="nội dung chuyển khoản" value={transfer.memo} />
          </dd>
        </dl>
      </div>
      <p className={s.hint}>Quét mã bằng ứng dụng ngân hàng, hoặc chuyển khoản với đúng số tiền và nội dung ở trên.</p>
      <div className={s.actions}>
        <Form method="get" replace preventScrollReset>
          <button type="submit" className={button.primary}>
            Kiểm tra thanh toán
          </button>
        </Form>
        {sandboxUrl ? (
          <a href={sandboxUrl} className={button.secondary}>
            Mở ngân hàng giả lập
          </a>
        ) : null}
      </div>
    </section>
  );
}
