/**
 * `/cai-dat-hien-thi` — the display settings (ADR 0016; spec §2 "Layout and template",
 * §6 settings saving, §9 font size; docs/ui-contract.md "Display settings"). For everyone: a guest's
 * settings live in the `__settings` cookie, a customer's also upstream (PUT /api/User/Settings).
 * GET shows the form with the current settings; POST (`intent=save-settings`) saves them and answers
 * 303 to `redirectTo` (made safe; default this page) with the toast `Đã lưu cài đặt hiển thị`. Nothing
 * posted can be refused: values outside their lists fall back to the defaults, the font size is
 * clamped to 70–130 %. Not PUBLIC_PAGE, so private (it shows the visitor's own settings); not indexed.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { saveDisplaySettings } from "~/features/settings/settings.server";
import { settingsFromForm } from "~/features/settings/settings-form";
import { SettingsForm } from "~/features/settings/settings-form-view";
import * as s from "~/features/settings/settings.css";
import { redirectWithToast } from "~/session.server";
import { readForm, safeRedirectTo } from "~/utils/http.server";

const SELF = "/cai-dat-hien-thi";

export const meta: MetaFunction = () => [{ title: "Cài đặt hiển thị – Nhà sách Đại học" }, { name: "robots", content: "noindex" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { settings } = await context.settingsCookie();
  const redirectTo = safeRedirectTo(new URL(request.url).searchParams.get("redirectTo"), SELF);
  return { settings, redirectTo };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await readForm(request);
  if (form.get("intent") !== "save-settings") throw data("Yêu cầu không hợp lệ", { status: 400 });
  await saveDisplaySettings(context, settingsFromForm(form));
  return redirectWithToast(
    String(form.get("redirectTo") ?? ""),
    { type: "success", message: "Đã lưu cài đặt hiển thị" },
    { fallback: SELF },
  );
}

export default function DisplaySettingsPage() {
  const { settings, redirectTo } = useLoaderData<typeof loader>();
  return (
    <div className={s.page}>
      <h1>Cài đặt hiển thị</h1>
      <p>Chọn bố cục, chế độ, bảng màu và cỡ chữ. Cài đặt được lưu cho trình duyệt này và cho tài khoản của bạn khi đã đăng nhập.</p>
      <SettingsForm id="settings-page" settings={settings} redirectTo={redirectTo} />
    </div>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
