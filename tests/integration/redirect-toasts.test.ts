/**
 * A path that only redirects keeps the flash toasts for the page it leads to (app/routing/redirect-only.ts):
 * with JavaScript a login whose target is `/` loads `/.data` (root loader + the 301 of `/`) and then
 * `/trang-chu.data`; the toasts must reach the second. Real root loader, real upstream.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { call, CookieJar, getRequest, pendingToast, useUpstream } from "./support";

useUpstream();

// The storefront's modules read the environment useUpstream sets: imported after it.
let rootRoute: typeof import("~/root");
let setToast: typeof import("~/session.server").setToast;
beforeAll(async () => {
  rootRoute = await import("~/root");
  ({ setToast } = await import("~/session.server"));
});

async function jarWithToast(message: string): Promise<CookieJar> {
  return new CookieJar().take(new Headers({ "Set-Cookie": await setToast({ type: "success", message }) }));
}

describe("toasts across a redirect-only path", () => {
  it.each(["/", "/login", "/account/orders/12", "/pages/profile"])("%s leaves the toasts in the cookie", async (path) => {
    const jar = await jarWithToast("Đăng nhập thành công");
    const out = await call(rootRoute.loader, getRequest(path, jar));
    expect((out.data as { toasts: unknown[] }).toasts).toEqual([]);
    jar.take(out.headers);
    expect(pendingToast(jar)).toMatchObject({ message: "Đăng nhập thành công" });
  });

  it("the page after it shows them, once", async () => {
    const jar = await jarWithToast("Đăng nhập thành công");
    const page = await call(rootRoute.loader, getRequest("/trang-chu", jar));
    expect((page.data as { toasts: unknown[] }).toasts).toEqual([expect.objectContaining({ message: "Đăng nhập thành công" })]);
    jar.take(page.headers);
    expect(pendingToast(jar)).toBeNull();
  });
});
