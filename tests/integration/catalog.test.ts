/**
 * The storefront's catalog side against the real reference upstream over HTTP: the upstream domain
 * modules (app/upstream/*.server.ts) and the catalog route loaders (product list, product detail,
 * legacy aliases).
 */
import { beforeAll, describe, expect, it } from "vitest";
import { call, getRequest, useUpstream } from "./support";

const upstream = useUpstream();

let client: typeof import("~/upstream/client.server");
let catalog: typeof import("~/upstream/catalog.server");
let home: typeof import("~/upstream/home.server");
let location: typeof import("~/upstream/location.server");
let productRoute: typeof import("~/routes/product");
let productsRoute: typeof import("~/routes/products");
let aliasRoute: typeof import("~/routes/alias-redirect");
let locationsRoute: typeof import("~/routes/resources.locations");

beforeAll(async () => {
  // After useUpstream's beforeAll: ~/env.server reads process.env when first imported.
  client = await import("~/upstream/client.server");
  catalog = await import("~/upstream/catalog.server");
  home = await import("~/upstream/home.server");
  location = await import("~/upstream/location.server");
  productRoute = await import("~/routes/product");
  productsRoute = await import("~/routes/products");
  aliasRoute = await import("~/routes/alias-redirect");
  locationsRoute = await import("~/routes/resources.locations");
});

const newClient = () => new client.UpstreamClient();
/** Lower-case text without Vietnamese diacritics ("Giáo trình" → "giao trinh"). */
const fold = (s: string) =>
  s
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/đ/g, "d")
    .replace(/Đ/g, "D")
    .toLowerCase();

