import { compareSync } from "bcryptjs";
import { asc, eq, sql } from "drizzle-orm";
import type { SQLiteTable } from "drizzle-orm/sqlite-core";
import { beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Db } from "../db/client";
import {
  affiliates,
  banners,
  categories,
  cities,
  discountCodes,
  districts,
  productBlockItems,
  productBlocks,
  products,
  users,
  wards,
} from "../db/schema";
import { isValidIsbn13 } from "../domain/isbn";
import { DEMO_ACCOUNTS, DEMO_AFFILIATE_CODE, DEMO_VOUCHER_CODE, vnEndOfDay, vnStartOfDay } from "./accounts";
import { buildCatalog, categoryIdBySlug, SEED_FACTS } from "./catalog";
import { seedDatabase } from "./index";
import { PROVINCE_CODES_BY_REGION } from "./locations";
import { Random } from "./random";
import { foldDiacritics, slugify, toSearchText } from "../domain/text";

let db: Db;
let other: Db;

beforeAll(() => {
  db = openDatabase(":memory:", seedDatabase);
  other = openDatabase(":memory:", seedDatabase);
});

/** Number of rows of `table`. */
const count = (d: Db, table: SQLiteTable) =>
  d
    .select({ n: sql<number>`count(*)` })
    .from(table)
    .get()?.n ?? 0;

describe("seedDatabase", () => {
  it("gives the same products, categories and home blocks in two fresh databases", () => {
    const dump = (d: Db) => ({
      categories: d.select().from(categories).orderBy(asc(categories.id)).all(),
      products: d.select().from(products).orderBy(asc(products.id)).all(),
      blocks: d.select().from(productBlockItems).all(),
      codes: d.select().from(discountCodes).all(),
    });
    expect(dump(other)).toEqual(dump(db));
  });

  it("fills every table", () => {
    expect(count(db, products)).toBeGreaterThanOrEqual(300);
    expect(count(db, categories)).toBeGreaterThanOrEqual(12);
    expect(count(db, cities)).toBe(63 + 34); // the retired provinces and those of the 2025 map
    expect(count(db, districts)).toBe(705);
    expect(count(db, wards)).toBe(10_599 + 3_321);
    expect(count(db, users)).toBeGreaterThanOrEqual(3);
    expect(count(db, banners)).toBe(4);
    expect(count(db, productBlocks)).toBeGreaterThanOrEqual(5);
  });

  it("is not run again on a database that has products", () => {
    // openDatabase only seeds an empty database; seeding twice would violate the primary keys.
    expect(() => db.transaction(() => seedDatabase(db))).toThrow();
    expect(count(db, users)).toBe(count(other, users));
  });
});

