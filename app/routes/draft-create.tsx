/**
 * `/tao-ban-thao` — create a manuscript draft (issue 15, spec §2; docs/ui-contract.md "Manuscripts").
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
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { requireAccess, upstreamFor } from "~/features/auth/auth.server";
import { AUTH_ROLES } from "~/features/auth/roles";
import { draftSchema } from "~/features/drafts/draft-form";
import { receiveUpload, UploadRefusal } from "~/features/drafts/upload.server";
import { DraftCreateForm } from "~/features/drafts/upload-form";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { env } from "~/env.server";
import { UpstreamError } from "~/upstream/client.server";
import { sendDraft } from "~/upstream/draft-upload.server";
import { redirectWithToast } from "~/session.server";

export const meta: MetaFunction = () => [{ title: "Tạo bản thảo – Nhà sách Đại học" }, { name: "robots", content: "noindex" }];

export async function loader({ context }: LoaderFunctionArgs) {
  await requireAccess(context, AUTH_ROLES.user);
  return { maxMb: env.draftMaxFileMb };
}

const RESEND = "Vui lòng chọn lại tệp bản thảo";
const parseDraft = (fields: FormData) => parseWithZod(fields, { schema: draftSchema });

export async function action({ request, context }: ActionFunctionArgs) {
  await requireAccess(context, AUTH_ROLES.user);
  const maxMb = env.draftMaxFileMb;
  const client = await upstreamFor(context);
  let outcome: Awaited<ReturnType<typeof receiveUpload<{ id: number } | { error: unknown } | { invalid: true }>>>;
  let submission: ReturnType<typeof parseDraft> | null = null;
  try {
    outcome = await receiveUpload(request, maxMb * 1_048_576, async (fields, file) => {
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
    if (error instanceof UploadRefusal && error.status === 413) return data({ tooLarge: true as const, maxMb }, { status: 413 });
    if (error instanceof UploadRefusal) {
      const s = submission ?? parseDraft(new FormData());
      return data(
        { result: s.reply({ formErrors: error.field ? [] : [error.message] }), fileError: error.field ? error.message : RESEND, maxMb },
        { status: 400 },
      );
    }
    throw error;
  }
  const { result, fields, fileSeen } = outcome;
  if (result && "id" in result) {
    return redirectWithToast(`/chi-tiet-ban-thao/${result.id}`, { type: "success", message: "Đã gửi bản thảo" });
  }
  const s = submission ?? parseDraft(fields);
  if (result && "error" in result) {
    const error = result.error as UpstreamError;
    if (error.status === 413) return data({ tooLarge: true as const, maxMb }, { status: 413 });
    if (error.code === "DRAFT_FILE_INVALID") return data({ result: s.reply(), fileError: error.message, maxMb }, { status: 400 });
    const issues = (error.data as { issues?: { path?: string; message?: string }[] } | null)?.issues ?? [];
    const fieldErrors: Record<string, string[]> = {};
    for (const i of issues) if (i.path && i.message) (fieldErrors[i.path] ??= []).push(i.message);
    return data(
      { result: s.reply({ fieldErrors, formErrors: issues.length ? [] : [error.message] }), fileError: RESEND, maxMb },
      { status: error.status === 429 ? 429 : 400 },
    );
  }
  // Validation failed, or no file was chosen.
  const noFile = s.status === "success" || !fileSeen;
  return data(
    { result: s.reply(), fileError: noFile && s.status === "success" ? "Chưa chọn tệp bản thảo" : RESEND, maxMb },
    { status: 400 },
  );
}

/** The 413 page of an upload: the limit, a link back; nothing typed could be kept. */
export function TooLarge({ maxMb, back }: { maxMb: number; back: string }) {
  return (
    <main>
      <h1>Tệp bản thảo quá lớn</h1>
      <p>Tệp bản thảo vượt quá giới hạn {maxMb} MB. Vui lòng nén tệp hoặc chia nhỏ rồi gửi lại.</p>
      <p>Vì tệp quá lớn, biểu mẫu không được đọc nên các thông tin đã nhập không được giữ lại: vui lòng nhập lại.</p>
      <p>
        <Link to={back}>Quay lại biểu mẫu</Link>
      </p>
    </main>
  );
}

export default function DraftCreate() {
  const { maxMb } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  if (actionData && "tooLarge" in actionData) return <TooLarge maxMb={actionData.maxMb} back="/tao-ban-thao" />;
  return (
    <main>
      <h1>Tạo bản thảo</h1>
      <DraftCreateForm
        lastResult={actionData?.result as SubmissionResult<string[]> | undefined}
        fileError={actionData?.fileError}
        maxMb={maxMb}
      />
    </main>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
