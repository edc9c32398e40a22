import { describe, expect, it } from "vitest";
import { parseBuyerTaxId } from "./buyer-tax-id";

describe("parseBuyerTaxId", () => {
  it("accepts the reference's valid MSTs, a branch with its dash, spaces and dots ignored", () => {
    expect(parseBuyerTaxId("0100109106")).toEqual({ ok: true, kind: "company", value: "0100109106" });
    expect(parseBuyerTaxId("0304132047")).toMatchObject({ ok: true, kind: "company" });
    expect(parseBuyerTaxId(" 0100109106-001 ")).toEqual({ ok: true, kind: "company", value: "0100109106-001" });
    expect(parseBuyerTaxId("0100.109.106")).toMatchObject({ ok: true, value: "0100109106" });
  });

  it("refuses a wrong check digit, 11 digits, letters and a branch without its dash", () => {
    expect(parseBuyerTaxId("0100109107")).toMatchObject({ ok: false, message: expect.stringContaining("chữ số kiểm tra") });
    expect(parseBuyerTaxId("01001091061")).toMatchObject({ ok: false, message: expect.stringContaining("10 chữ số") });
    expect(parseBuyerTaxId("01001O9106")).toMatchObject({ ok: false, message: expect.stringContaining("chỉ gồm chữ số") });
    expect(parseBuyerTaxId("0100109106001")).toMatchObject({ ok: false, message: expect.stringContaining("dấu gạch ngang") });
    expect(parseBuyerTaxId("0100109107-001")).toMatchObject({ ok: false });
    expect(parseBuyerTaxId("")).toMatchObject({ ok: false });
  });

  it("reads 7 digits as a budget unit and 12 as a person", () => {
    expect(parseBuyerTaxId("1234567")).toEqual({ ok: true, kind: "budget_unit", value: "1234567" });
    expect(parseBuyerTaxId("001203004567")).toEqual({ ok: true, kind: "individual", value: "001203004567" });
  });
});
