/**
 * `/gio-hang` — the guest cart (spec §3 Cart, §4 tabIndex 0). The cart is kept in the signed
 * `__cart` cookie; prices, stock and totals come from CalculateUnAuthCart.
 *
 * The same page serves guests (cart in the signed `__cart` cookie) and customers (cart in the
 * upstream): see app/features/cart/cart.server.ts.
 *
 * Mutations are named intents of `<Form method="post">` (docs/conventions.md rule 2):
 * - `add` (from cards and the product page; `redirectTo` where to go back),
 * - `update` (quantity of a line), `remove`,
 * - `checkout` (`Tiến hành đặt hàng`: inventory check, then step 1 or, digital only, step 2).
 * Success: 303 with a toast. Failure: 400/404 re-rendering this page with the message next to the
 * line (or above the cart) and nothing lost.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { upstreamFor } from "~/features/auth/auth.server";
import { cartFor, startCheckout } from "~/features/cart/cart.server";
import { normalizeCode } from "~/features/cart/codes";
import { EBOOK_ONLY_NOTE, nextStep, stepPath } from "~/features/checkout/steps";
import { CartCodes, OfferList } from "~/features/cart/cart-codes";
import { getOffers } from "~/upstream/discount.server";
import { CheckoutSteps } from "~/features/checkout/checkout-steps";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { ErrorList } from "~/components/error-list";
import * as button from "~/components/ui/button.css";
import * as ui from "~/components/ui/form.css";
import { cartActionSchema as actionSchema } from "~/features/cart/cart-action.server";
import { MAX_LINE_QUANTITY } from "~/constants";
import { UpstreamError } from "~/upstream/client.server";
import { inventoryProblemSchema } from "~/upstream/order.server";
import { pageHeaders } from "~/utils/headers";
import { readForm } from "~/utils/http.server";
import { redirectWithToast } from "~/session.server";
import { imageLoading, responsiveImage } from "~/utils/images";
import { formatDateTimeVn } from "~/utils/dates";
import { formatVnd } from "~/utils/money";
import * as s from "./cart.css";

export const headers = pageHeaders;
export const meta: MetaFunction = () => [{ title: "Giỏ hàng – Nhà sách Đại học" }, { name: "robots", content: "noindex" }];

/** What a failed action sends back: the message and the line or field it belongs to (if any). */
type ActionError = {
  intent: string;
  productSaleId: number | null;
  field?: "code" | "affiliate";
  message: string;
  problems?: { productSaleId: number; message: string }[];
};

/** The field a code intent's error is shown under. */
const codeField = (intent: string) => (intent === "apply-affiliate" ? "affiliate" : intent.startsWith("apply-") ? "code" : undefined);
const pageOf = (v: string | null) => (v && /^\d{1,4}$/.test(v) && Number(v) > 0 ? Number(v) : 1);
/**
 * `?affiliate=CODE` of an affiliate's shared link: the code, trimmed and upper-cased, to
 * prefill the affiliate field — never applied by the GET (the shopper presses the button) — or null
 * when absent or not a possible code.
 */
