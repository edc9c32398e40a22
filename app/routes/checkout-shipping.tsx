/**
 * `/gio-hang/giao-hang` — checkout step 1 (spec §4 tabIndex 1): contact and shipping address.
 *
 * The province → district → ward cascade works without JavaScript by submitting: a province
 * without a district re-renders the form (400) with that province's districts and everything typed
 * kept, likewise for wards (docs/ui-contract.md). With JavaScript the lists load as soon as a
 * province or district is chosen. Without JavaScript a second submit button, `Cập nhật danh sách`
 * (`intent=cascade`), beside the selects re-renders the form with the next list and no error
 * message; `Tiếp tục` stays the default button (a hidden twin of it is the form's first submit
 * button, so Enter in any field continues).
 *
 * A signed-in customer with saved addresses gets them as a radio list (the default
 * preselected; app/features/checkout/saved-addresses.tsx) and `Giao đến địa chỉ khác`, which reveals
 * the typed form; the typed form is prefilled from the profile (name, phone, e-mail, address) and has
 * `Lưu vào sổ địa chỉ`, which saves the typed address to the book (POST /api/UserAddress) — a refusal
 * (10 addresses already) never blocks the checkout: the next page's toast says so. Guests: unchanged.
 * The contact kept in the cookie carries the full address (street, ward, province) the payment step
 * shows.
 *
 * The fee before paying: beside the form, the order summary (lines, subtotal, discount) and `Phí vận
 * chuyển` to the ward being chosen, quoted by the upstream (`POST /api/Shipping/Quote`, nothing is
 * stored). Without JavaScript `Cập nhật danh sách` is a GET of this page carrying the form's fields
 * (`?cityId=…&wardId=…` and what was typed, so the page comes back as it was): the loader refills the
 * ward list and quotes the chosen ward. With JavaScript choosing a ward (or a saved address) loads
 * the same loader through a fetcher and the fee appears at once.
 */
import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { getInputProps } from "@conform-to/react";
import { z } from "zod";
import { Form, Link, useActionData, useFetcher, useLoaderData, useNavigation } from "@remix-run/react";
import type { FormEvent } from "react";
import { HoneypotFields } from "~/components/honeypot";
import { shippingSchema } from "~/features/checkout/checkout-schema";
import { cartFor, startCheckout } from "~/features/cart/cart.server";
import { nextStep, stepPath } from "~/features/checkout/steps";
import { CheckoutSteps } from "~/features/checkout/checkout-steps";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { AddressFields } from "~/features/checkout/address-fields";
import { ErrorList, Field } from "~/components/forms";
import * as button from "~/components/ui/button.css";
import { isNotFound, UpstreamError } from "~/upstream/client.server";
import { getCities } from "~/upstream/location.server";
import { OTHER_ADDRESS, SavedAddressChoice } from "~/features/checkout/saved-addresses";
import * as saved from "~/features/checkout/saved-addresses.css";
import { getAuth, upstreamFor } from "~/features/auth/auth.server";
import { createAddress, getAddress, listAddresses, type UserAddress } from "~/upstream/addresses.server";
import { quoteShipping } from "~/upstream/shipping.server";
import { OrderSummary } from "~/features/cart/order-summary";
import { getProfile } from "~/upstream/account.server";
import type { CheckoutContact, City, Ward } from "~/upstream/schemas";
import * as ui from "~/components/ui/form.css";
import { redirectWithToast } from "~/session.server";
import { cascadeReply, checkCascade, loadCascade } from "~/features/checkout/address.server";
import { pageHeaders } from "~/utils/headers";
import { checkHoneypot } from "~/utils/honeypot.server";
import { readForm } from "~/utils/http.server";
import * as s from "./checkout.css";
import { idParam } from "~/routing/params.server";

export const headers = pageHeaders;
export const meta: MetaFunction = () => [{ title: "Thông tin giao hàng – Nhà sách Đại học" }, { name: "robots", content: "noindex" }];

/** Client validation while a saved address is chosen: only the choice. */
const savedChoiceSchema = z.object({ savedAddressId: z.string() });
/** The typed form: the checkout's fields and, for customers, `Lưu vào sổ địa chỉ`. */
const typedSchema = shippingSchema.extend({ saveToBook: z.boolean().optional() });

/** "street, ward, province" of a typed address, from the cascade's lists. */
function fullAddressOf(street: string, ids: { cityId: number; wardId: number }, cities: City[], lists: { wards: Ward[] }) {
  const ward = lists.wards.find((w) => w.wardId === ids.wardId)?.wardName;
  const city = cities.find((c) => c.cityId === ids.cityId)?.cityName;
  return [street, ward, city].filter(Boolean).join(", ");
}

