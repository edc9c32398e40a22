/**
 * The header's `Đăng nhập` entry (spec §2 Modals, §4 Modal flow). Without JavaScript it is a link to
 * `/login`. With JavaScript a click opens the login form in a dialog over the current page; the form
 * posts to `/dang-nhap` through a fetcher and, on success, the shopper stays on the page they were on
 * (`redirectTo`), now logged in. Links inside lead to the register and forgot-password pages.
 * The dialog's code (./login-dialog-content.tsx) is fetched on first use — pointing at or focusing
 * the link starts the download — so it is not part of every page's JavaScript.
 */
import { useLocation } from "@remix-run/react";
import { lazy, Suspense, useEffect, useState } from "react";

const loadDialog = () => import("./login-dialog-content");
const LoginDialog = lazy(loadDialog);

export function LoginDialogLink({ className }: { className?: string }) {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const location = useLocation();
  // A successful login navigates (303 to redirectTo): close the dialog on any navigation.
  useEffect(() => setOpen(false), [location.key]);
  const redirectTo = location.pathname.startsWith("/dang-nhap") ? "/" : location.pathname + location.search;
  return (
    <>
      <a
        className={className}
        href="/login"
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        onClick={(e) => {
          if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
          e.preventDefault();
          setUsed(true);
          setOpen(true);
        }}
      >
        Đăng nhập
      </a>
      {used ? (
        <Suspense fallback={null}>
          <LoginDialog open={open} onOpenChange={setOpen} redirectTo={redirectTo} />
        </Suspense>
      ) : null}
    </>
  );
}
