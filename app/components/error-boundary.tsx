/**
 * The one error boundary (exemplars: Epic Stack's GeneralErrorBoundary). Every route exports
 * `ErrorBoundary` from here. It renders a Vietnamese message per status: 404 for missing records,
 * 400 for bad requests, 502/503/504 for upstream failures (the thrown Response's text is the
 * message), anything else as an unexpected error — never a stack trace.
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
  404: "Trang bạn tìm không tồn tại hoặc đã được chuyển đi.",
  500: "Đã có lỗi ngoài ý muốn. Chúng tôi đã ghi nhận và sẽ khắc phục sớm.",
};

/** Title and message of an error thrown by a loader or action. */
export function describeError(error: unknown): { status: number; title: string; message: string } {
  if (isRouteErrorResponse(error)) {
    const text = typeof error.data === "string" && error.data.length < 500 && !error.data.startsWith("<") ? error.data : "";
    return {
      status: error.status,
      title: TITLES[error.status] ?? (error.status >= 500 ? "Đã có lỗi xảy ra" : "Yêu cầu không thành công"),
      message: text || DEFAULT_MESSAGES[error.status] || DEFAULT_MESSAGES[500]!,
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
