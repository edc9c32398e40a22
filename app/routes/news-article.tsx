/**
 * `/tin-sach/:id` (and `/mobile/news/:id`, the same article without navbar, footer or toolbar — spec
 * §2) — one article: sanitized HTML, date, tags, the newest and the related articles, NewsArticle
 * JSON-LD. `:id` is the article's slug (`url`). Unknown → 404 page.
 */
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { NewsCards } from "~/features/news/news-list";
import * as s from "~/features/news/news.css";
import { isNotFound } from "~/upstream/client.server";
import { getNewestNews, getNewsArticle, getRelatedNews } from "~/upstream/content.server";
import { formatDateVn } from "~/utils/dates";
import { bodyHasLead } from "~/utils/news";
import { STATIC_PAGE } from "~/utils/cache-policy";
import { pageHeaders } from "~/utils/headers";
import { sanitizeHtml } from "~/utils/sanitize.server";
import { absoluteUrl, jsonLd, pageMeta } from "~/utils/seo";
import { paramOr404, slugParam } from "~/routing/params.server";

export const headers = pageHeaders;
/** The same for every anonymous visitor: shared caches may store it (ADR 0007). */
export const handle = STATIC_PAGE;

export const meta: MetaFunction<typeof loader> = ({ data }) => {
  if (!data) return [{ title: "Không tìm thấy bài viết – Nhà sách Đại học" }];
  const a = data.article;
  return [
    ...pageMeta({
      documentTitle: `${a.title} – Tin sách | Nhà sách Đại học`,
      title: a.title,
      description: a.summary,
      canonical: data.canonical,
      image: data.image,
      type: "article",
    }),
    jsonLd({
      "@context": "https://schema.org",
      "@type": "NewsArticle",
      headline: a.title,
      datePublished: a.publishedAt,
      image: [data.image],
      author: a.author ? { "@type": "Person", name: a.author } : undefined,
      mainEntityOfPage: data.canonical,
    }),
  ];
};

export async function loader({ context, params }: LoaderFunctionArgs) {
  const slug = paramOr404(slugParam, params.id, "Không tìm thấy bài viết bạn yêu cầu.");
  const client = context.upstream;
  try {
    const [article, newest, related] = await Promise.all([
      getNewsArticle(client, slug),
      getNewestNews(client, 5),
      getRelatedNews(client, slug),
    ]);
    return data(
      {
        article: { ...article, content: sanitizeHtml(article.content) },
        newest: newest.filter((n) => n.id !== article.id).slice(0, 4),
        related,
        canonical: absoluteUrl(`/tin-sach/${article.url}`),
        image: absoluteUrl(article.image),
      },
      { headers: { "Server-Timing": client.serverTiming() } },
    );
  } catch (error) {
    if (isNotFound(error)) throw new Response("Không tìm thấy bài viết bạn yêu cầu.", { status: 404 });
    throw error;
  }
}

export default function NewsArticle() {
  const { article, newest, related } = useLoaderData<typeof loader>();
  return (
    <div className={s.layout}>
      <article className={s.main} aria-labelledby="article-title">
        <nav aria-label="Đường dẫn" className={s.meta}>
          <Link to="/trang-chu">Trang chủ</Link> / <Link to="/tin-sach">Tin sách</Link>
        </nav>
        <h1 id="article-title">{article.title}</h1>
        <p className={s.meta}>
          {formatDateVn(article.publishedAt)}
          {article.author ? ` · ${article.author}` : ""}
        </p>
        {bodyHasLead(article.summary, article.content) ? null : (
          <p>
            <strong>{article.summary}</strong>
          </p>
        )}
        <div className={s.article} dangerouslySetInnerHTML={{ __html: article.content }} />
        {article.tags.length ? (
          <ul className={s.tags} aria-label="Chủ đề">
            {article.tags.map((t) => (
              <li key={t.id}>
                <Link to={`/tin-sach?tag=${encodeURIComponent(t.slug)}`} className={s.tag}>
                  {t.name}
                </Link>
              </li>
            ))}
          </ul>
        ) : null}
        {related.length ? (
          <section aria-labelledby="related-news">
            <h2 id="related-news">Tin liên quan</h2>
            <NewsCards items={related} headingLevel={3} />
          </section>
        ) : null}
      </article>
      <aside aria-labelledby="newest-news">
        <h2 id="newest-news">Tin mới nhất</h2>
        <NewsCards items={newest} headingLevel={3} compact />
      </aside>
    </div>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
