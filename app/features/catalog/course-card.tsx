/**
 * A course as a card (spec §3 "Course list", "courses" of a product, the home "libraries" block):
 * poster (16:9, lazy unless `eager`), title — a link to the course page `/thu-vien/khoa-hoc/{id}`
 * —, instructor, lessons count and the description clipped to
 * {@link DESCRIPTION_CHARS} characters (and three lines in CSS). `CourseGrid` lays cards out in
 * 1–4 columns by width.
 */
import type { ReactNode } from "react";
import { Link } from "@remix-run/react";
import type { Course } from "../../upstream/schemas";
import { coursePath } from "../learning/learning";
import { imageLoading, responsiveImage } from "../../utils/images";
import * as s from "./course-card.css";

/** Characters of a description shown on a card. */
const DESCRIPTION_CHARS = 160;

/** `text` cut at a word boundary to at most `max` characters, with "…" when cut. */
function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:–-]+$/, "")}…`;
}

export type CourseCardProps = {
  course: Course;
  /** Above the fold: load the poster at once. */
  eager?: boolean;
  /** Level of the title's heading (2 on the library page, 3 inside a page section). */
  headingLevel?: 2 | 3;
};

export function CourseCard({ course, eager = false, headingLevel = 3 }: CourseCardProps) {
  const headingId = `khoa-hoc-${course.id}`;
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className={s.card} aria-labelledby={headingId}>
      <img {...responsiveImage(course.image)} {...imageLoading(eager)} alt="" className={s.image} />
      <div className={s.body}>
        <Heading id={headingId} className={s.cardTitle}>
          <Link to={coursePath(course.id)} className={s.cardLink}>
            {course.title}
          </Link>
        </Heading>
        <p className={s.meta}>Giảng viên: {course.instructor}</p>
        <p className={s.meta}>{course.lessonsCount} bài học</p>
        <p className={s.description}>{clip(course.description, DESCRIPTION_CHARS)}</p>
      </div>
    </article>
  );
}

/** The list of course cards (`<ul>`; pass `<li>` children). */
export function CourseGrid({ children, label }: { children: ReactNode; label?: string }) {
  return (
    <ul className={s.grid} aria-label={label}>
      {children}
    </ul>
  );
}
