/**
 * `/san-pham` and `/san-pham/danh-muc/:id` — the catalog and the search results page (spec §2; ADR
 * 0023): the header search (`?searchContent=`, type 1 products; type 3 news goes to /tin-sach, type 2
 * to /thu-vien), the facet filters (`author`, `publisher`, `year`, `price`, `format`, `inStock`),
 * sorting and paging as links and GET forms, so everything works without JavaScript.
 *
 * With a search: the heading counts the results ("12 kết quả cho “giải tích”"), the sort defaults to
 * relevance, the facets sit beside the results (a `Bộ lọc` toggle above them on phones) and the
 * category list comes after them; an empty result offers shorter searches, removing the filters and
 * the categories. Against an upstream that sends no `facets`/`totalItems` the page lists results
 * without them. A search also looks in the courses and the news: scope links with counts ("Sách (12)
 * · Khóa học (1) · Tin tức (3)", to the filtered lists) under the heading and, after the books, up to
 * three matching courses and articles.
 */
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { listQuery } from "~/features/catalog/list-queries.server";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { Pagination } from "~/components/pagination";
import { ProductCard, ProductGrid } from "~/features/catalog/product-card";
import { hasFilters, SearchFacets } from "~/features/search/search-facets";
import { SearchScopes, resultsHeading, scopeHref } from "~/features/search/content-search";
import { scopePreview } from "~/features/search/scopes.server";
import { formatDateVn } from "~/utils/dates";
import { getCategories, getProductPage } from "~/upstream/catalog.server";
import { PRODUCT_SORTS } from "~/constants";
import { STATIC_PAGE } from "~/utils/cache-policy";
import { pageHeaders } from "~/utils/headers";
import * as ui from "~/components/ui/form.css";
import * as s from "./products.css";
import { idParam, paramOr404 } from "~/routing/params.server";

export const headers = pageHeaders;
/** The same for every anonymous visitor: shared caches may store it (ADR 0007). */
export const handle = STATIC_PAGE;

/** Matching courses and articles shown after the books of a search. */
const PREVIEW_ITEMS = 3;

const SORT_LABELS: Record<(typeof PRODUCT_SORTS)[number], string> = {
  relevance: "Liên quan nhất",
  newest: "Mới nhất",
  bestselling: "Bán chạy",
  "price-asc": "Giá thấp đến cao",
  "price-desc": "Giá cao đến thấp",
  rating: "Đánh giá cao",
};

export const meta: MetaFunction<typeof loader> = ({ data }) => {
  if (!data) return [{ title: "Sách – Nhà sách Đại học" }];
  const title = data.searchContent ? `Kết quả tìm kiếm “${data.searchContent}”` : (data.category?.name ?? "Tất cả sách");
  return [
    { title: `${title}${data.page > 1 ? ` – Trang ${data.page}` : ""} – Nhà sách Đại học` },
    { name: "description", content: data.category?.description || "Giáo trình, sách tham khảo và ebook của Nhà xuất bản Đại học." },
  ];
};

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const q = listQuery("products", url);
  if (q.searchContent && q.type === "3") return redirect(`/tin-sach?searchContent=${encodeURIComponent(q.searchContent)}`);
  if (q.searchContent && q.type === "2") return redirect(`/thu-vien?&searchContent=${encodeURIComponent(q.searchContent)}`);
  let categoryId: number | undefined;
  if (params.id !== undefined) {
    categoryId = paramOr404(idParam, params.id, "Danh mục không tồn tại");
  }
  // Relevance only ranks a search: without one the list is newest first.
  const sort = q.sort === "relevance" && !q.searchContent ? undefined : q.sort;
  const filters = { author: q.author, publisher: q.publisher, year: q.year, price: q.price, format: q.format, inStock: q.inStock };
  const client = context.upstream;
  const [categories, page, scopes] = await Promise.all([
    getCategories(client),
    getProductPage(client, { page: q.page, categoryId, searchContent: q.searchContent || undefined, sort, ...filters }),
    q.searchContent ? scopePreview(client, q.searchContent, "books", PREVIEW_ITEMS) : null,
  ]);
  const category = categoryId ? categories.find((c) => c.id === categoryId) : undefined;
  if (categoryId && !category) throw new Response("Danh mục không tồn tại", { status: 404 });
  return data(
    {
      ...page,
      categories,
      category: category ?? null,
      page: q.page,
      sort,
      filters,
      searchContent: q.searchContent,
      path: url.pathname,
      // The other parts' counts are of the whole query; this page's own count is of its filtered list.
      scopes: scopes ? { ...scopes, counts: { ...scopes.counts, books: page.totalItems } } : null,
    },
    { headers: { "Server-Timing": client.serverTiming() } },
  );
}

