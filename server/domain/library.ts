/**
 * The course library read model (spec §2 /thu-vien, §3 "Course list: data and totalPage", §7
 * `GET /api/Library{query}`): one page of courses in display order, optionally filtered by an
 * accent-insensitive search, each with the product that sells it.
 *
 * Defined here (the spec shows neither): the item shape {@link LibraryCourse} and what the search
 * matches (title, description and instructor).
 */
import { asc, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { courses, productCourses } from "../db/schema";
import { toCourse } from "./catalog";
import { toSearchText } from "./text";

/** Only the first words of a search count (as the news search). */
const MAX_SEARCH_WORDS = 8;

/**
 * A course as the library list shows it: the `Course` of the home block and product pages plus
 * `thumbImage` and `productId`.
 * - `image`, `thumbImage`: media host paths (`/media/courses/{file}`). Course posters are vector
 *   images and have no separate thumbnail, so both are the same path.
 * - `productId`: the first product that sells the course (lowest `product_courses.position`, then
 *   lowest product id — in the seed, the course's main book), or null when no product sells it.
 */
export interface LibraryCourse {
  id: number;
  title: string;
  description: string;
  instructor: string;
  lessonsCount: number;
  image: string;
  thumbImage: string;
  productId: number | null;
}

/**
 * One page of the course library, in display order (`courses.position`, then id).
 * - `searchContent`: matched accent- and case-insensitively ({@link toSearchText}) against the
 *   title, the description and the instructor; each of the first 8 words must match ("lap trinh"
 *   finds "Lập trình Python…"). Blank → every course.
 * - `page` is 1-based; a page past the last is empty.
 *
 * The library holds tens of courses, so the filter runs in memory over the whole table (there is no
 * stored search column for courses).
 * @returns `{ items, totalPage }` with totalPage ≥ 1.
 */
export function listLibrary(
  db: Db,
  q: { page: number; pageSize: number; searchContent?: string },
): { items: LibraryCourse[]; totalPage: number } {
  const words = toSearchText(q.searchContent ?? "")
    .split(" ")
    .filter(Boolean)
    .slice(0, MAX_SEARCH_WORDS);
  const all = db.select().from(courses).orderBy(asc(courses.position), asc(courses.id)).all();
  const matching =
    words.length === 0
      ? all
      : all.filter((c) => {
          const text = toSearchText(`${c.title} ${c.description} ${c.instructor}`);
          return words.every((w) => text.includes(w));
        });
  const start = (q.page - 1) * q.pageSize;
  const rows = matching.slice(start, start + q.pageSize);
  const sellers = firstProductByCourse(db);
  const items = rows.map((c) => toLibraryCourse(c, sellers));
  return { items, totalPage: Math.max(1, Math.ceil(matching.length / q.pageSize)) };
}

/**
 * One course of the library by id (GET /api/Library/CourseDetail/{id}, spec §7), in the shape of the
 * list ({@link LibraryCourse}), or null when there is none.
 */
export function findLibraryCourse(db: Db, id: number): LibraryCourse | null {
  const row = db.select().from(courses).where(eq(courses.id, id)).get();
  return row ? toLibraryCourse(row, firstProductByCourse(db, id)) : null;
}

/** A course row as a {@link LibraryCourse}, `sellers` mapping course ids to their first product. */
function toLibraryCourse(c: typeof courses.$inferSelect, sellers: ReadonlyMap<number, number>): LibraryCourse {
  const course = toCourse(c);
  return { ...course, thumbImage: course.image, productId: sellers.get(c.id) ?? null };
}

/** courseId → the first product selling it (lowest link position, then lowest product id); of one course when `courseId` is given. */
function firstProductByCourse(db: Db, courseId?: number): Map<number, number> {
  const links = db
    .select({ courseId: productCourses.courseId, productId: productCourses.productId })
    .from(productCourses)
    .where(courseId === undefined ? undefined : eq(productCourses.courseId, courseId))
    .orderBy(asc(productCourses.position), asc(productCourses.productId))
    .all();
  const out = new Map<number, number>();
  for (const l of links) if (!out.has(l.courseId)) out.set(l.courseId, l.productId);
  return out;
}
