/**
 * `/san-pham/:id` — product detail (spec §2, §3 Product sale detail): gallery (front cover, back
 * cover, sample page: CSS scroll snap with thumbnail links, no JavaScript needed), prices, the
 * flash-sale badge with its server-rendered end time when the product is in the running sale (and
 * a ticking countdown with JavaScript), stock state, rating breakdown (total = Σ rating1..rating5,
 * default 5) and paged reviews (`?reviewPage=n#danh-gia`), description, facts, the courses sold with
 * the book, products of the same category, and add-to-cart with a quantity (a plain POST form to
 * /gio-hang). Five upstream calls, all at once. A printed book also shows "Phí vận chuyển dự kiến" to
 * a province (app/features/catalog/shipping-estimate.server.ts: the one chosen with `?tinh=`, else the
 * signed-in customer's, filled into the anonymous page for them: ADR 0030).
 */
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { HOTLINE, MAX_LINE_QUANTITY } from "~/constants";
import { AddToCartForm } from "~/features/cart/add-to-cart-form";
import { Countdown } from "~/components/countdown";
import { CourseCard, CourseGrid } from "~/features/catalog/course-card";
import { ReviewList } from "~/features/catalog/review-list";
import { ShippingEstimate } from "~/features/catalog/shipping-estimate";
import { shippingEstimate } from "~/features/catalog/shipping-estimate.server";
import { listQuery } from "~/features/catalog/list-queries.server";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { Price } from "~/components/price";
import { ProductCard, ProductGrid } from "~/features/catalog/product-card";
import { RatingSummary } from "~/features/catalog/rating-summary";
import * as button from "~/components/ui/button.css";
import { isNotFound } from "~/upstream/client.server";
import { getProduct, getProductCourses, getProductReviews, getProductsInCategory } from "~/upstream/catalog.server";
import { getFlashSale } from "~/upstream/content.server";
import { STATIC_PAGE } from "~/utils/cache-policy";
import { pageHeaders, withPreload } from "~/utils/headers";
import { imageLoading, preloadImageLink, responsiveImage } from "~/utils/images";
import { formatVnd } from "~/utils/money";
import { ratingStats } from "~/utils/rating";
import { absoluteUrl, jsonLd, pageMeta } from "~/utils/seo";
import * as s from "./product.css";
import { idParam, paramOr404 } from "~/routing/params.server";

export const headers = pageHeaders;
/** The same for every anonymous visitor: shared caches may store it (ADR 0007). */
// A signed-in customer's copy is the anonymous one with the header and the shipping estimate to their
// own province filled in (ADR 0030; the estimate's slots: app/features/catalog/shipping-estimate.tsx).
export const handle = STATIC_PAGE;

