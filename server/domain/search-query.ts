/**
 * Turning what a shopper typed into a safe SQLite FTS5 query (ADR 0023), and the keys the ranking uses.
 *
 * The FTS tables index text folded by `unicode61 remove_diacritics 2` (case, tone and vowel marks) plus
 * đ/Đ → d (server/db/migrations/0012_search_fts.sql). A query is folded the same way, cut into words at
 * whitespace and each word into tokens at anything that is not a letter or a digit (as unicode61 does);
 * every word becomes a quoted phrase of its tokens, so FTS syntax typed by the shopper (`"`, `*`, `-`,
 * `NEAR`, `AND`, `OR`, parentheses, column filters) is never read as syntax: only letters and digits
 * ever reach the query, inside double quotes.
 */
import { SEARCH_MAX_TOKENS_PER_WORD, SEARCH_MAX_WORDS } from "../constants";
import { foldDiacritics } from "./text";

/** Letters and digits: the token characters of unicode61 (everything else separates tokens). */
const TOKEN = /[\p{L}\p{N}]+/gu;

/**
 * The words of a query as lists of folded, lower-case tokens: at most {@link SEARCH_MAX_WORDS} words of
 * at most {@link SEARCH_MAX_TOKENS_PER_WORD} tokens; words without a letter or digit (`-`, `*`, emoji)
 * are dropped.
 * @example searchWords("Giải tích 978-604") → [["giai"], ["tich"], ["978", "604"]]
 */
export function searchWords(text: string): string[][] {
  return foldDiacritics(text.normalize("NFC"))
    .toLowerCase()
    .split(/\s+/)
    .map((w) => (w.match(TOKEN) ?? []).slice(0, SEARCH_MAX_TOKENS_PER_WORD))
    .filter((tokens) => tokens.length > 0)
    .slice(0, SEARCH_MAX_WORDS);
}

/**
 * The FTS5 MATCH expression of `text`: every word a quoted phrase, all required (implicit AND); with
 * `prefix`, the last token may be the start of a word (suggestions while typing). With `columns`, the
 * words must all occur within those columns (`{a b} : (…)`); with `orColumns` too, a row also matches
 * when they all occur within those instead. (products: title, authors and ISBN, or else the publisher
 * alone, so "đại số" does not match every book of a publisher named "Đại học …".)
 * @returns null when the text has no letter or digit (nothing to search).
 * @example ftsQuery('toán "cao" NEAR*') === '"toan" "cao" "near"'
 * @example ftsQuery("giai ti", { prefix: true }) === '"giai" "ti" *'
 * @example ftsQuery("a b", { columns: ["title"], orColumns: ["publisher"] }) === '{title} : ("a" "b") OR {publisher} : ("a" "b")'
 */
export function ftsQuery(
  text: string,
  opts: { prefix?: boolean; columns?: readonly string[]; orColumns?: readonly string[] } = {},
): string | null {
  const words = searchWords(text);
  if (words.length === 0) return null;
  const phrases = words.map((tokens) => `"${tokens.join(" ")}"`).join(" ");
  const body = opts.prefix ? `${phrases} *` : phrases;
  if (!opts.columns) return body;
  const within = (cols: readonly string[]) => `{${cols.join(" ")}} : (${body})`;
  return opts.orColumns ? `${within(opts.columns)} OR ${within(opts.orColumns)}` : within(opts.columns);
}

/** Whether the shopper typed tone or vowel marks (or đ): then exact-tone matches rank first. */
export function hasTones(text: string): boolean {
  const nfc = text.normalize("NFC");
  return foldDiacritics(nfc) !== nfc;
}

/**
 * The text compared with titles for the exact-tone rank: NFC, lower case (Vietnamese rules), runs of
 * whitespace as one space, trimmed. Compared with a title lower-cased the same way ({@link viLower}).
 * @example toneKey("  TOÁN  cao ") === "toán cao"
 */
export function toneKey(text: string): string {
  return text.normalize("NFC").toLocaleLowerCase("vi").replace(/\s+/g, " ").trim();
}

/** Lower case by Vietnamese rules, NFC. */
function viLower(text: string): string {
  return text.normalize("NFC").toLocaleLowerCase("vi");
}

/**
 * How closely a title matches a query the shopper typed with tones (lower = closer):
 * 0 — the toned query begins a capitalised word of the title ("toán" in "Toán cao cấp": the subject's
 *     name, which Vietnamese titles capitalise);
 * 1 — the toned query occurs elsewhere in the title ("toán" in "Nguyên lý kế toán");
 * 2 — only the folded query matches ("toán" in "An toàn thông tin").
 * `key` is {@link toneKey} of the query.
 */
export function toneTier(title: string, key: string): 0 | 1 | 2 {
  if (!key) return 2;
  const nfc = title.normalize("NFC");
  const lower = viLower(nfc);
  if (lower.length !== nfc.length) return lower.includes(key) ? 1 : 2;
  let found = false;
  for (let i = lower.indexOf(key); i !== -1; i = lower.indexOf(key, i + 1)) {
    found = true;
    const wordStart = i === 0 || !/[\p{L}\p{N}]/u.test(nfc[i - 1]!);
    if (wordStart && nfc[i] !== lower[i]) return 0;
  }
  return found ? 1 : 2;
}

/**
 * `rows` (already in bm25 order) with the exact-tone rule applied: when `text` has tones, rows whose
 * title holds the query with those tones move first ({@link toneTier}: tier 0, then 1, then 2), bm25
 * order kept within a tier. Without tones the order is unchanged. Sorts a copy.
 */
export function toneFirst<R>(rows: readonly R[], text: string, titleOf: (r: R) => string): R[] {
  if (!hasTones(text)) return [...rows];
  const key = toneKey(text);
  const tiered = rows.map((r, i) => ({ r, i, tier: toneTier(titleOf(r), key) }));
  tiered.sort((a, b) => a.tier - b.tier || a.i - b.i);
  return tiered.map((t) => t.r);
}
