/**
 * `/tai-khoan/so-dia-chi` — the address book (spec §2 account area; docs/ui-contract.md "Account
 * area": button `Thêm địa chỉ`; per address `Sửa`, `Xóa`, `Đặt làm mặc định`). GET /api/UserAddress;
 * `Xóa` (intent `delete`) → DELETE /api/UserAddress/{id}, `Đặt làm mặc định` (intent `set-default`)
 * → PATCH /api/UserAddress/{id}/default, each answered 303 + toast. Another customer's (or a missing)
 * address id → the 404 page. An address saved before 1 July 2025 (ADR 0024) says so; when its new
 * ward is certain, `Chuyển sang địa chỉ mới` (intent `convert`) saves it with that ward (PUT). `Thêm địa chỉ` is a GET form to `/tai-khoan/so-dia-chi/them`, so it is a
 * button and works without JavaScript.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData, useNavigation } from "@remix-run/react";
import { requireAccess, upstreamFor } from "~/features/auth/auth.server";
import { AUTH_ROLES } from "~/features/auth/roles";
import { AccountLayout } from "~/features/account/account-layout";
import * as s from "~/features/account/address-book.css";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import * as button from "~/components/ui/button.css";
import { MAX_ADDRESSES } from "~/constants";
import { deleteAddress, getAddress, listAddresses, setDefaultAddress, updateAddress } from "~/upstream/addresses.server";
import { isNotFound, UpstreamError } from "~/upstream/client.server";
import { redirectWithToast } from "~/session.server";
import { readForm } from "~/utils/http.server";
import { idParam } from "~/routing/params.server";

export const meta: MetaFunction = () => [{ title: "Sổ địa chỉ – Nhà sách Đại học" }, { name: "robots", content: "noindex" }];

const BOOK = "/tai-khoan/so-dia-chi";

export async function loader({ context }: LoaderFunctionArgs) {
  await requireAccess(context, AUTH_ROLES.user);
  return { addresses: await listAddresses(await upstreamFor(context)) };
}

export async function action({ request, context }: ActionFunctionArgs) {
  await requireAccess(context, AUTH_ROLES.user);
  const formData = await readForm(request);
  const raw = formData.get("addressId");
  const parsed = idParam.safeParse(raw);
  const id = parsed.success ? parsed.data : null;
  const intent = formData.get("intent");
  if (!id || (intent !== "delete" && intent !== "set-default" && intent !== "convert"))
    throw new Response("Yêu cầu không hợp lệ", { status: 400 });
  const client = await upstreamFor(context);
  try {
    if (intent === "convert") {
      const a = await getAddress(client, id);
      if (a.isCurrent) return redirectWithToast(BOOK, { type: "info", message: "Địa chỉ này đã theo địa giới hành chính mới." });
      if (!a.newWard) {
        return redirectWithToast(BOOK, {
          type: "error",
          message: "Không xác định chắc chắn được Phường/Xã mới của địa chỉ này, vui lòng bấm “Sửa” để chọn.",
        });
      }
      const input = { name: a.name, phone: a.phone, address: a.address, wardId: a.newWard.wardId, isDefault: a.isDefault };
      await updateAddress(client, id, input);
      return redirectWithToast(BOOK, {
        type: "success",
        message: `Đã chuyển sang địa chỉ mới: ${a.newWard.wardName}, ${a.newWard.cityName}`,
      });
    }
    const message = intent === "delete" ? await deleteAddress(client, id) : await setDefaultAddress(client, id);
    return redirectWithToast(BOOK, {
      type: "success",
      message: message ?? (intent === "delete" ? "Đã xóa địa chỉ" : "Đã đặt làm địa chỉ mặc định"),
    });
  } catch (error) {
    if (isNotFound(error)) throw new Response("Không tìm thấy địa chỉ", { status: 404 });
    if (error instanceof UpstreamError && error.status < 500) return redirectWithToast(BOOK, { type: "error", message: error.message });
    throw error;
  }
}

export default function AccountAddresses() {
  const { addresses } = useLoaderData<typeof loader>();
  const busy = useNavigation().state === "submitting";
  const full = addresses.length >= MAX_ADDRESSES;
  return (
    <AccountLayout title="Sổ địa chỉ">
      <div className={s.toolbar}>
        <Form method="get" action={`${BOOK}/them`}>
          <button type="submit" className={button.primary}>
            Thêm địa chỉ
          </button>
        </Form>
        <p>
          {full
            ? `Sổ địa chỉ đã đủ ${MAX_ADDRESSES} địa chỉ. Hãy xóa bớt một địa chỉ trước khi thêm địa chỉ mới.`
            : `Đã lưu ${addresses.length}/${MAX_ADDRESSES} địa chỉ.`}
        </p>
      </div>
      {addresses.length === 0 ? (
        <p>Bạn chưa lưu địa chỉ nào. Địa chỉ mặc định sẽ được chọn sẵn khi bạn đặt hàng.</p>
      ) : (
        <ul className={s.list} aria-label="Địa chỉ đã lưu">
          {addresses.map((a) => (
            <li key={a.id} className={s.card} aria-label={`${a.name}${a.isDefault ? " (mặc định)" : ""}`}>
              <div className={s.head}>
                <strong>{a.name}</strong>
                <span>{a.phone}</span>
                {a.isDefault ? <span className={s.badge}>Mặc định</span> : null}
              </div>
              <p>{a.fullAddress}</p>
              {a.isCurrent ? null : (
                <p className={s.note}>
                  {a.newWard
                    ? `Địa chỉ theo địa giới cũ (trước 01/07/2025). Địa chỉ mới: ${a.address}, ${a.newWard.wardName}, ${a.newWard.cityName}.`
                    : "Địa chỉ theo địa giới cũ (trước 01/07/2025). Phường/Xã này đã được chia cho nhiều Phường/Xã mới, vui lòng bấm “Sửa” để chọn."}
                </p>
              )}
              <div className={s.actions}>
                {!a.isCurrent && a.newWard ? (
                  <Form method="post" className={s.inline}>
                    <input type="hidden" name="addressId" value={a.id} />
                    <button type="submit" name="intent" value="convert" className={button.primary} disabled={busy}>
                      Chuyển sang địa chỉ mới
                    </button>
                  </Form>
                ) : null}
                <Link to={`${BOOK}/${a.id}`} className={button.secondary}>
                  Sửa
                </Link>
                {a.isDefault ? null : (
                  <Form method="post" className={s.inline}>
                    <input type="hidden" name="addressId" value={a.id} />
                    <button type="submit" name="intent" value="set-default" className={button.secondary} disabled={busy}>
                      Đặt làm mặc định
                    </button>
                  </Form>
                )}
                <Form method="post" className={s.inline}>
                  <input type="hidden" name="addressId" value={a.id} />
                  <button type="submit" name="intent" value="delete" className={button.ghost} disabled={busy}>
                    Xóa
                  </button>
                </Form>
              </div>
            </li>
          ))}
        </ul>
      )}
    </AccountLayout>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
