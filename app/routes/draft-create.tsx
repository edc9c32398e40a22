/**
 * `/tao-ban-thao` — create a manuscript draft (spec §2; docs/ui-contract.md "Manuscripts").
 * Guests → login. POST streams the browser's multipart body to `POST /api/Draft/CreateDraft`
 * (app/features/drafts/upload.server.ts, app/upstream/draft-upload.server.ts): the text fields are
 * validated before the file flows on; success → 303 `/chi-tiet-ban-thao/{id}` + toast `Đã gửi bản
 * thảo`; field errors → 400 with every typed field kept and `Vui lòng chọn lại tệp bản thảo` when a
 * file was sent; DRAFT_FILE_INVALID → its message under `Tệp bản thảo`; too large → the 413 page.
 */
import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { requireAccess, upstreamFor } from "~/features/auth/auth.server";
import { AUTH_ROLES } from "~/features/auth/roles";
import { draftSchema } from "~/features/drafts/draft-form";
import { receiveUpload, tooLargeMessage, UploadRefusal, type ReceivedUpload } from "~/features/drafts/upload.server";
import { DraftCreateForm } from "~/features/drafts/upload-form";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { env } from "~/env.server";
import { UpstreamError } from "~/upstream/client.server";
import { sendDraft } from "~/upstream/draft-upload.server";
import { redirectWithToast } from "~/session.server";
import { rateLimit } from "~/utils/rate-limit.server";

export const meta: MetaFunction = () => [{ title: "Tạo bản thảo – Nhà sách Đại học" }, { name: "robots", content: "noindex" }];

export async function loader({ context }: LoaderFunctionArgs) {
  await requireAccess(context, AUTH_ROLES.user);
  return { maxMb: env.draftMaxFileMb };
}

const RESEND = "Vui lòng chọn lại tệp bản thảo";
const parseDraft = (fields: FormData) => parseWithZod(fields, { schema: draftSchema });

/** The upload's answer; `tooLarge`: the 413 page (the form with every typed field, the file to choose again). */
type CreateResult = { tooLarge: boolean; result: SubmissionResult<string[]>; fileError: string; maxMb: number };

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireAccess(context, AUTH_ROLES.user);
  const maxMb = env.draftMaxFileMb;
  const client = await upstreamFor(context);
  const answer = (status: number, r: CreateResult) => data(r, { status });
  let submission: ReturnType<typeof parseDraft> | null = null;
  let outcome: ReceivedUpload<{ id: number } | { error: UpstreamError } | { invalid: true }>;
  try {
    await rateLimit(request, "draftUpload", String(user?.id ?? ""));
    outcome = await receiveUpload(request, maxMb, async (fields, file) => {
      const parsed = parseDraft(fields);
      submission = parsed;
      if (parsed.status !== "success" || !file) return { invalid: true as const };
      try {
        return { id: await sendDraft(client, parsed.value, file) };
      } catch (error) {
        if (error instanceof UpstreamError) return { error };
        throw error;
      }
    });
  } catch (error) {
    const s = submission ?? parseDraft(new FormData());
    if (error instanceof UploadRefusal && error.status === 413)
      // Over the drain bound: nothing was read, nothing typed can be kept.
      return answer(413, { tooLarge: true, result: s.reply(), fileError: RESEND, maxMb });
    if (error instanceof UploadRefusal) {
      return answer(400, {
        tooLarge: false,
        result: s.reply({ formErrors: error.field ? [] : [error.message] }),
        fileError: error.field ? error.message : RESEND,
        maxMb,
      });
    }
    throw error;
  }
  const { result, fields, fileSeen, tooLarge } = outcome;
  const s = submission ?? parseDraft(fields);
  if (tooLarge) return answer(413, { tooLarge: true, result: s.reply(), fileError: `${tooLargeMessage(maxMb)}. ${RESEND}`, maxMb });
  if (result && "id" in result) {
    return redirectWithToast(`/chi-tiet-ban-thao/${result.id}`, { type: "success", message: "Đã gửi bản thảo" });
  }
  if (result && "error" in result) {
    const error = result.error;
    if (error.status === 413) return answer(413, { tooLarge: true, result: s.reply(), fileError: `${error.message}. ${RESEND}`, maxMb });
    if (error.code === "DRAFT_FILE_INVALID") return answer(400, { tooLarge: false, result: s.reply(), fileError: error.message, maxMb });
    const issues = (error.data as { issues?: { path?: string; message?: string }[] } | null)?.issues ?? [];
    const fieldErrors: Record<string, string[]> = {};
    for (const i of issues) if (i.path && i.message) (fieldErrors[i.path] ??= []).push(i.message);
    return answer(error.status === 429 ? 429 : 400, {
      tooLarge: false,
      result: s.reply({ fieldErrors, formErrors: issues.length ? [] : [error.message] }),
      fileError: RESEND,
      maxMb,
    });
  }
  // Validation failed, or no file was chosen.
  const noFile = s.status === "success" || !fileSeen;
  return answer(400, {
    tooLarge: false,
    result: s.reply(),
    fileError: noFile && s.status === "success" ? "Chưa chọn tệp bản thảo" : RESEND,
    maxMb,
  });
}

/** The heading and explanation of an upload refused for its size (the limit in MB). */
export function TooLargeNotice({ maxMb, keptFields }: { maxMb: number; keptFields: boolean }) {
  return (
    <>
      <h1>Tệp bản thảo quá lớn</h1>
      <p role="alert">
        Tệp bản thảo vượt quá giới hạn {maxMb} MB. Vui lòng nén tệp hoặc chia nhỏ rồi gửi lại.{" "}
        {keptFields
          ? "Các thông tin đã nhập được giữ lại bên dưới; trình duyệt không giữ tệp đã chọn, vui lòng chọn lại tệp bản thảo."
          : "Trình duyệt không giữ tệp đã chọn, vui lòng chọn lại tệp bản thảo."}
      </p>
    </>
  );
}

export default function DraftCreate() {
  const { maxMb } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <div>
      {actionData?.tooLarge ? <TooLargeNotice maxMb={actionData.maxMb} keptFields /> : <h1>Tạo bản thảo</h1>}
      <DraftCreateForm lastResult={actionData?.result} fileError={actionData?.fileError} maxMb={maxMb} />
    </div>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