/** The saved address the cookie's contact is (same receiver and place), if any. */
function savedMatch(book: readonly UserAddress[], contact: CheckoutContact | null) {
  return contact
    ? book.find((a) => a.wardId === contact.wardId && a.address === contact.address && a.name === contact.name && a.phone === contact.phone)
    : undefined;
}

/** The no-JavaScript `Cập nhật danh sách` GET and the fetcher's: what was chosen and typed (each field optional). */
const queryId = z.preprocess((v) => (v === "" ? undefined : v), z.coerce.number().int().positive().max(2_147_483_647).optional());
const queryText = z.string().max(300).optional();
const shippingQuery = z.object({
  cityId: queryId.catch(undefined),
  wardId: queryId.catch(undefined),
  savedAddressId: z.string().max(20).optional().catch(undefined),
  name: queryText.catch(undefined),
  phone: queryText.catch(undefined),
  email: queryText.catch(undefined),
  address: queryText.catch(undefined),
});

export async function loader({ request, context }: LoaderFunctionArgs) {
  const store = await cartFor(context);
  if (!store.state.checkoutKey || !(await store.count())) throw redirect("/gio-hang");
  const client = context.upstream;
  const customer = store.kind === "account" ? await upstreamFor(context) : null;
  const params = new URL(request.url).searchParams;
  const query = shippingQuery.parse(Object.fromEntries([...params.entries()].filter(([k]) => k in shippingQuery.shape)));
  const asked = params.has("cityId") || params.has("wardId") || params.has("savedAddressId");
  // A customer: the address book and the profile (prefill) — two calls more than a guest's page, asked
  // with the province list and the cart; only the cascade (wards of the contact) waits for the profile.
  const citiesCall = getCities(client);
  const cartCall = store.view();
  const [book, profile] = customer ? await Promise.all([listAddresses(customer), getProfile(customer)]) : [[], null];
  const known: CheckoutContact | null =
    store.state.contact ??
    (profile
      ? {
          name: profile.name,
          phone: profile.phone ?? "",
          email: profile.email,
          address: profile.address ?? "",
          cityId: profile.cityId ?? null,
          districtId: null,
          wardId: profile.wardId ?? null,
        }
      : null);
  // What the GET carried wins over what was saved: the page comes back as the shopper left it.
  const contact: CheckoutContact | null = asked
    ? {
        name: query.name ?? known?.name ?? "",
        phone: query.phone ?? known?.phone ?? "",
        email: query.email ?? known?.email ?? "",
        address: query.address ?? known?.address ?? "",
        cityId: query.cityId ?? null,
        districtId: null,
        wardId: query.wardId ?? null,
      }
    : known;
  const [cities, lists, cart] = await Promise.all([citiesCall, loadCascade(client, contact?.cityId), cartCall]);
  if (contact?.wardId && !lists.wards.some((w) => w.wardId === contact.wardId)) contact.wardId = null;
  const chosen = !book.length
    ? OTHER_ADDRESS
    : query.savedAddressId && (query.savedAddressId === OTHER_ADDRESS || book.some((a) => String(a.id) === query.savedAddressId))
      ? query.savedAddressId
      : store.state.contact
        ? String(savedMatch(book, store.state.contact)?.id ?? OTHER_ADDRESS)
        : String((book.find((a) => a.isDefault) ?? book[0])!.id);
  // The fee to the chosen saved address (of the 2025 map), else to the ward of the typed form.
  const savedChoice = chosen === OTHER_ADDRESS ? null : book.find((a) => String(a.id) === chosen);
  const destination = savedChoice
    ? savedChoice.isCurrent
      ? { cityId: savedChoice.cityId, wardId: savedChoice.wardId }
      : null
    : contact?.wardId
      ? { cityId: contact.cityId, wardId: contact.wardId }
      : null;
  const lines = cart?.cartDetails ?? [];
  const quote = destination ? await quoteShipping(client, lines, destination) : null;
  const summary = cart
    ? {
        lines: cart.cartDetails,
        subTotal: cart.subTotal,
        discount: cart.discount,
        shippingFee: quote?.shippingFee ?? null,
        // The upstream's formula (docs/openapi.yaml `Cart.total`); the payment step shows the upstream's own.
        total: quote ? Math.max(0, cart.subTotal - cart.discount) + quote.shippingFee : null,
        place: quote ? [quote.destination.wardName, quote.destination.cityName].filter(Boolean).join(", ") : null,
        freeShippingThreshold: quote?.freeShippingThreshold ?? null,
      }
    : null;
  return data(
    { cities, ...lists, contact, book, chosen, customer: Boolean(customer), summary },
    { headers: { "Server-Timing": client.serverTiming() } },
  );
}

