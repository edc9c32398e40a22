/**
 * Pieces of the public library's course and lesson pages (spec §2 /thu-vien/khoa-hoc/{id},
 * /thu-vien/bai-hoc/{id} and their mobile views /mobile/course/{id}, /mobile/lesson/{id};
 * ADR 0013): which family of links a page keeps to, where an outline's lesson leads, and the
 * `Mua khóa học` link to the product that sells the course.
 */
import { Link } from "@remix-run/react";
import type { LessonSummary } from "~/upstream/schemas";
import { lessonPath } from "./learning";
import { routeVariantOfPath } from "~/routing/variant";

/** The public pages' views: the normal page or its chrome-less mobile twin. */
export type PublicView = "public" | "mobile";

/** The view of a request's `pathname`: a mobile route (app/routing/variant.ts) → the mobile view, shown without chrome. */
export function publicViewOf(pathname: string): PublicView {
  return routeVariantOfPath(pathname).view === "mobile" ? "mobile" : "public";
}

/**
 * Where a lesson of a public outline leads: a free preview to its public lesson page, any other
 * lesson to the learner's guarded page (`/bai-hoc/{id}`: a guest logs in there, a non-owner is told
 * how to buy), in the same family of views.
 */
export function publicLessonHref(lesson: Pick<LessonSummary, "id" | "isPreview">, view: PublicView): string {
  if (lesson.isPreview) return lessonPath(lesson.id, view);
  return lessonPath(lesson.id, view === "mobile" ? "mobileLearner" : "learner");
}

/**
 * `Mua khóa học – kèm sách {productName}` linking to the product that sells the course, or a sentence
 * saying no product sells it (`productId` null).
 */
export function BuyCourseLink({ productId, productName }: { productId: number | null; productName: string | null }) {
  if (productId === null) return <p>Khóa học này hiện chưa được bán kèm sách nào.</p>;
  return (
    <p>
      <Link to={`/san-pham/${productId}`}>{productName ? `Mua khóa học – kèm sách ${productName}` : "Mua khóa học"}</Link>
    </p>
  );
}
