/** Data of GET /api/quick-panel/data: news by date, focused news, a customer's newest order. */
import { and, asc, desc, eq, gte } from "drizzle-orm";
import { news, orders } from "../db/schema";
import type { DbOrTx } from "./tx";

type NewsLink = { id: number; title: string; url: string; publishedAt: string };
const newsLink = { id: news.id, title: news.title, url: news.url, publishedAt: news.publishedAt };

/** Up to `limit` news published at or after `from` (ISO-8601 UTC), soonest first. */
export function selectNewsFrom(db: DbOrTx, from: string, limit: number): NewsLink[] {
  return db.select(newsLink).from(news).where(gte(news.publishedAt, from)).orderBy(asc(news.publishedAt), asc(news.id)).limit(limit).all();
}

/** The `limit` newest news; `focusOnly` keeps the focused ones ("main news" candidates). */
export function selectNewestNews(db: DbOrTx, limit: number, focusOnly = false): NewsLink[] {
  return db
    .select(newsLink)
    .from(news)
    .where(focusOnly ? eq(news.isFocus, true) : undefined)
    .orderBy(desc(news.publishedAt), desc(news.id))
    .limit(limit)
    .all();
}

/** User `userId`'s newest order (id, code, status, createdAt), or null. */
export function selectLatestOrder(db: DbOrTx, userId: number) {
  return (
    db
      .select({ id: orders.id, code: orders.code, status: orders.status, createdAt: orders.createdAt })
      .from(orders)
      .where(and(eq(orders.userId, userId)))
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(1)
      .get() ?? null
  );
}
