/**
 * `/thu-vien` — the course library (spec §2 nav "Thư viện", §3 "Course list: data and totalPage",
 * §7 `GET /api/Library{query}`): courses as cards, paged with links, searched with a GET form
 * (`?searchContent=`, accent-insensitive in the upstream; the header search type 2 lands here as
 * `/thu-vien?&searchContent=…`). Everything is a link or a GET form, so it works without JavaScript.
 *
 * Query: `page` as /tin-sach (not an integer from 1 to 10 000 — 0, −1, 10^9, letters — shows page 1;
 * a page past the last shows the empty state); `searchContent` trimmed and cut at 200 characters
 * (the upstream's limit), blank = every course. A card links to `/san-pham/{productId}` when a
 * product sells the course (course detail pages come later).
 */
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { SEARCH_MAX_LENGTH } from "~/constants";
import { CourseCard, CourseGrid } from "~/features/catalog/course-card";
import { listQuery } from "~/features/catalog/list-queries.server";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { Pagination } from "~/components/pagination";
import * as button from "~/components/ui/button.css";
import * as ui from "~/components/ui/form.css";
import { getLibrary } from "~/upstream/library.server";
import { PUBLIC_PAGE } from "~/utils/cache-policy";
import { pageHeaders } from "~/utils/headers";
import { absoluteUrl } from "~/utils/seo";
import * as s from "./library.css";

export const headers = pageHeaders;
/** The same for every anonymous visitor: shared caches may store it (ADR 0007). */
export const handle = PUBLIC_PAGE;

/** Cards in the first row of the widest layout (library.css.ts): their images load eagerly. */
const FIRST_ROW = 4;

export const meta: MetaFunction<typeof loader> = ({ data }) => {
  if (!data) return [{ title: "Thư viện khóa học – Nhà sách Đại học" }];
  const title = data.searchContent ? `Tìm khóa học “${data.searchContent}”` : "Thư viện khóa học";
  return [
    { title: `${title}${data.page > 1 ? ` – Trang ${data.page}` : ""} – Nhà sách Đại học` },
    {
      name: "description",
      content:
        "Khóa học trực tuyến cùng tác giả giáo trình của Nhà xuất bản Đại học Quốc gia Hà Nội: bài giảng video, bài tập và tài liệu kèm sách.",
    },
    { tagName: "link", rel: "canonical", href: data.canonical },
  ];
};

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const q = listQuery("library", url);
  const client = context.upstream;
  const library = await getLibrary(client, { page: q.page, searchContent: q.searchContent || undefined });
  // Search results are not pages of their own: they point to the list.
  const canonical = absoluteUrl(q.page > 1 && !q.searchContent ? `/thu-vien?page=${q.page}` : "/thu-vien");
  return data(
    { ...library, page: q.page, searchContent: q.searchContent, canonical },
    { headers: { "Server-Timing": client.serverTiming() } },
  );
}

export default function Library() {
  const d = useLoaderData<typeof loader>();
  const hrefFor = (page: number) => {
    const p = new URLSearchParams();
    if (d.searchContent) p.set("searchContent", d.searchContent);
    if (page > 1) p.set("page", String(page));
    return `/thu-vien${p.size ? `?${p}` : ""}`;
  };
  return (
    <section className={s.page} aria-labelledby="library-title">
      <div className={s.toolbar}>
        <div>
          <h1 id="library-title" className={s.title}>
            Thư viện khóa học
          </h1>
          {d.searchContent ? <p className={s.subtitle}>Kết quả tìm kiếm cho “{d.searchContent}”</p> : null}
        </div>
        <Form method="get" action="/thu-vien" role="search" className={s.searchForm}>
          <div className={s.searchField}>
            <label htmlFor="library-search" className={ui.label}>
              Tìm trong thư viện
            </label>
            <input
              id="library-search"
              type="search"
              name="searchContent"
              defaultValue={d.searchContent}
              key={d.searchContent}
              maxLength={SEARCH_MAX_LENGTH}
              className={ui.input}
            />
          </div>
          <button type="submit" className={button.primary}>
            Tìm khóa học
          </button>
        </Form>
      </div>
      {d.courses.length ? (
        <CourseGrid>
          {d.courses.map((c, i) => (
            <li key={c.id}>
              <CourseCard course={c} eager={i < FIRST_ROW} headingLevel={2} />
            </li>
          ))}
        </CourseGrid>
      ) : (
        <p className={s.empty}>
          Không tìm thấy khóa học phù hợp. <Link to="/thu-vien">Xem tất cả khóa học</Link>
        </p>
      )}
      <Pagination page={d.page} totalPage={d.totalPage} hrefFor={hrefFor} />
    </section>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
