/**
 * `/tai-khoan/du-lieu-ca-nhan` — the privacy centre (ADR 0027; docs/ui-contract.md "Privacy"):
 *
 * - consents: the three checkboxes of app/features/privacy/consents.tsx in one form (intent
 *   `consents`, button `Lưu lựa chọn`) — giving and withdrawing are the same act; PUT
 *   /api/User/Consents records each change with its text and time, listed under "Lịch sử thay đổi";
 * - my data: a readable summary of GET /api/User/PersonalData and the button `Tải dữ liệu của tôi`
 *   (a GET form to the JSON download `/tai-khoan/du-lieu-ca-nhan/tai-xuong`);
 * - `Xóa tài khoản` (intent `delete`) after re-entering the password: POST /api/User/DeleteAccount;
 *   a wrong password is shown under the field and nothing is deleted; on success the session ends and
 *   the shopper lands on `/tai-khoan-da-xoa`, which states what happened. No undo.
 */
import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { z } from "zod";
import { requireAccess, upstreamFor } from "~/features/auth/auth.server";
import { AUTH_ROLES } from "~/features/auth/roles";
import { AccountLayout } from "~/features/account/account-layout";
import { ConsentCheckboxes, consentChoices, consentFields, consentFlags, consentLabel } from "~/features/privacy/consents";
import * as p from "~/features/privacy/privacy.css";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { ErrorList, Field } from "~/components/forms";
import * as button from "~/components/ui/button.css";
import { deleteAccount, getPersonalData, saveConsents } from "~/upstream/privacy.server";
import { refusalInit, UpstreamError } from "~/upstream/client.server";
import { redirectWithToast } from "~/session.server";
import { clientIp, readForm } from "~/utils/http.server";
import { retryAfterHeaders } from "~/utils/headers";
import { formatVnd } from "~/utils/money";
import { formatDateTimeVn } from "~/utils/dates";

/** Passes the upstream throttle's `Retry-After` on (429). */
export const headers = retryAfterHeaders;
export const meta: MetaFunction = () => [{ title: "Dữ liệu cá nhân – Nhà sách Đại học" }, { name: "robots", content: "noindex" }];

const PATH = "/tai-khoan/du-lieu-ca-nhan";
const consentsSchema = z.object(consentFields);
const deleteSchema = z.object({
  password: z.string({ required_error: "Vui lòng nhập mật khẩu để xác nhận." }).min(1, "Vui lòng nhập mật khẩu để xác nhận.").max(200),
});

