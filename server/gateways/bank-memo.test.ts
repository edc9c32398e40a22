/**
 * Order codes in bank transfer memos as banks really rewrite them, plus the memos that must not match
 * (no code, a mangled or truncated code, a code glued to other digits, an impossible date) and those
 * naming two orders.
 */
import { describe, expect, it } from "vitest";
import { bankMemoOf, findOrderCodeInMemo } from "./bank-memo";

const CODE = "DH261122-004217";

describe("bankMemoOf", () => {
  it("drops the dash", () => {
    expect(bankMemoOf(CODE)).toBe("DH261122004217");
  });

  it.each(["", "DH261122004217", "DH26112-004217", "XX261122-004217", "dh261122-004217", " DH261122-004217"])("refuses %j", (code) => {
    expect(() => bankMemoOf(code)).toThrow(RangeError);
  });

  it("is found again in its own memo", () => {
    expect(findOrderCodeInMemo(bankMemoOf(CODE))).toEqual({ kind: "one", orderCode: CODE });
  });
});

describe("findOrderCodeInMemo: one order", () => {
  it.each([
    ["the memo as asked", "DH261122004217"],
    ["the order code as shown on the page", "DH261122-004217"],
    ["lower case", "dh261122004217"],
    ["mixed case", "Dh261122004217"],
    ["Vietnamese Đ", "Đh261122004217"],
    ["Vietnamese words around it", "Thanh toán đơn hàng ĐH261122004217 cảm ơn"],
    ["folded words around it", "THANH TOAN DON HANG DH261122004217"],
    ["spaces inserted", "DH 261122 004217"],
    ["a space between D and H", "D H261122004217"],
    ["spaces everywhere", "D H 2 6 1 1 2 2 0 0 4 2 1 7"],
    ["dashes inserted", "DH-2611-2200-4217"],
    ["a space at an odd place", "DH2611220042 17"],
    ["dots inserted", "DH.261122.004217"],
    ["MB's prefix", "MBVCB.3278912104.DH261122004217.CT tu 0011004123456 NGUYEN VAN A toi 0801234567890 NXB DAI HOC"],
    ["Vietcombank's IBFT", "IBFT DH261122004217"],
    ["IBFT glued to it", "IBFTDH261122004217"],
    ["a CT DEN prefix", "CT DEN:432110856789 DH261122004217"],
    ["Techcombank's trailing reference", "DH261122004217 FT24335102938475"],
    ["a trailing transaction id after a separator", "DH261122004217-Ma GD ACSP/ vN123456"],
    ["trailing digits after a separator", "DH261122004217 0901234567"],
    ["TKThe format", "TKThe :0011004123456, tai VCB. DH261122004217 -CTLNHIDO000012345678"],
    ["a sender name with Đ first", "NGUYEN VAN DUNG chuyen tien DH261122004217"],
    ["the code twice", "DH261122004217 DH261122-004217"],
    ["a doubled D", "DDH261122004217"],
    ["an underscore and slash", "DH_261122/004217"],
  ])("%s: %j", (_name, memo) => {
    expect(findOrderCodeInMemo(memo)).toEqual({ kind: "one", orderCode: CODE });
  });

  it("other dates and sequences", () => {
    expect(findOrderCodeInMemo("dh 260229 000001")).toEqual({ kind: "none" }); // 2026 is not a leap year
    expect(findOrderCodeInMemo("dh 280229 000001")).toEqual({ kind: "one", orderCode: "DH280229-000001" });
    expect(findOrderCodeInMemo("DH261231999999")).toEqual({ kind: "one", orderCode: "DH261231-999999" });
  });
});

describe("findOrderCodeInMemo: no order", () => {
  it.each([
    ["empty", ""],
    ["no code", "chuyen tien mua sach"],
    ["a code without its prefix", "261122004217"],
    ["only the first half", "DH261122"],
    ["a truncated code", "CT DEN:432110856789 DH2611220042"],
    ["a truncated code followed by a longer number", "DH2611220042 1734"],
    ["11 digits then a phone number", "DH26112200421 0901234567"],
    ["glued to a phone number", "DH2611220042170901234567"],
    ["13 digits", "DH2611220042170"],
    ["an impossible month", "DH261322004217"],
    ["an impossible day", "DH261100004217"],
    ["letters inside the digits", "DH261122O04217"],
    ["another prefix", "HD261122004217"],
    ["D and H far apart by a word", "DOANH261122004217"],
  ])("%s: %j", (_name, memo) => {
    expect(findOrderCodeInMemo(memo)).toEqual({ kind: "none" });
  });

  it("non-strings and very long memos without throwing", () => {
    expect(findOrderCodeInMemo(undefined as unknown as string)).toEqual({ kind: "none" });
    expect(findOrderCodeInMemo(42 as unknown as string)).toEqual({ kind: "none" });
    expect(findOrderCodeInMemo("D".repeat(100_000))).toEqual({ kind: "none" });
  });
});

describe("findOrderCodeInMemo: ambiguous", () => {
  it("two orders paid in one transfer", () => {
    expect(findOrderCodeInMemo("DH261122004217 DH261122004218")).toEqual({
      kind: "ambiguous",
      orderCodes: ["DH261122-004217", "DH261122-004218"],
    });
  });

  it("two orders with Vietnamese words between", () => {
    expect(findOrderCodeInMemo("tt đơn ĐH261122-004217 và đh261123-000001")).toEqual({
      kind: "ambiguous",
      orderCodes: ["DH261122-004217", "DH261123-000001"],
    });
  });
});