describe("upstream catalog module", () => {
  it("pages the product list: more than one page, page 2 differs from page 1", async () => {
    const c = newClient();
    const first = await catalog.getProductPage(c, { page: 1 });
    const second = await catalog.getProductPage(c, { page: 2 });
    expect(first.totalPage).toBeGreaterThan(1);
    expect(second.totalPage).toBe(first.totalPage);
    expect(first.products).toHaveLength(20);
    expect(second.products.length).toBeGreaterThan(0);
    const firstIds = new Set(first.products.map((p) => p.id));
    expect(second.products.some((p) => firstIds.has(p.id))).toBe(false);
    // The last page exists and the one after it is empty.
    const last = await catalog.getProductPage(c, { page: first.totalPage });
    expect(last.products.length).toBeGreaterThan(0);
    const beyond = await catalog.getProductPage(c, { page: first.totalPage + 1 });
    expect(beyond.products).toEqual([]);
    // Every call is recorded in Server-Timing.
    expect(c.serverTiming()).toMatch(/^up0;desc="GET \/api\/ProductPage";dur=\d+(\.\d+)?/);
  });

  it("filters by category, with as many pages as the category's product count needs", async () => {
    const c = newClient();
    const categories = await catalog.getCategories(c);
    const category = categories.find((cat) => cat.productCount > 20);
    expect(category, "a category with more than one page of books").toBeDefined();
    const page1 = await catalog.getProductPage(c, { page: 1, categoryId: category!.id });
    const page2 = await catalog.getProductPage(c, { page: 2, categoryId: category!.id });
    expect(page1.totalPage).toBe(Math.ceil(category!.productCount / 20));
    expect([...page1.products, ...page2.products].every((p) => p.categoryId === category!.id)).toBe(true);
    expect(page1.products.length + page2.products.length).toBe(Math.min(category!.productCount, 40));
  });

  it("searches without accents: “giao trinh” finds the titles containing “Giáo trình”", async () => {
    const c = newClient();
    const plain = await catalog.getProductPage(c, { page: 1, searchContent: "giao trinh" });
    expect(plain.products.length).toBeGreaterThan(0);
    const titled = plain.products.filter((p) => p.name.includes("Giáo trình"));
    expect(titled.length).toBeGreaterThan(plain.products.length / 2);
    for (const p of plain.products) {
      const text = fold(`${p.name} ${p.authors}`);
      expect(text).toContain("giao");
      expect(text).toContain("trinh");
    }
    // The same books whether the shopper types the accents or not (the order may differ: typed tones
    // put exact-tone titles first, ADR 0023).
    const accented = await catalog.getProductPage(c, { page: 1, searchContent: "Giáo Trình", pageSize: 60 });
    const plainAll = await catalog.getProductPage(c, { page: 1, searchContent: "giao trinh", pageSize: 60 });
    expect(accented.products.map((p) => p.id).sort()).toEqual(plainAll.products.map((p) => p.id).sort());
    expect(accented.totalPage).toBe(plainAll.totalPage);
    // A search for nonsense finds nothing (one empty page).
    const none = await catalog.getProductPage(c, { page: 1, searchContent: "zzqqxxkhongcosach" });
    expect(none.products).toEqual([]);
    expect(none.totalPage).toBe(1);
  });

  it("gets a product's detail with its rating breakdown", async () => {
    const p = await catalog.getProduct(newClient(), 1);
    expect(p.id).toBe(1);
    expect(p.name.length).toBeGreaterThan(0);
    expect(p.isDigital).toBe(false);
    expect(p.stock).toBeGreaterThanOrEqual(20);
    expect(p.salePrice).toBeGreaterThan(0);
    expect(p.salePrice).toBeLessThanOrEqual(p.price);
    expect(p.isbn).toMatch(/^978-604-/);
    for (const k of ["rating1", "rating2", "rating3", "rating4", "rating5"] as const) {
      expect(Number.isInteger(p[k]) && p[k] >= 0, k).toBe(true);
    }
    expect(p.ratingCount).toBe(p.rating1 + p.rating2 + p.rating3 + p.rating4 + p.rating5);
  });

  it("answers an unknown product with UpstreamError 404 and a Vietnamese message", async () => {
    const error = await catalog.getProduct(newClient(), 999_999).then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(client.UpstreamError);
    expect((error as InstanceType<typeof client.UpstreamError>).status).toBe(404);
    expect((error as Error).message).toContain("Sản phẩm");
    expect(client.isNotFound(error)).toBe(true);
  });

  it("lists other products of the product's category", async () => {
    const c = newClient();
    const product = await catalog.getProduct(c, 1);
    const related = await catalog.getProductsInCategory(c, 1);
    expect(related.length).toBeGreaterThan(0);
    expect(related.length).toBeLessThanOrEqual(10);
    expect(related.every((p) => p.categoryId === product.categoryId)).toBe(true);
    expect(related.some((p) => p.id === 1)).toBe(false);
  });

  it("lists at least 12 categories with their slugs", async () => {
    const categories = await catalog.getCategories(newClient());
    expect(categories.length).toBeGreaterThanOrEqual(12);
    expect(new Set(categories.map((c) => c.id)).size).toBe(categories.length);
    for (const c of categories) expect(c.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });
});

describe("upstream home module", () => {
  it("gives the blocks, their books and the banners", async () => {
    const c = newClient();
    const blocks = await home.getBlocks(c);
    expect(blocks.length).toBeGreaterThan(0);
    const books = await home.getBooksInBlock(c, blocks[0]!.id);
    expect(books.length).toBeGreaterThan(0);
    expect(books.every((b) => b.image.startsWith("/media/") && b.thumbImage.includes("thumb-"))).toBe(true);
    const banners = await home.getBanners(c);
    expect(banners.length).toBeGreaterThan(0);
    expect(banners.every((b) => b.title.length > 0 && b.link.length > 0)).toBe(true);
  });
});

describe("upstream location module", () => {
  it("lists the 34 provinces of the 2025 map and a province's wards (no district level)", async () => {
    const c = newClient();
    const cities = await location.getCities(c);
    expect(cities).toHaveLength(34);
    expect(cities.find((x) => x.cityId === 1001)?.cityName).toBe("Hà Nội");
    const wards = await location.getProvinceWards(c, 1001);
    expect(wards).toHaveLength(126);
    expect(wards.map((w) => w.wardName)).toContain("Phường Ba Đình");
    // Unknown province: an empty list, not an error.
    expect(await location.getProvinceWards(c, 999_999)).toEqual([]);
  });
});

describe("catalog routes", () => {
  it("/san-pham/1 loads the product and its category's other books", async () => {
    const out = await call(productRoute.loader, getRequest("/san-pham/1"), { id: "1" });
    expect(out.status).toBe(200);
    expect(out.thrown).toBe(false);
    const data = out.data as { product: { id: number; name: string }; related: { id: number }[] };
    expect(data.product.id).toBe(1);
    expect(data.related.length).toBeGreaterThan(0);
    expect(out.headers.get("Server-Timing")).toContain("/api/ProductPage/1");
  });

  it("/san-pham/999999 throws a 404 Response", async () => {
    const out = await call(productRoute.loader, getRequest("/san-pham/999999"), { id: "999999" });
    expect(out.thrown).toBe(true);
    expect(out.status).toBe(404);
    expect(String(out.data)).toContain("Không tìm thấy sách");
  });

  it("/san-pham/abc (and other non-ids) throw a 404 Response without calling the upstream", async () => {
    for (const id of ["abc", "0", "-1", "1.5", "1e3", "12345678901"]) {
      const out = await call(productRoute.loader, getRequest(`/san-pham/${id}`), { id });
      expect(out.thrown, id).toBe(true);
      expect(out.status, id).toBe(404);
    }
  });

  it("/san-pham lists page 2 as the upstream pages it", async () => {
    const out = await call(productsRoute.loader, getRequest("/san-pham?page=2"));
    expect(out.status).toBe(200);
    const data = out.data as { products: { id: number }[]; totalPage: number; page: number; categories: unknown[] };
    expect(data.page).toBe(2);
    const direct = await catalog.getProductPage(newClient(), { page: 2 });
    expect(data.products.map((p) => p.id)).toEqual(direct.products.map((p) => p.id));
    expect(data.totalPage).toBe(direct.totalPage);
    expect(data.categories.length).toBeGreaterThanOrEqual(12);
  });

  it("/san-pham/danh-muc/{id} lists only that category", async () => {
    const categories = await catalog.getCategories(newClient());
    const category = categories[1]!;
    const out = await call(productsRoute.loader, getRequest(`/san-pham/danh-muc/${category.id}`), { id: String(category.id) });
    expect(out.status).toBe(200);
    const data = out.data as { products: { categoryId: number }[]; category: { id: number; name: string } | null };
    expect(data.category).toMatchObject({ id: category.id, name: category.name });
    expect(data.products.length).toBeGreaterThan(0);
    expect(data.products.every((p) => p.categoryId === category.id)).toBe(true);
  });

  it("/resources/locations gives a 2025 province's wards as JSON (none for a retired one), 400 for a malformed id", async () => {
    const out = await call(locationsRoute.loader, getRequest("/resources/locations?cityId=1001"));
    expect(out.status).toBe(200);
    const data = out.data as { wards: { wardName: string }[] };
    expect(data.wards).toHaveLength(126);
    expect(data.wards.map((w) => w.wardName)).toContain("Phường Ba Đình");
    // Old Hà Nội (id 1, merged into the 2025 map): no ward to choose, not an error page.
    const retired = await call(locationsRoute.loader, getRequest("/resources/locations?cityId=1"));
    expect(retired.status).toBe(200);
    expect(retired.data).toEqual({ wards: [] });
    const bad = await call(locationsRoute.loader, getRequest("/resources/locations?cityId=abc"));
    expect(bad.status).toBe(400);
    expect(bad.data).toEqual({ wards: [] });
    const huge = await call(locationsRoute.loader, getRequest("/resources/locations?cityId=99999999999"));
    expect(huge.status).toBe(400);
    expect(huge.data).toEqual({ wards: [] });
  });

  it("/san-pham/danh-muc/{unknown} throws a 404 Response", async () => {
    const out = await call(productsRoute.loader, getRequest("/san-pham/danh-muc/999999"), { id: "999999" });
    expect(out.thrown).toBe(true);
    expect(out.status).toBe(404);
  });

  it("/san-pham?searchContent=x&type=3 redirects to the news search", async () => {
    const out = await call(productsRoute.loader, getRequest("/san-pham?searchContent=x&type=3"));
    expect([301, 302, 303, 307]).toContain(out.status);
    expect(out.location).toBe("/tin-sach?searchContent=x");
  });

  it.each([
    ["/product/12?a=1", "/san-pham/12?a=1"],
    ["/cart", "/gio-hang"],
    ["/confirm-order/5", "/xac-nhan-don-hang/5"],
    ["/product/productList?page=2", "/san-pham?page=2"],
  ])("alias %s answers 301 to %s", async (from, to) => {
    const out = await call(aliasRoute.loader, getRequest(from));
    expect(out.status).toBe(301);
    expect(out.location).toBe(to);
  });

  it("an unknown alias path is a 404 (never a 500)", async () => {
    const out = await call(aliasRoute.loader, getRequest("/product/1/extra"));
    expect(out.thrown).toBe(true);
    expect(out.status).toBe(404);
  });
});

// Keeps `upstream` referenced: the handle is what starts this file's upstream.
it("runs against this file's own upstream", () => {
  expect(upstream.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  expect(process.env.API_URL).toBe(upstream.url);
});
