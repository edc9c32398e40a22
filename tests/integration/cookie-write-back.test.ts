/**
 * The request context's cookie write-back (ADR 0011 "Write-back", `commitCookies` in
 * app/context.server.ts): whatever a loader, an action or a feature they call changes in a cookie
 * store reaches the answer's Set-Cookie — once, only for the stores that changed, also on a thrown
 * redirect or error — and the next request of the same browser sees it.
 */
import { redirect } from "@remix-run/node";
import { beforeAll, describe, expect, it } from "vitest";
import { SEED_FACTS } from "../../server/seed/catalog";
import { browse, call, CookieJar, getRequest, pendingToast, postRequest, useUpstream, type Outcome } from "./support";

useUpstream();

let cart: typeof import("~/features/cart/cart.server");
let ctx: typeof import("~/context.server");
let rootRoute: typeof import("~/root");
let cartRoute: typeof import("~/routes/cart");
let session: typeof import("~/session.server");

beforeAll(async () => {
  cart = await import("~/features/cart/cart.server");
  ctx = await import("~/context.server");
  rootRoute = await import("~/root");
  cartRoute = await import("~/routes/cart");
  session = await import("~/session.server");
});

const cookieNames = (out: Outcome) => out.headers.getSetCookie().map((line) => line.slice(0, line.indexOf("=")));
type Args = { request: Request; context: import("~/context.server").RequestContext };

/** The guest cart's lines a following request of `jar` reads. */
async function linesSeenNext(jar: CookieJar) {
  const context = ctx.createRequestContext(getRequest("/gio-hang", jar));
  return (await context.guestCart()).cart.lines;
}

/** A route function adding one copy of the digital seed book through the cart feature (nested calls). */
async function addThroughFeature({ context }: Args) {
  const store = await cart.cartFor(context);
  const change = await store.change(SEED_FACTS.digitalProductId, 1, "add");
  expect(change.ok).toBe(true);
}

