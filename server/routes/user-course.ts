/**
 * The learner's courses (docs/openapi.yaml "My courses", ADR 0013; spec §7 `UserCourse`). Bearer only
 * (401 UNAUTHORIZED otherwise); answers are private (`no-store`). Shapes in ../domain/user-courses.ts.
 *
 * - `GET /api/UserCourse?page&pageSize` → `data` UserCourseItem[] (last opened first), `totalPage` ≥ 1;
 *   `page` 1…MAX_PAGE, `pageSize` 1…60 (default 12); bad values → 400 VALIDATION_FAILED.
 * - `GET /api/UserCourse/CourseDetail/{id}` → the course with its outline (`completed` per lesson) and
 *   progress; 404 NOT_FOUND `Không tìm thấy khóa học`; 403 COURSE_NOT_OWNED `data {courseId, productId}`.
 * - `GET /api/UserCourse/LessonDetail/{id}?courseId=` → the lesson in full plus progress; records
 *   `lastOpenedAt`; 404 LESSON_NOT_FOUND (unknown, or not of `courseId`); 403 COURSE_NOT_OWNED
 *   `data {courseId, productId, isPreview}`.
 * - `POST /api/UserCourse/LessonProgress/{lessonId}` `{completed: boolean}` → `{lessonId, courseId,
 *   completed, completedLessons, totalLessons}`; same 404/403.
 */
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { withDefaults } from "../deps";
import { noStore, requireUser } from "../http/auth";
import { ok } from "../http/envelope";
import { idField, idParams as idParamsOf } from "../http/fields";
import { pageField, pageSizeField } from "../http/paging";
import { parse } from "../http/validate";
import { listUserCourses, setLessonProgress, userCourseDetail, userLessonDetail } from "../domain/user-courses";

const listQuery = z.object({ page: pageField, pageSize: pageSizeField(12, 60) });
const courseParams = idParamsOf("Mã khóa học không hợp lệ");
const lessonParams = idParamsOf("Mã bài học không hợp lệ");
const lessonQuery = z.object({ courseId: idField("Mã khóa học không hợp lệ").optional() });
const progressParams = z.object({ lessonId: idField("Mã bài học không hợp lệ") });
const progressBody = z.object({
  completed: z.boolean({ required_error: "Thiếu trạng thái hoàn thành", invalid_type_error: "Trạng thái hoàn thành không hợp lệ" }),
});

/** Registers the learner's course routes (a Fastify plugin; uses `app.deps.db` and the clock). */
export async function userCourseRoutes(app: FastifyInstance): Promise<void> {
  const { db, clock } = withDefaults(app.deps);
  noStore(app);

  app.get("/api/UserCourse", async (req) => {
    const user = await requireUser(req);
    const { page, pageSize } = parse(listQuery, req.query);
    const { items, totalPage } = listUserCourses(db, user.id, page, pageSize);
    return ok(items, { totalPage });
  });

  app.get("/api/UserCourse/CourseDetail/:id", async (req) => {
    const user = await requireUser(req);
    const { id } = parse(courseParams, req.params);
    return ok(userCourseDetail(db, user.id, id));
  });

  app.get("/api/UserCourse/LessonDetail/:id", async (req) => {
    const user = await requireUser(req);
    const { id } = parse(lessonParams, req.params);
    const { courseId } = parse(lessonQuery, req.query);
    return ok(userLessonDetail(db, user.id, id, courseId, clock()));
  });

  app.post("/api/UserCourse/LessonProgress/:lessonId", async (req) => {
    const user = await requireUser(req);
    const { lessonId } = parse(progressParams, req.params);
    const { completed } = parse(progressBody, req.body ?? {});
    return ok(setLessonProgress(db, user.id, lessonId, completed, clock()));
  });
}
