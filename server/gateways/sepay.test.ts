/** SePay's webhook: the body schema, the API key header (constant-time) and its dates. */
import { describe, expect, it } from "vitest";
import { parseSepayTransaction, sepayAuthorization, sepayTransactionTime, verifySepayAuthorization } from "./sepay";

/** The example of SePay's documentation, with our memo. */
const BODY = {
  id: 92704,
  gateway: "MBBank",
  transactionDate: "2026-11-22 10:15:00",
  accountNumber: "0801202600000",
  code: null,
  content: "MBVCB.3278912104.DH261122004217.CT tu 0011004123456 NGUYEN VAN A",
  transferType: "in",
  transferAmount: 125000,
  accumulated: 19077000,
  subAccount: null,
  referenceCode: "MBVCB.3278912104",
  description: "BankAPINotify MBVCB.3278912104.DH261122004217",
};

describe("parseSepayTransaction", () => {
  it("accepts SePay's documented body and drops unknown fields", () => {
    const result = parseSepayTransaction({ ...BODY, somethingNew: 1 });
    expect(result).toEqual({ ok: true, transaction: BODY });
  });

  it("accepts the minimal body (no subAccount, no description)", () => {
    const { subAccount: _s, description: _d, ...minimal } = BODY;
    expect(parseSepayTransaction(minimal).ok).toBe(true);
  });

  it.each([
    ["a string amount", { ...BODY, transferAmount: "125000" }, "transferAmount"],
    ["a fractional amount", { ...BODY, transferAmount: 125000.5 }, "transferAmount"],
    ["a negative amount", { ...BODY, transferAmount: -1 }, "transferAmount"],
    ["an unknown direction", { ...BODY, transferType: "IN" }, "transferType"],
    ["a string id", { ...BODY, id: "92704" }, "id"],
    ["an ISO date", { ...BODY, transactionDate: "2026-11-22T10:15:00Z" }, "transactionDate"],
    ["no content", { ...BODY, content: undefined }, "content"],
  ])("refuses %s, naming the field", (_name, body, field) => {
    const result = parseSepayTransaction(body);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.issues.join("\n")).toContain(`${field}:`);
  });

  it.each([null, "text", [], 42])("refuses %j", (body) => {
    expect(parseSepayTransaction(body)).toMatchObject({ ok: false, issues: [expect.stringMatching(/^body: /)] });
  });
});

describe("verifySepayAuthorization", () => {
  const KEY = "k".repeat(40);
  it("accepts the header SePay sends, any case of the scheme", () => {
    expect(verifySepayAuthorization(sepayAuthorization(KEY), KEY)).toBe(true);
    expect(sepayAuthorization(KEY)).toBe(`Apikey ${KEY}`);
    expect(verifySepayAuthorization(`APIKEY ${KEY}`, KEY)).toBe(true);
  });

  it.each([
    ["another key", `Apikey ${"k".repeat(39)}x`],
    ["a prefix of the key", `Apikey ${"k".repeat(39)}`],
    ["the key with more", `Apikey ${"k".repeat(41)}`],
    ["another scheme", `Bearer ${"k".repeat(40)}`],
    ["the bare key", "k".repeat(40)],
    ["empty", ""],
    ["missing", undefined],
    ["repeated (an array)", [`Apikey ${"k".repeat(40)}`]],
  ])("refuses %s", (_name, header) => {
    expect(verifySepayAuthorization(header, KEY)).toBe(false);
  });

  it("never verifies against an empty configured key", () => {
    expect(verifySepayAuthorization("Apikey ", "")).toBe(false);
    expect(verifySepayAuthorization("Apikey x", "")).toBe(false);
  });
});

describe("sepayTransactionTime", () => {
  it("reads GMT+7 wall time", () => {
    expect(sepayTransactionTime("2026-11-22 10:15:00")?.toISOString()).toBe("2026-11-22T03:15:00.000Z");
    expect(sepayTransactionTime("2026-01-01 03:00:00")?.toISOString()).toBe("2025-12-31T20:00:00.000Z");
  });

  it.each(["2026-02-30 10:00:00", "2026-11-22 24:00:00", "2026-11-22", "x"])("refuses %j", (value) => {
    expect(sepayTransactionTime(value)).toBeNull();
  });
});