const prefillAffiliateOf = (v: string | null) => {
  const code = v?.trim().toUpperCase() ?? "";
  return /^[A-Z0-9_-]{1,50}$/.test(code) ? code : null;
};

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const voucherPage = pageOf(url.searchParams.get("voucherPage"));
  const couponPage = pageOf(url.searchParams.get("couponPage"));
  const store = await cartFor(context);
  const client = await upstreamFor(context);
  const [cart, vouchers, coupons] = await Promise.all([
    store.view(),
    getOffers(client, "voucher", voucherPage),
    getOffers(client, "coupon", couponPage),
  ]);
  return {
    cart,
    removed: store.changed,
    vouchers: { ...vouchers, page: voucherPage },
    coupons: { ...coupons, page: couponPage },
    prefillAffiliate: prefillAffiliateOf(url.searchParams.get("affiliate")),
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const formData = await readForm(request);
  const parsed = actionSchema.safeParse(Object.fromEntries(formData));
  const fail = (e: ActionError, status = 400) => data({ error: e }, { status });
  if (!parsed.success) {
    const intent = String(formData.get("intent") ?? "");
    const id = Number(formData.get("productSaleId"));
    const message = parsed.error.issues[0]?.message ?? "Yêu cầu không hợp lệ.";
    const known = actionSchema.options.some((o) => o.shape.intent.safeParse(intent).success);
    return fail({
      intent,
      productSaleId: Number.isSafeInteger(id) ? id : null,
      field: codeField(intent),
      message: known ? message : "Thao tác không hợp lệ.",
    });
  }
  const input = parsed.data;
  const store = await cartFor(context);

  switch (input.intent) {
    case "add":
    case "update": {
      const change = await store.change(input.productSaleId, input.quantity, input.intent === "add" ? "add" : "set");
      if (!change.ok) return fail({ intent: input.intent, productSaleId: input.productSaleId, message: change.message }, change.status);
      const to = input.intent === "add" ? (input.redirectTo ?? "/gio-hang") : "/gio-hang";
      return redirectWithToast(
        to,
        { type: "success", message: input.intent === "add" ? "Đã thêm sách vào giỏ hàng." : "Đã cập nhật số lượng." },
        { fallback: "/gio-hang" },
      );
    }
    case "remove": {
      await store.remove(input.productSaleId);
      return redirectWithToast("/gio-hang", { type: "success", message: "Đã xóa sách khỏi giỏ hàng." });
    }
    case "apply-code":
    case "apply-voucher":
    case "apply-coupon":
    case "apply-affiliate": {
      const kind = input.intent === "apply-affiliate" ? "affiliate" : input.intent === "apply-coupon" ? "coupon" : "voucher";
      let applied = await store.applyCode(kind, input.code);
      // One field takes vouchers and promotion coupons: a code refused as a voucher is tried as a
      // coupon; if both refuse it, the voucher's reason is shown unless it only said "wrong kind".
      if (!applied.ok && input.intent === "apply-code") {
        const asCoupon = await store.applyCode("coupon", input.code);
        applied = asCoupon.ok || applied.code === "DISCOUNT_WRONG_KIND" ? asCoupon : applied;
      }
      if (!applied.ok) {
        const e: ActionError = { intent: input.intent, productSaleId: null, field: codeField(input.intent), message: applied.message };
        return data({ error: e }, { status: 400 });
      }
      const what = kind === "affiliate" ? "mã affiliate" : "mã khuyến mãi";
      return redirectWithToast("/gio-hang", { type: "success", message: `Đã áp dụng ${what} ${normalizeCode(input.code)}.` });
    }
    case "remove-voucher":
    case "remove-coupon":
    case "remove-affiliate": {
      const kind = input.intent === "remove-affiliate" ? "affiliate" : input.intent === "remove-coupon" ? "coupon" : "voucher";
      await store.removeCode(kind);
      return redirectWithToast("/gio-hang", {
        type: "success",
        message: kind === "affiliate" ? "Đã bỏ mã affiliate." : "Đã bỏ mã khuyến mãi.",
      });
    }
    case "checkout": {
      // A customer who arrived through an affiliate link: the code is applied now (a POST), not on the GET.
      if (store.kind === "account" && store.state.affiliateCode) await store.applyCode("affiliate", store.state.affiliateCode);
      try {
        const result = await store.checkInventory();
        startCheckout(store.state);
        return redirect(stepPath(nextStep({ type: "inventory-checked", isOnlyDigital: result.isOnlyDigital })), 303);
      } catch (error) {
        if (!(error instanceof UpstreamError)) throw error;
        const details = inventoryProblemSchema.safeParse(error.data);
        return fail({
          intent: "checkout",
          productSaleId: null,
          message: error.message,
          problems: details.success ? details.data.problems.map((p) => ({ productSaleId: p.productSaleId, message: p.message })) : [],
        });
      }
    }
  }
}

