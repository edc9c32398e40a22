/**
 * `/san-pham/:id` — product detail (spec §2, §3 Product sale detail): cover, prices, stock state,
 * rating breakdown (total = Σ rating1..rating5, default 5), description, facts, products of the same
 * category, and add-to-cart with a quantity (a plain POST form to /gio-hang).
 */
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { Price } from "~/components/price";
import { ProductCard, ProductGrid } from "~/components/product-card";
import { RatingSummary } from "~/components/rating-summary";
import * as button from "~/components/ui/button.css";
import * as ui from "~/components/ui/form.css";
import { isNotFound, UpstreamClient } from "~/upstream/client.server";
import { getProduct, getProductsInCategory } from "~/upstream/catalog.server";
import { pageHeaders } from "~/utils/headers";
import { absoluteUrl, jsonLd } from "~/utils/seo";
import * as s from "./product.css";

export const headers = pageHeaders;

export const meta: MetaFunction<typeof loader> = ({ data }) => {
  if (!data) return [{ title: "Không tìm thấy sách – Nhà sách Đại học" }];
  const p = data.product;
  const total = p.rating1 + p.rating2 + p.rating3 + p.rating4 + p.rating5;
  return [
    { title: `${p.name} – ${p.authors} | Nhà sách Đại học` },
    { name: "description", content: p.description.slice(0, 160) },
    { tagName: "link", rel: "canonical", href: data.canonical },
    { property: "og:type", content: "book" },
    { property: "og:title", content: p.name },
    { property: "og:description", content: p.description.slice(0, 200) },
    { property: "og:image", content: data.image },
    { property: "og:url", content: data.canonical },
    jsonLd({
      "@context": "https://schema.org",
      "@type": ["Book", "Product"],
      name: p.name,
      author: p.authors.split(/,\s*/).map((name) => ({ "@type": "Person", name })),
      isbn: p.isbn,
      gtin13: p.isbn.replace(/-/g, ""),
      publisher: { "@type": "Organization", name: p.publisher },
      datePublished: String(p.publishYear),
      numberOfPages: p.pageCount,
      image: data.image,
      description: p.description,
      offers: { "@type": "Offer", price: p.salePrice, priceCurrency: "VND", availability: p.isDigital || p.stock > 0 ? "https://schema.org/InStock" : "https://schema.org/OutOfStock", url: data.canonical },
      ...(total > 0 ? { aggregateRating: { "@type": "AggregateRating", ratingValue: p.rating, reviewCount: total, bestRating: 5, worstRating: 1 } } : {}),
    }),
    jsonLd({
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: [
        { "@type": "ListItem", position: 1, name: "Trang chủ", item: data.home },
        { "@type": "ListItem", position: 2, name: p.categoryName, item: data.categoryUrl },
        { "@type": "ListItem", position: 3, name: p.name, item: data.canonical },
      ],
    }),
  ];
};

export async function loader({ request, params }: LoaderFunctionArgs) {
  const id = Number(params.id);
  if (!/^\d{1,9}$/.test(params.id ?? "") || id <= 0) throw new Response("Không tìm thấy sách bạn yêu cầu.", { status: 404 });
  const client = new UpstreamClient();
  try {
    const [product, related] = await Promise.all([getProduct(client, id), getProductsInCategory(client, id)]);
    const seo = { canonical: absoluteUrl(request, `/san-pham/${id}`), image: absoluteUrl(request, product.image), home: absoluteUrl(request, "/trang-chu"), categoryUrl: absoluteUrl(request, `/san-pham/danh-muc/${product.categoryId}`) };
    return data({ product, related, ...seo }, { headers: { "Server-Timing": client.serverTiming() } });
  } catch (error) {
    if (isNotFound(error)) throw new Response("Không tìm thấy sách bạn yêu cầu.", { status: 404 });
    throw error;
  }
}

export default function Product() {
  const { product: p, related } = useLoaderData<typeof loader>();
  const inStock = p.isDigital || p.stock > 0;
  return (
    <>
      <nav aria-label="Đường dẫn" className={s.breadcrumb}>
        <Link to="/trang-chu">Trang chủ</Link> / <Link to={`/san-pham/danh-muc/${p.categoryId}`}>{p.categoryName}</Link>
      </nav>
      <article className={s.product} aria-labelledby="product-title">
        <div className={s.cover}>
          <img src={p.image} alt={`Bìa sách ${p.name}`} width={600} height={900} fetchPriority="high" decoding="async" />
        </div>
        <div className={s.info}>
          <h1 id="product-title" className={s.title}>
            {p.name}
          </h1>
          <p className={s.authors}>Tác giả: {p.authors}</p>
          <Price price={p.price} salePrice={p.salePrice} size="lg" />
          <p className={inStock ? s.inStock : s.outOfStock}>
            {p.isDigital ? "Ebook – đọc ngay sau khi thanh toán" : p.stock > 0 ? `Còn hàng (${p.stock} cuốn)` : "Hết hàng"}
          </p>
          {inStock ? (
            <Form method="post" action="/gio-hang" className={s.addForm}>
              <input type="hidden" name="intent" value="add" />
              <input type="hidden" name="productSaleId" value={p.id} />
              <input type="hidden" name="redirectTo" value={`/san-pham/${p.id}`} />
              <div className={s.quantity}>
                <label htmlFor="quantity" className={ui.label}>
                  Số lượng
                </label>
                <input id="quantity" name="quantity" type="number" inputMode="numeric" min={1} max={p.isDigital ? 99 : Math.min(p.stock, 99)} defaultValue={1} className={ui.input} />
              </div>
              <button type="submit" className={button.primary}>
                Thêm vào giỏ hàng
              </button>
            </Form>
          ) : (
            <p className={s.soldOutNote}>Sách tạm hết hàng. Vui lòng quay lại sau hoặc liên hệ hotline 024 3971 4896.</p>
          )}
          <dl className={s.facts}>
            <dt>Mã ISBN</dt>
            <dd>{p.isbn}</dd>
            <dt>Nhà xuất bản</dt>
            <dd>{p.publisher}</dd>
            <dt>Năm xuất bản</dt>
            <dd>{p.publishYear}</dd>
            <dt>Số trang</dt>
            <dd>{p.pageCount}</dd>
            <dt>Khổ sách</dt>
            <dd>{p.size}</dd>
            <dt>Đã bán</dt>
            <dd>{p.soldCount}</dd>
          </dl>
        </div>
      </article>
      <section aria-labelledby="description-title" className={s.section}>
        <h2 id="description-title">Giới thiệu sách</h2>
        <p className={s.description}>{p.description}</p>
      </section>
      <section aria-labelledby="rating-title" className={s.section}>
        <h2 id="rating-title">Đánh giá của bạn đọc</h2>
        <RatingSummary rating1={p.rating1} rating2={p.rating2} rating3={p.rating3} rating4={p.rating4} rating5={p.rating5} />
      </section>
      {related.length ? (
        <section aria-labelledby="related-title" className={s.section}>
          <h2 id="related-title">Sách cùng danh mục</h2>
          <ProductGrid>
            {related.map((r) => (
              <li key={r.id}>
                <ProductCard product={r} redirectTo={`/san-pham/${p.id}`} headingLevel={3} />
              </li>
            ))}
          </ProductGrid>
        </section>
      ) : null}
    </>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
