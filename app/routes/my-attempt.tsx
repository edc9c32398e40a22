/**
 * `/bai-tap-cua-toi/{attemptId}`, `/bai-kiem-tra-cua-toi/{attemptId}` and their mobile views
 * `/mobile/myExercise/{id}`, `/mobile/myexam/{id}` — the review of one of the learner's closed
 * attempts (ADR 0014; spec §2, §7 `GET /api/Examination/ReviewExam/{id}`). One module, four
 * route ids: the exercise and exam reviews differ only in copy (`Làm lại` / `Làm lại bài kiểm tra`).
 * Loader: app/features/exams/review.server.ts (guest → login; 404; open attempt → its page; kind
 * mismatch → the right review); view: app/features/exams/review.tsx. Private, `noindex`.
 */
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { AttemptReview } from "~/features/exams/review";
import { loadReview } from "~/features/exams/review.server";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  {
    title: data
      ? `Kết quả lần ${data.review.attempt.number}: ${data.review.examination.title} – Nhà sách Đại học`
      : "Kết quả làm bài – Nhà sách Đại học",
  },
  { name: "robots", content: "noindex" },
];

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  return loadReview(context, request, params.id);
}

export default function MyAttempt() {
  const { review, view } = useLoaderData<typeof loader>();
  return <AttemptReview review={review} view={view} />;
}

export const ErrorBoundary = GeneralErrorBoundary;
