/**
 * `/thu-vien` — the course library (spec §2 nav "Thư viện", §3 "Course list: data and totalPage",
 * §7 `GET /api/Library{query}`): courses as cards, paged with links, searched with a GET form
 * (`?searchContent=`, accent-insensitive in the upstream; the header search type 2 lands here as
 * `/thu-vien?&searchContent=…`). Everything is a link or a GET form, so it works without JavaScript.
 *
 * Query: `page` as /tin-sach (not an integer from 1 to 10 000 — 0, −1, 10^9, letters — shows page 1;
 * a page past the last shows the empty state); `searchContent` trimmed and cut at 200 characters
 * (the upstream's limit), blank = every course; `categoryId` a course category (the
 * `Danh mục` GET form, `GET /api/Library/CourseCategories`; not a positive id → every category, an
 * unknown one → the empty state). Search, category and paging keep each other. A card links to the
 * course page `/thu-vien/khoa-hoc/{id}`.
 *
 * A search (ADR 0023: full text, most relevant first, exact tones first) shows "N kết quả cho “…”",
 * the same query's books and news as scope links with counts, and an empty result that points to them.
 */
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { CourseCard, CourseGrid } from "~/features/catalog/course-card";
import { listQuery } from "~/features/catalog/list-queries.server";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { ListSearchForm, OtherScopesHint, resultsHeading, SearchScopes } from "~/features/search/content-search";
import { scopePreview } from "~/features/search/scopes.server";
import { Pagination } from "~/components/pagination";
import * as button from "~/components/ui/button.css";
import * as ui from "~/components/ui/form.css";
import { getCourseCategories, getLibrary } from "~/upstream/library.server";
import { STATIC_PAGE } from "~/utils/cache-policy";
import { pageHeaders } from "~/utils/headers";
import { absoluteUrl } from "~/utils/seo";
import * as s from "./library.css";

export const headers = pageHeaders;
/** The same for every anonymous visitor: shared caches may store it (ADR 0007). */
export const handle = STATIC_PAGE;

/** Cards in the first row of the widest layout (library.css.ts): their images load eagerly. */
const FIRST_ROW = 4;

export const meta: MetaFunction<typeof loader> = ({ data }) => {
  if (!data) return [{ title: "Thư viện khóa học – Nhà sách Đại học" }];
  const base = data.categoryName ? `Khóa học ${data.categoryName}` : "Thư viện khóa học";
  const title = data.searchContent ? `Tìm khóa học “${data.searchContent}”${data.categoryName ? ` – ${data.categoryName}` : ""}` : base;
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
  const [library, categories, scopes] = await Promise.all([
    getLibrary(client, { page: q.page, searchContent: q.searchContent || undefined, categoryId: q.categoryId }),
    getCourseCategories(client),
    q.searchContent ? scopePreview(client, q.searchContent, "courses") : null,
  ]);
  const categoryName = categories.find((c) => c.id === q.categoryId)?.name ?? null;
  // Search results are not pages of their own: they point to the list (of the category).
  const listPath = q.categoryId ? `/thu-vien?categoryId=${q.categoryId}` : "/thu-vien";
  const canonical = absoluteUrl(q.page > 1 && !q.searchContent ? `${listPath}${q.categoryId ? "&" : "?"}page=${q.page}` : listPath);
  return data(
    {
      ...library,
      page: q.page,
      searchContent: q.searchContent,
      categoryId: q.categoryId ?? null,
      categoryName,
      categories,
      canonical,
      counts: scopes ? { ...scopes.counts, courses: library.totalItems } : null,
    },
    { headers: { "Server-Timing": client.serverTiming() } },
  );
}

export default function Library() {
  const d = useLoaderData<typeof loader>();
  const hrefFor = (page: number) => {
    const p = new URLSearchParams();
    if (d.categoryId) p.set("categoryId", String(d.categoryId));
    if (d.searchContent) p.set("searchContent", d.searchContent);
    if (page > 1) p.set("page", String(page));
    return `/thu-vien${p.size ? `?${p}` : ""}`;
  };
  return (
    <section className={s.page} aria-labelledby="library-title">
      <div className={s.toolbar}>
        <div>
          <h1 id="library-title" className={s.title}>
            {d.categoryName ? `Thư viện khóa học: ${d.categoryName}` : "Thư viện khóa học"}
          </h1>
          {d.searchContent ? (
            <p className={s.subtitle} role="status">
              {d.totalItems !== null ? resultsHeading(d.totalItems, d.searchContent) : `Kết quả tìm kiếm cho “${d.searchContent}”`}
            </p>
          ) : null}
        </div>
        <ListSearchForm
          action="/thu-vien"
          id="library-search"
          formLabel="Tìm khóa học"
          label="Tìm trong thư viện"
          buttonLabel="Tìm khóa học"
          value={d.searchContent}
          hidden={{ categoryId: d.categoryId }}
        />
      </div>
      {d.searchContent && d.counts ? <SearchScopes query={d.searchContent} current="courses" counts={d.counts} /> : null}
      <Form method="get" action="/thu-vien" className={s.searchForm} aria-label="Bộ lọc khóa học">
        {d.searchContent ? <input type="hidden" name="searchContent" value={d.searchContent} /> : null}
        <div className={s.searchField}>
          <label htmlFor="library-category" className={ui.label}>
            Danh mục
          </label>
          <select id="library-category" name="categoryId" defaultValue={d.categoryId ?? ""} key={d.categoryId ?? ""} className={ui.select}>
            <option value="">Tất cả danh mục</option>
            {d.categories.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name} ({c.coursesCount})
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className={button.secondary}>
          Lọc
        </button>
      </Form>
      {d.courses.length ? (
        <CourseGrid>
          {d.courses.map((c, i) => (
            <li key={c.id}>
              <CourseCard course={c} eager={i < FIRST_ROW} headingLevel={2} />
            </li>
          ))}
        </CourseGrid>
      ) : (
        <div className={s.empty}>
          <p className={s.emptyTitle}>
            Không tìm thấy khóa học phù hợp{d.searchContent ? ` với “${d.searchContent}”` : ""}
            {d.categoryName ? ` trong danh mục ${d.categoryName}` : ""}.
          </p>
          {d.searchContent && d.counts ? <OtherScopesHint query={d.searchContent} current="courses" counts={d.counts} /> : null}
          <p>
            {d.searchContent ? "Kiểm tra chính tả hoặc dùng ít từ hơn. " : null}
            {d.categoryId && d.searchContent ? (
              <>
                <Link to={`/thu-vien?searchContent=${encodeURIComponent(d.searchContent)}`}>Tìm trong mọi danh mục</Link>
                {" · "}
              </>
            ) : null}
            <Link to="/thu-vien">Xem tất cả khóa học</Link>
          </p>
        </div>
      )}
      <Pagination page={d.page} totalPage={d.totalPage} hrefFor={hrefFor} />
    </section>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
