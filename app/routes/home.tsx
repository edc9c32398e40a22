/**
 * `/trang-chu` — home (spec §2, §3 Home page): banners and the product blocks. Every upstream call
 * of the page runs in parallel: blocks and banners first, then all blocks' books at once (the block
 * list comes from the cache, warmed when the storefront starts: one upstream round trip).
 *
 * The product blocks and the textbook block are shelves (app/features/catalog/shelf.tsx): one row each
 * that scrolls sideways, with "Xem tất cả" to the full list, and no book on two shelves
 * (`dedupeShelves`: a book stays on the first shelf that has it; a shelf left too short is not shown).
 */
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import type { ReactNode } from "react";
import { CourseCard } from "~/features/catalog/course-card";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { ProductCard } from "~/features/catalog/product-card";
import { Shelf } from "~/features/catalog/shelf";
import { dedupeShelves, shelfHref } from "~/features/catalog/shelves";
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
import { PartnerLogos } from "~/features/home/partner-logos";
import { formatDateVn } from "~/utils/dates";
import { STATIC_PAGE } from "~/utils/cache-policy";
import { pageHeaders, withPreload } from "~/utils/headers";
import { imageLoading, preloadImageLink, responsiveImage } from "~/utils/images";
import * as s from "./home.css";

export const headers = pageHeaders;
/** The same for every anonymous visitor: shared caches may store it (ADR 0007). */
export const handle = STATIC_PAGE;

export const meta: MetaFunction = () => [
  { title: "Nhà sách Đại học – Giáo trình, sách tham khảo, ebook chính hãng" },
  {
    name: "description",
    content: "Nhà sách trực tuyến của Nhà xuất bản Đại học: giáo trình, sách tham khảo, sách chuyên khảo và ebook, giao hàng toàn quốc.",
  },
];

/** Courses shown in the home's library shelf (one desktop row of five). */
const HOME_COURSES = 5;
/** News items shown in the home's news shelf (one desktop row; the rest are on /tin-sach). */
const HOME_NEWS = 4;
/** `sizes` of a news thumbnail in the home's `wide` shelf (shelf.css.ts `rowWide`, container 1120 px). */
const HOME_NEWS_THUMB_SIZES = "(min-width: 1024px) 270px, (min-width: 768px) 50vw, 85vw";

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
  // The shelves in the page's order, each book once; "Xem tất cả" from the shelf's name.
  const shelves = dedupeShelves([
    ...blocks.map((b) => ({ key: `block-${b.id}`, name: b.name, products: b.products })),
    { key: "textbooks", name: "Sách giáo trình", products: textbooks },
  ]).map((shelf) => ({ ...shelf, href: shelfHref(shelf.name, categories) }));
  // Only what the page shows goes into the document's loader data (it is sent inline with the HTML):
  // the category chips need no description or counts, and four news items are shown.
  return data(
    {
      banners,
      categories: categories.map(({ id, name }) => ({ id, name })),
      shelves,
      selections,
      libraries: libraries.slice(0, HOME_COURSES),
      news: news.slice(0, HOME_NEWS),
      partners,
    },
    { headers: withPreload({ "Server-Timing": client.serverTiming() }, banners[0] ? preloadImageLink(banners[0].image) : null) },
  );
}

export default function Home() {
  const { banners, shelves, categories, selections, libraries, news, partners } = useLoaderData<typeof loader>();
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
        <LinkChips
          className={s.chipRow}
          links={categories.map((c) => ({ key: c.id, href: `/san-pham/danh-muc/${c.id}`, label: c.name }))}
        />
      </nav>
      {shelves.map((shelf) => (
        <Shelf key={shelf.key} id={shelf.key} title={shelf.name} href={shelf.href}>
          {shelf.products.map((p) => (
            <li key={p.id}>
              <ProductCard product={p} redirectTo="/trang-chu" headingLevel={3} />
            </li>
          ))}
        </Shelf>
      ))}
      {selections.length ? (
        <HomeBlock id="selections" title="Tuyển chọn">
          <LinkChips className={s.chipRow} links={selections.map((c) => ({ key: c.id, href: c.link, label: c.title }))} />
        </HomeBlock>
      ) : null}
      {libraries.length ? (
        <Shelf id="home-libraries" title="Thư viện khóa học" href="/thu-vien" moreContext="khóa học">
          {libraries.map((c) => (
            <li key={c.id}>
              <CourseCard course={c} />
            </li>
          ))}
        </Shelf>
      ) : null}
      {news.length ? (
        <Shelf id="home-news" title="Tin sách mới" href="/tin-sach" moreContext="tin sách" size="wide">
          {news.map((n) => (
            <li key={n.id}>
              <article className={s.newsCard}>
                <img {...responsiveImage(n.thumbImage, HOME_NEWS_THUMB_SIZES)} {...imageLoading(false)} alt="" className={s.newsThumb} />
                <h3 className={s.newsTitle}>
                  <Link to={`/tin-sach/${n.url}`}>{n.title}</Link>
                </h3>
                <p className={s.newsDate}>{formatDateVn(n.publishedAt)}</p>
              </article>
            </li>
          ))}
        </Shelf>
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

/** Links shown as chips (categories, selections, partners); `external` links leave the shop (no opener, no referrer). */
function LinkChips({
  links,
  className,
}: {
  links: { key: number; href: string; label: string; external?: boolean }[];
  /** Extra class of the list (the categories: one sideways row on phones). */
  className?: string;
}) {
  return (
    <ul className={className ? `${s.categoryList} ${className}` : s.categoryList}>
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
