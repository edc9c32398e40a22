/**
 * `/tai-khoan/thong-tin-tai-khoan` — the account's personal information (spec §2 account area; the
 * rest of the area arrives with later issues). Customers only (§6 user group); the account root
 * `/tai-khoan` redirects here.
 */
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { requireAccess, upstreamFor } from "~/features/auth/auth.server";
import { AUTH_ROLES } from "~/features/auth/roles";
import { AccountLayout } from "~/features/account/account-layout";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import * as ui from "~/components/ui/form.css";
import { getProfile } from "~/upstream/account.server";

export const meta: MetaFunction = () => [{ title: "Thông tin tài khoản – Nhà sách Đại học" }, { name: "robots", content: "noindex" }];

export async function loader({ context }: LoaderFunctionArgs) {
  await requireAccess(context, AUTH_ROLES.user);
  return { profile: await getProfile(await upstreamFor(context)) };
}

export default function Account() {
  const { profile } = useLoaderData<typeof loader>();
  return (
    <AccountLayout title="Thông tin tài khoản">
      <dl className={ui.panel}>
        <dt>Họ và tên</dt>
        <dd>{profile.name}</dd>
        <dt>Email</dt>
        <dd>{profile.email}</dd>
        <dt>Số điện thoại</dt>
        <dd>{profile.phone || "Chưa cập nhật"}</dd>
        <dt>Địa chỉ</dt>
        <dd>{profile.address || "Chưa cập nhật"}</dd>
        <dt>Ngày sinh</dt>
        <dd>{profile.birthday || "Chưa cập nhật"}</dd>
      </dl>
    </AccountLayout>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
