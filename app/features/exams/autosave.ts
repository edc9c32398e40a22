/**
 * When the attempt page's autosave (app/features/exams/attempt-form.tsx: a fetcher POST of the whole
 * form, intent `autosave`, every few seconds while the learner answers) may skip Remix's
 * revalidation. Client-safe: the attempt route and the root route use it in `shouldRevalidate`.
 */
import type { ShouldRevalidateFunctionArgs } from "@remix-run/react";

/**
 * Whether a revalidation follows an autosave that changed nothing the page shows: the autosave of an
 * attempt already open (the form carried its `attemptId`) that the server accepted (`savedAt`). The
 * page's loader (questions, saved answers) and the root's (header, toasts) would answer the same,
 * at a few upstream calls per save. Anything else revalidates as Remix decides: a real save or
 * submit, the first autosave of an exercise (it starts the attempt: the page needs its id), a refused
 * autosave (the attempt may have closed), a redirect (a session that ended).
 */
export function isQuietAutosave(args: Pick<ShouldRevalidateFunctionArgs, "formData" | "actionResult">): boolean {
  const { formData, actionResult } = args;
  return (
    formData?.get("intent") === "autosave" &&
    Boolean(formData.get("attemptId")) &&
    typeof actionResult === "object" &&
    actionResult !== null &&
    "savedAt" in actionResult
  );
}
