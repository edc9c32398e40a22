/** Copy shared by the certificate loaders and pages (the browser bundle cannot import a `.server` module). */

/** The 404 text of an unknown, mistyped or tampered certificate code. */
export const CERTIFICATE_NOT_FOUND = "Không tìm thấy chứng chỉ với mã này. Mã có thể đã bị gõ sai hoặc bị sửa đổi.";
