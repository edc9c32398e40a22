/**
 * The device copy of an attempt's answers: only its own attempt's copy is read (a copy under the key
 * but naming another attempt, or malformed, is ignored), and the copy wins over the server only when
 * the server saved nothing after the copy's base (compared on the upstream's clock).
 */
import { describe, expect, it } from "vitest";
import { isNewerThanServer, offlineKey, readStoredAnswers, writeStoredAnswers } from "./offline-answers";

function memoryStorage(): Storage {
  const m = new Map<string, string>();
  return {
    get length() {
      return m.size;
    },
    clear: () => m.clear(),
    getItem: (k) => m.get(k) ?? null,
    key: (i) => [...m.keys()][i] ?? null,
    removeItem: (k) => void m.delete(k),
    setItem: (k, v) => void m.set(k, String(v)),
  };
}

describe("readStoredAnswers", () => {
  it("reads back what was written for the same attempt, and nothing for another", () => {
    const s = memoryStorage();
    const record = { attemptId: 7, base: "2026-11-25T08:00:00.000Z", entries: [["q-1", "12"] as [string, string]] };
    expect(writeStoredAnswers(s, record)).toBe(true);
    expect(readStoredAnswers(s, 7)).toEqual(record);
    expect(readStoredAnswers(s, 8)).toBeNull();
  });

  it("ignores a copy that names another attempt, junk and malformed entries", () => {
    const s = memoryStorage();
    s.setItem(offlineKey(9), JSON.stringify({ attemptId: 10, base: null, entries: [["q-1", "x"]] }));
    expect(readStoredAnswers(s, 9)).toBeNull();
    s.setItem(offlineKey(9), "{not json");
    expect(readStoredAnswers(s, 9)).toBeNull();
    s.setItem(offlineKey(9), JSON.stringify({ attemptId: 9, base: 5, entries: [] }));
    expect(readStoredAnswers(s, 9)).toBeNull();
    s.setItem(offlineKey(9), JSON.stringify({ attemptId: 9, base: null, entries: [["q-1", "a"], ["q-2"], [1, "b"], "x"] }));
    expect(readStoredAnswers(s, 9)?.entries).toEqual([["q-1", "a"]]);
  });

  it("a storage that refuses to write says so", () => {
    const s = {
      ...memoryStorage(),
      setItem: () => {
        throw new Error("QuotaExceededError");
      },
    } as Storage;
    expect(writeStoredAnswers(s, { attemptId: 1, base: null, entries: [] })).toBe(false);
  });
});

describe("isNewerThanServer", () => {
  const copy = (base: string | null) => ({ attemptId: 1, base, entries: [] });
  it("wins while the server saved nothing after its base", () => {
    expect(isNewerThanServer(copy(null), null)).toBe(true);
    expect(isNewerThanServer(copy("2026-11-25T08:00:00.000Z"), "2026-11-25T08:00:00.000Z")).toBe(true);
    expect(isNewerThanServer(copy("2026-11-25T08:00:00.000Z"), null)).toBe(true);
  });
  it("loses to answers saved later (another device)", () => {
    expect(isNewerThanServer(copy("2026-11-25T08:00:00.000Z"), "2026-11-25T08:00:01.000Z")).toBe(false);
    expect(isNewerThanServer(copy(null), "2026-11-25T08:00:00.000Z")).toBe(false);
  });
});
