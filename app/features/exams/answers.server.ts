/**
 * Reading a learner's answers out of the attempt form (ADR 0014 "Pages").
 * The form's fields are named `q-{questionId}` (matching, ordering and cloze: one field per part,
 * `q-{questionId}-{partKey}`, ADR 0028) and only exist for the questions of the examination
 * (Detail's `questionActives`), so the answers are read by walking that list: any other field name is
 * ignored, an option id that is not one of the question's options is refused under the question, and
 * a typed answer over its limit (short 200, essay 10 000 characters) is refused under its field and
 * kept in the form — nothing is sent upstream while any question has an issue.
 *
 * Why not conform + zod here: the fields are dynamic (one per upstream question, of four kinds, with
 * option ids from the upstream), the values a 400 re-renders are option ids and texts by question,
 * and the upstream checks the same rules again (ANSWER_INVALID); one small parser over the question
 * list is shorter and clearer than a zod schema generated per request. The intent is parsed with zod.
 */
import type { AnswerInput, QuestionActive } from "~/upstream/examinations.server";
import { formatCount, typedLimit } from "./format";
import { partFieldName, partKeysOf, partValueKey } from "./parts";

/**
 * What the form holds, by question id: the chosen option ids, or the typed text as a one-item list;
 * for a part of a matching, ordering or cloze question, by `partValueKey` (./parts.ts): its value as a one-item list.
 */
export type AnswerValues = Record<string, string[]>;

/** One message per question id, shown under its fieldset. */
export type AnswerIssues = Record<string, string>;

/**
 * The answers to send (one entry per question — an empty one clears what was saved), the values to
 * re-render and the issues by question id (empty when the form can be sent).
 */
export function readAnswers(
  form: FormData,
  questions: readonly QuestionActive[],
): { answers: AnswerInput[]; values: AnswerValues; issues: AnswerIssues } {
  const answers: AnswerInput[] = [];
  const values: AnswerValues = {};
  const issues: AnswerIssues = {};
  for (const q of questions) {
    const key = String(q.id);
    const raw = form.getAll(`q-${q.id}`).filter((v): v is string => typeof v === "string");
    if (q.kind === "matching" || q.kind === "ordering" || q.kind === "cloze") {
      // The upstream checks the values (a choice of the question, used once, a rank 1…n, a blank's
      // limit) and refuses with the question named (ANSWER_INVALID): the page shows its message.
      const parts: Record<string, string> = {};
      for (const part of partKeysOf(q)) {
        const value = form.get(partFieldName(q.id, part));
        const text = typeof value === "string" ? value.replace(/\r\n?/g, "\n") : "";
        values[partValueKey(q.id, part)] = text ? [text] : [];
        if (text.trim()) parts[part] = text;
      }
      answers.push(Object.keys(parts).length ? { questionId: q.id, parts } : { questionId: q.id });
    } else if (q.kind === "single" || q.kind === "multiple") {
      const known = new Set(q.options.map((o) => String(o.id)));
      const chosen = [...new Set(raw.map((v) => v.trim()).filter(Boolean))];
      const valid = chosen.filter((v) => known.has(v));
      values[key] = valid;
      if (valid.length < chosen.length) issues[key] = "Lựa chọn không hợp lệ, vui lòng chọn lại.";
      else if (q.kind === "single" && valid.length > 1) issues[key] = "Chỉ chọn một đáp án cho câu này.";
      answers.push(valid.length ? { questionId: q.id, optionIds: valid.map(Number) } : { questionId: q.id });
    } else {
      // Browsers send a textarea's line breaks as CRLF; the learner typed one character per break.
      const text = (raw[0] ?? "").replace(/\r\n?/g, "\n");
      values[key] = text ? [text] : [];
      const limit = typedLimit(q);
      if (text.length > limit) {
        const what = q.kind === "short" ? "Câu trả lời ngắn" : q.kind === "numerical" ? "Câu trả lời số" : "Bài tự luận";
        issues[key] = `${what} tối đa ${formatCount(limit)} ký tự (bạn đã nhập ${formatCount(text.length)} ký tự).`;
      }
      answers.push(text.trim() ? { questionId: q.id, text } : { questionId: q.id });
    }
  }
  return { answers, values, issues };
}
