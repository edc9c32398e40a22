/**
 * `/resources/search-suggestions?q=` — up to 10 suggestions for what is being typed in the header's
 * search box, as JSON `{ items: [{ id, name, authors, href }] }`, for the combobox's enhancement with
 * JavaScript; without JavaScript the box is a plain GET form. Books first (upstream GET
 * /api/ProductPage/Suggest, ADR 0023; the last word may be unfinished), then up to 2 courses and 1
 * article whose text holds every typed word (GET /api/Library, /api/News), their second line saying
 * what they are (`Khóa học · {giảng viên}`, `Tin tức · {ngày}`); the books give up the places those take. Text shorter than 2 characters, longer than the search limit or an upstream that does not
 * answer well → `{ items: [] }`, never an error page.
 */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { SEARCH_MAX_LENGTH, SEARCH_SUGGEST_MAX, SEARCH_SUGGEST_MIN_CHARS } from "~/constants";
import { UpstreamError } from "~/upstream/client.server";
import { getProductSuggestions } from "~/upstream/catalog.server";
import { getNews } from "~/upstream/content.server";
import { getLibrary } from "~/upstream/library.server";
import { formatDateVn } from "~/utils/dates";

/** Courses and articles a suggestion list may hold after the books. */
const MAX_COURSES = 2;
const MAX_NEWS = 1;

/** `p`'s value, or `fallback` when the upstream fails (suggestions never make an error page). */
async function orEmpty<T>(p: Promise<T>, fallback: T): Promise<T> {
  try {
    return await p;
  } catch (error) {
    if (error instanceof UpstreamError) return fallback;
    throw error;
  }
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const q = (new URL(request.url).searchParams.get("q") ?? "").trim().slice(0, SEARCH_MAX_LENGTH);
  const headers = { "Cache-Control": "public, max-age=60" };
  if (q.length < SEARCH_SUGGEST_MIN_CHARS) return Response.json({ items: [] }, { headers });
  const client = context.upstream;
  const [found, courses, news] = await Promise.all([
    orEmpty(getProductSuggestions(client, q), []),
    orEmpty(
      getLibrary(client, { page: 1, pageSize: MAX_COURSES, searchContent: q }).then((r) => r.courses),
      [],
    ),
    orEmpty(
      getNews(client, { page: 1, pageSize: MAX_NEWS, searchContent: q }).then((r) => r.items),
      [],
    ),
  ]);
  const others = [
    ...courses
      .slice(0, MAX_COURSES)
      .map((c) => ({ id: c.id, name: c.title, authors: `Khóa học · ${c.instructor}`, href: `/thu-vien/khoa-hoc/${c.id}` })),
    ...news
      .slice(0, MAX_NEWS)
      .map((n) => ({ id: n.id, name: n.title, authors: `Tin tức · ${formatDateVn(n.publishedAt)}`, href: `/tin-sach/${n.url}` })),
  ];
  const books = found
    .slice(0, SEARCH_SUGGEST_MAX - others.length)
    .map((p) => ({ id: p.id, name: p.name, authors: p.authors, href: `/san-pham/${p.id}` }));
  const items = [...books, ...others];
  return Response.json({ items }, { headers });
}
