import { describe, expect, it } from "vitest";
import {
  documentCacheControl,
  hasPersonalCookie,
  hydrates,
  PRIVATE_CACHE_CONTROL,
  PUBLIC_PAGE,
  SHARED_CACHE_CONTROL,
  STATIC_PAGE,
  STATIC_PAGE_RENDERED_PER_CUSTOMER,
  fillableForCustomers,
} from "./cache-policy";

const anonymous = { method: "GET", status: 200, cookieHeader: null, setsCookie: false, handles: [PUBLIC_PAGE] };

describe("documentCacheControl (ADR 0007)", () => {
  it("lets shared caches store an anonymous GET of a public page", () => {
    expect(documentCacheControl(anonymous)).toBe(SHARED_CACHE_CONTROL);
    expect(documentCacheControl({ ...anonymous, cookieHeader: "_ga=GA1.2.3; theme=dark" })).toBe(SHARED_CACHE_CONTROL);
    expect(documentCacheControl({ ...anonymous, method: "HEAD" })).toBe(SHARED_CACHE_CONTROL);
  });

  it("keeps a page private when the visitor has a session, a cart or a toast", () => {
    for (const cookieHeader of ["__session=abc", "a=1; __cart=xyz", "__toast=t; b=2"]) {
      expect(documentCacheControl({ ...anonymous, cookieHeader }), cookieHeader).toBe(PRIVATE_CACHE_CONTROL);
    }
  });

  it("keeps a page private when the response sets a cookie, is not a 200, or is not a GET", () => {
    expect(documentCacheControl({ ...anonymous, setsCookie: true })).toBe(PRIVATE_CACHE_CONTROL);
    expect(documentCacheControl({ ...anonymous, status: 404 })).toBe(PRIVATE_CACHE_CONTROL);
    expect(documentCacheControl({ ...anonymous, method: "POST" })).toBe(PRIVATE_CACHE_CONTROL);
  });

  it("keeps a page private unless every matched route opts in", () => {
    expect(documentCacheControl({ ...anonymous, handles: [] })).toBe(PRIVATE_CACHE_CONTROL);
    expect(documentCacheControl({ ...anonymous, handles: [PUBLIC_PAGE, undefined] })).toBe(PRIVATE_CACHE_CONTROL);
    expect(documentCacheControl({ ...anonymous, handles: [{ cache: "private" }] })).toBe(PRIVATE_CACHE_CONTROL);
  });
});

describe("hasPersonalCookie", () => {
  it("matches cookie names exactly", () => {
    expect(hasPersonalCookie("__sessionx=1; my__cart=2")).toBe(false);
    expect(hasPersonalCookie(" __cart=1")).toBe(true);
    expect(hasPersonalCookie("")).toBe(false);
  });
});

describe("hydrates", () => {
  it("is false only when the page's own route is a static page", () => {
    expect(hydrates([PUBLIC_PAGE])).toBe(true);
    expect(hydrates([undefined])).toBe(true);
    expect(hydrates([])).toBe(true);
    expect(hydrates([STATIC_PAGE])).toBe(false);
    expect(hydrates([STATIC_PAGE, PUBLIC_PAGE])).toBe(true);
  });
  it("keeps a static page shareable", () => {
    expect(documentCacheControl({ ...anonymous, handles: [STATIC_PAGE] })).toBe(SHARED_CACHE_CONTROL);
  });
});

describe("fillableForCustomers", () => {
  it("is false when a route renders its static page per customer, and that page stays static and shareable", () => {
    expect(fillableForCustomers([STATIC_PAGE])).toBe(true);
    expect(fillableForCustomers([STATIC_PAGE_RENDERED_PER_CUSTOMER])).toBe(false);
    expect(hydrates([STATIC_PAGE_RENDERED_PER_CUSTOMER])).toBe(false);
    expect(documentCacheControl({ ...anonymous, handles: [STATIC_PAGE_RENDERED_PER_CUSTOMER] })).toBe(SHARED_CACHE_CONTROL);
  });
});
