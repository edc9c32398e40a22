/**
 * `/chi-tiet-ban-thao/:id/phien-ban-moi` — a new version of a draft asking for revision.
 * Guests → login; another author's, unknown or malformed id → the 404 page (the loader reads the draft
 * with `GET /api/Draft/GetDraftDetail/{id}`). POST streams the file to `POST
 * /api/Draft/UploadNewDraftFile` → 303 to the detail + toast `Đã tải lên phiên bản mới`; a refused
 * file (400), a draft not asking for a new version (409 `DRAFT_UPLOAD_NOT_ALLOWED`) or a file over the
 * limit (413, the limit in MB) → this page with the message (and the form again when the draft still
 * takes a version). GET shows the same page without a message (it is where a failed post lands; the
 * loader never redirects: Remix runs it to render the action's answer, and a redirect would hide it).
 */
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { requireAccess, upstreamFor } from "~/features/auth/auth.server";
import { AUTH_ROLES } from "~/features/auth/roles";
import { loadDraft } from "~/features/drafts/drafts.server";
import { receiveUpload, tooLargeMessage, UploadRefusal } from "~/features/drafts/upload.server";
import { NewVersionForm } from "~/features/drafts/upload-form";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { env } from "~/env.server";
import { idParam, paramOr404 } from "~/routing/params.server";
import { UpstreamError } from "~/upstream/client.server";
import { sendNewVersion } from "~/upstream/draft-upload.server";
import { redirectWithToast } from "~/session.server";
import { rateLimit } from "~/utils/rate-limit.server";
import { TooLargeNotice } from "./draft-create";

export const meta: MetaFunction = () => [{ title: "Tải lên phiên bản mới – Nhà sách Đại học" }, { name: "robots", content: "noindex" }];

export async function loader({ params, context }: LoaderFunctionArgs) {
  const draft = await loadDraft(context, params.id);
  return { id: draft.id, title: draft.title, canUpload: draft.canUploadNewVersion, maxMb: env.draftMaxFileMb };
}

const NOT_FOUND = "Không tìm thấy bản thảo này trong danh sách bản thảo của bạn.";

export async function action({ request, params, context }: ActionFunctionArgs) {
  const user = await requireAccess(context, AUTH_ROLES.user);
  const id = paramOr404(idParam, params.id, NOT_FOUND);
  const maxMb = env.draftMaxFileMb;
  const client = await upstreamFor(context);
  await rateLimit(request, "draftUpload", String(user?.id ?? ""));
  let refused: UpstreamError | UploadRefusal | null = null;
  let done = false;
  let tooLarge = false;
  try {
    const outcome = await receiveUpload(request, maxMb, async (_fields, file) => {
      if (!file) {
        refused = new UploadRefusal(400, "Chưa chọn tệp bản thảo", "file");
        return;
      }
      try {
        await sendNewVersion(client, id, file);
        done = true;
      } catch (e) {
        if (e instanceof UpstreamError) refused = e;
        else throw e;
      }
    });
    tooLarge = outcome.tooLarge;
    if (!outcome.fileSeen) refused = new UploadRefusal(400, "Chưa chọn tệp bản thảo", "file");
  } catch (e) {
    if (!(e instanceof UploadRefusal)) throw e;
    refused = e;
  }
  const error = refused as UpstreamError | UploadRefusal | null;
  if (tooLarge || error?.status === 413) return data({ tooLarge: true, message: tooLargeMessage(maxMb) }, { status: 413 });
  if (done && !error) return redirectWithToast(`/chi-tiet-ban-thao/${id}`, { type: "success", message: "Đã tải lên phiên bản mới" });
  if (error?.status === 404) throw new Response(NOT_FOUND, { status: 404 });
  const status = error?.status === 409 ? 409 : error?.status === 429 ? 429 : 400;
  return data({ tooLarge: false, message: error?.message ?? "Chưa chọn tệp bản thảo" }, { status });
}

export default function DraftNewVersion() {
  const { id, title, canUpload, maxMb } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <div>
      {result?.tooLarge ? <TooLargeNotice maxMb={maxMb} keptFields={false} /> : <h1>Tải lên phiên bản mới</h1>}
      <p>
        Bản thảo: <Link to={`/chi-tiet-ban-thao/${id}`}>{title}</Link>
      </p>
      {canUpload ? (
        <NewVersionForm draftId={id} maxMb={maxMb} error={result?.message} />
      ) : (
        <p role="alert">{result?.message ?? "Bản thảo đang ở trạng thái không nhận phiên bản mới"}</p>
      )}
    </div>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
