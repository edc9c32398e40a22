/**
 * The shared handling of the VNPay and ePay returns (gateway-return.server.ts): which parameters
 * are read, when the upstream is not asked at all, and which refusal page (400/404) a shopper sees.
 * The environment is read on the first import of ~/env.server (through the upstream client): set first.
 */
import { describe, expect, it, vi } from "vitest";

vi.hoisted(() => {
  process.env.SESSION_SECRET ??= "unit-test-secret-0123456789";
});

import { UpstreamError } from "~/upstream/client.server";
import { GatewayParamsError } from "~/upstream/payment.server";
import { checkGatewayReturn, GATEWAY_RETURN_INCOMPLETE, gatewayReturnParams } from "./gateway-return.server";

const FORM = { "Content-Type": "application/x-www-form-urlencoded" };

describe("gatewayReturnParams", () => {
  it("reads a GET's query string", async () => {
    const params = await gatewayReturnParams(new Request("http://shop.test/thanh-toan/vnpay-return?vnp_TxnRef=DH1&vnp_SecureHash=ab"));
    expect(Object.fromEntries(params)).toEqual({ vnp_TxnRef: "DH1", vnp_SecureHash: "ab" });
  });

  it("lays a POST's form fields over its query string", async () => {
    const request = new Request("http://shop.test/thanh-toan/epay-result?resultCd=99&invoiceNo=DH1", {
      method: "POST",
      headers: FORM,
      body: "resultCd=00_000&merchantToken=tok",
    });
    expect(Object.fromEntries(await gatewayReturnParams(request))).toEqual({ resultCd: "00_000", invoiceNo: "DH1", merchantToken: "tok" });
  });

  it("treats an unreadable POST body as an empty form", async () => {
    const request = new Request("http://shop.test/thanh-toan/epay-result?resultCd=00_000", { method: "POST", headers: FORM, body: "%" });
    const broken = new Request(request, { headers: { "Content-Type": "multipart/form-data; boundary=x" }, body: "not multipart" });
    expect(Object.fromEntries(await gatewayReturnParams(broken))).toEqual({ resultCd: "00_000" });
  });
});

describe("checkGatewayReturn", () => {
  const params = (q: string) => new URLSearchParams(q);

  it("refuses a return without every required parameter, without asking the upstream", async () => {
    const verify = vi.fn();
    for (const q of ["resultCd=00_000", "merchantToken=&resultCd=00_000", ""]) {
      expect(await checkGatewayReturn(params(q), ["merchantToken", "resultCd"], verify)).toEqual({
        ok: false,
        status: 400,
        error: GATEWAY_RETURN_INCOMPLETE,
      });
    }
    expect(verify).not.toHaveBeenCalled();
  });

  it("gives the upstream's verified result", async () => {
    const verify = vi.fn(async (p: URLSearchParams) => ({ orderId: Number(p.get("id")) }));
    expect(await checkGatewayReturn(params("vnp_SecureHash=ab&id=7"), ["vnp_SecureHash"], verify)).toEqual({
      ok: true,
      result: { orderId: 7 },
    });
  });

  it("maps the upstream's refusals to the page's message and status: 404 stays 404, everything else is 400", async () => {
    const refuse = (error: Error) => () => Promise.reject(error);
    const q = params("vnp_SecureHash=ab");
    expect(await checkGatewayReturn(q, ["vnp_SecureHash"], refuse(new UpstreamError(404, "Không tìm thấy đơn hàng.", null)))).toEqual({
      ok: false,
      status: 404,
      error: "Không tìm thấy đơn hàng.",
    });
    expect(await checkGatewayReturn(q, ["vnp_SecureHash"], refuse(new UpstreamError(409, "Chữ ký không hợp lệ.", null)))).toEqual({
      ok: false,
      status: 400,
      error: "Chữ ký không hợp lệ.",
    });
    expect(await checkGatewayReturn(q, ["vnp_SecureHash"], refuse(new GatewayParamsError()))).toMatchObject({ ok: false, status: 400 });
  });

  it("lets other failures through (the upstream unreachable is the error page, not a refusal)", async () => {
    await expect(
      checkGatewayReturn(params("vnp_SecureHash=ab"), ["vnp_SecureHash"], () => Promise.reject(new TypeError("fetch failed"))),
    ).rejects.toThrow("fetch failed");
  });
});
