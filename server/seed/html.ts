/**
 * Small helpers to write the editor HTML of the seeded content (news bodies, content pages, landing
 * pages): escaping, block elements, tables, VND amounts and Vietnamese dates.
 *
 * The seed writes HTML the way the publisher's editors do (headings, paragraphs, lists, tables,
 * figures). Text that comes from data (book titles, authors …) goes through {@link escapeHtml};
 * the helpers take already-safe HTML fragments.
 */

/** Escapes text for HTML element content and double-quoted attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

/** A paragraph of one or more sentences (HTML fragments). */
export const p = (...sentences: string[]) => `<p>${sentences.join(" ")}</p>`;
/** A level-2 heading. */
export const h2 = (text: string) => `<h2>${text}</h2>`;
/** A level-3 heading. */
export const h3 = (text: string) => `<h3>${text}</h3>`;
/** A bulleted list. */
export const ul = (items: readonly string[]) => `<ul>${items.map((i) => `<li>${i}</li>`).join("")}</ul>`;
/** A numbered list. */
export const ol = (items: readonly string[]) => `<ol>${items.map((i) => `<li>${i}</li>`).join("")}</ol>`;

/** A table with a caption, a header row and body rows (cells are HTML fragments). */
export function table(caption: string, head: readonly string[], rows: readonly (readonly string[])[]): string {
  const headRow = `<tr>${head.map((h) => `<th scope="col">${h}</th>`).join("")}</tr>`;
  const body = rows.map((r) => `<tr>${r.map((c) => `<td>${c}</td>`).join("")}</tr>`).join("");
  return `<table><caption>${caption}</caption><thead>${headRow}</thead><tbody>${body}</tbody></table>`;
}

/** A figure: an image of the media host with its alternative text and caption. */
export function figure(src: string, caption: string, size: { width: number; height: number }): string {
  const safe = escapeHtml(caption);
  return `<figure><img src="${src}" alt="${safe}" width="${size.width}" height="${size.height}" loading="lazy"><figcaption>${safe}</figcaption></figure>`;
}

/** A storefront link. */
export const a = (href: string, text: string) => `<a href="${href}">${text}</a>`;

/** An amount of VND as Vietnamese readers write it: "76.000 ₫" (dot thousands separator). */
export function formatVnd(amount: number): string {
  return `${String(Math.round(amount)).replace(/\B(?=(\d{3})+(?!\d))/g, ".")} ₫`;
}

/** A count with the Vietnamese thousands separator: 12500 → "12.500". */
export function formatCount(n: number): string {
  return String(Math.round(n)).replace(/\B(?=(\d{3})+(?!\d))/g, ".");
}

/** A calendar day "yyyy-MM-dd" written dd/MM/yyyy (spec §9 date format). */
export function formatDay(day: string): string {
  const [y, m, d] = day.split("-");
  return `${d}/${m}/${y}`;
}

/** The calendar day `days` after "yyyy-MM-dd" (negative: before), as "yyyy-MM-dd". */
export function addDays(day: string, days: number): string {
  const t = Date.parse(`${day}T00:00:00.000Z`) + days * 86_400_000;
  return new Date(t).toISOString().slice(0, 10);
}

/** Vietnamese name of the weekday of "yyyy-MM-dd" ("Thứ Hai" … "Chủ nhật"). */
export function weekdayOf(day: string): string {
  const names = ["Chủ nhật", "Thứ Hai", "Thứ Ba", "Thứ Tư", "Thứ Năm", "Thứ Sáu", "Thứ Bảy"];
  return names[new Date(`${day}T00:00:00.000Z`).getUTCDay()] as string;
}

/** An instant at `hour`:`minute` Vietnam time (UTC+7) on "yyyy-MM-dd", as an ISO-8601 UTC string. */
export function vnInstant(day: string, hour: number, minute = 0): string {
  const hh = String(hour).padStart(2, "0");
  const mm = String(minute).padStart(2, "0");
  return new Date(`${day}T${hh}:${mm}:00.000+07:00`).toISOString();
}
