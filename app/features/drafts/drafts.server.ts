/**
 * Loaders of the manuscript pages (ADR 0015): the intake page (public; the author's list
 * when signed in), a draft's detail and its file (customers only: a guest goes to
 * `/login?redirectTo=…`). Calls use the author's token (`upstreamFor`); another author's draft, an
 * unknown or a malformed id is the 404 page (the upstream's `DRAFT_NOT_FOUND`), never their data.
 */
import type { RequestContext } from "~/context.server";
import { getAuth, requireAccess, upstreamFor } from "~/features/auth/auth.server";
import { AUTH_ROLES } from "~/features/auth/roles";
import { pageOf } from "~/features/library/library";
import { isNotFound } from "~/upstream/client.server";
import { getMyDraft, listMyDrafts, streamDraftFile } from "~/upstream/drafts.server";
import { idParam, paramOr404 } from "~/routing/params.server";
import { env } from "~/env.server";
import { DRAFT_PAGE_PARAM } from "./drafts";

/** The 404 text of a draft the author does not own (or that does not exist). */
const DRAFT_NOT_FOUND = "Không tìm thấy bản thảo này trong danh sách bản thảo của bạn.";
/** The 404 text of a file that is not one of the draft's versions. */
const DRAFT_FILE_NOT_FOUND = "Không tìm thấy tệp bản thảo này.";

/**
 * The intake page's data: `maxFileMb` (env DRAFT_MAX_FILE_MB), `signedIn`, and for an author one page
 * of their drafts (`?trang=`, clamped: 0, −1, letters → 1; a page past the last shows the last).
 */
export async function loadIntake(context: RequestContext, request: Request) {
  const { user } = await getAuth(context);
  const maxFileMb = env.draftMaxFileMb;
  if (!user) return { signedIn: false as const, maxFileMb, drafts: [], page: 1, totalPage: 1 };
  const client = await upstreamFor(context);
  let page = pageOf(new URL(request.url), 10_000, DRAFT_PAGE_PARAM);
  let list = await listMyDrafts(client, page);
  if (list.drafts.length === 0 && page > list.totalPage) {
    page = list.totalPage;
    list = await listMyDrafts(client, page);
  }
  return { signedIn: true as const, maxFileMb, drafts: list.drafts, page, totalPage: list.totalPage };
}

/** The author's draft of path parameter `id`. @throws the 404 page when the id is malformed, unknown or another author's. */
export async function loadDraft(context: RequestContext, id: string | undefined) {
  await requireAccess(context, AUTH_ROLES.user);
  const draftId = paramOr404(idParam, id, DRAFT_NOT_FOUND);
  try {
    return await getMyDraft(await upstreamFor(context), draftId);
  } catch (error) {
    if (isNotFound(error)) throw new Response(DRAFT_NOT_FOUND, { status: 404 });
    throw error;
  }
}

/**
 * A file of the author's draft, streamed from the upstream with its Content-Type,
 * Content-Disposition (attachment), Content-Length, `nosniff` and `private, no-store`.
 * @throws 404 text when an id is malformed or the draft/file is unknown or another author's; the login redirect for guests.
 */
export async function draftFileResponse(
  context: RequestContext,
  request: Request,
  params: { id?: string; fileId?: string },
): Promise<Response> {
  await requireAccess(context, AUTH_ROLES.user);
  const notFound = () =>
    new Response(DRAFT_FILE_NOT_FOUND, {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "private, no-store" },
    });
  const draftId = idParam.safeParse(params.id);
  const fileId = idParam.safeParse(params.fileId);
  if (!draftId.success || !fileId.success) throw notFound();
  try {
    return await streamDraftFile(await upstreamFor(context), draftId.data, fileId.data, request);
  } catch (error) {
    if (isNotFound(error)) throw notFound();
    throw error;
  }
}
