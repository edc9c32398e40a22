/**
 * News read models (spec §3 News: list with isFocus, totalPage, tags, newest, related, detail; §7
 * `/api/News…`): the shapes the API returns and the queries behind them.
 *
 * Lists never carry the HTML body (`content`); only the detail does. Bodies are served as stored —
 * the storefront sanitizes them.
 */
import { and, asc, count, desc, eq, inArray, ne, sql, type SQL } from "drizzle-orm";
import type { Db } from "../db/client";
import { news, newsTagLinks, newsTags } from "../db/schema";
import { slugify, toSearchText } from "./text";

type NewsRow = typeof news.$inferSelect;

/** A tag as attached to an article. */
export interface NewsTag {
  id: number;
  name: string;
  slug: string;
}

/** The tags of each of `ids`, in tag menu order. */
function tagsByArticle(db: Db, ids: readonly number[]): Map<number, NewsTag[]> {
  const out = new Map<number, NewsTag[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return out;
  const rows = db
    .select({ newsId: newsTagLinks.newsId, id: newsTags.id, name: newsTags.name, slug: newsTags.slug })
    .from(newsTagLinks)
    .innerJoin(newsTags, eq(newsTagLinks.tagId, newsTags.id))
    .where(inArray(newsTagLinks.newsId, [...ids]))
    .orderBy(asc(newsTags.position), asc(newsTags.id))
    .all();
  for (const r of rows) out.get(r.newsId)?.push({ id: r.id, name: r.name, slug: r.slug });
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

const newestFirst = [desc(news.publishedAt), desc(news.id)];

/**
 * One page of articles, newest first.
 * - `tag`: a tag slug ("giao-trinh") or name ("Giáo trình"; slugified); unknown → no article.
 * - `searchContent`: matched accent- and case-insensitively against title, summary and tag names;
 *   each of the first 8 words must match.
 * @returns `{ items, totalPage }` with totalPage ≥ 1 (a page past the last is empty).
 */
export function listNews(
  db: Db,
  q: { page: number; pageSize: number; tag?: string; searchContent?: string },
): { items: NewsItem[]; totalPage: number } {
  const where: SQL[] = [];
  if (q.tag !== undefined) {
    const slug = slugify(q.tag);
    where.push(
      inArray(
        news.id,
        db
          .select({ id: newsTagLinks.newsId })
          .from(newsTagLinks)
          .innerJoin(newsTags, eq(newsTagLinks.tagId, newsTags.id))
          .where(eq(newsTags.slug, slug)),
      ),
    );
  }
  const term = q.searchContent ? toSearchText(q.searchContent) : "";
  for (const word of term ? term.split(" ").slice(0, 8) : []) {
    const pattern = `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    where.push(sql`${news.searchText} LIKE ${pattern} ESCAPE '\\'`);
  }
  const filter = where.length ? and(...where) : undefined;
  const total = db.select({ n: count() }).from(news).where(filter).get()?.n ?? 0;
  const rows = db
    .select()
    .from(news)
    .where(filter)
    .orderBy(...newestFirst)
    .limit(q.pageSize)
    .offset((q.page - 1) * q.pageSize)
    .all();
  return { items: withTags(db, rows), totalPage: Math.max(1, Math.ceil(total / q.pageSize)) };
}

/** Every tag with the number of its articles: `[{id, name, slug, count}]`, most used first, then menu order. */
export function newsTagCounts(db: Db) {
  const n = count(newsTagLinks.newsId);
  return db
    .select({ id: newsTags.id, name: newsTags.name, slug: newsTags.slug, count: n })
    .from(newsTags)
    .leftJoin(newsTagLinks, eq(newsTagLinks.tagId, newsTags.id))
    .groupBy(newsTags.id)
    .orderBy(desc(n), asc(newsTags.position), asc(newsTags.id))
    .all();
}

/** The article with this slug (case-insensitive) as list item + `content`, or null. */
export function findNewsByUrl(db: Db, url: string) {
  const row = db.select().from(news).where(eq(news.url, url.toLowerCase())).get();
  if (!row) return null;
  return { ...toNewsItem(row, tagsByArticle(db, [row.id]).get(row.id) ?? []), content: row.content };
}

/** The `limit` newest articles, newest first. */
export function newestNews(db: Db, limit: number): NewsItem[] {
  return withTags(
    db,
    db
      .select()
      .from(news)
      .orderBy(...newestFirst)
      .limit(limit)
      .all(),
  );
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
  const target = /^\d+$/.test(key)
    ? db
        .select()
        .from(news)
        .where(eq(news.id, Number(key)))
        .get()
    : db.select().from(news).where(eq(news.url, key.toLowerCase())).get();
  if (!target) return null;
  const tagIds = db
    .select({ tagId: newsTagLinks.tagId })
    .from(newsTagLinks)
    .where(eq(newsTagLinks.newsId, target.id))
    .all()
    .map((r) => r.tagId);
  if (tagIds.length === 0) return [];
  const links = db
    .select({ id: news.id, publishedAt: news.publishedAt, tagId: newsTagLinks.tagId })
    .from(newsTagLinks)
    .innerJoin(news, eq(newsTagLinks.newsId, news.id))
    .where(
      and(
        ne(news.id, target.id),
        inArray(newsTagLinks.newsId, db.select({ id: newsTagLinks.newsId }).from(newsTagLinks).where(inArray(newsTagLinks.tagId, tagIds))),
      ),
    )
    .all();
  const byId = new Map<number, RelatedCandidate & { tagIds: number[] }>();
  for (const l of links) {
    const c = byId.get(l.id) ?? { id: l.id, publishedAt: l.publishedAt, tagIds: [] };
    c.tagIds.push(l.tagId);
    byId.set(l.id, c);
  }
  const ids = rankRelated(tagIds, [...byId.values()], limit);
  if (ids.length === 0) return [];
  const rows = new Map(
    db
      .select()
      .from(news)
      .where(inArray(news.id, ids))
      .all()
      .map((r) => [r.id, r]),
  );
  return withTags(
    db,
    ids.map((id) => rows.get(id) as NewsRow),
  );
}
