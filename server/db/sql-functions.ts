/**
 * SQL functions the schema's triggers call, registered on every connection `openDatabase` opens
 * (before the migrations run, since a migration fills the search index with them).
 *
 * - `html_text(html)`: the reading text of editor HTML — what a full-text index of an article's body
 *   should see (ADR 0023): no tag names or attribute values, entities decoded. Written in TypeScript
 *   because SQLite has no regular-expression replace and triggers allow no recursive CTE.
 *   A connection without it (the sqlite3 shell) cannot insert or update a news row's content.
 */
import type Database from "better-sqlite3";

/** Elements whose content is not reading text. */
const NON_TEXT = /<(script|style|template|noscript)\b[^>]*>[\s\S]*?<\/\1\s*>/gi;
/** Comments, then any tag (an unterminated `<` at the end is dropped too). */
const COMMENT = /<!--[\s\S]*?(?:-->|$)/g;
const TAG = /<\/?[a-zA-Z][^>]*(?:>|$)/g;
const NAMED: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " ", ndash: "–", mdash: "—", hellip: "…" };

/** One entity decoded (`&amp;`, `&#7843;`, `&#x1EA3;`); unknown or out-of-range ones stay as typed. */
function decodeEntity(entity: string, body: string): string {
  if (body[0] === "#") {
    const code = body[1] === "x" || body[1] === "X" ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
    return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
  }
  return NAMED[body.toLowerCase()] ?? entity;
}

/**
 * The text of editor HTML: script/style content, comments and tags removed (each tag leaves a space,
 * so `<p>a</p><p>b</p>` keeps two words), entities decoded, whitespace collapsed, trimmed.
 * @example htmlText("<p>Giải&nbsp;tích <strong>1</strong></p><p>Đạo hàm</p>") === "Giải tích 1 Đạo hàm"
 */
export function htmlText(html: string): string {
  return html
    .replace(NON_TEXT, " ")
    .replace(COMMENT, " ")
    .replace(TAG, " ")
    .replace(/&(#\d{1,7}|#[xX][0-9a-fA-F]{1,6}|[a-zA-Z]{2,8});/g, decodeEntity)
    .replace(/\s+/g, " ")
    .trim();
}

/** Registers the schema's SQL functions on a connection (deterministic: usable in triggers and indexes). */
export function registerSqlFunctions(sqlite: Database.Database): void {
  sqlite.function("html_text", { deterministic: true }, (html: unknown) => (typeof html === "string" ? htmlText(html) : ""));
}
