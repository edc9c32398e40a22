/**
 * Home page content (spec §3 "Home page": banners, productBlocks, booksInBlock by block id),
 * derived from the seeded catalogue so the blocks always name real, buyable products.
 *
 * Banner images are generated SVGs served at `/media/banners/{imageFile}` (server/routes/media.ts);
 * banner links are storefront paths (spec §2 route table).
 */
import type { banners, productBlockItems, productBlocks } from "../db/schema";
import { categoryIdBySlug, type Catalog, type ProductRow } from "./catalog";

type BannerRow = typeof banners.$inferInsert & { id: number };
type ProductBlockRow = typeof productBlocks.$inferInsert & { id: number };
type ProductBlockItemRow = typeof productBlockItems.$inferInsert;

/** The rows of the three home tables. */
export interface HomeContent {
  banners: BannerRow[];
  blocks: ProductBlockRow[];
  blockItems: ProductBlockItemRow[];
}

/** A product a shopper can put in the cart now. */
const isAvailable = (p: ProductRow) => p.isDigital === true || (p.stock ?? 0) > 0;
const reviewCount = (p: ProductRow) => (p.rating1 ?? 0) + (p.rating2 ?? 0) + (p.rating3 ?? 0) + (p.rating4 ?? 0) + (p.rating5 ?? 0);
/** Average stars weighted by how many people reviewed (a 5.0 from 2 reviews ranks below 4.7 from 150). */
function ratingScore(p: ProductRow): number {
  const n = reviewCount(p);
  if (n === 0) return 0;
  const avg = ((p.rating1 ?? 0) + 2 * (p.rating2 ?? 0) + 3 * (p.rating3 ?? 0) + 4 * (p.rating4 ?? 0) + 5 * (p.rating5 ?? 0)) / n;
  return avg * Math.log10(1 + n);
}
const discountShare = (p: ProductRow) => (p.price - p.salePrice) / p.price;

/** A home block: its title and how its products are chosen (sorted best first, ties by id). */
interface BlockDef {
  name: string;
  size: number;
  filter: (p: ProductRow) => boolean;
  /** Larger is better. */
  score: (p: ProductRow) => number;
}

/**
 * Builds the banners and the product blocks from the catalogue. Deterministic: it only sorts the
 * (deterministic) catalogue. Every block holds 8–12 available products.
 * @throws Error when a block would hold fewer than 8 products (catalogue too small for it).
 */
export function buildHome(catalog: Catalog): HomeContent {
  const category = (slug: string) => `/san-pham/danh-muc/${categoryIdBySlug(slug)}`;
  const banners: BannerRow[] = [
    {
      id: 1,
      title: "Giáo trình cho năm học mới",
      subtitle: "Giảm đến 30% hàng trăm đầu giáo trình và tài liệu học tập",
      imageFile: "banner-1.svg",
      link: category("giao-trinh"),
      position: 1,
    },
    {
      id: 2,
      title: "Tủ sách Kinh tế – Quản trị",
      subtitle: "Kiến thức nền tảng và tình huống thực tiễn cho nhà quản lý tương lai",
      imageFile: "banner-2.svg",
      link: category("kinh-te"),
      position: 2,
    },
    {
      id: 3,
      title: "Đọc ebook mọi lúc, mọi nơi",
      subtitle: "Sách điện tử nhận ngay sau khi thanh toán, không mất phí giao hàng",
      imageFile: "banner-3.svg",
      link: category("ebook"),
      position: 3,
    },
    {
      id: 4,
      title: "Công nghệ thông tin & Trí tuệ nhân tạo",
      subtitle: "Từ lập trình căn bản đến học máy và học sâu",
      imageFile: "banner-4.svg",
      link: category("cong-nghe-thong-tin"),
      position: 4,
    },
  ];

  const textbookId = categoryIdBySlug("giao-trinh");
  const blockDefs: BlockDef[] = [
    { name: "Sách mới phát hành", size: 12, filter: () => true, score: (p) => Date.parse(p.createdAt ?? "") },
    { name: "Sách bán chạy", size: 10, filter: () => true, score: (p) => p.soldCount ?? 0 },
    { name: "Giáo trình tiêu biểu", size: 10, filter: (p) => p.categoryId === textbookId, score: ratingScore },
    { name: "Sách giảm giá", size: 12, filter: (p) => p.salePrice < p.price, score: discountShare },
    { name: "Ebook nổi bật", size: 8, filter: (p) => p.isDigital === true, score: (p) => ratingScore(p) * 1000 + (p.soldCount ?? 0) },
  ];

  const blocks: ProductBlockRow[] = [];
  const blockItems: ProductBlockItemRow[] = [];
  blockDefs.forEach((def, i) => {
    const id = i + 1;
    const chosen = catalog.products
      .filter((p) => isAvailable(p) && def.filter(p))
      .sort((a, b) => def.score(b) - def.score(a) || a.id - b.id)
      .slice(0, def.size);
    if (chosen.length < 8) throw new Error(`Home block "${def.name}" has only ${chosen.length} products`);
    blocks.push({ id, name: def.name, position: id });
    chosen.forEach((p, j) => blockItems.push({ blockId: id, productId: p.id, position: j + 1 }));
  });
  return { banners, blocks, blockItems };
}
