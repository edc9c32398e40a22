/**
 * `/trang-chu` — home (spec §2, §3 Home page): banners and the product blocks. Every upstream call
 * of the page runs in parallel: blocks and banners first, then all blocks' books at once (the block
 * list comes from the cache, warmed when the storefront starts: one upstream round trip).
 */
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import type { ReactNode } from "react";
import { CourseCard, CourseGrid } from "~/features/catalog/course-card";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { ProductCard, ProductGrid } from "~/features/catalog/product-card";
import { getCategories } from "~/upstream/catalog.server";
import {
  getBanners,
  getBlocks,
  getBooksInBlock,
  getHomeLibraries,
  getHomeNews,
  getPartners,
  getSelectionBlocks,
  getTextbookBlock,
} from "~/upstream/home.server";
import { NewsCards } from "~/features/news/news-list";
import { PartnerLogos } from "~/features/home/partner-logos";
import type { ProductSummary } from "~/upstream/schemas";
import { PUBLIC_PAGE } from "~/utils/cache-policy";
import { pageHeaders, withPreload } from "~/utils/headers";
import { imageLoading, preloadImageLink, responsiveImage } from "~/utils/images";
import * as s from "./home.css";

export const headers = pageHeaders;
/** The same for every anonymous visitor: shared caches may store it (ADR 0007). */
export const handle = PUBLIC_PAGE;

export const meta: MetaFunction = () => [
  { title: "Nhà sách Đại học – Giáo trình, sách tham khảo, ebook chính hãng" },
  {
    name: "description",
    content: "Nhà sách trực tuyến của Nhà xuất bản Đại học: giáo trình, sách tham khảo, sách chuyên khảo và ebook, giao hàng toàn quốc.",
  },
];

/** Courses shown in the home's library block (one row of the widest grid). */
const HOME_COURSES = 4;
/** News items shown in the home's news block (the rest are on /tin-sach). */
const HOME_NEWS = 4;

export async function loader({ context }: LoaderFunctionArgs) {
  const client = context.upstream;
  // Every call of the page at once. The books of each block wait for the block list, which is
  // cached long and warmed at start (home.server.ts), so in practice they start at once too.
  const blocksWithBooks = getBlocks(client).then((blocks) =>
    Promise.all(blocks.map(async (b) => ({ ...b, products: await getBooksInBlock(client, b.id) }))),
  );
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
  // Only what the page shows goes into the document's loader data (it is sent inline with the HTML):
  // the category chips need no description or counts, and four news items are shown.
  return data(
    {
      banners,
      categories: categories.map(({ id, name }) => ({ id, name })),
      blocks,
      selections,
      textbooks,
      libraries: libraries.slice(0, HOME_COURSES),
      news: news.slice(0, HOME_NEWS),
      partners,
    },
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
        <LinkChips links={categories.map((c) => ({ key: c.id, href: `/san-pham/danh-muc/${c.id}`, label: c.name }))} />
      </nav>
      {blocks.map((block) => (
        <BookBlock key={block.id} id={`block-${block.id}`} title={block.name} products={block.products} />
      ))}
      {textbooks.length ? <BookBlock id="textbooks" title="Sách giáo trình" products={textbooks} /> : null}
      {selections.length ? (
        <HomeBlock id="selections" title="Tuyển chọn">
          <LinkChips links={selections.map((c) => ({ key: c.id, href: c.link, label: c.title }))} />
        </HomeBlock>
      ) : null}
      {libraries.length ? (
        <HomeBlock id="home-libraries" title="Thư viện khóa học">
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
        </HomeBlock>
      ) : null}
      {news.length ? (
        <HomeBlock id="home-news" title="Tin sách mới">
          <NewsCards items={news} headingLevel={3} />
        </HomeBlock>
      ) : null}
      {partners.length ? (
        <HomeBlock id="partners" title="Đối tác">
          <PartnerLogos partners={partners} />
        </HomeBlock>
      ) : null}
    </>
  );
}

/** A titled block of the home page: a `<section>` named by its `<h2>` (`id` is the heading's). */
function HomeBlock({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className={s.block}>
      <h2 id={id} className={s.blockTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A block of book cards (the upstream's home blocks and the textbooks); "Thêm vào giỏ hàng" comes back to /trang-chu. */
function BookBlock({ id, title, products }: { id: string; title: string; products: ProductSummary[] }) {
  return (
    <HomeBlock id={id} title={title}>
      <ProductGrid>
        {products.map((p) => (
          <li key={p.id}>
            <ProductCard product={p} redirectTo="/trang-chu" headingLevel={3} />
          </li>
        ))}
      </ProductGrid>
    </HomeBlock>
  );
}

/** Links shown as chips (categories, selections, partners); `external` links leave the shop (no opener, no referrer). */
function LinkChips({ links }: { links: { key: number; href: string; label: string; external?: boolean }[] }) {
  return (
    <ul className={s.categoryList}>
      {links.map((l) => (
        <li key={l.key}>
          {l.external ? (
            <a href={l.href} rel="noopener noreferrer" className={s.categoryLink}>
              {l.label}
            </a>
          ) : (
            <Link to={l.href} className={s.categoryLink}>
              {l.label}
            </Link>
          )}
        </li>
      ))}
    </ul>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
