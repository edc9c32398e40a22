/**
 * `/sach-giao-khoa` — the textbook library (spec §2, §7 `GET /api/Asset`): textbooks as
 * cards (cover, title, subject · grade, authors) linking to `/sach-giao-khoa/{id}`, searched with a
 * GET form (`?searchContent=`, accent-insensitive in the upstream) and paged with links. Works
 * without JavaScript.
 *
 * Query (as /thu-vien, app/features/catalog/list-queries.server.ts): `page` not an integer from 1 to
 * 10 000 → page 1, a page past the last → the empty state; `searchContent` trimmed and cut at 200
 * characters (the upstream's limit) — the page says so when it cut a longer search.
 */
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { SEARCH_MAX_LENGTH } from "~/constants";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { Pagination } from "~/components/pagination";
import * as button from "~/components/ui/button.css";
import * as ui from "~/components/ui/form.css";
import { listQuery } from "~/features/catalog/list-queries.server";
import { textbookPath } from "~/features/textbooks/tree";
import * as s from "~/features/textbooks/textbooks.css";
import { getTextbooks } from "~/upstream/textbooks.server";
import { PUBLIC_PAGE } from "~/utils/cache-policy";
import { pageHeaders } from "~/utils/headers";
import { imageLoading, responsiveImage } from "~/utils/images";
import { absoluteUrl } from "~/utils/seo";

export const headers = pageHeaders;
/** The same for every anonymous visitor: shared caches may store it (ADR 0007). */
export const handle = PUBLIC_PAGE;

/** Cards whose covers load eagerly (the first row on a wide screen). */
const FIRST_ROW = 3;

export const meta: MetaFunction<typeof loader> = ({ data }) => {
  if (!data) return [{ title: "Sách giáo khoa – Nhà sách Đại học" }];
  const title = data.searchContent ? `Tìm sách giáo khoa “${data.searchContent}”` : "Sách giáo khoa";
  return [
    { title: `${title}${data.page > 1 ? ` – Trang ${data.page}` : ""} – Nhà sách Đại học` },
    {
      name: "description",
      content: "Đọc trực tuyến sách giáo khoa phổ thông và giáo trình đại học: mục lục chi tiết từng chương, bài và mục.",
    },
    { tagName: "link", rel: "canonical", href: data.canonical },
  ];
};

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const q = listQuery("library", url); // the same query as /thu-vien: page and searchContent
  const clamped = (url.searchParams.get("searchContent") ?? "").trim().length > SEARCH_MAX_LENGTH;
  const client = context.upstream;
  const list = await getTextbooks(client, { page: q.page, searchContent: q.searchContent || undefined });
  const canonical = absoluteUrl(q.page > 1 && !q.searchContent ? `/sach-giao-khoa?page=${q.page}` : "/sach-giao-khoa");
  return data(
    { ...list, page: q.page, searchContent: q.searchContent, clamped, canonical },
    { headers: { "Server-Timing": client.serverTiming() } },
  );
}

export default function Textbooks() {
  const d = useLoaderData<typeof loader>();
  const hrefFor = (page: number) => {
    const p = new URLSearchParams();
    if (d.searchContent) p.set("searchContent", d.searchContent);
    if (page > 1) p.set("page", String(page));
    return `/sach-giao-khoa${p.size ? `?${p}` : ""}`;
  };
  return (
    <section className={s.page} aria-labelledby="textbooks-title">
      <div className={s.toolbar}>
        <div>
          <h1 id="textbooks-title" className={s.title}>
            Sách giáo khoa
          </h1>
          {d.searchContent ? <p className={s.muted}>Kết quả tìm kiếm cho “{d.searchContent}”</p> : null}
        </div>
        <Form method="get" action="/sach-giao-khoa" role="search" aria-label="Tìm trong thư viện sách giáo khoa" className={s.searchForm}>
          <div className={s.searchField}>
            <label htmlFor="textbook-search" className={ui.label}>
              Tìm sách giáo khoa
            </label>
            <input
              id="textbook-search"
              type="search"
              name="searchContent"
              defaultValue={d.searchContent}
              key={d.searchContent}
              maxLength={SEARCH_MAX_LENGTH}
              className={ui.input}
            />
          </div>
          <button type="submit" className={button.primary}>
            Tìm
          </button>
        </Form>
      </div>
      {d.clamped ? (
        <p className={s.notice} role="status">
          Từ khóa quá dài: chỉ {SEARCH_MAX_LENGTH} ký tự đầu tiên được dùng để tìm.
        </p>
      ) : null}
      {d.textbooks.length ? (
        <ul className={s.grid}>
          {d.textbooks.map((b, i) => (
            <li key={b.id}>
              <article className={s.card} aria-labelledby={`textbook-${b.id}`}>
                <img className={s.cover} {...responsiveImage(b.image, "88px")} {...imageLoading(i < FIRST_ROW)} alt="" />
                <div>
                  <h2 id={`textbook-${b.id}`} className={s.cardTitle}>
                    <Link to={textbookPath(b.id)}>{b.title}</Link>
                  </h2>
                  <p className={s.cardText}>
                    {b.subject} · {b.grade}
                  </p>
                  <p className={s.cardText}>{b.authors}</p>
                </div>
              </article>
            </li>
          ))}
        </ul>
      ) : (
        <p className={s.empty}>
          Không tìm thấy sách giáo khoa phù hợp. <Link to="/sach-giao-khoa">Xem tất cả sách</Link>
        </p>
      )}
      <Pagination page={d.page} totalPage={d.totalPage} hrefFor={hrefFor} />
    </section>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
