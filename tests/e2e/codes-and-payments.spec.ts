/**
 * Codes and payments, with JavaScript on and off, using only the accessible names of
 * docs/ui-contract.md and visible text: vouchers typed by hand and picked from the offer lists,
 * affiliate codes typed and from a link, ePay (hand-off page, sandbox, result page, its simulated
 * "not yet paid" answer and a tampered result), VNPay for a customer, and a doubled `Đặt hàng`.
 *
 * Every test runs in both projects against one shared database: each shops with its own cart (a
 * fresh browser context) and, when logged in, a freshly registered customer.
 */
import type { Page } from "@playwright/test";
import { SEED_FACTS } from "../../server/seed/catalog";
import { cartCount, cartLink, expect, expectToast, fillShipping, mainProduct, registerAndActivate, test, uniqueEmail } from "./support";

/** Seeded prices (server/seed/catalog.ts): product 2 at 87 000 ₫, product 3 at 69 000 ₫, the ebook at 68 000 ₫. */
const BOOK_87K = 2;
const BOOK_69K = 3;
/** Order codes as the upstream makes them. */
const ORDER_CODE = /DH\d{6}-\d{6}/;
/** `1234567` → a regex matching "1.234.567 ₫" (Intl puts a no-break space before the ₫). */
const vnd = (amount: number) => new RegExp(`${String(amount).replace(/\B(?=(\d{3})+(?!\d))/g, "\\.")}\\s₫`);
/** The same amount shown as a discount: "−1.234 ₫". */
const minus = (amount: number) => new RegExp(`−${vnd(amount).source}`);
const exactly = (re: RegExp) => new RegExp(`^${re.source}$`);

async function addFromProductPage(page: Page, id: number): Promise<string> {
  await page.goto(`/san-pham/${id}`);
  const title = (await page.getByRole("heading", { level: 1 }).innerText()).trim();
  await mainProduct(page).getByRole("button", { name: "Thêm vào giỏ hàng" }).click();
  await expectToast(page, "Đã thêm");
  return title;
}

/**
 * The `Mã khuyến mãi` field. By role: the list of vouchers below the cart is a region with the same
 * name, so `getByLabel` alone would find both.
 */
const voucherField = (page: Page) => page.getByRole("textbox", { name: "Mã khuyến mãi" });

async function applyVoucher(page: Page, code: string) {
  await voucherField(page).fill(code);
  await page.getByRole("button", { name: "Áp dụng mã khuyến mãi" }).click();
}

/** From the payment step: ePay, `Đặt hàng`, the hand-off page (submitted by itself with JavaScript), the sandbox. */
async function goToEpaySandbox(page: Page, jsEnabled: boolean) {
  await page.getByRole("radio", { name: "ePay" }).check();
  await page.getByRole("button", { name: "Đặt hàng" }).click();
  if (!jsEnabled) {
    await expect(page).toHaveURL(/\/thanh-toan\/epay$/);
    await expect(page.getByText(ORDER_CODE).first()).toBeVisible();
    await page.getByRole("button", { name: "Tiếp tục thanh toán" }).click();
  }
  await expect(page.getByRole("button", { name: "Thanh toán", exact: true })).toBeVisible();
}

/** A cart holding only the ebook, through `Tiến hành đặt hàng` straight to the payment step with the contact typed there. */
async function ebookToPayment(page: Page): Promise<string> {
  const title = await addFromProductPage(page, SEED_FACTS.digitalProductId);
  await cartLink(page).click();
  await page.getByRole("button", { name: "Tiến hành đặt hàng" }).click();
  // No shipping step for ebooks: the contact is asked on the payment step itself.
  await expect(page).toHaveURL(/\/gio-hang\/thanh-toan$/);
  await expect(page.getByText(title).first()).toBeVisible();
  await expect(page.getByLabel("Tỉnh/Thành phố")).toHaveCount(0);
  await page.getByLabel("Họ và tên").fill("Đỗ Thị Mai");
  await page.getByLabel("Số điện thoại").fill("0976543210");
  await page.getByLabel("Email", { exact: true }).fill("mai.do@example.com");
  return title;
}

