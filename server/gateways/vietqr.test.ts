/**
 * VietQR payloads: NAPAS's published static example parsed and rebuilt byte for byte, a dynamic one
 * with amount and memo written out by hand (CRC computed here independently of the library), and
 * the refusals of malformed payloads.
 */
import { describe, expect, it } from "vitest";
import { bankNameOfBin, buildVietQr, parseVietQr, vietQrSvg } from "./vietqr";

/** CRC-16/CCITT-FALSE written out bit by bit (poly 0x1021, init 0xFFFF, no reflection, no final XOR). */
function crc16(text: string): string {
  let crc = 0xffff;
  for (const byte of Buffer.from(text, "utf8")) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, "0");
}
const withCrc = (body: string) => `${body}6304${crc16(`${body}6304`)}`;

const STATIC_EXAMPLE = "00020101021138530010A0000007270123000697041601092576788590208QRIBFTTA53037045802VN6304AE9F";

describe("CRC used by these tests", () => {
  it("gives AE9F for the published example and 29B1 for the standard check string", () => {
    expect(crc16(STATIC_EXAMPLE.slice(0, -4))).toBe("AE9F");
    expect(crc16("123456789")).toBe("29B1");
  });
});

describe("parseVietQr", () => {
  it("reads the published static example", () => {
    expect(parseVietQr(STATIC_EXAMPLE)).toEqual({
      ok: true,
      qr: {
        dynamic: false,
        bankBin: "970416",
        accountNumber: "257678859",
        service: "QRIBFTTA",
        amount: null,
        memo: null,
        bankName: "ACB",
      },
    });
  });

  it("accepts a lower-case CRC", () => {
    expect(parseVietQr(STATIC_EXAMPLE.replace(/AE9F$/, "ae9f")).ok).toBe(true);
  });

  it.each([
    ["empty", "", "thiếu nội dung"],
    ["wrong CRC", STATIC_EXAMPLE.replace(/AE9F$/, "AE9E"), "sai mã kiểm tra"],
    ["a changed digit (CRC no longer matches)", STATIC_EXAMPLE.replace("257678859", "257678858"), "sai mã kiểm tra"],
    ["no CRC item", STATIC_EXAMPLE.slice(0, -8), "thiếu mã kiểm tra"],
    ["non-ASCII", withCrc("000201010211" + "5802VĐ"), "ký tự không hợp lệ"],
    ["a length running past the end", withCrc("0002010102113899"), "cấu trúc"],
    ["a repeated field", withCrc("0002010002010102115303704"), "lặp lại"],
    ["not NAPAS", withCrc("00020101021138530010A0000007750123000697041601092576788590208QRIBFTTA53037045802VN"), "NAPAS"],
    [
      "a 5-digit BIN",
      withCrc("000201010211" + "3852" + "0010A000000727" + "0122" + "000597041" + "0109257678859" + "0208QRIBFTTA53037045802VN"),
      "BIN",
    ],
    ["USD", withCrc("00020101021138530010A0000007270123000697041601092576788590208QRIBFTTA53038405802VN"), "VND"],
    [
      "a decimal amount",
      withCrc("00020101021238530010A0000007270123000697041601092576788590208QRIBFTTA530370454051000.5802VN"),
      "số nguyên",
    ],
    [
      "a 26-character memo",
      withCrc(
        "00020101021238530010A0000007270123000697041601092576788590208QRIBFTTA5303704540410005802VN" + "6230" + "0826" + "A".repeat(26),
      ),
      "25 ký tự",
    ],
    ["unknown init method", withCrc("00020101021338530010A0000007270123000697041601092576788590208QRIBFTTA53037045802VN"), "khởi tạo"],
  ])("refuses %s with a Vietnamese message", (_name, payload, reason) => {
    const result = parseVietQr(payload);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error).toMatch(/^Mã VietQR không hợp lệ: .+\.$/);
      expect(result.error).toContain(reason);
    }
  });

  it("refuses garbage of any type without throwing", () => {
    expect(parseVietQr(undefined as unknown as string).ok).toBe(false);
    expect(parseVietQr("x".repeat(2000)).ok).toBe(false);
  });
});

describe("buildVietQr", () => {
  it("rebuilds the published static example identically", () => {
    const parsed = parseVietQr(STATIC_EXAMPLE);
    if (!parsed.ok) throw new Error(parsed.error);
    expect(buildVietQr({ bankBin: parsed.qr.bankBin, accountNumber: parsed.qr.accountNumber })).toBe(STATIC_EXAMPLE);
  });

  it("builds a dynamic QR with amount and memo, field by field", () => {
    const payload = buildVietQr({ bankBin: "970422", accountNumber: "0801234567890", amount: 125_000, memo: "DH261122004217" });
    const expected = withCrc(
      "000201" +
        "010212" +
        "3857" +
        ("0010A000000727" + "0127" + ("0006970422" + "0113" + "0801234567890") + "0208QRIBFTTA") +
        "5303704" +
        "5406125000" +
        "5802VN" +
        "6218" +
        "0814DH261122004217",
    );
    expect(payload).toBe(expected);
    expect(parseVietQr(payload)).toEqual({
      ok: true,
      qr: {
        dynamic: true,
        bankBin: "970422",
        accountNumber: "0801234567890",
        service: "QRIBFTTA",
        amount: 125_000,
        memo: "DH261122004217",
        bankName: "MB Bank",
      },
    });
  });

  it.each([
    [{ bankBin: "97042", accountNumber: "1" }],
    [{ bankBin: "970422", accountNumber: "" }],
    [{ bankBin: "970422", accountNumber: "1".repeat(20) }],
    [{ bankBin: "970422", accountNumber: "12-34" }],
    [{ bankBin: "970422", accountNumber: "1", amount: 0 }],
    [{ bankBin: "970422", accountNumber: "1", amount: 10.5 }],
    [{ bankBin: "970422", accountNumber: "1", amount: 10_000_000_000_000 }],
    [{ bankBin: "970422", accountNumber: "1", memo: "" }],
    [{ bankBin: "970422", accountNumber: "1", memo: "A".repeat(26) }],
    [{ bankBin: "970422", accountNumber: "1", memo: "Đơn hàng" }],
    [{ bankBin: "970422", accountNumber: "1", memo: "DH-1" }],
  ])("refuses %j", (input) => {
    expect(() => buildVietQr(input)).toThrow(RangeError);
  });
});

describe("bankNameOfBin", () => {
  it("names known BINs, null otherwise", () => {
    expect(bankNameOfBin("970422")).toBe("MB Bank");
    expect(bankNameOfBin("970436")).toBe("Vietcombank");
    expect(bankNameOfBin("000000")).toBeNull();
  });
});

describe("vietQrSvg", () => {
  it("draws an SVG document of the payload", async () => {
    const svg = await vietQrSvg(STATIC_EXAMPLE);
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(svg).toMatch(/<\/svg>\s*$/);
    expect(svg).toContain("<path");
    // A different payload draws a different picture.
    expect(await vietQrSvg(buildVietQr({ bankBin: "970422", accountNumber: "1", amount: 1 }))).not.toBe(svg);
  });
});