export default function Products() {
  const d = useLoaderData<typeof loader>();
  const searching = d.searchContent !== "";
  const sort = d.sort ?? (searching ? "relevance" : "newest");
  const sorts = PRODUCT_SORTS.filter((v) => searching || v !== "relevance");
  const filtered = hasFilters(d.filters);
  // Nothing found and nothing filtered: no filter or sort has anything to act on.
  const showControls = d.products.length > 0 || filtered;
  /** The URL of this list with `changes` applied to its query (undefined removes a key). */
  const hrefWith = (changes: Record<string, string | number | undefined>) => {
    const p = new URLSearchParams();
    const all: Record<string, string | number | boolean | undefined> = {
      searchContent: d.searchContent || undefined,
      sort: d.sort,
      ...d.filters,
      inStock: d.filters.inStock ? "1" : undefined,
      page: d.page > 1 ? d.page : undefined,
      ...changes,
    };
    for (const [k, v] of Object.entries(all)) if (v !== undefined && v !== "" && v !== false) p.set(k, String(v));
    const qs = p.toString();
    return qs ? `${d.path}?${qs}` : d.path;
  };
  const hrefFor = (page: number) => hrefWith({ page: page > 1 ? page : undefined });
  const current = hrefFor(d.page);
  const count = d.totalItems;
  const heading = searching
    ? count !== null
      ? resultsHeading(count, d.searchContent)
      : `Kết quả tìm kiếm cho “${d.searchContent}”`
    : (d.category?.name ?? "Tất cả sách");
  const filterKeep = { searchContent: d.searchContent || undefined, sort: d.sort };
  const sortKeep: Record<string, string | undefined> = {
    searchContent: d.searchContent || undefined,
    author: d.filters.author,
    publisher: d.filters.publisher,
    year: d.filters.year?.toString(),
    price: d.filters.price,
    format: d.filters.format,
    inStock: d.filters.inStock ? "1" : undefined,
  };

  return (
    <div className={d.facets ? s.layout : s.layoutPlain}>
      <div className={s.head}>
        <h1 id="products-title" className={s.title}>
          {heading}
        </h1>
        {!searching && count !== null ? <p className={s.subtitle}>{`${count.toLocaleString("vi-VN")} cuốn sách`}</p> : null}
        {searching && d.scopes ? (
          <div className={s.scopes}>
            <SearchScopes query={d.searchContent} current="books" counts={d.scopes.counts} />
          </div>
        ) : null}
        {showControls ? (
          <Form method="get" className={s.sortForm}>
            {Object.entries(sortKeep).map(([name, value]) => (value ? <input key={name} type="hidden" name={name} value={value} /> : null))}
            <label htmlFor="sort" className={ui.label}>
              Sắp xếp
            </label>
            <select id="sort" name="sort" defaultValue={sort} className={`${ui.select} ${s.sortSelect}`}>
              {sorts.map((v) => (
                <option key={v} value={v}>
                  {SORT_LABELS[v]}
                </option>
              ))}
            </select>
            <button type="submit" className={s.sortButton}>
              Áp dụng
            </button>
          </Form>
        ) : null}
      </div>
      {d.facets && showControls ? (
        <div className={s.filters}>
          <SearchFacets
            facets={d.facets}
            chosen={d.filters}
            keep={filterKeep}
            action={d.path}
            clearHref={hrefWith({
              author: undefined,
              publisher: undefined,
              year: undefined,
              price: undefined,
              format: undefined,
              inStock: undefined,
              page: undefined,
            })}
          />
        </div>
      ) : null}
      <div className={s.content}>
        <section aria-labelledby="products-title">
          {d.products.length ? (
            <ProductGrid>
              {d.products.map((p, i) => (
                <li key={p.id}>
                  <ProductCard product={p} redirectTo={current} priority={i < 4} headingLevel={2} />
                </li>
              ))}
            </ProductGrid>
          ) : (
            <div className={s.empty}>
              <p className={s.emptyTitle}>
                Không tìm thấy sách phù hợp{searching ? ` với “${d.searchContent}”` : ""}
                {filtered ? " và bộ lọc đã chọn" : ""}.
              </p>
              {d.alternatives.length || filtered ? (
                <ul className={s.emptyList}>
                  {d.alternatives.map((a) => (
                    <li key={a.searchContent}>
                      Thử tìm <Link to={`/san-pham?searchContent=${encodeURIComponent(a.searchContent)}`}>“{a.searchContent}”</Link> (
                      {a.totalItems} kết quả)
                    </li>
                  ))}
                  {filtered ? (
                    <li>
                      <Link
                        to={hrefWith({
                          author: undefined,
                          publisher: undefined,
                          year: undefined,
                          price: undefined,
                          format: undefined,
                          inStock: undefined,
                          page: undefined,
                        })}
                      >
                        Bỏ bộ lọc
                      </Link>{" "}
                      để xem mọi kết quả
                    </li>
                  ) : null}
                </ul>
              ) : null}
              <p>
                Kiểm tra chính tả, dùng ít từ hơn hoặc tìm theo mã ISBN; hoặc xem sách theo danh mục bên dưới.{" "}
                <Link to="/san-pham">Xem tất cả sách</Link>
              </p>
            </div>
          )}
          <Pagination page={d.page} totalPage={d.totalPage} hrefFor={hrefFor} />
        </section>
        {/* After the books' region, not in it: the results region lists books only. */}
        {searching && d.scopes && (d.scopes.courses.length || d.scopes.news.length) ? (
          <div className={s.more}>
            {d.scopes.courses.length ? (
              <section aria-labelledby="search-courses" className={s.moreBox}>
                <h2 id="search-courses" className={s.moreTitle}>
                  Khóa học{d.scopes.counts.courses !== null ? ` (${d.scopes.counts.courses})` : ""}
                </h2>
                <ul className={s.moreList}>
                  {d.scopes.courses.map((c) => (
                    <li key={c.id}>
                      <Link to={`/thu-vien/khoa-hoc/${c.id}`}>{c.title}</Link>
                      <span className={s.moreMeta}>{c.instructor}</span>
                    </li>
                  ))}
                </ul>
                <Link to={scopeHref("courses", d.searchContent)}>Xem tất cả khóa học cho “{d.searchContent}”</Link>
              </section>
            ) : null}
            {d.scopes.news.length ? (
              <section aria-labelledby="search-news" className={s.moreBox}>
                <h2 id="search-news" className={s.moreTitle}>
                  Tin tức{d.scopes.counts.news !== null ? ` (${d.scopes.counts.news})` : ""}
                </h2>
                <ul className={s.moreList}>
                  {d.scopes.news.map((n) => (
                    <li key={n.id}>
                      <Link to={`/tin-sach/${n.url}`}>{n.title}</Link>
                      <span className={s.moreMeta}>{formatDateVn(n.publishedAt)}</span>
                    </li>
                  ))}
                </ul>
                <Link to={scopeHref("news", d.searchContent)}>Xem tất cả tin tức cho “{d.searchContent}”</Link>
              </section>
            ) : null}
          </div>
        ) : null}
      </div>
      <nav aria-label="Danh mục sách" className={s.categories}>
        <h2 className={s.sidebarTitle}>Danh mục</h2>
        <ul className={s.categoryList}>
          <li>
            <Link to="/san-pham" aria-current={!d.category && !searching ? "page" : undefined} className={s.categoryLink}>
              Tất cả sách
            </Link>
          </li>
          {d.categories.map((c) => (
            <li key={c.id}>
              <Link
                to={`/san-pham/danh-muc/${c.id}`}
                aria-current={d.category?.id === c.id ? "page" : undefined}
                className={s.categoryLink}
              >
                {c.name} <span className={s.count}>({c.productCount})</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
