/**
 * The page of a gateway return that could not be verified (missing, forged or tampered parameters,
 * unknown order): the same for VNPay and ePay. It says that the order was not changed and where to
 * get help (the hotline).
 */
import { Link } from "@remix-run/react";
import { HOTLINE } from "~/constants";
import { AuthPage } from "~/features/auth/auth-page";

export function GatewayReturnRefused({ message }: { message: string }) {
  return (
    <AuthPage title="Kết quả thanh toán không hợp lệ">
      <p role="alert">{message}</p>
      <p>Đơn hàng của bạn không bị thay đổi. Nếu bạn đã thanh toán, vui lòng liên hệ hotline {HOTLINE.display} để được hỗ trợ.</p>
      <p>
        <Link to="/gio-hang">Về giỏ hàng</Link>
      </p>
    </AuthPage>
  );
}
