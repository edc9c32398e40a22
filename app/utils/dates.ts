/**
 * Date display for people, always in Vietnam's time zone (so the server's render and the browser's
 * hydration agree whatever their zones): "14:05 21/11/2026".
 */
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

/** ISO-8601 instant → "dd/MM/yyyy HH:mm" in GMT+7 (the order history's times, issue 12). */
export function formatDayTimeVn(iso: string): string {
  const parts = Object.fromEntries(dateTime.formatToParts(new Date(iso)).map((p) => [p.type, p.value]));
  return `${parts.day}/${parts.month}/${parts.year} ${parts.hour}:${parts.minute}`;
}
