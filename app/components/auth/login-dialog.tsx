/**
 * The header's `Đăng nhập` entry (spec §2 Modals, §4 Modal flow). Without JavaScript it is a link to
 * `/login`. With JavaScript a click opens the login form in a dialog over the current page; the form
 * posts to `/dang-nhap` through a fetcher and, on success, the shopper stays on the page they were on
 * (`redirectTo`), now logged in. Links inside lead to the register and forgot-password pages.
 */
import { Link, useFetcher, useLocation } from "@remix-run/react";
import { useEffect, useState, type ComponentProps } from "react";
import { Modal } from "~/components/ui/dialog";
import { LoginForm, type LoginActionData } from "./login-form";

export function LoginDialogLink({ className }: { className?: string }) {
  const [open, setOpen] = useState(false);
  const location = useLocation();
  const fetcher = useFetcher<LoginActionData>();
  // A successful login navigates (303 to redirectTo): close the dialog on any navigation.
  useEffect(() => setOpen(false), [location.key]);
  const redirectTo = location.pathname.startsWith("/dang-nhap") ? "/" : location.pathname + location.search;
  return (
    <>
      <a
        className={className}
        href="/login"
        onClick={(e) => {
          if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
          e.preventDefault();
          setOpen(true);
        }}
      >
        Đăng nhập
      </a>
      <Modal open={open} onOpenChange={setOpen} title="Đăng nhập">
        <LoginForm id="login-dialog" Form={fetcher.Form as ComponentProps<typeof LoginForm>["Form"]} actionData={fetcher.data} redirectTo={redirectTo} busy={fetcher.state !== "idle"} />
        <p>
          <Link to="/quen-mat-khau">Quên mật khẩu?</Link> · <Link to="/dang-ky">Tạo tài khoản mới</Link>
        </p>
      </Modal>
    </>
  );
}
