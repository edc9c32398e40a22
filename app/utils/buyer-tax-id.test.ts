import { describe, expect, it } from "vitest";
import { parseBuyerTaxId, TAX_ID_MESSAGES } from "./buyer-tax-id";

describe("parseBuyerTaxId (storefront)", () => {
  it.each([
    ["0100109106", "company", "0100109106"],
    ["0304132047", "company", "0304132047"],
    [" 0100109106-001 ", "company", "0100109106-001"],
    ["0100.109.106", "company", "0100109106"],
    ["1234567", "budget_unit", "1234567"],
    ["001203004567", "individual", "001203004567"],
  ])("accepts %j as %s", (input, kind, value) => expect(parseBuyerTaxId(input)).toEqual({ ok: true, kind, value }));

  it.each([
    ["0100109107", TAX_ID_MESSAGES.checkDigit],
    ["0100109107-001", TAX_ID_MESSAGES.checkDigit],
    ["01001091061", TAX_ID_MESSAGES.length],
    ["01001O9106", TAX_ID_MESSAGES.letters],
    ["MST0100109106", TAX_ID_MESSAGES.letters],
    ["0100109106001", TAX_ID_MESSAGES.branchDash],
    ["0100109106-01", TAX_ID_MESSAGES.length],
    ["", TAX_ID_MESSAGES.empty],
    [" . ", TAX_ID_MESSAGES.empty],
  ])("refuses %j with its own message", (input, message) => expect(parseBuyerTaxId(input)).toEqual({ ok: false, message }));
});