describe("catalogue", () => {
  const all = () => db.select().from(products).orderBy(asc(products.id)).all();

  it("numbers products 1..N", () => {
    expect(all().map((p) => p.id)).toEqual(all().map((_, i) => i + 1));
  });

  it("has valid, unique Vietnamese ISBN-13s and matching cover files", () => {
    const rows = all();
    for (const p of rows) {
      expect(isValidIsbn13(p.isbn), p.isbn).toBe(true);
      expect(p.isbn).toMatch(/^978-604-\d+-\d+-\d$/);
      expect(p.coverFile).toBe(`${p.isbn}.svg`);
    }
    expect(new Set(rows.map((p) => p.isbn)).size).toBe(rows.length);
  });

  it("has unique titles with Vietnamese diacritics, slugs and search text", () => {
    const rows = all();
    expect(new Set(rows.map((p) => p.name)).size).toBe(rows.length);
    for (const p of rows) {
      expect(p.name, p.name).toMatch(/[^\x00-\x7f]/);
      expect(p.slug).toBe(slugify(p.name));
      expect(p.searchText).toBe(toSearchText(`${p.name} ${p.authors}`));
      expect(p.searchText).toMatch(/^[\x20-\x7e–“”]+$/);
    }
  });

  it("keeps attributes in their documented ranges", () => {
    const sizes = new Set(["16 x 24 cm", "14,5 x 20,5 cm", "19 x 27 cm"]);
    for (const p of all()) {
      expect(p.authors.split(", ").length).toBeGreaterThanOrEqual(1);
      expect(p.authors.split(", ").length).toBeLessThanOrEqual(3);
      expect(p.publishYear).toBeGreaterThanOrEqual(2015);
      expect(p.publishYear).toBeLessThanOrEqual(2026);
      expect(p.pageCount).toBeGreaterThanOrEqual(80);
      expect(p.pageCount).toBeLessThanOrEqual(900);
      expect(sizes.has(p.size), p.size).toBe(true);
      expect(p.price % 1000).toBe(0);
      expect(p.price).toBeGreaterThanOrEqual(35_000);
      expect(p.price).toBeLessThanOrEqual(450_000);
      expect(p.salePrice % 1000).toBe(0);
      expect(p.salePrice).toBeLessThanOrEqual(p.price);
      expect(p.salePrice).toBeGreaterThanOrEqual(Math.floor(p.price * 0.7) - 500);
      expect(p.stock).toBeGreaterThanOrEqual(0);
      expect(p.stock).toBeLessThanOrEqual(200);
      const sentences = p.description.match(/[.!?](\s|$)/g) ?? [];
      expect(sentences.length, p.description).toBeGreaterThanOrEqual(2);
      expect(sentences.length, p.description).toBeLessThanOrEqual(4);
      expect(p.createdAt <= "2026-10-31T23:59:59.999Z").toBe(true);
    }
  });

  it("has about 8 % of printed books out of stock and about 10 % digital-only books", () => {
    const rows = all();
    const printed = rows.filter((p) => !p.isDigital);
    const soldOut = printed.filter((p) => p.stock === 0).length / printed.length;
    const digital = rows.filter((p) => p.isDigital).length / rows.length;
    expect(soldOut).toBeGreaterThan(0.06);
    expect(soldOut).toBeLessThan(0.1);
    expect(digital).toBeGreaterThan(0.07);
    expect(digital).toBeLessThan(0.14);
    const ebookId = categoryIdBySlug("ebook");
    expect(rows.filter((p) => p.categoryId === ebookId).every((p) => p.isDigital)).toBe(true);
  });

  it("has reviews leaning to 4–5 stars, with some books unreviewed", () => {
    const rows = all();
    const reviews = (p: (typeof rows)[number]) => p.rating1 + p.rating2 + p.rating3 + p.rating4 + p.rating5;
    const unreviewed = rows.filter((p) => reviews(p) === 0).length;
    expect(unreviewed).toBeGreaterThan(0);
    expect(unreviewed).toBeLessThan(rows.length * 0.25);
    const stars = rows.reduce((s, p) => [s[0]! + p.rating1 + p.rating2 + p.rating3, s[1]! + p.rating4 + p.rating5], [0, 0]);
    expect(stars[1]! / (stars[0]! + stars[1]!)).toBeGreaterThan(0.6);
    for (const p of rows) if (reviews(p) > 0) expect(reviews(p)).toBeLessThanOrEqual(200);
  });

  it("makes products 1–5 printed books with at least 20 in stock", () => {
    for (let id = 1; id <= 5; id++) {
      const p = db.select().from(products).where(eq(products.id, id)).get();
      expect(p?.isDigital).toBe(false);
      expect(p?.stock).toBeGreaterThanOrEqual(20);
    }
  });

  it("names an out-of-stock printed book and a digital book in SEED_FACTS", () => {
    const soldOut = db.select().from(products).where(eq(products.id, SEED_FACTS.outOfStockProductId)).get();
    expect(soldOut?.isDigital).toBe(false);
    expect(soldOut?.stock).toBe(0);
    const digital = db.select().from(products).where(eq(products.id, SEED_FACTS.digitalProductId)).get();
    expect(digital?.isDigital).toBe(true);
  });

  it("builds the same catalogue on every call", () => {
    expect(buildCatalog()).toEqual(buildCatalog());
  });

  it("has the expected categories with unique slugs and hex colours", () => {
    const rows = db.select().from(categories).all();
    for (const slug of [
      "giao-trinh",
      "sach-tham-khao",
      "kinh-te",
      "cong-nghe-thong-tin",
      "ngoai-ngu",
      "luat",
      "y-hoc",
      "khoa-hoc-tu-nhien",
      "lich-su-van-hoa",
      "ky-nang",
      "sach-thieu-nhi",
      "ebook",
      "khoa-hoc-xa-hoi",
    ]) {
      expect(
        rows.some((c) => c.slug === slug),
        slug,
      ).toBe(true);
    }
    for (const c of rows) expect(c.color).toMatch(/^#[0-9a-f]{6}$/);
    expect(rows.map((c) => c.position)).toEqual(rows.map((_, i) => i + 1));
  });
});

describe("locations", () => {
  it("uses GSO codes as ids and the agreed names", () => {
    expect(db.select().from(cities).where(eq(cities.id, 1)).get()).toEqual({ id: 1, name: "Hà Nội", region: "north", current: false });
    expect(db.select().from(districts).where(eq(districts.id, 1)).get()).toEqual({ id: 1, name: "Quận Ba Đình", cityId: 1 });
    expect(db.select().from(wards).where(eq(wards.id, 1)).get()).toEqual({ id: 1, name: "Phường Phúc Xá", districtId: 1, cityId: null });
    expect(db.select().from(cities).where(eq(cities.id, 79)).get()?.name).toBe("Hồ Chí Minh");
  });

  it("splits the provinces into three regions", () => {
    const region = (id: number) => db.select().from(cities).where(eq(cities.id, id)).get()?.region;
    expect(region(37)).toBe("north"); // Ninh Bình
    expect(region(38)).toBe("central"); // Thanh Hóa
    expect(region(48)).toBe("central"); // Đà Nẵng
    expect(region(60)).toBe("central"); // Bình Thuận
    expect(region(68)).toBe("central"); // Lâm Đồng
    expect(region(70)).toBe("south"); // Bình Phước
    expect(region(79)).toBe("south"); // Hồ Chí Minh
    expect(region(96)).toBe("south"); // Cà Mau
    const codes = Object.values(PROVINCE_CODES_BY_REGION).flat();
    expect(new Set(codes).size).toBe(63);
    expect(PROVINCE_CODES_BY_REGION.north).toHaveLength(25);
    expect(PROVINCE_CODES_BY_REGION.central).toHaveLength(19);
    expect(PROVINCE_CODES_BY_REGION.south).toHaveLength(19);
  });
});

describe("accounts and codes", () => {
  it("seeds the demo customer of the UI contract", () => {
    const u = db.select().from(users).where(eq(users.email, DEMO_ACCOUNTS.customer.email)).get();
    expect(u).toMatchObject({ email: "khachhang@example.com", name: "Nguyễn Thị Lan", phone: "0912345678", role: "user", isActive: true });
    expect(compareSync("MatKhau@123", u!.passwordHash)).toBe(true);
    expect(compareSync("matkhau@123", u!.passwordHash)).toBe(false);
  });

  it("seeds an admin and a collaborator who owns CTV2024 at 5 %", () => {
    const admin = db.select().from(users).where(eq(users.email, DEMO_ACCOUNTS.admin.email)).get();
    expect(admin?.role).toBe("admin");
    expect(compareSync(DEMO_ACCOUNTS.admin.password, admin!.passwordHash)).toBe(true);
    const collaborator = db.select().from(users).where(eq(users.email, "congtacvien@example.com")).get();
    expect(collaborator?.isActive).toBe(true);
    const code = db.select().from(affiliates).where(eq(affiliates.code, DEMO_AFFILIATE_CODE)).get();
    expect(code).toMatchObject({ code: "CTV2024", userId: collaborator!.id, commissionPercent: 5, isActive: true });
  });

  it("seeds GIAM10 as a voucher valid now", () => {
    const now = new Date().toISOString();
    const code = db.select().from(discountCodes).where(eq(discountCodes.code, DEMO_VOUCHER_CODE)).get();
    expect(code).toMatchObject({
      code: "GIAM10",
      kind: "voucher",
      type: "percent",
      value: 10,
      maxDiscount: 50_000,
      minOrderValue: 100_000,
      categoryIds: "",
    });
    expect(code!.startsAt <= now && now <= code!.endsAt).toBe(true);
    expect(code!.startsAt).toBe("2023-12-31T17:00:00.000Z"); // 2024-01-01 00:00 in Vietnam
  });

  it("seeds varied vouchers and coupons", () => {
    const rows = db.select().from(discountCodes).all();
    expect(rows.length).toBeGreaterThanOrEqual(6);
    expect(rows.some((c) => c.kind === "coupon")).toBe(true);
    expect(rows.some((c) => c.type === "fixed")).toBe(true);
    expect(rows.some((c) => c.endsAt < new Date().toISOString())).toBe(true); // expired
    expect(rows.find((c) => c.code === "KINHTE15")?.categoryIds).toBe(String(categoryIdBySlug("kinh-te")));
    for (const c of rows) {
      expect(c.code).toMatch(/^[A-Z0-9]+$/);
      expect(new Date(c.startsAt).toISOString()).toBe(c.startsAt);
      expect(new Date(c.endsAt).toISOString()).toBe(c.endsAt);
    }
  });

  it("converts Vietnam calendar days to UTC instants", () => {
    expect(vnStartOfDay("2030-12-31")).toBe("2030-12-30T17:00:00.000Z");
    expect(vnEndOfDay("2030-12-31")).toBe("2030-12-31T16:59:59.999Z");
  });
});

describe("home", () => {
  it("has four banners linking to real categories", () => {
    const rows = db.select().from(banners).orderBy(asc(banners.position)).all();
    expect(rows.map((b) => b.imageFile)).toEqual(["banner-1.svg", "banner-2.svg", "banner-3.svg", "banner-4.svg"]);
    for (const b of rows) {
      const id = Number(/^\/san-pham\/danh-muc\/(\d+)$/.exec(b.link)?.[1]);
      expect(db.select().from(categories).where(eq(categories.id, id)).get(), b.link).toBeDefined();
    }
  });

  it("has blocks of 8–12 products a shopper can buy", () => {
    const blocks = db.select().from(productBlocks).all();
    expect(blocks.map((b) => b.name)).toEqual(
      expect.arrayContaining(["Sách mới phát hành", "Sách bán chạy", "Giáo trình tiêu biểu", "Sách giảm giá", "Ebook nổi bật"]),
    );
    for (const block of blocks) {
      const items = db
        .select({ stock: products.stock, isDigital: products.isDigital })
        .from(productBlockItems)
        .innerJoin(products, eq(productBlockItems.productId, products.id))
        .where(eq(productBlockItems.blockId, block.id))
        .all();
      expect(items.length, block.name).toBeGreaterThanOrEqual(8);
      expect(items.length, block.name).toBeLessThanOrEqual(12);
      for (const p of items) expect(p.isDigital || p.stock > 0).toBe(true);
    }
  });
});

describe("text helpers", () => {
  it("folds Vietnamese diacritics, including đ/Đ", () => {
    expect(foldDiacritics("Đại học Quốc gia Hà Nội")).toBe("Dai hoc Quoc gia Ha Noi");
    expect(foldDiacritics("Nguyễn Thị Lan – Ưu đãi")).toBe("Nguyen Thi Lan – Uu dai");
    expect(foldDiacritics("ờ ợ ữ ỹ ặ ẫ")).toBe("o o u y a a");
    // Decomposed input (NFD) folds the same as composed input (NFC).
    expect(foldDiacritics("Tiếng Việt".normalize("NFD"))).toBe("Tieng Viet");
  });

  it("makes slugs and search keys", () => {
    expect(slugify("Luật Dân sự Việt Nam – Bình luận khoa học")).toBe("luat-dan-su-viet-nam-binh-luan-khoa-hoc");
    expect(slugify("Lập trình C++ nâng cao")).toBe("lap-trinh-c-plus-plus-nang-cao");
    expect(slugify("  Lịch sử – Văn hóa  ")).toBe("lich-su-van-hoa");
    expect(toSearchText("  Giải   tích 1 GS.TS. ĐỖ ")).toBe("giai tich 1 gs.ts. do");
  });
});

describe("Random", () => {
  it("repeats its sequence for the same seed", () => {
    const a = new Random(42);
    const b = new Random(42);
    expect(Array.from({ length: 20 }, () => a.next())).toEqual(Array.from({ length: 20 }, () => b.next()));
    expect(Random.forLabel(1, "x").next()).not.toBe(Random.forLabel(1, "y").next());
  });

  it("stays within ranges and shuffles without losing elements", () => {
    const r = new Random(7);
    for (let i = 0; i < 1000; i++) {
      const n = r.int(3, 5);
      expect(n >= 3 && n <= 5 && Number.isInteger(n)).toBe(true);
    }
    const items = Array.from({ length: 50 }, (_, i) => i);
    expect([...r.shuffle(items)].sort((x, y) => x - y)).toEqual(items);
    expect(r.sample(items, 5)).toHaveLength(5);
    expect(() => r.pick([])).toThrow(RangeError);
    expect(() => r.int(5, 3)).toThrow(RangeError);
  });
});
