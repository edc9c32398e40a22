/**
 * `/logout` (spec §2: shows "Logging out.." and logs out; §6: auth of the user group). A GET only
 * shows the page — a link prefetch must never log anyone out — with a POST form `Đăng xuất`; with
 * JavaScript the form submits itself and the page reads `Đang đăng xuất…`. The action first asks the
 * upstream to end the session (POST /api/Auth/Logout: the token, and every other session of the
 * account, stops working — ADR 0009), then removes the session cookie whatever the upstream answered
 * (the whole account state, §4 "Logout resets the whole state") and returns home.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useNavigation, useSubmit } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import { getAuth, requireAccess } from "~/features/auth/auth.server";
import { AUTH_ROLES } from "~/features/auth/roles";
import { AuthPage } from "~/features/auth/auth-page";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import * as button from "~/components/ui/button.css";
import * as ui from "~/components/ui/form.css";
import { redirectWithToast } from "~/session.server";
import { logout } from "~/upstream/account.server";

export const meta: MetaFunction = () => [{ title: "Đăng xuất – Nhà sách Đại học" }, { name: "robots", content: "noindex" }];

export async function loader({ context }: LoaderFunctionArgs) {
  await requireAccess(context, AUTH_ROLES.user);
  return null;
}

export async function action({ context }: ActionFunctionArgs) {
  const [{ auth, token }, guest] = await Promise.all([getAuth(context), context.guestCart()]);
  if (token) {
    // A failed revocation (upstream down, token already dead) must not keep the visitor logged in here.
    await logout(context.clientWith(token)).catch((error: unknown) =>
      context.log.warn("logout: the upstream did not revoke the session", error instanceof Error ? error.message : error),
    );
  }
  auth.end();
  // The checkout state of the account (contact, key, order keys) stays with the account, not the browser.
  guest.cart.contact = null;
  guest.cart.checkoutKey = null;
  guest.cart.orders = [];
  return redirectWithToast("/trang-chu", { type: "success", message: "Bạn đã đăng xuất." });
}

export default function Logout() {
  const hydrated = useHydrated();
  const submit = useSubmit();
  const form = useRef<HTMLFormElement>(null);
  const navigation = useNavigation();
  useEffect(() => {
    if (form.current) submit(form.current);
  }, [submit]);
  return (
    <AuthPage title={hydrated || navigation.state !== "idle" ? "Đang đăng xuất…" : "Đăng xuất"}>
      <Form method="post" ref={form} className={ui.panel}>
        <p>Bạn muốn đăng xuất khỏi tài khoản trên thiết bị này?</p>
        <button type="submit" className={button.primary}>
          Đăng xuất
        </button>
      </Form>
    </AuthPage>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
