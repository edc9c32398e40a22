/**
 * Loaders of the customer's library pages: guarded for customers (§5/§6: a guest goes to
 * `/login?redirectTo=…`), calling the upstream with the customer's token (`upstreamFor`, a 401 ends
 * the session as everywhere, ADR 0005). Another customer's ebook, a revoked one or an unknown id is
 * the 404 page (the upstream's `EBOOK_NOT_OWNED`); never their data.
 */
import type { RequestContext } from "~/context.server";
import { requireAccess, upstreamFor } from "~/features/auth/auth.server";
import { AUTH_ROLES } from "~/features/auth/roles";
import { getCategories } from "~/upstream/catalog.server";
import { isNotFound } from "~/upstream/client.server";
import { getEbook, listEbooks, streamEbookFile } from "~/upstream/ebooks.server";
import { idParam, paramOr404 } from "~/routing/params.server";
import { pageOf } from "./library";

/** The 404 text of an ebook the customer does not own (or that does not exist). */
const EBOOK_NOT_FOUND = "Không tìm thấy sách điện tử này trong thư viện của bạn.";

/** The catalogue of ebooks: the category with slug `ebook` (cached list), else every book. */
async function ebookCatalogPath(context: RequestContext): Promise<string> {
  const categories = await getCategories(context.upstream).catch(() => []);
  const ebooks = categories.find((c) => c.slug === "ebook");
  return ebooks ? `/san-pham/danh-muc/${ebooks.id}` : "/san-pham";
}

/**
 * One page of the customer's ebooks (`?page`, clamped: 0, −1, letters → 1): `{ ebooks, page,
 * totalPage, catalogPath }`; `catalogPath` (the ebook catalogue) only matters for the empty state.
 */
export async function loadLibrary(context: RequestContext, request: Request) {
  await requireAccess(context, AUTH_ROLES.user);
  const page = pageOf(new URL(request.url));
  const { ebooks, totalPage } = await listEbooks(await upstreamFor(context), page);
  const catalogPath = ebooks.length === 0 && page === 1 ? await ebookCatalogPath(context) : "/san-pham";
  return { ebooks, page, totalPage, catalogPath };
}

/** The owned ebook of path parameter `id`. @throws the 404 page when the id is malformed or not owned. */
export async function loadEbook(context: RequestContext, id: string | undefined) {
  await requireAccess(context, AUTH_ROLES.user);
  const productId = paramOr404(idParam, id, EBOOK_NOT_FOUND);
  try {
    return await getEbook(await upstreamFor(context), productId);
  } catch (error) {
    if (isNotFound(error)) throw new Response(EBOOK_NOT_FOUND, { status: 404 });
    throw error;
  }
}

/**
 * The file of an owned ebook, streamed from the upstream (Range, If-Range, If-None-Match passed on;
 * 200/206/304/416 and the file headers passed back); `?inline=1` to read it in the browser.
 * @throws 404 text when the id is malformed or not owned; the login redirect for guests.
 */
export async function ebookFileResponse(context: RequestContext, request: Request, id: string | undefined): Promise<Response> {
  await requireAccess(context, AUTH_ROLES.user);
  const productId = paramOr404(idParam, id, EBOOK_NOT_FOUND);
  const inline = new URL(request.url).searchParams.get("inline") === "1";
  try {
    return await streamEbookFile(await upstreamFor(context), productId, { inline, request });
  } catch (error) {
    if (isNotFound(error)) {
      throw new Response(EBOOK_NOT_FOUND, {
        status: 404,
        headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "private, no-store" },
      });
    }
    throw error;
  }
}
