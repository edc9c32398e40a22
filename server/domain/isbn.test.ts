import { describe, expect, it } from "vitest";
import { compactIsbn, formatIsbn13, isbn13CheckDigit, isValidIsbn13, VIETNAM_ISBN_PREFIX } from "./isbn";

/** Real, published ISBN-13s. */
const REAL_ISBNS = [
  "978-0-306-40615-7", // the ISO 2108 / Wikipedia worked example
  "978-3-16-148410-0", // the International ISBN Agency's sample barcode
  "978-0-262-03384-8", // Cormen et al., Introduction to Algorithms, 3rd ed.
  "978-0-13-468599-1", // Bloch, Effective Java, 3rd ed.
];

describe("isbn13CheckDigit", () => {
  it("computes the check digit of real ISBNs", () => {
    for (const isbn of REAL_ISBNS) {
      const digits = compactIsbn(isbn);
      expect(isbn13CheckDigit(digits.slice(0, 12)), isbn).toBe(Number(digits[12]));
    }
  });

  it("gives 0 when the weighted sum is already a multiple of 10", () => {
    expect(isbn13CheckDigit("978316148410")).toBe(0);
  });

  it("rejects anything but 12 digits", () => {
    expect(() => isbn13CheckDigit("97803064061")).toThrow(RangeError);
    expect(() => isbn13CheckDigit("9780306406157")).toThrow(RangeError);
    expect(() => isbn13CheckDigit("978-0-306-40615")).toThrow(RangeError);
    expect(() => isbn13CheckDigit("97803064061X")).toThrow(RangeError);
  });
});

describe("isValidIsbn13", () => {
  it("accepts real ISBNs with hyphens, spaces or no separators", () => {
    for (const isbn of REAL_ISBNS) {
      expect(isValidIsbn13(isbn), isbn).toBe(true);
      expect(isValidIsbn13(compactIsbn(isbn))).toBe(true);
      expect(isValidIsbn13(isbn.replaceAll("-", " "))).toBe(true);
    }
  });

  it("rejects a changed digit", () => {
    expect(isValidIsbn13("978-0-306-40615-8")).toBe(false);
    expect(isValidIsbn13("978-0-306-40616-7")).toBe(false);
    expect(isValidIsbn13("978-1-306-40615-7")).toBe(false);
  });

  it("rejects swapped neighbouring digits", () => {
    expect(isValidIsbn13("978-0-306-46015-7")).toBe(false);
  });

  it("rejects wrong lengths, letters, odd separators and non-book EAN prefixes", () => {
    expect(isValidIsbn13("")).toBe(false);
    expect(isValidIsbn13("978030640615")).toBe(false);
    expect(isValidIsbn13("97803064061570")).toBe(false);
    expect(isValidIsbn13("978-0-306-4061X-7")).toBe(false);
    expect(isValidIsbn13("-978-0-306-40615-7")).toBe(false);
    expect(isValidIsbn13("978--0-306-40615-7")).toBe(false);
    expect(isValidIsbn13("0-306-40615-2")).toBe(false); // ISBN-10
    expect(isValidIsbn13("9771234567003")).toBe(false); // a valid EAN-13, but of an ISSN (977)
  });
});

describe("formatIsbn13", () => {
  it("hyphenates by the given part lengths", () => {
    expect(formatIsbn13("9780306406157", { group: 1, registrant: 3 })).toBe("978-0-306-40615-7");
    expect(formatIsbn13("978-0-262-03384-8", { group: 1, registrant: 3 })).toBe("978-0-262-03384-8");
  });

  it("formats Vietnamese ISBNs (group 604)", () => {
    const first12 = `${VIETNAM_ISBN_PREFIX}621234`;
    const isbn = `${first12}${isbn13CheckDigit(first12)}`;
    expect(formatIsbn13(isbn, { group: 3, registrant: 2 })).toBe(`978-604-62-1234-${isbn.at(-1)}`);
  });

  it("throws for an invalid ISBN or impossible part lengths", () => {
    expect(() => formatIsbn13("9780306406158", { group: 1, registrant: 3 })).toThrow(RangeError);
    expect(() => formatIsbn13("9780306406157", { group: 3, registrant: 6 })).toThrow(RangeError);
    expect(() => formatIsbn13("9780306406157", { group: 0, registrant: 3 })).toThrow(RangeError);
  });
});
