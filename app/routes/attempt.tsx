/**
 * `/bai-tap/{id}`, `/bai-kiem-tra/{id}` and their mobile views `/mobile/exercise/{id}`,
 * `/mobile/exam/{id}` — the learner's exercise and exam pages (ADR 0014 "Pages"; spec §2):
 * the questions as one form with `Lưu bài` and `Nộp bài`. An exercise's first save starts its attempt;
 * an exam starts with `Bắt đầu làm bài`, with a deadline and a clock. One module, four route ids: the
 * path names the kind. Loader and action: app/features/exams/attempt.server.ts. A guest →
 * `/login?redirectTo=…`; a course not owned → 403 with `Mua khóa học…`; unknown or malformed id → 404;
 * an exercise's id on the exam page (or the reverse) → the right page. Private, `noindex`.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData, type ShouldRevalidateFunction } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { AttemptPage } from "~/features/exams/attempt-page";
import { attemptAction, loadAttemptPage, type AttemptFormResult } from "~/features/exams/attempt.server";
import { isQuietAutosave } from "~/features/exams/autosave";
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
  return loadAttemptPage(context, request, params.id);
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  return attemptAction(context, request, params.id);
}

/** An accepted autosave does not reload the page (nor the root: see root.tsx); a real save or submit does. */
export const shouldRevalidate: ShouldRevalidateFunction = (args) => !isQuietAutosave(args) && args.defaultShouldRevalidate;

export default function ExaminationAttemptPage() {
  const d = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as AttemptFormResult | undefined;
  if (d.kind === "notOwned")
    return (
      <>
        <NotOwnedPanel {...d.notOwned} view={d.view} />
        <p>
          {d.examinationKind === "exam"
            ? "Bài kiểm tra này dành cho học viên của khóa học."
            : "Bài tập này thuộc một bài học dành cho học viên của khóa học."}
        </p>
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