export async function action({ request, context }: ActionFunctionArgs) {
  const formData = await readForm(request);
  checkHoneypot(formData);
  const store = await cartFor(context);
  if (!(await store.count())) throw redirect("/gio-hang", 303);
  const client = context.upstream;
  const customer = store.kind === "account" ? await upstreamFor(context) : null;
  const choice = customer ? formData.get("savedAddressId") : null;
  const intent = formData.get("intent");

  // A saved address of the book: its receiver and place, the account's e-mail.
  if (customer && typeof choice === "string" && choice !== OTHER_ADDRESS && intent !== "cascade") {
    const parsed = idParam.safeParse(choice);
    const id = parsed.success ? parsed.data : null;
    let address: UserAddress | null = null;
    try {
      address = id ? await getAddress(customer, id) : null;
    } catch (error) {
      if (!isNotFound(error)) throw error;
    }
    const { user } = await getAuth(context);
    if (!address || !user) {
      return data(
        { result: { formErrors: ["Địa chỉ đã chọn không còn trong sổ địa chỉ, vui lòng chọn lại."] }, wards: [] as Ward[] },
        { status: 400 },
      );
    }
    if (!address.isCurrent) {
      // Saved before 1 July 2025: its ward no longer exists, and an order needs one of the 2025 map.
      const hint = address.newWard ? " hoặc chuyển nó sang địa chỉ mới trong Sổ địa chỉ" : "";
      return data(
        {
          result: {
            formErrors: [
              `Địa chỉ đã chọn ghi theo địa giới hành chính cũ (trước 01/07/2025). Vui lòng chọn “Địa chỉ khác” và chọn Tỉnh/Thành phố, Phường/Xã mới${hint}.`,
            ],
          },
          wards: [] as Ward[],
        },
        { status: 400 },
      );
    }
    await store.saveAddress({
      name: address.name,
      phone: address.phone,
      email: user.email,
      address: address.address,
      cityId: address.cityId,
      districtId: address.districtId ?? null,
      wardId: address.wardId,
      fullAddress: address.fullAddress,
    });
    startCheckout(store.state);
    return redirect(stepPath(nextStep({ type: "address-saved" })), 303);
  }

  const [cities, lists] = await Promise.all([getCities(client), loadCascade(client, formData.get("cityId"))]);
  const submission = await parseWithZod(formData, {
    async: true,
    schema: typedSchema.superRefine(checkCascade(cities, lists)),
  });
  if (intent === "cascade") return data({ result: cascadeReply(submission.payload, lists), ...lists });
  if (submission.status !== "success") {
    return data({ result: submission.reply(), ...lists }, { status: 400 });
  }
  const v = submission.value;
  const fullAddress = fullAddressOf(v.address, v, cities, lists);
  try {
    await store.saveAddress({
      name: v.name,
      phone: v.phone,
      email: v.email,
      address: v.address,
      cityId: v.cityId,
      districtId: null,
      wardId: v.wardId,
      fullAddress,
    });
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    return data({ result: submission.reply({ formErrors: [error.message] }), ...lists }, { status: 400 });
  }
  startCheckout(store.state);
  const next = stepPath(nextStep({ type: "address-saved" }));
  // `Lưu vào sổ địa chỉ`: saved when possible; a refusal is told, never blocks the checkout.
  if (customer && v.saveToBook) {
    let toast: { type: "success" | "info"; message: string };
    try {
      await createAddress(customer, { name: v.name, phone: v.phone, address: v.address, wardId: v.wardId });
      toast = { type: "success", message: "Đã lưu địa chỉ vào sổ địa chỉ." };
    } catch (error) {
      if (!(error instanceof UpstreamError) || error.status >= 500 || error.status === 401) throw error;
      toast = { type: "info", message: `Không lưu được địa chỉ vào sổ địa chỉ: ${error.message}` };
    }
    return redirectWithToast(next, toast);
  }
  return redirect(next, 303);
}

