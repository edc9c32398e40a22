/**
 * Data access of the news articles (`news`), their tags (`news_tags`) and the links between them
 * (`news_tag_links`). The list shapes, the search words and the ranking of related articles live in
 * server/domain/news.ts. Times are ISO-8601 UTC strings.
 */
import { and, asc, count, desc, eq, inArray, ne, sql, type SQL } from "drizzle-orm";
import { news, newsTagLinks, newsTags } from "../db/schema";
import type { DbOrTx } from "./tx";

/** A `news` row (the HTML body in `content`, `url` the lower-case slug). */
export type NewsRow = typeof news.$inferSelect;

const newestFirst = [desc(news.publishedAt), desc(news.id)];

/** The tags of the articles `ids` (`{newsId, id, name, slug}`), in tag menu order (position, then id). */
export function tagsOfArticles(db: DbOrTx, ids: readonly number[]): { newsId: number; id: number; name: string; slug: string }[] {
  if (ids.length === 0) return [];
  return db
    .select({ newsId: newsTagLinks.newsId, id: newsTags.id, name: newsTags.name, slug: newsTags.slug })
    .from(newsTagLinks)
    .innerJoin(newsTags, eq(newsTagLinks.tagId, newsTags.id))
    .where(inArray(newsTagLinks.newsId, [...ids]))
    .orderBy(asc(newsTags.position), asc(newsTags.id))
    .all();
}

/** Articles carrying the tag of slug `tagSlug` (a subquery of ids). */
function withTag(db: DbOrTx, tagSlug: string): SQL {
  return inArray(
    news.id,
    db
      .select({ id: newsTagLinks.newsId })
      .from(newsTagLinks)
      .innerJoin(newsTags, eq(newsTagLinks.tagId, newsTags.id))
      .where(eq(newsTags.slug, tagSlug)),
  );
}

/**
 * One page (1-based) of articles, newest first (then highest id), and how many there are in all.
 * @param filter.tagSlug only articles with the tag of that slug (none for an unknown slug).
 */
export function newsPage(db: DbOrTx, filter: { tagSlug?: string | undefined }, page: number, pageSize: number): { rows: NewsRow[]; total: number } {
  const condition = filter.tagSlug === undefined ? undefined : withTag(db, filter.tagSlug);
  const total = db.select({ n: count() }).from(news).where(condition).get()?.n ?? 0;
  const rows = db
    .select()
    .from(news)
    .where(condition)
    .orderBy(...newestFirst)
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .all();
  return { rows, total };
}

/** An article matching a full-text search: its bm25 `score` (lower = better) and what the ranking reads. */
export interface NewsMatchRow {
  id: number;
  title: string;
  publishedAt: string;
  score: number;
}

/**
 * Every article matching `match` — an FTS5 MATCH expression over news_fts built by
 * server/domain/search-query.ts `ftsQuery` (never raw input) — best bm25 first (title 10, summary 4,
 * body 1, tag keywords 2), then newest. Only those with the tag of `tagSlug` when given.
 */
export function newsMatchRows(db: DbOrTx, match: string, tagSlug?: string): NewsMatchRow[] {
  const score = sql<number>`bm25(news_fts, 10.0, 4.0, 1.0, 2.0)`;
  return db
    .select({ id: news.id, title: news.title, publishedAt: news.publishedAt, score })
    .from(sql`news_fts`)
    .innerJoin(news, sql`${news.id} = news_fts.rowid`)
    .where(and(sql`news_fts MATCH ${match}`, tagSlug === undefined ? undefined : withTag(db, tagSlug)))
    .orderBy(score, ...newestFirst)
    .all();
}

/** Every tag with the number of its articles: `[{id, name, slug, count}]`, most used first, then menu order. */
export function tagsWithCounts(db: DbOrTx): { id: number; name: string; slug: string; count: number }[] {
  const n = count(newsTagLinks.newsId);
  return db
    .select({ id: newsTags.id, name: newsTags.name, slug: newsTags.slug, count: n })
    .from(newsTags)
    .leftJoin(newsTagLinks, eq(newsTagLinks.tagId, newsTags.id))
    .groupBy(newsTags.id)
    .orderBy(desc(n), asc(newsTags.position), asc(newsTags.id))
    .all();
}

/** The article whose slug is exactly `url`, or null (the caller lower-cases). */
export function findNewsRowByUrl(db: DbOrTx, url: string): NewsRow | null {
  return db.select().from(news).where(eq(news.url, url)).get() ?? null;
}

/** Article `id`, or null. */
export function findNewsRowById(db: DbOrTx, id: number): NewsRow | null {
  return db.select().from(news).where(eq(news.id, id)).get() ?? null;
}

/** The `limit` newest articles, newest first (then highest id). */
export function newestNewsRows(db: DbOrTx, limit: number): NewsRow[] {
  return db
    .select()
    .from(news)
    .orderBy(...newestFirst)
    .limit(limit)
    .all();
}

/** The tag ids of article `newsId`. */
export function tagIdsOfArticle(db: DbOrTx, newsId: number): number[] {
  return db
    .select({ tagId: newsTagLinks.tagId })
    .from(newsTagLinks)
    .where(eq(newsTagLinks.newsId, newsId))
    .all()
    .map((r) => r.tagId);
}

/**
 * Every (article, tag) link of the articles other than `excludeId` that carry at least one of
 * `tagIds` — all their tags, not only the shared ones — with the article's `publishedAt`.
 */
export function tagLinksOfArticlesSharing(
  db: DbOrTx,
  excludeId: number,
  tagIds: readonly number[],
): { id: number; publishedAt: string; tagId: number }[] {
  return db
    .select({ id: news.id, publishedAt: news.publishedAt, tagId: newsTagLinks.tagId })
    .from(newsTagLinks)
    .innerJoin(news, eq(newsTagLinks.newsId, news.id))
    .where(
      and(
        ne(news.id, excludeId),
        inArray(newsTagLinks.newsId, db.select({ id: newsTagLinks.newsId }).from(newsTagLinks).where(inArray(newsTagLinks.tagId, [...tagIds]))),
      ),
    )
    .all();
}

/** The articles `ids` (any order; unknown ids are absent). */
export function newsRowsByIds(db: DbOrTx, ids: readonly number[]): NewsRow[] {
  return db
    .select()
    .from(news)
    .where(inArray(news.id, [...ids]))
    .all();
}
