/**
 * Text helpers for display. Pure functions, no DOM: safe on the server, in the browser and in tests.
 */
import { USERNAME_MAX_CHARS } from "~/constants";

/**
 * Shortens a person's name for tight places (spec §2 header greeting "Xin chào, {name}": the name
 * is cut at `USERNAME_MAX_CHARS` (§9: 15) characters plus "…"). Counts characters, not UTF-16 units, after NFC normalisation,
 * so a Vietnamese letter typed with combining marks ("ễ" as e + ̂ + ̃) counts once and is never cut
 * in half. Leading and trailing spaces are dropped; a name of `max` characters or fewer is returned
 * whole.
 *
 * truncateName("Nguyễn Văn Thành Long", 15) → "Nguyễn Văn Thàn…"
 */
export function truncateName(name: string, max = USERNAME_MAX_CHARS): string {
  const chars = Array.from(name.normalize("NFC").trim());
  if (max <= 0) return chars.length > 0 ? "…" : "";
  if (chars.length <= max) return chars.join("");
  return `${chars.slice(0, max).join("")}…`;
}
