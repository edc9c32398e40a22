/**
 * Seeded content of the site's chrome: the publishing-licence text the
 * storefront's footer shows, a content page served by `GET /api/Pages/{slug}` like the others, so the
 * publisher edits it without a storefront release. The decree numbers are demo values (the publisher
 * replaces them with its own).
 */
import type { Db } from "../db/client";
import { contentPages } from "../db/schema";
import { p, vnInstant } from "./html";

/** Facts of this seed that tests rely on. */
export const CHROME_FACTS = Object.freeze({
  /** Slug of the licence page (storefront: app/features/layout/footer.server.ts). */
  licenceSlug: "giay-phep-xuat-ban",
  /** A phrase of its text (the footer shows it; e2e checks it). */
  licencePhrase: "Giấy phép hoạt động xuất bản số 47/GP-BTTTT",
});

/** Id of the licence page: clear of the ids of ./pages.ts (1…n). */
const LICENCE_PAGE_ID = 900;

/** Inserts the licence page. */
export function seedChrome(db: Db): void {
  db.insert(contentPages)
    .values({
      id: LICENCE_PAGE_ID,
      slug: CHROME_FACTS.licenceSlug,
      title: "Giấy phép xuất bản",
      content: [
        p(`${CHROME_FACTS.licencePhrase} ngày 15/02/2024 do Bộ Thông tin và Truyền thông cấp.`),
        p("Quyết định thành lập Nhà xuất bản số 1250/QĐ-TCCB ngày 15/10/1993 của Giám đốc Đại học Quốc gia Hà Nội."),
        p("Chịu trách nhiệm xuất bản: Giám đốc – Tổng biên tập Nhà xuất bản Đại học Quốc gia Hà Nội."),
      ].join("\n"),
      updatedAt: vnInstant("2026-09-01", 9),
    })
    .run();
}