export default function CartPage() {
  const { cart, removed, vouchers, coupons, prefillAffiliate } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const error = actionData && "error" in actionData ? actionData.error : null;
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  const lineError = (id: number) => [
    ...(error && error.productSaleId === id ? [error.message] : []),
    ...(error?.problems?.filter((p) => p.productSaleId === id).map((p) => p.message) ?? []),
    ...(cart?.problems.filter((p) => p.productSaleId === id && p.reason !== "not_found").map((p) => p.message) ?? []),
  ];
  const codeErrors = {
    code: error?.field === "code" ? error.message : undefined,
    affiliate: error?.field === "affiliate" ? error.message : undefined,
  };
  const pageHref = (key: "voucherPage" | "couponPage", page: number) => {
    const q = new URLSearchParams({ voucherPage: String(vouchers.page), couponPage: String(coupons.page), [key]: String(page) });
    return `/gio-hang?${q}`;
  };
  const formError = error?.field
    ? null
    : error && error.productSaleId === null
      ? error.message
      : error && !cart?.cartDetails.some((l) => l.productSaleId === error.productSaleId)
        ? error.message
        : null;

  return (
    <div className={s.page}>
      <h1 className={s.title}>Giỏ hàng</h1>
      <CheckoutSteps current={0} />
      {formError ? (
        <div className={s.alert} role="alert">
          {formError}
        </div>
      ) : null}
      {removed ? <p className={s.notice}>Một số sách không còn được bán đã được bỏ khỏi giỏ hàng.</p> : null}
      {!cart || cart.cartDetails.length === 0 ? (
        <div className={s.empty}>
          <p>Giỏ hàng của bạn đang trống.</p>
          <Link to="/san-pham" className={button.primary}>
            Tiếp tục mua sách
          </Link>
        </div>
      ) : (
        <div className={s.grid}>
          <ul className={s.lines} aria-label="Sách trong giỏ hàng">
            {cart.cartDetails.map((line) => {
              const errors = lineError(line.productSaleId);
              const errorId = `line-${line.productSaleId}-error`;
              return (
                <li key={line.productSaleId} className={s.line} aria-label={line.name}>
                  <img
                    {...responsiveImage(line.thumbImage, "80px")}
                    width={80}
                    height={120}
                    {...imageLoading(false)}
                    alt=""
                    className={s.thumb}
                  />
                  <div className={s.lineInfo}>
                    <Link to={`/san-pham/${line.productSaleId}`} className={s.lineName}>
                      {line.name}
                    </Link>
                    <p className={s.unitPrice}>
                      {formatVnd(line.salePrice)}
                      {line.price > line.salePrice ? <s className={s.listPrice}>{formatVnd(line.price)}</s> : null}
                      {line.isDigital ? <span className={s.tag}>Ebook</span> : null}
                      {line.flashSale ? <span className={s.tag}>Giá flash sale đến {formatDateTimeVn(line.flashSale.endsAt)}</span> : null}
                    </p>
                    <div className={s.lineActions}>
                      <Form method="post" className={s.qtyForm} noValidate>
                        <input type="hidden" name="intent" value="update" />
                        <input type="hidden" name="productSaleId" value={line.productSaleId} />
                        <label htmlFor={`qty-${line.productSaleId}`} className={ui.label}>
                          Số lượng
                        </label>
                        <input
                          id={`qty-${line.productSaleId}`}
                          name="quantity"
                          type="number"
                          inputMode="numeric"
                          min={1}
                          max={MAX_LINE_QUANTITY}
                          defaultValue={line.quantity}
                          className={s.qtyInput}
                          aria-invalid={errors.length ? true : undefined}
                          aria-describedby={errors.length ? errorId : undefined}
                        />
                        <button type="submit" className={button.secondary} disabled={busy}>
                          Cập nhật
                        </button>
                      </Form>
                      <Form method="post">
                        <input type="hidden" name="intent" value="remove" />
                        <input type="hidden" name="productSaleId" value={line.productSaleId} />
                        <button type="submit" className={button.ghost} disabled={busy}>
                          Xóa
                        </button>
                      </Form>
                    </div>
                    <ErrorList id={errorId} errors={errors} />
                  </div>
                  <p className={s.lineTotal}>{formatVnd(line.lineTotal)}</p>
                </li>
              );
            })}
          </ul>
          <aside className={s.summary} aria-labelledby="summary-title">
            <h2 id="summary-title" className={s.summaryTitle}>
              Tóm tắt đơn hàng
            </h2>
            <dl className={s.totals}>
              <dt>Số lượng sách</dt>
              <dd>{cart.totalProducts}</dd>
              <dt>Tạm tính</dt>
              <dd>{formatVnd(cart.subTotal)}</dd>
              {cart.listTotal > cart.subTotal ? (
                <>
                  <dt>Tiết kiệm</dt>
                  <dd>{formatVnd(cart.listTotal - cart.subTotal)}</dd>
                </>
              ) : null}
              {cart.discount > 0 ? (
                <>
                  <dt>Giảm giá</dt>
                  <dd>−{formatVnd(cart.discount)}</dd>
                </>
              ) : null}
              <dt>Phí vận chuyển</dt>
              <dd>
                {cart.isOnlyDigital ? "Miễn phí (ebook)" : cart.subTotal >= cart.freeShippingThreshold ? "Miễn phí" : "Tính ở bước sau"}
              </dd>
              <dt>Tạm thanh toán</dt>
              <dd>{formatVnd(cart.subTotal - cart.discount)}</dd>
            </dl>
            <p className={s.hint}>Giá đã bao gồm VAT</p>
            <CartCodes cart={cart} errors={codeErrors} prefillAffiliate={prefillAffiliate} />
            {!cart.isOnlyDigital && cart.subTotal < cart.freeShippingThreshold ? (
              <p className={s.hint}>Miễn phí vận chuyển cho đơn từ {formatVnd(cart.freeShippingThreshold)}.</p>
            ) : null}
            {cart.isOnlyDigital ? <p className={s.hint}>{EBOOK_ONLY_NOTE}</p> : null}
            <Form method="post">
              <button type="submit" name="intent" value="checkout" className={button.primary} disabled={busy}>
                Tiến hành đặt hàng
              </button>
            </Form>
          </aside>
        </div>
      )}
      <OfferList
        title="Danh sách mã khuyến mãi"
        kind="voucher"
        offers={vouchers.offers}
        page={vouchers.page}
        totalPage={vouchers.totalPage}
        hrefFor={(p) => pageHref("voucherPage", p)}
      />
      <OfferList
        title="Danh sách ưu đãi"
        kind="coupon"
        offers={coupons.offers}
        page={coupons.page}
        totalPage={coupons.totalPage}
        hrefFor={(p) => pageHref("couponPage", p)}
      />
    </div>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
