/**
 * `/trang-chu` — home (spec §2, §3 Home page): banners and the product blocks. Every upstream call
 * of the page runs in parallel: blocks and banners first, then all blocks' books at once (the block
 * list comes from the cache, warmed when the storefront starts: one upstream round trip).
 */
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { CourseCard, CourseGrid } from "~/features/catalog/course-card";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { ProductCard, ProductGrid } from "~/features/catalog/product-card";
import { getCategories } from "~/upstream/catalog.server";
import { getBanners, getBlocks, getBooksInBlock, getHomeLibraries, getHomeNews, getPartners, getSelectionBlocks, getTextbookBlock } from "~/upstream/home.server";
import { NewsCards } from "~/features/news/news-list";
import { PUBLIC_PAGE } from "~/utils/cache-policy";
import { pageHeaders, withPreload } from "~/utils/headers";
import { imageLoading, preloadImageLink, responsiveImage } from "~/utils/images";
import * as s from "./home.css";

export const headers = pageHeaders;
/** The same for every anonymous visitor: shared caches may store it (ADR 0007). */
export const handle = PUBLIC_PAGE;

export const meta: MetaFunction = () => [
  { title: "Nhà sách Đại học – Giáo trình, sách tham khảo, ebook chính hãng" },
  { name: "description", content: "Nhà sách trực tuyến của Nhà xuất bản Đại học: giáo trình, sách tham khảo, sách chuyên khảo và ebook, giao hàng toàn quốc." },
];

/** Courses shown in the home's library block (one row of the widest grid). */
const HOME_COURSES = 4;

export async function loader({ context }: LoaderFunctionArgs) {
  const client = context.upstream;
  // Every call of the page at once. The books of each block wait for the block list, which is
  // cached long and warmed at start (home.server.ts), so in practice they start at once too.
  const blocksWithBooks = getBlocks(client).then((blocks) => Promise.all(blocks.map(async (b) => ({ ...b, products: await getBooksInBlock(client, b.id) }))));
  const [banners, blocks, categories, selections, textbooks, libraries, news, partners] = await Promise.all([
    getBanners(client),
    blocksWithBooks,
    getCategories(client),
    getSelectionBlocks(client),
    getTextbookBlock(client),
    getHomeLibraries(client),
    getHomeNews(client),
    getPartners(client),
  ]);
  return data(
    { banners, categories, blocks, selections, textbooks, libraries: libraries.slice(0, HOME_COURSES), news, partners },
    { headers: withPreload({ "Server-Timing": client.serverTiming() }, banners[0] ? preloadImageLink(banners[0].image) : null) },
  );
}

export default function Home() {
  const { banners, blocks, categories, selections, textbooks, libraries, news, partners } = useLoaderData<typeof loader>();
  return (
    <>
      <h1 className={s.visuallyHidden}>Nhà sách Đại học</h1>
      {banners.length ? (
        <section aria-label="Chương trình nổi bật" className={s.banners}>
          {banners.map((b, i) => (
            <Link key={b.id} to={b.link} className={s.banner}>
              <img alt={`${b.title}${b.subtitle ? ` – ${b.subtitle}` : ""}`} {...responsiveImage(b.image)} {...imageLoading(i === 0)} />
            </Link>
          ))}
        </section>
      ) : null}
      <nav aria-label="Danh mục sách" className={s.categories}>
        <h2 className={s.blockTitle}>Danh mục sách</h2>
        <ul className={s.categoryList}>
          {categories.map((c) => (
            <li key={c.id}>
              <Link to={`/san-pham/danh-muc/${c.id}`} className={s.categoryLink}>
                {c.name}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {blocks.map((block) => (
        <section key={block.id} aria-labelledby={`block-${block.id}`} className={s.block}>
          <h2 id={`block-${block.id}`} className={s.blockTitle}>
            {block.name}
          </h2>
          <ProductGrid>
            {block.products.map((p) => (
              <li key={p.id}>
                <ProductCard product={p} redirectTo="/trang-chu" headingLevel={3} />
              </li>
            ))}
          </ProductGrid>
        </section>
      ))}
      {textbooks.length ? (
        <section aria-labelledby="textbooks" className={s.block}>
          <h2 id="textbooks" className={s.blockTitle}>
            Sách giáo trình
          </h2>
          <ProductGrid>
            {textbooks.map((p) => (
              <li key={p.id}>
                <ProductCard product={p} redirectTo="/trang-chu" headingLevel={3} />
              </li>
            ))}
          </ProductGrid>
        </section>
      ) : null}
      {selections.length ? (
        <section aria-labelledby="selections" className={s.block}>
          <h2 id="selections" className={s.blockTitle}>
            Tuyển chọn
          </h2>
          <ul className={s.categoryList}>
            {selections.map((c) => (
              <li key={c.id}>
                <Link to={c.link} className={s.categoryLink}>
                  {c.title}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {libraries.length ? (
        <section aria-labelledby="home-libraries" className={s.block}>
          <h2 id="home-libraries" className={s.blockTitle}>
            Thư viện khóa học
          </h2>
          <CourseGrid>
            {libraries.map((c) => (
              <li key={c.id}>
                <CourseCard course={c} />
              </li>
            ))}
          </CourseGrid>
          <p>
            <Link to="/thu-vien">Xem tất cả khóa học</Link>
          </p>
        </section>
      ) : null}
      {news.length ? (
        <section aria-labelledby="home-news" className={s.block}>
          <h2 id="home-news" className={s.blockTitle}>
            Tin sách mới
          </h2>
          <NewsCards items={news.slice(0, 4)} headingLevel={3} />
        </section>
      ) : null}
      {partners.length ? (
        <section aria-labelledby="partners" className={s.block}>
          <h2 id="partners" className={s.blockTitle}>
            Đối tác
          </h2>
          <ul className={s.categoryList}>
            {partners.map((p) => (
              <li key={p.id}>
                <a href={p.link} rel="noopener noreferrer" className={s.categoryLink}>
                  {p.name}
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
