/**
 * What one search finds in each part of the shop — books, courses, news (ADR 0023) — so each results
 * page can offer the other two ("Sách (12) · Khóa học (1) · Tin tức (3)") and the books page can show
 * a few matching courses and articles. Server-only: it calls the upstream.
 *
 * A side count that fails (upstream down, an upstream without the search) is null: the page it
 * decorates still renders; only its own list's failure is the page's error.
 */
import { getProductPage } from "~/upstream/catalog.server";
import { getNews, type NewsItem } from "~/upstream/content.server";
import { getLibrary } from "~/upstream/library.server";
import type { UpstreamClient } from "~/upstream/client.server";

/** A part of the shop a search can look in. */
export type SearchScope = "books" | "courses" | "news";

/** How many results a search has in each part; null when not known. */
export type ScopeCounts = Record<SearchScope, number | null>;

/** A few matching courses and articles (the books page's side sections) with their counts. */
export interface ScopePreview {
  counts: ScopeCounts;
  courses: { id: number; title: string; instructor: string }[];
  news: Pick<NewsItem, "id" | "url" | "title" | "publishedAt">[];
}

/** `p`'s value, or `fallback` when it rejects. */
async function orElse<T, F>(p: Promise<T>, fallback: F): Promise<T | F> {
  try {
    return await p;
  } catch {
    return fallback;
  }
}

/**
 * Counts of `query` in the parts other than `current` (that page knows its own count), plus up to
 * `preview` courses and articles (most relevant first) when asked. Three upstream calls at most, in
 * parallel, each cached briefly by the client. `query` must be non-blank.
 */
export async function scopePreview(client: UpstreamClient, query: string, current: SearchScope, preview = 0): Promise<ScopePreview> {
  const size = Math.max(1, preview);
  const [books, courses, news] = await Promise.all([
    current === "books" ? null : orElse(getProductPage(client, { page: 1, pageSize: 1, searchContent: query }), null),
    current === "courses" && preview === 0 ? null : orElse(getLibrary(client, { page: 1, pageSize: size, searchContent: query }), null),
    current === "news" && preview === 0 ? null : orElse(getNews(client, { page: 1, pageSize: size, searchContent: query }), null),
  ]);
  return {
    counts: { books: books?.totalItems ?? null, courses: courses?.totalItems ?? null, news: news?.totalItems ?? null },
    courses: preview ? (courses?.courses.slice(0, preview).map(({ id, title, instructor }) => ({ id, title, instructor })) ?? []) : [],
    news: preview ? (news?.items.slice(0, preview).map(({ id, url, title, publishedAt }) => ({ id, url, title, publishedAt })) ?? []) : [],
  };
}
