/**
 * The English aliases of the account area (spec §2 "/tai-khoan (alias /account) with children …",
 * issue 12): every `/account/...` path answers 301 to its `/tai-khoan/...` page, query kept.
 */
import { describe, expect, it } from "vitest";
import { loader } from "~/routes/alias-redirect";

const redirectOf = (path: string) => {
  const res = loader({ request: new Request(`http://localhost${path}`), params: {}, context: {} } as Parameters<typeof loader>[0]);
  return { status: res.status, location: res.headers.get("location") };
};

describe("account area aliases", () => {
  it.each([
    ["/account", "/tai-khoan"],
    ["/account/profile", "/tai-khoan/thong-tin-tai-khoan"],
    ["/account/addresses", "/tai-khoan/so-dia-chi"],
    ["/account/orders?page=2", "/tai-khoan/don-hang?page=2"],
    ["/account/orders/12", "/tai-khoan/don-hang/12"],
    ["/account/change-password", "/tai-khoan/doi-mat-khau"],
    ["/account/affiliate", "/tai-khoan/affiliate"],
    ["/account/my-library", "/tai-khoan/thu-vien-cua-toi"],
    ["/account/my-library/7", "/tai-khoan/thu-vien-cua-toi/7"],
    ["/account/reviews", "/tai-khoan/danh-gia-san-pham"],
    ["/my-documents", "/tai-lieu-cua-toi"],
    // Every Vietnamese child name under /account.
    ["/account/thong-tin-tai-khoan", "/tai-khoan/thong-tin-tai-khoan"],
    ["/account/so-dia-chi/them", "/tai-khoan/so-dia-chi/them"],
    ["/account/don-hang/12?x=1", "/tai-khoan/don-hang/12?x=1"],
    ["/account/doi-mat-khau", "/tai-khoan/doi-mat-khau"],
    ["/account/thu-vien-cua-toi/3", "/tai-khoan/thu-vien-cua-toi/3"],
    ["/account/danh-gia-san-pham", "/tai-khoan/danh-gia-san-pham"],
  ])("%s answers 301 to %s", (from, to) => {
    expect(redirectOf(from)).toEqual({ status: 301, location: to });
  });
});
