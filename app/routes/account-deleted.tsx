/**
 * `/tai-khoan-da-xoa` — what an account deletion did (ADR 0027), where the privacy centre sends the
 * shopper after deleting: fixed text, no personal data, anyone may open it.
 */
import type { MetaFunction } from "@remix-run/node";
import { AuthPage } from "~/features/auth/auth-page";
import * as ui from "~/components/ui/form.css";

export const meta: MetaFunction = () => [{ title: "Tài khoản đã được xóa – Nhà sách Đại học" }, { name: "robots", content: "noindex" }];

export default function AccountDeleted() {
  return (
    <AuthPage title="Tài khoản đã được xóa">
      <div className={ui.panel}>
        <p>Tài khoản của bạn đã được xóa vĩnh viễn và không thể khôi phục. Bạn đã được đăng xuất trên mọi thiết bị.</p>
        <ul>
          <li>Hồ sơ, địa chỉ, sự đồng ý, sách điện tử, khóa học, kết quả làm bài và bản thảo (kèm tệp) đã bị xóa.</li>
          <li>Đánh giá sản phẩm được giữ lại với tên “Khách hàng”.</li>
          <li>Đơn hàng được lưu theo quy định về chứng từ kế toán nhưng không còn gắn với bạn.</li>
        </ul>
        <p>
          Bạn có thể <a href="/dang-ky">tạo tài khoản mới</a> bằng cùng địa chỉ email bất cứ lúc nào.
        </p>
      </div>
    </AuthPage>
  );
}
