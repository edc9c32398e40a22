/**
 * `/tin-sach` — news and events (spec §2, §3 News): the main article (the first `isFocus` item, else
 * the first), the rest paged with links, tags, and a search box (`Tìm tin tức`; also where the header
 * search's type 3 lands, `?searchContent=`). A search (ADR 0023: full text, most relevant first) shows
 * "N kết quả cho “…”", the same query's books and courses as scope links with counts, and an empty
 * result that points to them. Everything is a link or a GET form.
 */
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { ListSearchForm, OtherScopesHint, resultsHeading, SearchScopes } from "~/features/search/content-search";
import { scopePreview } from "~/features/search/scopes.server";
import { listQuery } from "~/features/catalog/list-queries.server";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { NewsCards } from "~/features/news/news-list";
import * as s from "~/features/news/news.css";
import { Pagination } from "~/components/pagination";
import { getNews, getNewsTags } from "~/upstream/content.server";
import { mainNewsOf } from "~/utils/news";
import { formatDateVn } from "~/utils/dates";
import { imageLoading, responsiveImage } from "~/utils/images";
import { PUBLIC_PAGE } from "~/utils/cache-policy";
import { pageHeaders } from "~/utils/headers";

export const headers = pageHeaders;
/** The same for every anonymous visitor: shared caches may store it (ADR 0007). */
export const handle = PUBLIC_PAGE;

/** `sizes` of the main news image: the main column (beside the 300px tag list from 1024px) less the card padding. */
const MAIN_NEWS_SIZES = "(min-width: 1024px) 756px, calc(100vw - 48px)";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  {
    title: `${data?.searchContent ? `Tìm tin “${data.searchContent}”` : "Tin sách và sự kiện"}${data && data.page > 1 ? ` – Trang ${data.page}` : ""} – Nhà sách Đại học`,
  },
  { name: "description", content: "Tin tức, sự kiện ra mắt sách và hoạt động của Nhà xuất bản Đại học Quốc gia Hà Nội." },
];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const q = listQuery("news", url);
  const client = context.upstream;
  const [news, tags, scopes] = await Promise.all([
    getNews(client, { page: q.page, tag: q.tag, searchContent: q.searchContent || undefined }),
    getNewsTags(client),
    q.searchContent ? scopePreview(client, q.searchContent, "news") : null,
  ]);
  const main = q.page === 1 && !q.searchContent && !q.tag ? mainNewsOf(news.items) : undefined;
  return data(
    {
      ...news,
      items: news.items.filter((n) => n !== main),
      main: main ?? null,
      tags,
      page: q.page,
      tag: q.tag ?? null,
      searchContent: q.searchContent,
      counts: scopes ? { ...scopes.counts, news: news.totalItems } : null,
    },
    { headers: { "Server-Timing": client.serverTiming() } },
  );
}

export default function News() {
  const d = useLoaderData<typeof loader>();
  const hrefFor = (page: number) => {
    const p = new URLSearchParams();
    if (d.searchContent) p.set("searchContent", d.searchContent);
    if (d.tag) p.set("tag", d.tag);
    if (page > 1) p.set("page", String(page));
    return `/tin-sach${p.size ? `?${p}` : ""}`;
  };
  return (
    <div className={s.layout}>
      <section className={s.main} aria-labelledby="news-title">
        <h1 id="news-title" className={s.title}>
          {d.searchContent
            ? d.totalItems !== null
              ? resultsHeading(d.totalItems, d.searchContent)
              : `Kết quả tìm tin cho “${d.searchContent}”`
            : d.tag
              ? `Tin sách: ${d.tags.find((t) => t.slug === d.tag)?.name ?? d.tag}`
              : "Tin sách và sự kiện"}
        </h1>
        <ListSearchForm
          action="/tin-sach"
          id="news-search"
          formLabel="Tìm tin tức"
          label="Tìm trong tin tức"
          buttonLabel="Tìm tin"
          value={d.searchContent}
          hidden={{ tag: d.tag }}
        />
        {d.searchContent && d.counts ? <SearchScopes query={d.searchContent} current="news" counts={d.counts} /> : null}
        {d.main ? (
          <article className={s.focus} aria-labelledby="main-news">
            <img {...responsiveImage(d.main.image, MAIN_NEWS_SIZES)} {...imageLoading(true)} alt="" />
            <h2 id="main-news">
              <Link to={`/tin-sach/${d.main.url}`}>{d.main.title}</Link>
            </h2>
            <p className={s.meta}>{formatDateVn(d.main.publishedAt)}</p>
            <p>{d.main.summary}</p>
          </article>
        ) : null}
        {d.items.length ? (
          <NewsCards items={d.items} />
        ) : !d.main ? (
          <div className={s.empty}>
            <p className={s.emptyTitle}>
              Không tìm thấy tin phù hợp{d.searchContent ? ` với “${d.searchContent}”` : ""}
              {d.tag && d.searchContent ? " trong chủ đề này" : ""}.
            </p>
            {d.searchContent && d.counts ? <OtherScopesHint query={d.searchContent} current="news" counts={d.counts} /> : null}
            <p>
              {d.searchContent ? "Kiểm tra chính tả hoặc dùng ít từ hơn; hoặc chọn một chủ đề tin. " : null}
              {d.tag && d.searchContent ? (
                <>
                  <Link to={`/tin-sach?searchContent=${encodeURIComponent(d.searchContent)}`}>Tìm trong mọi chủ đề</Link>
                  {" · "}
                </>
              ) : null}
              <Link to="/tin-sach">Xem tất cả tin</Link>
            </p>
          </div>
        ) : null}
        <Pagination page={d.page} totalPage={d.totalPage} hrefFor={hrefFor} />
      </section>
      <nav aria-label="Chủ đề tin">
        <h2>Chủ đề</h2>
        <ul className={s.tags}>
          {d.tags.map((t) => (
            <li key={t.id}>
              <Link
                to={`/tin-sach?tag=${encodeURIComponent(t.slug)}`}
                className={s.tag}
                aria-current={d.tag === t.slug ? "page" : undefined}
              >
                {t.name} ({t.count})
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
