import { describe, expect, it } from "vitest";
import {
  BODY_LIMITS,
  bodyLimit,
  checkContentLength,
  checkOrigin,
  hstsHeader,
  isValidHost,
  refusalPage,
  routeKind,
} from "./request-policy.server";

const post = (origin: string | undefined, extra: Partial<Parameters<typeof checkOrigin>[0]> = {}) =>
  checkOrigin({ method: "POST", pathname: "/gio-hang", origin, host: "shop.example:3000", publicUrl: null, ...extra });

describe("the Origin rule", () => {
  it("lets through reads and mutations without Origin", () => {
    expect(checkOrigin({ method: "GET", pathname: "/gio-hang", origin: "https://evil.example", host: "shop.example" })).toEqual({
      kind: "allow",
    });
    expect(checkOrigin({ method: "HEAD", pathname: "/", origin: "null", host: "shop.example" })).toEqual({ kind: "allow" });
    expect(post(undefined)).toEqual({ kind: "allow" });
  });

  it("allows the request's own origin and PUBLIC_URL's origin", () => {
    expect(post("http://shop.example:3000")).toEqual({ kind: "allow" });
    expect(post("https://SHOP.example:3000")).toEqual({ kind: "allow" });
    expect(post("https://shop.example", { host: "shop.example:443" })).toEqual({ kind: "allow" });
    expect(post("https://nhasach.example", { host: "10.0.0.5:3000", publicUrl: "https://nhasach.example/" })).toEqual({ kind: "allow" });
  });

  it("forbids foreign, null and malformed origins on every mutation", () => {
    for (const method of ["POST", "PUT", "PATCH", "DELETE", "post"]) {
      expect(checkOrigin({ method, pathname: "/dang-nhap", origin: "https://evil.example", host: "shop.example" })).toEqual({
        kind: "forbid",
        reason: "foreign-origin",
      });
    }
    expect(post("null")).toEqual({ kind: "forbid", reason: "null-origin" });
    for (const bad of [
      "",
      "shop.example:3000",
      "ht!tp://x",
      "javascript:alert(1)",
      "http://shop.example:3000/path",
      "http://u:p@shop.example:3000",
      "http://[::1",
    ]) {
      expect(post(bad), bad).toEqual({ kind: "forbid", reason: "malformed-origin" });
    }
    // a different scheme or port of PUBLIC_URL is another origin
    expect(post("http://nhasach.example", { publicUrl: "https://nhasach.example" })).toEqual({ kind: "forbid", reason: "foreign-origin" });
    expect(post("https://shop.example:3001")).toEqual({ kind: "forbid", reason: "foreign-origin" });
    // no Host to compare with
    expect(post("https://shop.example:3000", { host: undefined })).toEqual({ kind: "forbid", reason: "foreign-origin" });
  });

  it("lets the gateways post back cross-site to their return routes only", () => {
    for (const pathname of [
      "/thanh-toan/vnpay-return",
      "/thanh-toan/epay-result",
      "/thanh-toan/EPAY-result/",
      "/thanh-toan/epay-result.data",
    ]) {
      expect(post("https://sandbox.vnpayment.vn", { pathname }), pathname).toEqual({ kind: "allow-gateway" });
      expect(post("null", { pathname }), pathname).toEqual({ kind: "allow-gateway" });
    }
    expect(post("https://sandbox.vnpayment.vn", { pathname: "/thanh-toan/epay" })).toEqual({ kind: "forbid", reason: "foreign-origin" });
  });
});

describe("the body limits", () => {
  it("has one limit per route kind", () => {
    expect(routeKind("/dang-nhap")).toBe("form");
    expect(routeKind("/thanh-toan/vnpay-return")).toBe("gateway-return");
    expect(bodyLimit("/gio-hang")).toBe(64 * 1024);
    expect(bodyLimit("/thanh-toan/epay-result")).toBe(16 * 1024);
    expect(BODY_LIMITS.form).toBeGreaterThan(BODY_LIMITS["gateway-return"]);
  });

  it("judges a declared Content-Length against the route's limit", () => {
    expect(checkContentLength("/gio-hang", undefined)).toEqual({ kind: "unknown", limit: 65_536 });
    expect(checkContentLength("/gio-hang", "65536")).toEqual({ kind: "ok", limit: 65_536, length: 65_536 });
    expect(checkContentLength("/gio-hang", "65537")).toEqual({ kind: "too-large", limit: 65_536, length: 65_537 });
    expect(checkContentLength("/thanh-toan/vnpay-return", "20000")).toMatchObject({ kind: "too-large" });
    expect(checkContentLength("/gio-hang", "20000000")).toMatchObject({ kind: "too-large" });
    for (const bad of ["-1", "1e3", "abc", "99999999999999999999"]) expect(checkContentLength("/", bad).kind, bad).toBe("invalid");
  });
});

describe("HSTS, hosts and refusal pages", () => {
  it("sends HSTS only when PUBLIC_URL is https", () => {
    expect(hstsHeader("https://nhasach.example")).toBe("max-age=31536000; includeSubDomains");
    expect(hstsHeader("http://localhost:3000")).toBeNull();
    expect(hstsHeader(undefined)).toBeNull();
  });

  it("accepts hostnames and IP literals with a valid port only", () => {
    for (const ok of [undefined, "localhost", "127.0.0.1:3000", "[::1]:3000", "nhasach.example"])
      expect(isValidHost(ok), String(ok)).toBe(true);
    for (const bad of ["a:99999", "exa mple", "a/b", "a@b", "a?b", "a#b", "[::1"]) expect(isValidHost(bad), bad).toBe(false);
  });

  it("answers short Vietnamese pages with a link home", () => {
    expect(refusalPage("too-large")).toMatchObject({ status: 413, html: expect.stringContaining("Dữ liệu gửi lên quá lớn") });
    const forbidden = refusalPage("forbidden");
    expect(forbidden.status).toBe(403);
    expect(forbidden.html).toContain("Yêu cầu bị từ chối");
    expect(forbidden.html).toContain('<a href="/">Về trang chủ</a>');
    expect(forbidden.html).toContain('lang="vi"');
  });
});