export const meta: MetaFunction<typeof loader> = ({ data }) => {
  if (!data) return [{ title: "Không tìm thấy sách – Nhà sách Đại học" }];
  const p = data.product;
  const { total } = ratingStats(p);
  return [
    ...pageMeta({
      documentTitle: `${p.name} – ${p.authors} | Nhà sách Đại học`,
      title: p.name,
      description: p.description,
      canonical: data.canonical,
      image: data.image,
      type: "book",
    }),
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
      offers: {
        "@type": "Offer",
        price: p.salePrice,
        priceCurrency: "VND",
        availability: p.isDigital || p.stock > 0 ? "https://schema.org/InStock" : "https://schema.org/OutOfStock",
        url: data.canonical,
      },
      ...(total > 0
        ? { aggregateRating: { "@type": "AggregateRating", ratingValue: p.rating, reviewCount: total, bestRating: 5, worstRating: 1 } }
        : {}),
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

/** How wide the gallery's pictures are laid out (product.css.ts: at most 360px from 768px up). */
const COVER_SIZES = "(min-width: 768px) 360px, calc(100vw - 48px)";

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const id = paramOr404(idParam, params.id, "Không tìm thấy sách bạn yêu cầu.");
  const { reviewPage } = listQuery("reviews", new URL(request.url));
  const client = context.upstream;
  try {
    const url = new URL(request.url);
    const [product, related, courses, firstTry, sale] = await Promise.all([
      getProduct(client, id),
      getProductsInCategory(client, id),
      getProductCourses(client, id),
      getProductReviews(client, id, reviewPage),
      getFlashSale(client),
    ]);
    // E-books are not shipped: no estimate, no extra call.
    const estimate = product.isDigital ? null : await shippingEstimate(context, id, url);
    // A page past the last (a stale or hand-made link) shows the last page rather than nothing.
    const reviews =
      reviewPage > firstTry.totalPage
        ? { ...(await getProductReviews(client, id, firstTry.totalPage)), page: firstTry.totalPage }
        : { ...firstTry, page: reviewPage };
    const flash = sale?.items.find((item) => item.product.id === id && item.quantity > item.sold);
    const flashSale =
      sale && flash
        ? { endsAt: sale.endsAt, flashPrice: flash.flashPrice, remaining: flash.quantity - flash.sold, quantity: flash.quantity }
        : null;
    const seo = {
      canonical: absoluteUrl(`/san-pham/${id}`),
      image: absoluteUrl(product.image),
      home: absoluteUrl("/trang-chu"),
      categoryUrl: absoluteUrl(`/san-pham/danh-muc/${product.categoryId}`),
    };
    return data(
      { product, related, courses, reviews, flashSale, estimate, ...seo },
      {
        headers: withPreload(
          { "Server-Timing": client.serverTiming() },
          preloadImageLink(product.gallery[0]?.image ?? product.image, COVER_SIZES),
        ),
      },
    );
  } catch (error) {
    if (isNotFound(error)) throw new Response("Không tìm thấy sách bạn yêu cầu.", { status: 404 });
    throw error;
  }
}

export default function Product() {
  const { product: p, related, courses, reviews, flashSale, estimate } = useLoaderData<typeof loader>();
  const inStock = p.isDigital || p.stock > 0;
  const gallery = p.gallery.length ? p.gallery : [{ image: p.image, thumbImage: p.thumbImage, alt: `Bìa sách ${p.name}` }];
  return (
    <>
      <nav aria-label="Đường dẫn" className={s.breadcrumb}>
        <Link to="/trang-chu">Trang chủ</Link> / <Link to={`/san-pham/danh-muc/${p.categoryId}`}>{p.categoryName}</Link>
      </nav>
      <article className={s.product} aria-labelledby="product-title">
        <div className={s.cover}>
          {/* A scroller: focusable so that a keyboard can scroll it too (WCAG 2.1.1, axe scrollable-region-focusable). */}
          {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- the focusable scroller above is what axe asks for */}
          <ul className={s.slides} aria-label="Ảnh sách" tabIndex={0}>
            {gallery.map((g, i) => (
              <li key={g.image} id={`anh-${i + 1}`} className={s.slide}>
                <img {...responsiveImage(g.image, COVER_SIZES)} {...imageLoading(i === 0)} alt={g.alt} />
              </li>
            ))}
          </ul>
          {gallery.length > 1 ? (
            <ul className={s.thumbs} aria-label="Chọn ảnh">
              {gallery.map((g, i) => (
                <li key={g.thumbImage}>
                  <a href={`#anh-${i + 1}`} className={s.thumbLink}>
                    <img
                      {...responsiveImage(g.thumbImage, "64px")}
                      {...imageLoading()}
                      alt={`Xem ảnh ${i + 1}: ${g.alt}`}
                      width={64}
                      height={96}
                    />
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
        <div className={s.info}>
          {flashSale ? (
            <p className={s.flashBadge}>
              <span aria-hidden="true">⚡</span> Flash sale
            </p>
          ) : null}
          <h1 id="product-title" className={s.title}>
            {p.name}
          </h1>
          <p className={s.authors}>Tác giả: {p.authors}</p>
          {flashSale ? (
            <div className={s.flash} role="group" aria-label="Flash sale">
              <Price price={p.price} salePrice={flashSale.flashPrice} size="lg" />
              <p className={s.flashNote}>
                Giá sốc còn {flashSale.remaining}/{flashSale.quantity} suất (áp dụng khi số lượng mua không vượt quá số suất còn lại; sau đó
                giá bán là {formatVnd(p.salePrice)}).
              </p>
              <Countdown endsAt={flashSale.endsAt} className={s.flashNote} />
            </div>
          ) : (
            <Price price={p.price} salePrice={p.salePrice} size="lg" />
          )}
          {/* Law 122/2025/QH15: the price says whether it includes tax (ADR 0027). */}
          <p className={s.vatNote}>Giá đã bao gồm VAT</p>
          <p className={inStock ? s.inStock : s.outOfStock}>
            {p.isDigital ? "Ebook – đọc ngay sau khi thanh toán" : p.stock > 0 ? `Còn hàng (${p.stock} cuốn)` : "Hết hàng"}
          </p>
          {inStock ? (
            <AddToCartForm
              productSaleId={p.id}
              redirectTo={`/san-pham/${p.id}`}
              quantity={{ max: p.isDigital ? MAX_LINE_QUANTITY : Math.min(p.stock, MAX_LINE_QUANTITY), className: s.quantity }}
              className={s.addForm}
              buttonClassName={button.primary}
            />
          ) : (
            <p className={s.soldOutNote}>Sách tạm hết hàng. Vui lòng quay lại sau hoặc liên hệ hotline {HOTLINE.display}.</p>
          )}
          {estimate ? <ShippingEstimate estimate={estimate} productSaleId={p.id} /> : null}
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
      {courses.length ? (
        <section aria-labelledby="courses-title" className={s.section}>
          <h2 id="courses-title">Khóa học đi kèm</h2>
          <CourseGrid>
            {courses.map((c) => (
              <li key={c.id}>
                <CourseCard course={c} />
              </li>
            ))}
          </CourseGrid>
        </section>
      ) : null}
      <section aria-labelledby="rating-title" className={s.section} id="danh-gia">
        <h2 id="rating-title">Đánh giá của bạn đọc</h2>
        <RatingSummary rating1={p.rating1} rating2={p.rating2} rating3={p.rating3} rating4={p.rating4} rating5={p.rating5} />
        <ReviewList
          reviews={reviews.reviews}
          page={reviews.page}
          totalPage={reviews.totalPage}
          hrefFor={(n) => `/san-pham/${p.id}${n > 1 ? `?reviewPage=${n}` : ""}#danh-gia`}
        />
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
