/**
 * Display helpers of the attempt pages, pure and the same on the server and in the
 * browser: the typed answers' limits, clock times in Vietnam time (Asia/Ho_Chi_Minh, whatever the
 * machine's zone, so the hydration matches the server's render) and the countdown text.
 */
import { MAX_ESSAY_CHARS, MAX_NUMERICAL_CHARS, MAX_SHORT_ANSWER_CHARS } from "~/constants";
import type { QuestionKind } from "~/upstream/examinations.server";

const number = new Intl.NumberFormat("vi-VN");

/** The most characters a typed question accepts (its `maxLength`, else the kind's limit). */
export function typedLimit(q: { kind: QuestionKind; maxLength: number | null }): number {
  return q.maxLength ?? (q.kind === "short" ? MAX_SHORT_ANSWER_CHARS : q.kind === "numerical" ? MAX_NUMERICAL_CHARS : MAX_ESSAY_CHARS);
}

/** A count with Vietnamese digit grouping: `10000` → `10.000`. */
export const formatCount = (n: number) => number.format(n);

const clock = new Intl.DateTimeFormat("vi-VN", {
  timeZone: "Asia/Ho_Chi_Minh",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  day: "2-digit",
  month: "2-digit",
  year: "numeric",
  hour12: false,
});

function parts(iso: string) {
  return Object.fromEntries(clock.formatToParts(new Date(iso)).map((p) => [p.type, p.value]));
}

/** ISO-8601 instant → `10:25, 25/11/2026` (Vietnam time): the exam's deadline. */
export function formatDeadline(iso: string): string {
  const p = parts(iso);
  return `${p.hour}:${p.minute}, ${p.day}/${p.month}/${p.year}`;
}

/** ISO-8601 instant → `10:21:05` (Vietnam time): when the answers were last saved. */
export function formatClockTime(iso: string): string {
  const p = parts(iso);
  return `${p.hour}:${p.minute}:${p.second}`;
}

/** Milliseconds left → `12:34` (minutes may exceed 59: `75:00`); `00:00` at or below zero. */
export function formatTimeLeft(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  return `${String(Math.floor(total / 60)).padStart(2, "0")}:${String(total % 60).padStart(2, "0")}`;
}
