/**
 * `/tai-khoan/thu-vien-cua-toi` — "Thư viện của tôi" (spec §2 account area, §7
 * `GET /api/UserDigitalProduct`): the ebooks of the customer's paid orders, newest first, 12 a page
 * (`?page`, clamped: 0, −1, letters → 1), each with `Đọc` and `Tải xuống`; an empty library links to
 * the ebook catalogue. Customers only (a guest → `/login?redirectTo=…`); `noindex`.
 *
 * Above the ebooks, `Khóa học của tôi` (§7 `GET /api/UserCourse`): the learner's courses,
 * last opened first, each with its poster, progress and `Tiếp tục học`, paged on its own
 * (`?trangKhoaHoc`, clamped like `?page`); none → a link to the course library `/thu-vien`.
 */
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { AccountLayout } from "~/features/account/account-layout";
import { EbookItem } from "~/features/library/ebook-item";
import { LIBRARY_PATH } from "~/features/library/library";
import { loadLibrary } from "~/features/library/library.server";
import * as s from "~/features/library/library.css";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { Pagination } from "~/components/pagination";
import { MyCourseCard } from "~/features/learning/my-learning";
import { COURSES_PAGE_PARAM, loadMyCourses } from "~/features/learning/my-learning.server";
import * as learning from "~/features/learning/my-learning.css";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `Thư viện của tôi${data && data.page > 1 ? ` – Trang ${data.page}` : ""} – Nhà sách Đại học` },
  { name: "robots", content: "noindex" },
];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const [library, courses] = await Promise.all([loadLibrary(context, request), loadMyCourses(context, request)]);
  return { ...library, ...courses };
}

/** The library's URL with `page` (ebooks) and `trangKhoaHoc` (courses), each left out when 1. */
function libraryHref(page: number, coursesPage: number): string {
  const q = new URLSearchParams();
  if (page > 1) q.set("page", String(page));
  if (coursesPage > 1) q.set(COURSES_PAGE_PARAM, String(coursesPage));
  const query = q.toString();
  return query ? `${LIBRARY_PATH}?${query}` : LIBRARY_PATH;
}

export default function AccountLibrary() {
  const { ebooks, page, totalPage, catalogPath, courses, coursesPage, coursesTotalPage } = useLoaderData<typeof loader>();
  return (
    <AccountLayout title="Thư viện của tôi">
      <section aria-labelledby="my-courses-title">
        <h2 id="my-courses-title">Khóa học của tôi</h2>
        {courses.length ? (
          <ul className={learning.courseList}>
            {courses.map((course, i) => (
              <li key={course.id}>
                <MyCourseCard course={course} priority={i < 2} />
              </li>
            ))}
          </ul>
        ) : coursesPage > 1 ? (
          <p className={s.panel}>
            Trang này không có khóa học nào. <a href={libraryHref(page, 1)}>Về trang đầu của danh sách khóa học</a>
          </p>
        ) : (
          <p className={s.panel}>
            Bạn chưa có khóa học nào. Khóa học đi kèm sách sẽ có ở đây ngay khi đơn hàng được thanh toán.{" "}
            <a href="/thu-vien">Khám phá thư viện khóa học</a>
          </p>
        )}
        <Pagination page={coursesPage} totalPage={coursesTotalPage} label="Phân trang khóa học" hrefFor={(p) => libraryHref(page, p)} />
      </section>
      <h2>Sách điện tử</h2>
      {ebooks.length ? (
        <ul className={s.list}>
          {ebooks.map((ebook, i) => (
            <li key={ebook.productSaleId}>
              <EbookItem ebook={ebook} priority={courses.length === 0 && i < 2} headingLevel={3} />
            </li>
          ))}
        </ul>
      ) : page > 1 ? (
        <p className={s.panel}>
          Trang này không có sách điện tử nào. <a href={LIBRARY_PATH}>Về trang đầu của thư viện</a>
        </p>
      ) : (
        <p className={s.panel}>
          Bạn chưa có sách điện tử nào. Sách điện tử bạn mua sẽ có ở đây ngay khi đơn hàng được thanh toán.{" "}
          <a href={catalogPath}>Xem các sách điện tử</a>
        </p>
      )}
      <Pagination page={page} totalPage={totalPage} hrefFor={(p) => libraryHref(p, coursesPage)} />
    </AccountLayout>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