describe("the cookie write-back", () => {
  it("a change made in a nested feature call reaches the answer's Set-Cookie, and the next request sees it", async () => {
    const jar = new CookieJar();
    const out = await browse(
      jar,
      async (args) => {
        await addThroughFeature(args as Args);
        return { ok: true };
      },
      getRequest("/", jar),
    );
    expect(cookieNames(out)).toEqual(["__cart"]);
    expect(await linesSeenNext(jar)).toEqual([{ productSaleId: SEED_FACTS.digitalProductId, quantity: 1 }]);
  });

  it("an unchanged store writes no cookie: an anonymous page sets none, a read cart is not re-sent", async () => {
    const anonymous = await call(rootRoute.loader, getRequest("/san-pham"));
    expect(anonymous.headers.getSetCookie()).toEqual([]);

    const jar = new CookieJar();
    await browse(
      jar,
      cartRoute.action,
      postRequest("/gio-hang", { intent: "add", productSaleId: String(SEED_FACTS.digitalProductId) }, jar),
    );
    jar.delete("__toast");
    expect(jar.get("__cart")).toBeDefined();
    // The root loader reads __cart, __session, __toast and __settings; none changes.
    const page = await call(rootRoute.loader, getRequest("/san-pham", jar));
    expect(page.status).toBe(200);
    expect(page.headers.getSetCookie()).toEqual([]);
  });

  it("a thrown redirect still carries the change", async () => {
    const jar = new CookieJar();
    const out = await browse(
      jar,
      async (args) => {
        await addThroughFeature(args as Args);
        throw redirect("/gio-hang");
      },
      getRequest("/", jar),
    );
    expect(out).toMatchObject({ thrown: true, status: 302, location: "/gio-hang" });
    expect(cookieNames(out)).toEqual(["__cart"]);
    expect(await linesSeenNext(jar)).toHaveLength(1);
  });

  it("a change is kept when an error is thrown after it: a thrown 502, or the error page of an unexpected error", async () => {
    const jar = new CookieJar();
    const out = await browse(
      jar,
      async (args) => {
        await addThroughFeature(args as Args);
        throw new Response("Máy chủ không phản hồi", { status: 502 });
      },
      getRequest("/", jar),
    );
    expect(out).toMatchObject({ thrown: true, status: 502 });
    expect(cookieNames(out)).toEqual(["__cart"]);
    expect(await linesSeenNext(jar)).toHaveLength(1);

    // An unexpected error: Remix renders the error boundary (500) and the server writes back on it.
    const request = getRequest("/", jar);
    const context = ctx.createRequestContext(request);
    await expect(
      (async () => {
        await addThroughFeature({ request, context });
        throw new Error("boom");
      })(),
    ).rejects.toThrow("boom");
    const errorPage = await ctx.commitCookies(context, new Response("<h1>Đã có lỗi xảy ra</h1>", { status: 500 }));
    expect(errorPage.status).toBe(500);
    jar.take(errorPage.headers);
    expect(await linesSeenNext(jar)).toEqual([{ productSaleId: SEED_FACTS.digitalProductId, quantity: 2 }]);
  });

  it("a shown toast removes its cookie; a redirect shows none and keeps it; a flashed one merges with the pending ones", async () => {
    const jar = new CookieJar().take((await session.redirectWithToast("/", { type: "info", message: "Một" })).headers);
    expect(pendingToast(jar)?.message).toBe("Một");

    // A page whose loaders run but which answers a redirect: nothing shown, the toast stays.
    const redirected = await call(
      async ({ context }) => {
        await rootRoute.loader({ request: getRequest("/san-pham", jar), context, params: {} });
        throw redirect("/dang-nhap");
      },
      getRequest("/san-pham", jar),
    );
    expect(redirected.headers.getSetCookie()).toEqual([]);

    // A redirect with its own toast and one flashed through the context: both, newest first, then the pending one.
    const chained = await browse(
      jar,
      async ({ context }) => {
        context.flashToast({ type: "warning", message: "Hai" });
        return session.redirectWithToast("/gio-hang", { type: "success", message: "Ba" });
      },
      getRequest("/", jar),
    );
    expect(cookieNames(chained)).toEqual(["__toast"]);
    const shown = await browse(jar, rootRoute.loader, getRequest("/gio-hang", jar));
    expect((shown.data as { toasts: { message: string }[] }).toasts.map((t) => t.message)).toEqual(["Ba", "Hai", "Một"]);
    expect(shown.headers.getSetCookie()).toEqual([expect.stringMatching(/^__toast=;.*Expires=Thu, 01 Jan 1970/)]);
    expect(jar.get("__toast")).toBeUndefined();
  });

  it("a cart too large for its cookie is a Vietnamese 400 page at write-back, never a 500; the other stores are still written", async () => {
    const out = await call(async ({ context }) => {
      const guest = await context.guestCart();
      guest.cart.contact = {
        name: "ệ".repeat(5000),
        phone: "0987654321",
        email: "a@example.com",
        address: "x",
        cityId: null,
        districtId: null,
        wardId: null,
      };
      (await context.settingsCookie()).save({ ...(await context.settingsCookie()).settings });
      return session.redirectWithToast("/gio-hang", { type: "success", message: "Đã lưu" });
    }, getRequest("/"));
    expect(out).toMatchObject({ thrown: true, status: 400 });
    expect(String(out.data)).toContain("Giỏ hàng quá lớn để lưu");
    expect(cookieNames(out)).toEqual(["__settings"]);
  });

  it("an answer whose headers are immutable (a proxied fetch answer) is copied with the cookies", async () => {
    const request = getRequest("/");
    const context = ctx.createRequestContext(request);
    (await context.authSession()).setDraft(null);
    (await context.authSession()).setResetEmail("a@example.com");
    const answer = await ctx.commitCookies(context, Response.redirect("http://shop.test/quen-mat-khau", 303));
    expect(answer.status).toBe(303);
    expect(answer.headers.get("Location")).toBe("http://shop.test/quen-mat-khau");
    expect(answer.headers.getSetCookie()).toEqual([expect.stringMatching(/^__session=/)]);
  });
});