export default function CheckoutShipping() {
  const loaderData = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const lists = actionData ?? loaderData;
  // The fee to the ward being chosen, with JavaScript: this page's loader through a fetcher.
  const quote = useFetcher<typeof loader>();
  const summary = quote.data?.summary ?? loaderData.summary;
  const onFormChange = (event: FormEvent<HTMLFormElement>) => {
    const name = (event.target as HTMLInputElement | HTMLSelectElement).name;
    if (name !== "cityId" && name !== "wardId" && name !== "savedAddressId") return;
    const values = new FormData(event.currentTarget);
    const q = new URLSearchParams();
    for (const key of ["savedAddressId", "cityId", "wardId"]) {
      const v = values.get(key);
      // A new province resets the ward (the cascade clears the select after this event).
      if (typeof v === "string" && !(key === "wardId" && name === "cityId")) q.set(key, v);
    }
    quote.load(`/gio-hang/giao-hang?${q}`);
  };

  const { contact, book, chosen, customer } = loaderData;
  const [form, fields] = useForm({
    id: "shipping",
    lastResult: actionData?.result as SubmissionResult<string[]> | undefined,
    defaultValue: contact
      ? {
          ...contact,
          cityId: String(contact.cityId ?? ""),
          wardId: String(contact.wardId ?? ""),
        }
      : undefined,
    shouldRevalidate: "onInput",
    // A saved address chosen: nothing typed is needed (the server checks the choice).
    onValidate: ({ formData }) => {
      const choice = formData.get("savedAddressId");
      return parseWithZod(formData, {
        schema: typeof choice === "string" && choice !== OTHER_ADDRESS ? savedChoiceSchema : typedSchema,
      });
    },
  });

  return (
    <div className={s.page}>
      <h1 className={s.title}>Thông tin giao hàng</h1>
      <CheckoutSteps current={1} />
      <div className={s.columns}>
        {summary ? (
          <section aria-labelledby="order-summary" className={s.panel}>
            <h2 id="order-summary" className={s.subtitle}>
              Đơn hàng của bạn
            </h2>
            <div aria-live="polite">
              <OrderSummary
                lines={summary.lines}
                subTotal={summary.subTotal}
                discount={summary.discount}
                shippingFee={summary.shippingFee}
                total={summary.total}
              />
              {summary.place ? <p className={s.hint}>Giao đến: {summary.place}</p> : null}
            </div>
          </section>
        ) : null}
        <Form method="post" {...getFormProps(form)} className={s.form} onChange={onFormChange}>
          <HoneypotFields />
          {/* Without JavaScript the form has two submit buttons; the first in tree order is the one Enter
            presses: a hidden twin of `Tiếp tục` (no `intent`) keeps continuing the default. */}
          <noscript>
            <button type="submit" hidden tabIndex={-1} aria-hidden="true">
              Tiếp tục
            </button>
          </noscript>
          <ErrorList id={form.errorId} errors={form.errors} />
          {book.length ? <SavedAddressChoice addresses={book} chosen={String(fields.savedAddressId.initialValue ?? chosen)} /> : null}
          <div className={saved.typedAddress}>
            <fieldset className={s.fieldset}>
              <legend className={s.legend}>Người nhận</legend>
              <Field label="Họ và tên" meta={fields.name} inputProps={{ autoComplete: "name" }} />
              <Field label="Số điện thoại" meta={fields.phone} type="tel" inputProps={{ autoComplete: "tel", inputMode: "tel" }} />
              <Field
                label="Email"
                meta={fields.email}
                type="email"
                inputProps={{ autoComplete: "email" }}
                hint="Chúng tôi gửi xác nhận đơn hàng qua email này."
              />
            </fieldset>
            <fieldset className={s.fieldset}>
              <legend className={s.legend}>Địa chỉ giao hàng</legend>
              <AddressFields form={form} fields={fields} cities={loaderData.cities} lists={{ wards: lists.wards }} />
              <noscript>
                <p className={s.hint}>
                  Sau khi chọn Tỉnh/Thành phố, bấm “Cập nhật danh sách” để hiện danh sách Phường/Xã; sau khi chọn Phường/Xã, bấm lại để xem
                  phí vận chuyển.
                </p>
                {/* A GET of this page: the loader refills the wards and quotes the fee (nothing is saved). */}
                <button
                  type="submit"
                  formMethod="get"
                  formAction="/gio-hang/giao-hang"
                  className={`${button.secondary} ${s.cascadeButton}`}
                  formNoValidate
                >
                  Cập nhật danh sách
                </button>
              </noscript>
              <Field
                label="Địa chỉ"
                meta={fields.address}
                inputProps={{ autoComplete: "street-address", placeholder: "Số nhà, tên đường" }}
              />
              {customer ? (
                <label className={ui.checkboxLabel}>
                  <input {...getInputProps(fields.saveToBook, { type: "checkbox" })} className={ui.checkbox} />
                  Lưu vào sổ địa chỉ
                </label>
              ) : null}
            </fieldset>
          </div>
          <div className={s.actions}>
            <Link to="/gio-hang">Quay lại giỏ hàng</Link>
            <button type="submit" className={button.primary} disabled={navigation.state === "submitting"}>
              Tiếp tục
            </button>
          </div>
        </Form>
      </div>
    </div>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