export async function loader({ context }: LoaderFunctionArgs) {
  await requireAccess(context, AUTH_ROLES.user);
  const personal = await getPersonalData(await upstreamFor(context));
  return {
    profile: { name: personal.profile.name, email: personal.profile.email, phone: personal.profile.phone },
    consents: personal.consents,
    counts: {
      addresses: personal.addresses.length,
      orders: personal.orders.length,
      reviews: personal.reviews.length,
      courses: personal.courses.length,
      attempts: personal.examAttempts.length,
      manuscripts: personal.manuscripts.length,
    },
    orders: personal.orders.slice(0, 5).map((o) => ({ code: o.code, createdAt: o.createdAt, total: o.total })),
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  await requireAccess(context, AUTH_ROLES.user);
  const formData = await readForm(request);
  const intent = formData.get("intent");
  if (intent === "consents") {
    const submission = parseWithZod(formData, { schema: consentsSchema });
    if (submission.status !== "success") return data({ intent, result: submission.reply() }, { status: 400 });
    const consents = await saveConsents(await upstreamFor(context), consentChoices(submission.value));
    const flags = consentFlags(consents);
    (await context.authSession()).setConsents(flags);
    // A referral remembered from a link goes with the consent that allowed it.
    if (!flags.affiliate) (await context.guestCart()).cart.affiliateCode = null;
    return redirectWithToast(PATH, { type: "success", message: "Đã lưu lựa chọn đồng ý của bạn." });
  }
  if (intent === "delete") {
    const submission = parseWithZod(formData, { schema: deleteSchema });
    const hide = { hideFields: ["password"] };
    if (submission.status !== "success") return data({ intent, result: submission.reply(hide) }, { status: 400 });
    try {
      await deleteAccount(await upstreamFor(context), { password: submission.value.password, clientIp: clientIp(request) });
    } catch (error) {
      if (!(error instanceof UpstreamError) || error.status >= 500 || error.status === 401) throw error;
      const reply =
        error.code === "PASSWORD_INCORRECT"
          ? submission.reply({ fieldErrors: { password: [error.message] }, ...hide })
          : submission.reply({ formErrors: [error.message], ...hide });
      return data({ intent, result: reply }, refusalInit(error));
    }
    const guest = await context.guestCart();
    (await context.authSession()).end();
    guest.cart.contact = null;
    guest.cart.checkoutKey = null;
    guest.cart.orders = [];
    guest.cart.affiliateCode = null;
    return redirectWithToast("/tai-khoan-da-xoa", { type: "success", message: "Tài khoản của bạn đã được xóa." });
  }
  throw new Response("Yêu cầu không hợp lệ", { status: 400 });
}

export default function AccountPrivacy() {
  const { profile, consents, counts, orders } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const [deleteForm, deleteFields] = useForm({
    id: "delete-account",
    lastResult: actionData?.intent === "delete" ? (actionData.result as SubmissionResult<string[]>) : undefined,
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: deleteSchema }),
  });
  const flags = consentFlags(consents);
  return (
    <AccountLayout title="Dữ liệu cá nhân">
      <div className={p.stack}>
        <section className={p.section} aria-labelledby="consents-title">
          <h2 id="consents-title" className={p.heading}>
            Sự đồng ý của bạn
          </h2>
          <p className={p.text}>
            Mỗi mục chỉ được dùng khi bạn đánh dấu. Bạn có thể bỏ đánh dấu bất cứ lúc nào trong chính biểu mẫu này; thay đổi có hiệu lực
            ngay.
          </p>
          {/* The whole form re-renders from the loader after a save: its boxes show what is recorded. */}
          <Form method="post" key={JSON.stringify(flags)} className={p.form}>
            <ConsentCheckboxes legend="Cho phép xử lý dữ liệu cá nhân cho các mục đích sau" checked={flags} />
            <button type="submit" name="intent" value="consents" className={button.primary} disabled={busy}>
              Lưu lựa chọn
            </button>
          </Form>
          <h3 className={p.heading}>Lịch sử thay đổi</h3>
          {consents.events.length ? (
            <ul className={p.history} aria-label="Lịch sử thay đổi sự đồng ý">
              {consents.events.map((e, i) => (
                <li key={i}>
                  <time dateTime={e.at}>{formatDateTimeVn(e.at)}</time>: {e.granted ? "Đồng ý" : "Rút lại đồng ý"} – “
                  {e.text || consentLabel(e.purpose)}”{e.source === "register" ? " (khi đăng ký)" : ""}
                </li>
              ))}
            </ul>
          ) : (
            <p className={p.text}>Bạn chưa đồng ý mục nào.</p>
          )}
        </section>

        <section className={p.section} aria-labelledby="my-data-title">
          <h2 id="my-data-title" className={p.heading}>
            Dữ liệu chúng tôi lưu về bạn
          </h2>
          <p className={p.text}>
            {profile.name} · {profile.email}
            {profile.phone ? ` · ${profile.phone}` : ""}
          </p>
          <ul className={p.figures} aria-label="Tóm tắt dữ liệu">
            <Figure label="Địa chỉ" value={counts.addresses} />
            <Figure label="Đơn hàng" value={counts.orders} />
            <Figure label="Đánh giá" value={counts.reviews} />
            <Figure label="Khóa học" value={counts.courses} />
            <Figure label="Lượt làm bài" value={counts.attempts} />
            <Figure label="Bản thảo" value={counts.manuscripts} />
          </ul>
          {orders.length ? (
            <ul className={p.history} aria-label="Đơn hàng gần đây">
              {orders.map((o) => (
                <li key={o.code}>
                  {o.code} – {formatDateTimeVn(o.createdAt)} – {formatVnd(o.total)}
                </li>
              ))}
            </ul>
          ) : null}
          <p className={p.text}>
            Tệp JSON gồm hồ sơ, địa chỉ, sự đồng ý, đơn hàng, đánh giá, tiến độ học, lượt làm bài và thông tin bản thảo.
          </p>
          <form method="get" action={`${PATH}/tai-xuong`}>
            <button type="submit" className={button.secondary}>
              Tải dữ liệu của tôi
            </button>
          </form>
        </section>

        <section className={p.danger} aria-labelledby="delete-title">
          <h2 id="delete-title" className={p.heading}>
            Xóa tài khoản
          </h2>
          <p className={p.text}>
            Việc xóa <strong>không thể hoàn tác</strong>. Hồ sơ, địa chỉ, sự đồng ý, giỏ hàng, sách điện tử, khóa học, tiến độ học và bản
            thảo (kèm tệp) bị xóa; bạn bị đăng xuất trên mọi thiết bị. Đánh giá của bạn được giữ với tên “Khách hàng”; đơn hàng được giữ cho
            mục đích kế toán nhưng không còn gắn với bạn. Bài làm và điểm được lưu làm hồ sơ đánh giá nhưng không còn gắn với bạn; chứng chỉ
            của bạn bị thu hồi và không còn ghi tên bạn.
          </p>
          <p className={p.text}>
            Tài khoản đăng nhập bằng Google chưa có mật khẩu: hãy đặt mật khẩu qua <a href="/quen-mat-khau">Quên mật khẩu</a> (mã gửi tới
            email của bạn), rồi quay lại đây.
          </p>
          <Form method="post" {...getFormProps(deleteForm)}>
            <ErrorList id={deleteForm.errorId} errors={deleteForm.errors} />
            <Field
              label="Nhập mật khẩu để xác nhận"
              meta={deleteFields.password}
              type="password"
              inputProps={{ autoComplete: "current-password" }}
            />
            <button type="submit" name="intent" value="delete" className={button.primary} disabled={busy}>
              Xóa tài khoản
            </button>
          </Form>
        </section>
      </div>
    </AccountLayout>
  );
}

function Figure({ label, value }: { label: string; value: number }) {
  return (
    <li className={p.figure}>
      <span className={p.figureValue}>{value}</span>
      <span>{label}</span>
    </li>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
