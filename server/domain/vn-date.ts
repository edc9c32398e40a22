/**
 * Calendar dates in Vietnam on the upstream (ADR 0015 "Vietnam dates on the wire"). A date
 * a person typed (a draft's expected completion date) is a day in Vietnam (GMT+7, no daylight saving),
 * stored and answered as "YYYY-MM-DD". §7's multipart forms carry it "shifted +7 hours": Vietnam's
 * midnight plus seven hours in UTC, "2027-03-15T00:00:00.000Z"; the bare "2027-03-15" is accepted
 * too. Only string and UTC arithmetic: the same answer whatever the process's `TZ`.
 */

const VN_OFFSET_MS = 7 * 60 * 60 * 1000;

/**
 * A multipart date field → "YYYY-MM-DD", or null when it is not one of the two wire forms or not a
 * real day (years 1900–9999).
 */
export function parseMultipartDate(value: string): string | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:T00:00:00(?:\.000)?Z)?$/.exec(value.trim());
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (y < 1900 || mo < 1 || mo > 12 || d < 1 || d > new Date(Date.UTC(y, mo, 0)).getUTCDate()) return null;
  return `${m[1]}-${m[2]}-${m[3]}`;
}

/** Today in Vietnam as "YYYY-MM-DD" at instant `now`. */
export function todayInVietnam(now: Date): string {
  return new Date(now.getTime() + VN_OFFSET_MS).toISOString().slice(0, 10);
}
