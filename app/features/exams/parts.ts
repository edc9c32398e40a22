/**
 * The parts of matching, ordering and cloze questions (ADR 0028) as the attempt form names them, the
 * same on the server and in the browser: one field per part, `q-{questionId}-{partKey}`.
 */
import type { QuestionActive } from "~/upstream/examinations.server";

/** The key of a question part in the form's values (AnswerValues): `{questionId}.{partKey}`. */
export const partValueKey = (questionId: number, partKey: string) => `${questionId}.${partKey}`;

/** The form field of a question part: `q-{questionId}-{partKey}` (also its element id). */
export const partFieldName = (questionId: number, partKey: string) => `q-${questionId}-${partKey}`;

/** The part keys of a matching, ordering or cloze question in display order ([] for other kinds). */
export function partKeysOf(q: Pick<QuestionActive, "matching" | "ordering" | "cloze">): string[] {
  if (q.matching) return q.matching.prompts.map((p) => p.key);
  if (q.ordering) return q.ordering.items.map((i) => i.key);
  if (q.cloze) return q.cloze.blanks.map((b) => b.key);
  return [];
}