test("a guest's voucher and affiliate codes, then ePay", async ({ page, javaScriptEnabled }) => {
  const title = await addFromProductPage(page, BOOK_87K);
  await cartLink(page).click();
  await expect(page).toHaveURL(/\/gio-hang$/);

  // 87 000 ₫ is under GIAM10's minimum.
  await applyVoucher(page, "GIAM10");
  await expect(voucherField(page)).toHaveAccessibleDescription("Mã GIAM10 chỉ áp dụng cho đơn hàng từ 100.000 ₫");
  await expect(page.getByRole("button", { name: "Bỏ mã khuyến mãi" })).toHaveCount(0);

  // Two copies (174 000 ₫): the same code typed with spaces and in lower case applies.
  const line = page.getByRole("listitem", { name: title });
  await line.getByLabel("Số lượng").fill("2");
  await line.getByRole("button", { name: "Cập nhật" }).click();
  await expect(page.getByRole("listitem", { name: title }).getByLabel("Số lượng")).toHaveValue("2");
  await expect(page.getByText(exactly(vnd(174_000))).first()).toBeVisible();
  await applyVoucher(page, "  giam10 ");
  await expectToast(page, "Đã áp dụng mã khuyến mãi GIAM10");
  await expect(page.getByText(/^Mã GIAM10 – /)).toContainText(vnd(17_400));
  await expect(page.getByRole("button", { name: "Bỏ mã khuyến mãi" })).toBeVisible();
  await expect(page.getByText("Giảm giá", { exact: true })).toBeVisible();
  await expect(page.getByText(exactly(minus(17_400)))).toBeVisible();
  await expect(page.getByText(exactly(vnd(156_600)))).toBeVisible();

  // Codes that do not apply: the server's message under the field, the cart and its voucher kept.
  await applyVoucher(page, "KHONGCO");
  await expect(voucherField(page)).toHaveAccessibleDescription("Mã khuyến mãi không tồn tại");
  await expect(voucherField(page)).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText(/^Mã GIAM10 – /)).toBeVisible();
  await expect(page.getByText(exactly(vnd(156_600)))).toBeVisible();
  await expect(page.getByRole("listitem", { name: title }).getByLabel("Số lượng")).toHaveValue("2");
  await applyVoucher(page, "HETHAN2023");
  await expect(voucherField(page)).toHaveAccessibleDescription("Mã khuyến mãi đã hết hạn");
  await expect(page.getByText(/^Mã GIAM10 – /)).toBeVisible();

  // The affiliate code.
  await page.getByLabel("Mã affiliate").fill("CTV2024");
  await page.getByRole("button", { name: "Áp dụng mã affiliate" }).click();
  await expectToast(page, "Đã áp dụng mã affiliate CTV2024");
  await expect(page.getByText("Mã affiliate CTV2024", { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Bỏ mã affiliate" })).toBeVisible();
  expect(await cartCount(page)).toBe(2);

  await page.getByRole("button", { name: "Tiến hành đặt hàng" }).click();
  await expect(page).toHaveURL(/\/gio-hang\/giao-hang$/);
  await fillShipping(page, javaScriptEnabled);
  await expect(page.getByText(exactly(minus(17_400)))).toBeVisible();

  await goToEpaySandbox(page, javaScriptEnabled);
  await page.getByRole("button", { name: "Thanh toán", exact: true }).click();

  await expect(page).toHaveURL(/\/thanh-toan\/epay-result\?/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Thanh toán thành công");
  const code = ORDER_CODE.exec(await page.getByRole("heading", { level: 1 }).innerText())![0];
  await page.getByRole("link", { name: `Xem đơn hàng ${code}` }).click();

  await expect(page).toHaveURL(/\/xac-nhan-don-hang\/\d+$/);
  const heading = page.getByRole("heading", { level: 1 });
  await expect(heading).toContainText("Đặt hàng thành công");
  await expect(heading).toContainText(code);
  await expect(page.getByText("qua ePay")).toBeVisible();
  await expect(page.getByText("Giảm giá", { exact: true })).toBeVisible();
  await expect(page.getByText(exactly(minus(17_400)))).toBeVisible();
  expect(await cartCount(page)).toBe(0);
});

test("a new customer from an affiliate link picks a coupon from the list and pays with VNPay", async ({
  page,
  javaScriptEnabled,
}, testInfo) => {
  // A fresh account: register, activate with the mailed code, skip the optional details of step 2.
  const email = uniqueEmail(testInfo, "ctv");
  // Affiliate attribution needs the customer's consent (ADR 0027): ticked at registration.
  await registerAndActivate(page, {
    email,
    name: "Vũ Hoàng Nam",
    phone: "0356789123",
    password: "MatKhau@2026",
    consents: ["Cho phép ghi nhận mã cộng tác viên"],
  });
  await page.getByRole("button", { name: "Lưu thông tin" }).click();
  await expect(page).toHaveURL(/\/dang-nhap$/);

  await page.goto(`/dang-nhap?redirectTo=/san-pham/${BOOK_87K}`);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Mật khẩu", { exact: true }).fill("MatKhau@2026");
  await page.getByRole("button", { name: "Đăng nhập", exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/san-pham/${BOOK_87K}$`));
  await expect(page.getByText("Xin chào, Vũ Hoàng Nam")).toBeVisible();

  // The affiliate link: remembered (the customer allowed it), and the address bar loses the parameter.
  const landing = await page.goto(`/san-pham/${BOOK_87K}?affiliateCode=CTV2024`);
  expect(landing?.request().redirectedFrom()?.url()).toContain("affiliateCode=CTV2024");
  await expect(page).toHaveURL(new RegExp(`/san-pham/${BOOK_87K}$`));

  const titles = [await addFromProductPage(page, BOOK_87K), await addFromProductPage(page, BOOK_69K)];
  await cartLink(page).click();
  for (const t of titles) await expect(page.getByRole("listitem", { name: t })).toBeVisible();
  expect(await cartCount(page)).toBe(2);

  // SINHVIEN5 (5 %, no minimum, once per customer) from the list of offers: 5 % of 156 000 ₫.
  await page.getByRole("button", { name: "Áp dụng mã SINHVIEN5" }).click();
  await expectToast(page, "SINHVIEN5");
  await expect(page.getByText(/^Ưu đãi SINHVIEN5 – /)).toContainText(vnd(7_800));
  await expect(page.getByText(exactly(vnd(148_200)))).toBeVisible();

  // The link's code is given to the customer's cart at `Tiến hành đặt hàng`.
  await page.getByRole("button", { name: "Tiến hành đặt hàng" }).click();
  await expect(page).toHaveURL(/\/gio-hang\/giao-hang$/);
  await cartLink(page).click();
  await expect(page.getByText("Mã affiliate CTV2024", { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Bỏ mã affiliate" })).toBeVisible();
  await expect(page.getByText(/^Ưu đãi SINHVIEN5 – /)).toBeVisible();

  await page.getByRole("button", { name: "Tiến hành đặt hàng" }).click();
  await expect(page).toHaveURL(/\/gio-hang\/giao-hang$/);
  await fillShipping(page, javaScriptEnabled);
  await page.getByRole("radio", { name: "VNPay" }).check();
  await page.getByRole("button", { name: "Đặt hàng" }).click();
  await page.getByRole("button", { name: "Thanh toán", exact: true }).click();

  await expect(page).toHaveURL(/\/xac-nhan-don-hang\/\d+$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Đặt hàng thành công");
  await expect(page.getByRole("heading", { level: 1 })).toContainText(ORDER_CODE);
  await expect(page.getByText("qua VNPay")).toBeVisible();
  await expect(page.getByText("Giảm giá", { exact: true })).toBeVisible();
  await expect(page.getByText(exactly(minus(7_800)))).toBeVisible();
  expect(await cartCount(page)).toBe(0);
});

test("an ebook skips the shipping step; ePay's 'not yet paid' keeps the cart", async ({ page, javaScriptEnabled }) => {
  const title = await ebookToPayment(page);
  await goToEpaySandbox(page, javaScriptEnabled);

  await page.getByText("Kết quả giả lập").click();
  await page.getByLabel("Kết quả khi bấm “Thanh toán”").selectOption("00_005");
  await page.getByRole("button", { name: "Thanh toán", exact: true }).click();

  await expect(page).toHaveURL(/\/thanh-toan\/epay-result\?/);
  const heading = page.getByRole("heading", { level: 1 });
  await expect(heading).toContainText("chưa được thanh toán");
  await expect(heading).toContainText(ORDER_CODE);
  await expect(page.getByRole("status").filter({ hasText: "chưa nhận được tiền" })).toBeVisible();
  expect(await cartCount(page)).toBe(1);

  await page.getByRole("link", { name: "Quay lại giỏ hàng" }).click();
  await expect(page).toHaveURL(/\/gio-hang$/);
  await expect(page.getByRole("listitem", { name: title })).toBeVisible();
  await expect(page.getByRole("listitem", { name: title }).getByLabel("Số lượng")).toHaveValue("1");
});

test("an ePay result with a changed amount is refused and changes nothing", async ({ page, javaScriptEnabled }) => {
  await ebookToPayment(page);
  await goToEpaySandbox(page, javaScriptEnabled);
  await page.getByRole("button", { name: "Thanh toán", exact: true }).click();
  await expect(page).toHaveURL(/\/thanh-toan\/epay-result\?/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Thanh toán thành công");
  await expect(page.getByText(vnd(68_000))).toBeVisible();

  const real = new URL(page.url());
  const amount = Number(real.searchParams.get("amount"));
  expect(amount).toBe(68_000);
  const tampered = new URL(real);
  tampered.searchParams.set("amount", String(amount - 60_000));
  const refused = await page.goto(tampered.toString());
  expect(refused?.status()).toBe(400);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Kết quả thanh toán không hợp lệ");
  await expect(page.getByRole("alert")).toContainText("Kết quả thanh toán không hợp lệ");
  await expect(page.getByText("Đơn hàng của bạn không bị thay đổi.", { exact: false })).toBeVisible();

  // The order is still the one ePay paid, for its real amount.
  const again = await page.goto(real.toString());
  expect(again?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Thanh toán thành công");
  const code = ORDER_CODE.exec(await page.getByRole("heading", { level: 1 }).innerText())![0];
  await page.getByRole("link", { name: `Xem đơn hàng ${code}` }).click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Đặt hàng thành công");
  await expect(page.getByText(exactly(vnd(68_000))).last()).toBeVisible();
  expect(await cartCount(page)).toBe(0);
});

test("a doubled Đặt hàng makes one order", async ({ page, javaScriptEnabled }) => {
  await ebookToPayment(page);
  await page.getByRole("radio", { name: "VNPay" }).check();
  const placeOrder = page.getByRole("button", { name: "Đặt hàng" });

  // Every answer the shop gives to `Đặt hàng`, also those the browser no longer waits for; the first
  // one reaches the browser only once the second submission is on its way.
  const gateways: string[] = [];
  let release!: () => void;
  const secondSent = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/gio-hang\/thanh-toan(\.data)?$/, async (route) => {
    if (route.request().method() !== "POST") return route.continue();
    const response = await route.fetch({ maxRedirects: 0 });
    gateways.push(response.headers().location ?? `status ${response.status()}`);
    if (gateways.length === 1) await secondSent;
    await route.fulfill({ response }).catch(() => undefined);
  });
  if (javaScriptEnabled) {
    await placeOrder.click();
    await expect.poll(() => gateways.length).toBe(1);
    // The button is disabled while the order is on its way; the form can still be submitted again from script.
    await expect(placeOrder).toBeDisabled();
    await placeOrder.evaluate((b: HTMLButtonElement) => b.form!.requestSubmit(b));
    await expect.poll(() => gateways.length).toBe(2);
    release();
  } else {
    release();
    // Without JavaScript the browser drops a second submission of a page that is still loading, so the
    // same form (same cookies, same fields) is posted a second time alongside the click.
    const fields = await placeOrder.evaluate((b: HTMLButtonElement) =>
      [...new FormData(b.form!, b)].map(([k, v]) => [k, String(v)] as [string, string]),
    );
    const [again] = await Promise.all([
      page.request.post("/gio-hang/thanh-toan", { form: Object.fromEntries(fields), maxRedirects: 0 }),
      placeOrder.click(),
    ]);
    expect(again.status()).toBe(303);
    gateways.push(again.headers().location ?? "");
  }

  const orderCode = page.getByText(exactly(ORDER_CODE));
  await expect(orderCode).toBeVisible();
  const code = (await orderCode.innerText()).trim();
  expect(gateways).toHaveLength(2);
  for (const url of gateways) expect(new URL(url).searchParams.get("vnp_TxnRef")).toBe(code);
  await page.unrouteAll({ behavior: "ignoreErrors" });

  // Back from the gateway, `Đặt hàng` again: still the same order.
  await page.goBack();
  await expect(page).toHaveURL(/\/gio-hang\/thanh-toan$/);
  await placeOrder.click();
  await expect(orderCode).toHaveText(code);

  await page.getByRole("button", { name: "Thanh toán", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Đặt hàng thành công");
  await expect(page.getByRole("heading", { level: 1 })).toContainText(code);
});
