/**
 * The shareable affiliate link (spec §2 /tai-khoan/affiliate): a read-only input with the
 * absolute link (selectable and copyable by hand without JavaScript) and, only once hydrated
 * (`useHydrated`), a `Sao chép` button that writes it to the clipboard (Clipboard API) and says so.
 */
import { useState } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import * as button from "~/components/ui/button.css";
import * as ui from "~/components/ui/form.css";
import * as s from "./affiliate.css";

export function AffiliateLink({ url }: { url: string }) {
  const hydrated = useHydrated();
  const [status, setStatus] = useState<"idle" | "copied" | "failed">("idle");
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setStatus("copied");
    } catch {
      setStatus("failed");
    }
  };
  return (
    <div className={ui.field}>
      <label htmlFor="affiliate-link" className={ui.label}>
        Đường dẫn giới thiệu
      </label>
      <div className={s.linkRow}>
        <input
          id="affiliate-link"
          className={`${ui.input} ${s.linkInput}`}
          readOnly
          value={url}
          onFocus={(e) => e.currentTarget.select()}
          aria-describedby="affiliate-link-hint"
        />
        {hydrated ? (
          <button type="button" className={button.secondary} onClick={copy}>
            Sao chép
          </button>
        ) : null}
      </div>
      <p id="affiliate-link-hint" className={ui.hint}>
        Gửi đường dẫn này cho bạn bè: giỏ hàng của họ được điền sẵn mã của bạn.
      </p>
      <p className={s.copied} role="status">
        {status === "copied" ? "Đã sao chép đường dẫn." : status === "failed" ? "Không sao chép được, hãy chọn và sao chép thủ công." : ""}
      </p>
    </div>
  );
}
