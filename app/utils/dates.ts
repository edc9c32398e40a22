/**
 * Date display for people, always in Vietnam's time zone (so the server's render and the browser's
 * hydration agree whatever their zones): "14:05 21/11/2026".
 */
import { format } from "date-fns";

const dateTime = new Intl.DateTimeFormat("vi-VN", {
  timeZone: "Asia/Ho_Chi_Minh",
  hour: "2-digit",
  minute: "2-digit",
  day: "2-digit",
  month: "2-digit",
  year: "numeric",
  hour12: false,
});

/** ISO-8601 instant → "HH:mm dd/MM/yyyy" in GMT+7. */
export function formatDateTimeVn(iso: string): string {
  const parts = Object.fromEntries(dateTime.formatToParts(new Date(iso)).map((p) => [p.type, p.value]));
  return `${parts.hour}:${parts.minute} ${parts.day}/${parts.month}/${parts.year}`;
}

const dateOnly = new Intl.DateTimeFormat("vi-VN", { timeZone: "Asia/Ho_Chi_Minh", day: "2-digit", month: "2-digit", year: "numeric" });

/** ISO-8601 instant → "dd/MM/yyyy" in GMT+7 (spec §9 date format). */
export function formatDateVn(iso: string): string {
  const parts = Object.fromEntries(dateOnly.formatToParts(new Date(iso)).map((p) => [p.type, p.value]));
  return `${parts.day}/${parts.month}/${parts.year}`;
}

/** ISO-8601 instant → "dd/MM/yyyy HH:mm" in GMT+7 (the order history's times). */
export function formatDayTimeVn(iso: string): string {
  const parts = Object.fromEntries(dateTime.formatToParts(new Date(iso)).map((p) => [p.type, p.value]));
  return `${parts.day}/${parts.month}/${parts.year} ${parts.hour}:${parts.minute}`;
}

/**
 * ISO-8601 instant → "HH:mm, dd/MM/yyyy" in Asia/Ho_Chi_Minh (a payment deadline), with date-fns.
 * Vietnam keeps GMT+7 all year, so the wall time is the instant shifted by 7 hours, read in UTC and
 * rebuilt as a local date for `format`: the same text under any server or browser time zone.
 */
export function formatDeadlineVn(iso: string): string {
  const wall = new Date(Date.parse(iso) + 7 * 60 * 60 * 1000);
  const local = new Date(wall.getUTCFullYear(), wall.getUTCMonth(), wall.getUTCDate(), wall.getUTCHours(), wall.getUTCMinutes());
  return format(local, "HH:mm, dd/MM/yyyy");
}

/**
 * The calendar year in Vietnam (GMT+7, no daylight saving) at `now` (default: this instant), e.g. 2026
 * — the footer's ©. Computed on the server, so every visitor sees the same year whatever their clock.
 */
export function yearInVietnam(now: Date = new Date()): number {
  return new Date(now.getTime() + 7 * 60 * 60 * 1000).getUTCFullYear();
}

// ── Calendar dates in Vietnam (ADR 0015 "Vietnam dates on the wire") ──
// A date a person types is a day in Vietnam (GMT+7, no daylight saving), kept as "YYYY-MM-DD". Only
// string and UTC arithmetic here, never the process's time zone: the same answer under any `TZ`.

const VN_OFFSET_MS = 7 * 60 * 60 * 1000;

/** Whether `y-m-d` is a real day of the Gregorian calendar (1900–9999). */
function isRealDay(y: number, m: number, d: number): boolean {
  if (y < 1900 || y > 9999 || m < 1 || m > 12 || d < 1) return false;
  return d <= new Date(Date.UTC(y, m, 0)).getUTCDate();
}

const pad = (n: number, width = 2) => String(n).padStart(width, "0");

/**
 * What a person typed as a date — `dd/MM/yyyy` (spec §9, also `d/M/yyyy`) or `yyyy-MM-dd` (a date
 * input) — as "YYYY-MM-DD", or null when it is not a real day.
 */
export function parseCalendarDate(input: string): string | null {
  const s = input.trim();
  let m = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(s);
  if (m) {
    const [d, mo, y] = [Number(m[1]), Number(m[2]), Number(m[3])];
    return isRealDay(y, mo, d) ? `${pad(y, 4)}-${pad(mo)}-${pad(d)}` : null;
  }
  m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(s);
  if (m) {
    const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
    return isRealDay(y, mo, d) ? s : null;
  }
  return null;
}

/** Today in Vietnam as "YYYY-MM-DD" (`now` defaults to the current instant). */
export function todayInVietnam(now: Date = new Date()): string {
  return new Date(now.getTime() + VN_OFFSET_MS).toISOString().slice(0, 10);
}

/** "YYYY-MM-DD" → "dd/MM/yyyy" (spec §9), without going through a Date. */
export function formatCalendarDateVn(date: string): string {
  const [y, m, d] = date.split("-");
  return `${d}/${m}/${y}`;
}

/**
 * A calendar date in Vietnam as §7's multipart forms carry it ("shifted +7 hours"): Vietnam's
 * midnight plus seven hours, in UTC — "2027-03-15" → "2027-03-15T00:00:00.000Z" (ADR 0015).
 */
export function toMultipartDate(date: string): string {
  return `${date}T00:00:00.000Z`;
}
