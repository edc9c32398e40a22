/**
 * `/bai-tap/{id}` and `/mobile/exercise/{id}` — the learner's exercise page (issue 14, ADR 0014 "Pages"; spec §2): the questions as one
 * form with `Lưu bài` and `Nộp bài`; the first save starts the attempt. Loader and action:
 * app/features/exams/attempt.server.ts. A guest → `/login?redirectTo=…`; a course not owned → 403 with
 * `Mua khóa học…`; unknown or malformed id → 404; an exam's id → its exam page. Private, `noindex`.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { AttemptPage } from "~/features/exams/attempt-page";
import { attemptAction, loadAttemptPage, type AttemptFormResult } from "~/features/exams/attempt.server";
import { NotOwnedPanel } from "~/features/learning/my-learning";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  {
    title:
      data?.kind === "page"
        ? `${data.examination.title} – ${data.examination.courseTitle} – Nhà sách Đại học`
        : "Bạn chưa mua khóa học này – Nhà sách Đại học",
  },
  { name: "robots", content: "noindex" },
];

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  return loadAttemptPage(context, request, params.id, "exercise");
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  return attemptAction(context, request, params.id, "exercise");
}

export default function ExercisePage() {
  const d = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as AttemptFormResult | undefined;
  if (d.kind === "notOwned")
    return (
      <>
        <NotOwnedPanel {...d.notOwned} view={d.view} />
        <p>Bài tập này thuộc một bài học dành cho học viên của khóa học.</p>
      </>
    );
  return (
    <AttemptPage
      examination={d.examination}
      mine={d.mine}
      view={d.view}
      serverNow={d.serverNow}
      result={result?.kind === "form" ? result : null}
    />
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
