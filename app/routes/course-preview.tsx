/**
 * `/xem-truoc-khoa-hoc?id={courseId}` (spec §2 preview pages; alias `/previewCourse`): a course as
 * the publisher's staff and partners preview it before sharing — poster, title, instructor, lessons
 * count, description, a link to the course page itself (`Xem khóa học` → /thu-vien/khoa-hoc/{id})
 * and one to the book that sells it — without navbar or footer (app/routing/variant.ts)
 * and kept out of search engines. Upstream: GET /api/Library/CourseDetail/{id}. Unknown or
 * malformed id → 404 page.
 */
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { coursePath } from "~/features/learning/learning";
import { isNotFound } from "~/upstream/client.server";
import { getLibraryCourse } from "~/upstream/library.server";
import { PUBLIC_PAGE } from "~/utils/cache-policy";
import { pageHeaders } from "~/utils/headers";
import { imageLoading, responsiveImage } from "~/utils/images";
import * as s from "./landing-page.css";

export const headers = pageHeaders;
/** The same for every anonymous visitor: shared caches may store it (ADR 0007). */
export const handle = PUBLIC_PAGE;

const NOT_FOUND = "Không tìm thấy khóa học bạn yêu cầu.";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? `Xem trước khóa học: ${data.course.title} – Nhà sách Đại học` : "Không tìm thấy khóa học – Nhà sách Đại học" },
  ...(data ? [{ name: "description", content: data.course.description.slice(0, 160) }] : []),
  { name: "robots", content: "noindex, nofollow" },
];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const raw = new URL(request.url).searchParams.get("id") ?? "";
  if (!/^[1-9]\d{0,8}$/.test(raw)) throw new Response(NOT_FOUND, { status: 404 });
  const client = context.upstream;
  try {
    const course = await getLibraryCourse(client, Number(raw));
    return data({ course }, { headers: { "Server-Timing": client.serverTiming() } });
  } catch (error) {
    if (isNotFound(error)) throw new Response(NOT_FOUND, { status: 404 });
    throw error;
  }
}

export default function CoursePreview() {
  const { course } = useLoaderData<typeof loader>();
  return (
    <article aria-labelledby="course-title" className={s.page}>
      <p className={s.previewNote} role="note">
        Bản xem trước khóa học
      </p>
      <img className={s.hero} {...responsiveImage(course.image)} {...imageLoading(true)} alt="" />
      <h1 id="course-title">{course.title}</h1>
      <p className={s.summary}>
        {course.instructor} · {course.lessonsCount} bài học
      </p>
      <p>{course.description}</p>
      <p>
        <Link to={coursePath(course.id)}>Xem khóa học</Link>
      </p>
      {course.productId ? (
        <p>
          <Link to={`/san-pham/${course.productId}`}>Xem sách kèm khóa học</Link>
        </p>
      ) : (
        <p>Khóa học chưa được bán kèm sách nào.</p>
      )}
    </article>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
