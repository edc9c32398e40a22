/**
 * News read models (spec §3 News: list with isFocus, totalPage, tags, newest, related, detail; §7
 * `/api/News…`): the shapes the API returns and the queries behind them.
 *
 * Lists never carry the HTML body (`content`); only the detail does. Bodies are served as stored —
 * the storefront sanitizes them.
 */
import type { Db } from "../db/client";
import {
  findNewsRowById,
  findNewsRowByUrl,
  newestNewsRows,
  newsMatchRows,
  newsPage,
  newsRowsByIds,
  tagIdsOfArticle,
  tagLinksOfArticlesSharing,
  tagsOfArticles,
  tagsWithCounts,
  type NewsRow,
} from "../data/news";
import { slugify } from "./text";
import { ftsQuery, toneFirst } from "./search-query";

/** A tag as attached to an article. */
export interface NewsTag {
  id: number;
  name: string;
  slug: string;
}

/** The tags of each of `ids`, in tag menu order. */
function tagsByArticle(db: Db, ids: readonly number[]): Map<number, NewsTag[]> {
  const out = new Map<number, NewsTag[]>(ids.map((id) => [id, []]));
  for (const r of tagsOfArticles(db, ids)) out.get(r.newsId)?.push({ id: r.id, name: r.name, slug: r.slug });
  return out;
}

/** List shape of an article (no body): what `/api/News`, GetNewNews, GetRelatedNews and the home block return. */
function toNewsItem(row: NewsRow, tags: NewsTag[]) {
  return {
    id: row.id,
    url: row.url,
    title: row.title,
    summary: row.summary,
    image: `/media/news/${row.imageFile}`,
    thumbImage: `/media/news/thumb-${row.imageFile}`,
    author: row.author,
    publishedAt: row.publishedAt,
    isFocus: row.isFocus,
    viewCount: row.viewCount,
    tags,
  };
}
export type NewsItem = ReturnType<typeof toNewsItem>;

/** `rows` as list items with their tags. */
function withTags(db: Db, rows: NewsRow[]): NewsItem[] {
  const tags = tagsByArticle(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => toNewsItem(r, tags.get(r.id) ?? []));
}

/**
 * One page of articles: newest first, or with a search the most relevant first (ADR 0023).
 * - `tag`: a tag slug ("giao-trinh") or name ("Giáo trình"; slugified); unknown → no article.
 * - `searchContent`: full text (news_fts) over the title, the summary, the body's text and the tag
 *   names, accent-, case- and đ-insensitive; each of the first 8 words must match; text without a
 *   letter or digit finds nothing. Typed with tones, titles holding those exact tones come first
 *   ("toán" ranks "Toán …" above "an toàn"), then bm25 (title over summary over body), then newest.
 * @returns `{ items, totalPage, totalItems }` with totalPage ≥ 1 (a page past the last is empty).
 */
export function listNews(
  db: Db,
  q: { page: number; pageSize: number; tag?: string | undefined; searchContent?: string | undefined },
): { items: NewsItem[]; totalPage: number; totalItems: number } {
  const text = q.searchContent?.trim() ?? "";
  const tagSlug = q.tag === undefined ? undefined : slugify(q.tag);
  const pages = (total: number) => Math.max(1, Math.ceil(total / q.pageSize));
  if (text === "") {
    const { rows, total } = newsPage(db, { tagSlug }, q.page, q.pageSize);
    return { items: withTags(db, rows), totalPage: pages(total), totalItems: total };
  }
  const match = ftsQuery(text);
  if (match === null) return { items: [], totalPage: 1, totalItems: 0 };
  const ranked = toneFirst(newsMatchRows(db, match, tagSlug), text, (r) => r.title);
  const start = (q.page - 1) * q.pageSize;
  const ids = ranked.slice(start, start + q.pageSize).map((r) => r.id);
  const byId = new Map(newsRowsByIds(db, ids).map((r) => [r.id, r]));
  const rows = ids.flatMap((id) => byId.get(id) ?? []);
  return { items: withTags(db, rows), totalPage: pages(ranked.length), totalItems: ranked.length };
}

/** Every tag with the number of its articles: `[{id, name, slug, count}]`, most used first, then menu order. */
export function newsTagCounts(db: Db) {
  return tagsWithCounts(db);
}

/** The article with this slug (case-insensitive) as list item + `content`, or null. */
export function findNewsByUrl(db: Db, url: string) {
  const row = findNewsRowByUrl(db, url.toLowerCase());
  if (!row) return null;
  return { ...toNewsItem(row, tagsByArticle(db, [row.id]).get(row.id) ?? []), content: row.content };
}

/** The `limit` newest articles, newest first. */
export function newestNews(db: Db, limit: number): NewsItem[] {
  return withTags(db, newestNewsRows(db, limit));
}

/** A candidate for {@link rankRelated}. */
export interface RelatedCandidate {
  id: number;
  publishedAt: string;
  tagIds: readonly number[];
}

/**
 * Ids of the articles related to one with `tagIds`: the candidates sharing at least one tag, the most
 * shared tags first, then the newest, then the highest id; at most `limit`. Pure (the seed's
 * CONTENT_FACTS uses it too).
 */
export function rankRelated(tagIds: readonly number[], candidates: readonly RelatedCandidate[], limit: number): number[] {
  const mine = new Set(tagIds);
  return candidates
    .map((c) => ({ c, shared: c.tagIds.filter((t) => mine.has(t)).length }))
    .filter((x) => x.shared > 0)
    .sort((x, y) => y.shared - x.shared || y.c.publishedAt.localeCompare(x.c.publishedAt) || y.c.id - x.c.id)
    .slice(0, limit)
    .map((x) => x.c.id);
}

/**
 * Up to `limit` articles related to the article `key` — its id (digits) or its slug — by shared tags
 * (see {@link rankRelated}). Null when no article has that id or slug.
 */
export function relatedNews(db: Db, key: string, limit: number): NewsItem[] | null {
  const target = /^\d+$/.test(key) ? findNewsRowById(db, Number(key)) : findNewsRowByUrl(db, key.toLowerCase());
  if (!target) return null;
  const tagIds = tagIdsOfArticle(db, target.id);
  if (tagIds.length === 0) return [];
  const links = tagLinksOfArticlesSharing(db, target.id, tagIds);
  const byId = new Map<number, RelatedCandidate & { tagIds: number[] }>();
  for (const l of links) {
    const c = byId.get(l.id) ?? { id: l.id, publishedAt: l.publishedAt, tagIds: [] };
    c.tagIds.push(l.tagId);
    byId.set(l.id, c);
  }
  const ids = rankRelated(tagIds, [...byId.values()], limit);
  if (ids.length === 0) return [];
  const rows = new Map(newsRowsByIds(db, ids).map((r) => [r.id, r]));
  return withTags(
    db,
    ids.map((id) => rows.get(id) as NewsRow),
  );
}
