/**
 * The login dialog itself (radix dialog + the conform/zod login form), loaded only when a shopper
 * first opens it (`React.lazy` in ./login-dialog.tsx), so pages do not ship the dialog and the form
 * validation code to every visitor. Posts to `/dang-nhap` through a fetcher; a successful login
 * navigates (303 to `redirectTo`).
 */
import { Link, useFetcher } from "@remix-run/react";
import type { ComponentProps } from "react";
import { Modal } from "~/components/ui/dialog";
import { LoginForm, type LoginActionData } from "./login-form";

export type LoginDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where a successful login returns to (the page the dialog was opened on). */
  redirectTo: string;
};

export default function LoginDialog({ open, onOpenChange, redirectTo }: LoginDialogProps) {
  const fetcher = useFetcher<LoginActionData>();
  return (
    <Modal open={open} onOpenChange={onOpenChange} title="Đăng nhập">
      <LoginForm
        id="login-dialog"
        Form={fetcher.Form as ComponentProps<typeof LoginForm>["Form"]}
        actionData={fetcher.data}
        redirectTo={redirectTo}
        busy={fetcher.state !== "idle"}
      />
      <p>
        <Link to="/quen-mat-khau">Quên mật khẩu?</Link> · <Link to="/dang-ky">Tạo tài khoản mới</Link>
      </p>
    </Modal>
  );
}
