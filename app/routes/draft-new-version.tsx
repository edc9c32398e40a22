/**
 * `/chi-tiet-ban-thao/:id/phien-ban-moi` — a new version of a draft asking for revision (issue 15).
 * Guests → login. POST streams the file to `POST /api/Draft/UploadNewDraftFile` → 303 to the detail
 * + toast `Đã tải lên phiên bản mới`; 400/404/409 → a page with the message and the form again;
 * too large → the 413 page. GET → 303 to the detail page.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { useActionData } from "@remix-run/react";
import { requireAccess, upstreamFor } from "~/features/auth/auth.server";
import { AUTH_ROLES } from "~/features/auth/roles";
import { receiveUpload, UploadRefusal } from "~/features/drafts/upload.server";
import { NewVersionForm } from "~/features/drafts/upload-form";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { env } from "~/env.server";
import { idParam, paramOr404 } from "~/routing/params";
import { UpstreamError } from "~/upstream/client.server";
import { sendNewVersion } from "~/upstream/draft-upload.server";
import { redirectWithToast } from "~/session.server";
import { TooLarge } from "./draft-create";

export const meta: MetaFunction = () => [{ title: "Tải lên phiên bản mới – Nhà sách Đại học" }, { name: "robots", content: "noindex" }];

export async function loader({ params, context }: LoaderFunctionArgs) {
  await requireAccess(context, AUTH_ROLES.user);
  const id = paramOr404(idParam, params.id, "Không tìm thấy bản thảo");
  return redirect(`/chi-tiet-ban-thao/${id}`, 303);
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  await requireAccess(context, AUTH_ROLES.user);
  const id = paramOr404(idParam, params.id, "Không tìm thấy bản thảo");
  const maxMb = env.draftMaxFileMb;
  const client = await upstreamFor(context);
  let error: UpstreamError | UploadRefusal | null = null;
  let done = false;
  try {
    await receiveUpload(request, maxMb * 1_048_576, async (_fields, file) => {
      if (!file) {
        error = new UploadRefusal(400, "Chưa chọn tệp bản thảo", "file");
        return;
      }
      try {
        await sendNewVersion(client, id, file);
        done = true;
      } catch (e) {
        if (e instanceof UpstreamError) error = e;
        else throw e;
      }
    });
  } catch (e) {
    if (e instanceof UploadRefusal) error = e;
    else throw e;
  }
  if (done) return redirectWithToast(`/chi-tiet-ban-thao/${id}`, { type: "success", message: "Đã tải lên phiên bản mới" });
  const refused = (error ?? new UploadRefusal(400, "Chưa chọn tệp bản thảo", "file")) as UpstreamError | UploadRefusal;
  if (refused.status === 413) return data({ id, maxMb, tooLarge: true, message: refused.message }, { status: 413 });
  const status = refused.status === 404 || refused.status === 409 ? refused.status : 400;
  return data({ id, maxMb, tooLarge: false, message: refused.message }, { status });
}

export default function DraftNewVersion() {
  const result = useActionData<typeof action>();
  if (!result) return null;
  if (result.tooLarge) return <TooLarge maxMb={result.maxMb} back={`/chi-tiet-ban-thao/${result.id}`} />;
  return (
    <main>
      <h1>Tải lên phiên bản mới</h1>
      <NewVersionForm draftId={result.id} maxMb={result.maxMb} error={result.message} />
    </main>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
