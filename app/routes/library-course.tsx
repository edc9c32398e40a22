/**
 * `/thu-vien/khoa-hoc/{id}` (and `/mobile/course/{id}`, the same page without navbar, footer or
 * toolbar — spec §2; links stay in mobile views) — a course of the public library (ADR
 * 0013): poster, title, instructor, category, lesson count and total length, description, the
 * outline (every lesson links to its public page; free previews carry `Học thử`, the others a lock and
 * `Cần mua khóa học`), the buy panel (the `Mua khóa học` link to the product that sells it with its
 * price, and `Thêm vào giỏ hàng`), Course JSON-LD.
 * Upstream: GET /api/Library/CourseDetail/{id} and, in parallel, GET /api/Examination/GetExaminations/?courseId=
 * (the `Bài kiểm tra` list; it fails with the page, as the outline). The same for every
 * visitor (`PUBLIC_PAGE`, ADR 0007).
 * Unknown, malformed, negative or huge ids → the 404 page.
 */
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { CourseOutline } from "~/features/learning/course-outline";
import { CourseExams } from "~/features/learning/examination-list";
import { coursePath, formatTotalDuration } from "~/features/learning/learning";
import { BuyCourse, isLockedForPublic, publicLessonHref, publicViewOf } from "~/features/learning/public-library";
import * as s from "~/features/learning/public-library.css";
import { idParam, paramOr404 } from "~/routing/params.server";
import { isNotFound } from "~/upstream/client.server";
import { listExaminations } from "~/upstream/examinations.server";
import { getLibraryCourse } from "~/upstream/library.server";
import { PUBLIC_PAGE } from "~/utils/cache-policy";
import { pageHeaders } from "~/utils/headers";
import { formatVnd } from "~/utils/money";
import { imageLoading, responsiveImage } from "~/utils/images";
import { absoluteUrl, jsonLd, pageMeta } from "~/utils/seo";

export const headers = pageHeaders;
/** The same for every anonymous visitor: shared caches may store it (ADR 0007). */
export const handle = PUBLIC_PAGE;

const NOT_FOUND = "Không tìm thấy khóa học bạn yêu cầu.";

export const meta: MetaFunction<typeof loader> = ({ data }) => {
  if (!data) return [{ title: "Không tìm thấy khóa học – Nhà sách Đại học" }];
  const c = data.course;
  return [
    ...pageMeta({
      documentTitle: `${c.title} – Thư viện khóa học | Nhà sách Đại học`,
      title: c.title,
      description: c.description,
      canonical: data.canonical,
      image: data.image,
      type: "website",
    }),
    jsonLd({
      "@context": "https://schema.org",
      "@type": "Course",
      name: c.title,
      description: c.description,
      provider: { "@type": "Organization", name: "Nhà xuất bản Đại học" },
      url: data.canonical,
    }),
  ];
};

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const id = paramOr404(idParam, params.id, NOT_FOUND);
  const view = publicViewOf(new URL(request.url).pathname);
  const client = context.upstream;
  try {
    const [course, exams] = await Promise.all([getLibraryCourse(client, id), listExaminations(client, id)]);
    return data(
      { course, exams, view, canonical: absoluteUrl(coursePath(course.id)), image: absoluteUrl(course.image) },
      { headers: { "Server-Timing": client.serverTiming() } },
    );
  } catch (error) {
    if (isNotFound(error)) throw new Response(NOT_FOUND, { status: 404 });
    throw error;
  }
}

export default function LibraryCourse() {
  const { course, exams, view } = useLoaderData<typeof loader>();
  const lessons = course.chapters.flatMap((c) => c.lessons);
  const previews = lessons.filter((l) => l.isPreview).length;
  return (
    <div className={s.layout}>
      <article className={s.main} aria-labelledby="course-title">
        {view === "public" ? (
          <nav aria-label="Đường dẫn" className={s.crumbs}>
            <Link to="/trang-chu">Trang chủ</Link> / <Link to="/thu-vien">Thư viện</Link>
          </nav>
        ) : null}
        <img className={s.poster} {...responsiveImage(course.image)} {...imageLoading(true)} alt="" />
        <h1 id="course-title" className={s.title}>
          {course.title}
        </h1>
        <dl className={s.facts}>
          <dt>Giảng viên</dt>
          <dd>{course.instructor}</dd>
          {course.categoryName ? (
            <>
              <dt>Danh mục</dt>
              <dd>
                {view === "public" && course.categoryId ? (
                  <Link to={`/thu-vien?categoryId=${course.categoryId}`}>{course.categoryName}</Link>
                ) : (
                  course.categoryName
                )}
              </dd>
            </>
          ) : null}
          <dt>Thời lượng</dt>
          <dd>
            {lessons.length} bài học · {formatTotalDuration(course.durationSeconds)}
          </dd>
          {course.productPrice !== null ? (
            <>
              <dt>Học phí</dt>
              <dd>{course.productPrice === 0 ? "Miễn phí" : formatVnd(course.productPrice)} (kèm sách)</dd>
            </>
          ) : null}
        </dl>
        <p>{course.description}</p>
        <div className={s.panel}>
          <p>
            {previews > 0
              ? `Bạn có thể học thử miễn phí ${previews} bài có nhãn “Học thử”. Các bài còn lại dành cho học viên đã mua khóa học.`
              : "Các bài học dành cho học viên đã mua khóa học."}
          </p>
          <BuyCourse productId={course.productId} productName={course.productName} productPrice={course.productPrice} />
        </div>
        <CourseExams exams={exams} view={view} />
      </article>
      <section aria-labelledby="outline-title" className={s.main}>
        <h2 id="outline-title" className={s.sectionTitle}>
          Nội dung khóa học
        </h2>
        <CourseOutline chapters={course.chapters} lessonHref={(l) => publicLessonHref(l, view)} isLocked={isLockedForPublic} />
      </section>
    </div>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
