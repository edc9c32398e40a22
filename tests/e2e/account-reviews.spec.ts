/**
 * My reviews (docs/ui-contract.md "review"), with JavaScript on and off: a fresh customer
 * buys a book (VNPay sandbox), writes a review — errors under the fields with what was typed kept,
 * HTML in the text shown as text — sees it on the product page with the rating summary one review
 * up, edits it; a second review of the same book is impossible (the form edits instead); a book not
 * bought is refused (403).
 */
import type { Page } from "@playwright/test";
import { expect, expectToast, test, uniqueEmail } from "./support";
import { buyBook, checkPageLayout, registerAndLogIn, STOCKED_BOOKS } from "./account-purchase";

/** The product page's number of reviews (its rating summary). */
async function reviewTotal(page: Page): Promise<number> {
  const text =
    (await page
      .getByText(/^[\d.]+ đánh giá$|^Chưa có đánh giá$/)
      .first()
      .textContent()) ?? "";
  return text.startsWith("Chưa") ? 0 : Number(text.replace(/\D/g, ""));
}

test("a customer reviews a book they bought, sees it on the product page and edits it", async ({ page, javaScriptEnabled }, testInfo) => {
  test.setTimeout(180_000);
  const [book, notBought] = javaScriptEnabled ? [STOCKED_BOOKS[3]!, STOCKED_BOOKS[5]!] : [STOCKED_BOOKS[4]!, STOCKED_BOOKS[5]!];
  const phone = `09${String(Date.now()).slice(-8)}`;
  await registerAndLogIn(page, { email: uniqueEmail(testInfo, "danhgia"), name: "Đỗ Thu Trang", phone });

  // Nothing bought yet: nothing to review.
  await page.goto("/tai-khoan/danh-gia-san-pham");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Đánh giá sản phẩm");
  await expect(page.getByText("Bạn chưa viết đánh giá nào.")).toBeVisible();

  await buyBook(page, javaScriptEnabled, book.id);
  await page.goto(`/san-pham/${book.id}`);
  const before = await reviewTotal(page);

  await page.goto("/tai-khoan/danh-gia-san-pham");
  await page.getByRole("link", { name: `Viết đánh giá: ${book.name}` }).click();
  await expect(page).toHaveURL(new RegExp(`/tai-khoan/danh-gia-san-pham/${book.id}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Viết đánh giá");

  await checkPageLayout(page, javaScriptEnabled);
  // Missing stars and text: errors under the fields, the title kept.
  await page.getByLabel("Tiêu đề").fill("Sách <i>rất</i> hay");
  await page.getByRole("button", { name: "Gửi đánh giá" }).click();
  await expect(page.getByText("Vui lòng chọn số sao.")).toBeVisible();
  await expect(page.getByText("Vui lòng nhập nội dung đánh giá.")).toBeVisible();
  await expect(page.getByLabel("Tiêu đề")).toHaveValue("Sách <i>rất</i> hay");

  const stars = page.getByRole("group", { name: "Số sao" });
  await expect(stars.getByRole("radio")).toHaveCount(5);
  await stars.getByRole("radio", { name: "4 sao" }).check();
  const text = "Trình bày <b>rõ ràng</b>, nhiều ví dụ & bài tập.";
  await page.getByLabel("Nội dung").fill(text);
  await expect(page.getByLabel("Nội dung")).toHaveAttribute("maxlength", "2000");
  await page.getByRole("button", { name: "Gửi đánh giá" }).click();
  await expect(page).toHaveURL(/\/tai-khoan\/danh-gia-san-pham$/);
  await expectToast(page, "Cảm ơn bạn đã đánh giá sản phẩm");

  // Listed as text (no HTML interpreted); the book no longer waits for a review.
  const mine = page.getByRole("article", { name: `Đánh giá: ${book.name}` });
  await expect(mine.getByText(text, { exact: true })).toBeVisible();
  await expect(mine.getByText("Sách <i>rất</i> hay", { exact: true })).toBeVisible();
  await expect(mine.locator("b, i")).toHaveCount(0);
  await expect(mine.getByText("4 trên 5 sao")).toBeAttached();
  await expect(page.getByRole("link", { name: `Viết đánh giá: ${book.name}` })).toHaveCount(0);
  await checkPageLayout(page, javaScriptEnabled);

  // On the product page at once, with the customer's name; the summary counts it.
  await page.goto(`/san-pham/${book.id}`);
  await expect(page.getByText(text, { exact: true })).toBeVisible();
  await expect(page.getByText("Sách <i>rất</i> hay", { exact: true })).toBeVisible();
  // In the page's reviews (the header's layout1 user block, hidden in layout2, also holds the name).
  await expect(page.getByRole("main").getByText("Đỗ Thu Trang").first()).toBeVisible();
  expect(await reviewTotal(page)).toBe(before + 1);

  // Edit: the form holds the review; 2 stars and a new text.
  await page.goto("/tai-khoan/danh-gia-san-pham");
  await mine.getByRole("link", { name: `Sửa đánh giá: ${book.name}` }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sửa đánh giá");
  await expect(page.getByRole("group", { name: "Số sao" }).getByRole("radio", { name: "4 sao" })).toBeChecked();
  await expect(page.getByLabel("Nội dung")).toHaveValue(text);
  await page.getByRole("group", { name: "Số sao" }).getByRole("radio", { name: "2 sao" }).check();
  await page.getByLabel("Nội dung").fill("Đọc kỹ lại thì phần cuối hơi khó.");
  await page.getByRole("button", { name: "Gửi đánh giá" }).click();
  await expect(page).toHaveURL(/\/tai-khoan\/danh-gia-san-pham$/);
  await expectToast(page, "Đã cập nhật đánh giá");
  await expect(mine.getByText("2 trên 5 sao")).toBeAttached();
  await page.goto(`/san-pham/${book.id}`);
  await expect(page.getByText("Đọc kỹ lại thì phần cuối hơi khó.", { exact: true })).toBeVisible();
  await expect(page.getByText(text, { exact: true })).toHaveCount(0);
  expect(await reviewTotal(page)).toBe(before + 1);

  // A second review of the same book is not offered: its form edits the first.
  await page.goto(`/tai-khoan/danh-gia-san-pham/${book.id}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sửa đánh giá");

  // A book not bought is refused.
  const refused = await page.goto(`/tai-khoan/danh-gia-san-pham/${notBought.id}`);
  expect(refused?.status()).toBe(403);
  await expect(page.getByText("Bạn chỉ có thể đánh giá sản phẩm có trong đơn hàng đã thanh toán của mình.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Gửi đánh giá" })).toHaveCount(0);
  expect((await page.goto("/tai-khoan/danh-gia-san-pham/abc"))?.status()).toBe(404);
});

test("a guest asking for the review pages is sent to the login page and back", async ({ page }) => {
  await page.goto("/tai-khoan/danh-gia-san-pham");
  await expect(page).toHaveURL(/\/dang-nhap\?redirectTo=%2Ftai-khoan%2Fdanh-gia-san-pham/);
});
