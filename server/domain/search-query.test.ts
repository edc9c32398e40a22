import { describe, expect, it } from "vitest";
import Database from "better-sqlite3";
import { ftsQuery, hasTones, searchWords, toneFirst, toneKey, toneTier } from "./search-query";
import { parsePriceRange, priceKey } from "./search";

describe("searchWords", () => {
  it("folds tones, case and đ, and cuts words into letter-and-digit tokens", () => {
    expect(searchWords("  Giải TÍCH  978-604-62 Đại ")).toEqual([["giai"], ["tich"], ["978", "604", "62"], ["dai"]]);
  });
  it("drops words without a letter or digit and keeps at most 8 words", () => {
    expect(searchWords(`- * " 😀 () NEAR`)).toEqual([["near"]]);
    expect(searchWords("a b c d e f g h i j")).toHaveLength(8);
  });
});

describe("ftsQuery", () => {
  it("quotes every word, so FTS syntax typed by the shopper is only text", () => {
    expect(ftsQuery(`toán "cao" NEAR* -x OR AND title:y (z)`)).toBe('"toan" "cao" "near" "x" "or" "and" "title y" "z"');
  });
  it("is null when nothing is left to search", () => {
    expect(ftsQuery(`"  * - 😀 ''`)).toBeNull();
    expect(ftsQuery("")).toBeNull();
  });
  it("marks the last token as a prefix and limits the columns when asked", () => {
    expect(ftsQuery("giai ti", { prefix: true })).toBe('"giai" "ti" *');
    expect(ftsQuery("a b", { columns: ["title", "isbn"], orColumns: ["publisher"] })).toBe(
      '{title isbn} : ("a" "b") OR {publisher} : ("a" "b")',
    );
  });
  it("never makes SQLite FTS5 fail, whatever was typed", () => {
    const db = new Database(":memory:");
    db.exec("CREATE VIRTUAL TABLE t USING fts5(title, publisher, tokenize='unicode61 remove_diacritics 2')");
    db.prepare("INSERT INTO t VALUES (?, ?)").run("Giai tich 1", "Dai hoc");
    const inputs = [`"`, `*`, `NEAR(a b)`, `-`, `a OR b`, `'; DROP TABLE t; --`, `😀 giải`, `{title}: x`, `^a`, "x".repeat(500), "ĐẠI"];
    for (const input of inputs) {
      for (const q of [ftsQuery(input), ftsQuery(input, { prefix: true, columns: ["title"], orColumns: ["publisher"] })]) {
        if (q !== null) expect(() => db.prepare("SELECT rowid FROM t WHERE t MATCH ?").all(q), input).not.toThrow();
      }
    }
    expect(db.prepare("SELECT rowid FROM t WHERE t MATCH ?").all(ftsQuery("giải tích"))).toHaveLength(1);
    expect(db.prepare("SELECT rowid FROM t WHERE t MATCH ?").all(ftsQuery("giải tí", { prefix: true }))).toHaveLength(1);
  });
});

describe("tones", () => {
  it("tells a query typed with tones (or đ) from one without", () => {
    expect(hasTones("toán")).toBe(true);
    expect(hasTones("dai so")).toBe(false);
    expect(hasTones("đ")).toBe(true);
  });
  it("ranks the subject's name above a compound word and above a folded-only match", () => {
    const key = toneKey("  TOÁN ");
    expect(key).toBe("toán");
    expect(toneTier("Câu hỏi trắc nghiệm Toán cao cấp", key)).toBe(0);
    expect(toneTier("Bài tập Điện toán đám mây", key)).toBe(1);
    expect(toneTier("Giáo trình An toàn thông tin", key)).toBe(2);
  });
});

describe("price ranges", () => {
  it("parses `min-max` keys, turns an upside-down range round and refuses anything else", () => {
    expect(parsePriceRange("50000-100000")).toEqual({ min: 50000, max: 100000 });
    expect(parsePriceRange("300000-")).toEqual({ min: 300000, max: null });
    expect(parsePriceRange("200000-100000")).toEqual({ min: 100000, max: 200000 });
    for (const bad of ["", "-", "abc", "1-2-3", "-5-", "1e5-2e5"]) expect(parsePriceRange(bad), bad).toBeNull();
    expect(priceKey({ min: 300000, max: null })).toBe("300000-");
  });
});

describe("toneFirst", () => {
  const rows = [{ title: "An toàn thông tin" }, { title: "Nguyên lý kế toán" }, { title: "Toán rời rạc" }];
  it("with tones: the title starting a word with them, then holding them, then folded-only; order kept within a tier", () => {
    expect(toneFirst(rows, "toán", (r) => r.title).map((r) => r.title)).toEqual(["Toán rời rạc", "Nguyên lý kế toán", "An toàn thông tin"]);
    expect(toneFirst(rows, "toàn", (r) => r.title)[0]!.title).toBe("An toàn thông tin");
  });
  it("without tones: the order as given (bm25)", () => {
    expect(toneFirst(rows, "toan", (r) => r.title)).toEqual(rows);
  });
});
