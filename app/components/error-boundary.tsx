/**
 * The one error boundary (modelled on the Epic Stack's GeneralErrorBoundary). Every route exports
 * `ErrorBoundary` from here. It renders a Vietnamese message per status: 404 for missing records,
 * 400 for bad requests, 502/503/504 for upstream failures, anything else as an unexpected error —
 * never a stack trace, and never the router's own English text ("Error: No route matches URL …").
 * A Response the app throws on purpose may carry its own Vietnamese message as
 * its text; that text is shown, anything else gets the status's Vietnamese default.
 */
import { isRouteErrorResponse, Link, useRouteError } from "@remix-run/react";
import * as s from "./error-boundary.css";

const TITLES: Record<number, string> = {
  400: "Yêu cầu không hợp lệ",
  403: "Bạn không có quyền xem trang này",
  404: "Không tìm thấy trang",
  429: "Bạn thao tác quá nhanh",
  502: "Hệ thống dữ liệu gặp sự cố",
  503: "Hệ thống tạm thời gián đoạn",
  504: "Hệ thống phản hồi quá chậm",
};

const DEFAULT_MESSAGES: Record<number, string> = {
  400: "Yêu cầu gửi lên không hợp lệ. Vui lòng tải lại trang và thử lại.",
  403: "Trang này không dành cho bạn. Hãy đăng nhập bằng tài khoản phù hợp hoặc quay về trang chủ.",
  404: "Trang bạn tìm không tồn tại hoặc đã được chuyển đi.",
  405: "Trang này không nhận thao tác bạn vừa gửi.",
  413: "Dữ liệu gửi lên quá lớn.",
  429: "Vui lòng chờ một lát rồi thử lại.",
  500: "Đã có lỗi ngoài ý muốn. Chúng tôi đã ghi nhận và sẽ khắc phục sớm.",
  502: "Hệ thống dữ liệu đang gặp sự cố. Vui lòng thử lại sau ít phút.",
  503: "Hệ thống tạm thời gián đoạn. Vui lòng thử lại sau ít phút.",
  504: "Hệ thống phản hồi quá chậm. Vui lòng thử lại sau ít phút.",
};

/**
 * The message of a thrown Response if it is one the app wrote for the visitor: not the router's
 * internal error (`internal`, e.g. "Error: No route matches URL …"), a short plain string, not
 * HTML, and Vietnamese (the app's messages always carry diacritics; English or exception text
 * such as "Not Found" or "Error: …" never does).
 */
function appMessage(error: { data: unknown; internal?: boolean }): string {
  if (error.internal || typeof error.data !== "string") return "";
  const text = error.data.trim();
  if (!text || text.length >= 500 || text.startsWith("<") || /^\w*Error\b/.test(text)) return "";
  return /[^\x00-\x7f]/.test(text) ? text : "";
}

/** Title and message of an error thrown by a loader or action. */
export function describeError(error: unknown): { status: number; title: string; message: string } {
  if (isRouteErrorResponse(error)) {
    const text = appMessage(error as { data: unknown; internal?: boolean });
    const fallback = error.status >= 500 ? DEFAULT_MESSAGES[500]! : "Yêu cầu của bạn không thực hiện được. Vui lòng quay lại và thử lại.";
    return {
      status: error.status,
      title: TITLES[error.status] ?? (error.status >= 500 ? "Đã có lỗi xảy ra" : "Yêu cầu không thành công"),
      message: text || DEFAULT_MESSAGES[error.status] || fallback,
    };
  }
  return { status: 500, title: "Đã có lỗi xảy ra", message: DEFAULT_MESSAGES[500]! };
}

export function GeneralErrorBoundary() {
  const error = useRouteError();
  const { status, title, message } = describeError(error);
  if (!isRouteErrorResponse(error)) console.error(error);
  return (
    <section className={s.box} aria-labelledby="error-title">
      <p className={s.code}>Lỗi {status}</p>
      <h1 id="error-title" className={s.title}>
        {title}
      </h1>
      <p className={s.message}>{message}</p>
      <p className={s.actions}>
        <Link to="/trang-chu">Về trang chủ</Link>
        {" · "}
        <Link to="/gio-hang">Xem giỏ hàng</Link>
        {" · "}
        <Link to="/san-pham">Tiếp tục mua sách</Link>
      </p>
    </section>
  );
}
