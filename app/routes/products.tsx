/**
 * `/san-pham` and `/san-pham/danh-muc/:id` — the catalog (spec §2), with the header search
 * (`?searchContent=`, type 1 products; type 3 news goes to /tin-sach, type 2 to /thu-vien), sorting
 * and paging as links/GET forms so everything works without JavaScript.
 */
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { listQuery } from "~/features/catalog/list-queries.server";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { Pagination } from "~/components/pagination";
import { ProductCard, ProductGrid } from "~/features/catalog/product-card";
import { getCategories, getProductPage } from "~/upstream/catalog.server";
import { PRODUCT_SORTS } from "~/constants";
import { PUBLIC_PAGE } from "~/utils/cache-policy";
import { pageHeaders } from "~/utils/headers";
import * as ui from "~/components/ui/form.css";
import * as s from "./products.css";
import { idParam, paramOr404 } from "~/routing/params.server";

export const headers = pageHeaders;
/** The same for every anonymous visitor: shared caches may store it (ADR 0007). */
export const handle = PUBLIC_PAGE;

const SORT_LABELS: Record<(typeof PRODUCT_SORTS)[number], string> = {
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
  const client = context.upstream;
  const [categories, page] = await Promise.all([
    getCategories(client),
    getProductPage(client, { page: q.page, categoryId, searchContent: q.searchContent || undefined, sort: q.sort }),
  ]);
  const category = categoryId ? categories.find((c) => c.id === categoryId) : undefined;
  if (categoryId && !category) throw new Response("Danh mục không tồn tại", { status: 404 });
  return data(
    { ...page, categories, category: category ?? null, page: q.page, sort: q.sort, searchContent: q.searchContent, path: url.pathname },
    { headers: { "Server-Timing": client.serverTiming() } },
  );
}

export default function Products() {
  const d = useLoaderData<typeof loader>();
  const heading = d.searchContent ? `Kết quả tìm kiếm cho “${d.searchContent}”` : (d.category?.name ?? "Tất cả sách");
  const hrefFor = (page: number) => {
    const p = new URLSearchParams();
    if (d.searchContent) p.set("searchContent", d.searchContent);
    if (d.sort !== "newest") p.set("sort", d.sort);
    if (page > 1) p.set("page", String(page));
    const qs = p.toString();
    return qs ? `${d.path}?${qs}` : d.path;
  };
  const current = hrefFor(d.page);
  return (
    <div className={s.layout}>
      <nav aria-label="Danh mục sách" className={s.sidebar}>
        <h2 className={s.sidebarTitle}>Danh mục</h2>
        <ul className={s.categoryList}>
          <li>
            <Link to="/san-pham" aria-current={!d.category ? "page" : undefined} className={s.categoryLink}>
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
      <section aria-labelledby="products-title" className={s.content}>
        <div className={s.toolbar}>
          <h1 id="products-title" className={s.title}>
            {heading}
          </h1>
          <Form method="get" className={s.sortForm}>
            {d.searchContent ? <input type="hidden" name="searchContent" value={d.searchContent} /> : null}
            <label htmlFor="sort" className={`${ui.label} ${s.sortLabel}`}>
              Sắp xếp
            </label>
            <select id="sort" name="sort" defaultValue={d.sort} className={`${ui.select} ${s.sortSelect}`}>
              {PRODUCT_SORTS.map((v) => (
                <option key={v} value={v}>
                  {SORT_LABELS[v]}
                </option>
              ))}
            </select>
            <button type="submit" className={s.sortButton}>
              Áp dụng
            </button>
          </Form>
        </div>
        {d.products.length ? (
          <ProductGrid>
            {d.products.map((p, i) => (
              <li key={p.id}>
                <ProductCard product={p} redirectTo={current} priority={i < 4} headingLevel={2} />
              </li>
            ))}
          </ProductGrid>
        ) : (
          <p className={s.empty}>
            Không tìm thấy sách phù hợp{d.searchContent ? ` với “${d.searchContent}”` : ""}. <Link to="/san-pham">Xem tất cả sách</Link>
          </p>
        )}
        <Pagination page={d.page} totalPage={d.totalPage} hrefFor={hrefFor} />
      </section>
    </div>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
