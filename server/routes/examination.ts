/**
 * The question bank (docs/openapi.yaml "Exercises and exams", ADR 0014; spec §7 `Examination/GetAssignments?lessonId`,
 * `GetExaminations?courseId`, `Detail/{id}`). Shapes in ../domain/examinations.ts and docs/openapi.yaml
 * ("Exercises and exams"):
 * - `GET /api/Examination/GetAssignments/?lessonId=` (public, with or without the trailing slash) →
 *   `data` ExaminationSummary[]: the lesson's exercises in `position` order; 404 LESSON_NOT_FOUND
 *   `Không tìm thấy bài học`; missing/bad `lessonId` → 400 VALIDATION_FAILED.
 * - `GET /api/Examination/GetExaminations/?courseId=` (public) → the course's exams in order; 404
 *   NOT_FOUND `Không tìm thấy khóa học`; missing/bad `courseId` → 400.
 * - `GET /api/Examination/Detail/{id}` (bearer; 401 without; `no-store`) → ExaminationDetail with the
 *   active questions and never an answer; 404 EXAMINATION_NOT_FOUND; 403 COURSE_NOT_OWNED
 *   `data {courseId, productId}`.
 * The two lists are public metadata and carry no cache header, as the library's public calls.
 */
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { requireUser } from "../http/auth";
import { ok } from "../http/envelope";
import { idField, idParams as idParamsOf } from "../http/fields";
import { parse } from "../http/validate";
import { examinationDetail, listCourseExams, listLessonExercises } from "../domain/examinations";

const lessonQuery = z.object({ lessonId: idField("Mã bài học không hợp lệ") });
const courseQuery = z.object({ courseId: idField("Mã khóa học không hợp lệ") });
const detailParams = idParamsOf("Mã bài tập không hợp lệ");

/** Registers the question bank routes (a Fastify plugin; uses `app.deps.db`). */
export async function examinationRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;

  // The router ignores trailing slashes (server/app.ts): `/GetAssignments/` and `/GetAssignments` are one route.
  app.get("/api/Examination/GetAssignments", async (req) => {
    const { lessonId } = parse(lessonQuery, req.query);
    return ok(listLessonExercises(db, lessonId));
  });

  app.get("/api/Examination/GetExaminations", async (req) => {
    const { courseId } = parse(courseQuery, req.query);
    return ok(listCourseExams(db, courseId));
  });

  app.get("/api/Examination/Detail/:id", async (req, reply) => {
    reply.header("cache-control", "no-store");
    const user = await requireUser(req);
    const { id } = parse(detailParams, req.params);
    return ok(examinationDetail(db, user.id, id));
  });
}
