/**
 * The quick panel's data (spec §2 "quick panel"; ADR 0016): today's date in Vietnam,
 * upcoming events, notices and the signed-in customer's latest order.
 *
 * - events: news published from the start of today (Vietnam) on — the shop announces events as news
 *   dated on the event's day —, soonest first; when none, the latest news (newest first). Date = the
 *   news' Vietnam calendar day.
 * - notices: the focused news (the news page's "main news" candidates), newest first.
 * - latestOrder: the customer's newest order with its Vietnamese status name; null for guests and
 *   customers without orders.
 */
import { QUICK_PANEL_LIMITS, type ORDER_STATUSES } from "../constants";
import type { Db } from "../db/client";
import { selectLatestOrder, selectNewestNews, selectNewsFrom } from "../data/quick-panel";
import { todayInVietnam } from "./vn-date";

type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Vietnamese names of the order statuses (as the account's order pages say them). */
const STATUS_NAMES: Record<OrderStatus, string> = {
  pending: "Chờ thanh toán",
  paid: "Đã thanh toán",
  failed: "Thanh toán thất bại",
  cancelled: "Đã hủy",
  shipping: "Đang giao hàng",
  delivered: "Đã giao hàng",
  awaiting_delivery: "Chờ giao hàng – thanh toán khi nhận",
  returned: "Đã hoàn hàng",
};

/** The answer's `data` (`QuickPanelData` of docs/openapi.yaml). Dates "YYYY-MM-DD" (Vietnam), createdAt ISO-8601 UTC. */
export interface QuickPanelData {
  today: string;
  events: { id: number; title: string; date: string; url: string }[];
  notices: { id: number; title: string; url: string }[];
  latestOrder: { id: number; status: OrderStatus; statusName: string; createdAt: string } | null;
}

const articleUrl = (slug: string) => `/tin-sach/${slug}`;

/** The quick panel for user `userId` (null = guest) at instant `now`. */
export function quickPanelData(db: Db, userId: number | null, now: Date): QuickPanelData {
  const today = todayInVietnam(now);
  const dayStart = new Date(`${today}T00:00:00.000+07:00`).toISOString();
  const upcoming = selectNewsFrom(db, dayStart, QUICK_PANEL_LIMITS.events);
  const events = (upcoming.length ? upcoming : selectNewestNews(db, QUICK_PANEL_LIMITS.events)).map((n) => ({
    id: n.id,
    title: n.title,
    date: todayInVietnam(new Date(n.publishedAt)),
    url: articleUrl(n.url),
  }));
  const notices = selectNewestNews(db, QUICK_PANEL_LIMITS.notices, true).map((n) => ({ id: n.id, title: n.title, url: articleUrl(n.url) }));
  const order = userId === null ? null : selectLatestOrder(db, userId);
  return {
    today,
    events,
    notices,
    latestOrder: order && { id: order.id, status: order.status, statusName: STATUS_NAMES[order.status], createdAt: order.createdAt },
  };
}
