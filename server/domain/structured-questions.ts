/**
 * Matching, ordering and cloze questions (ADR 0028 "Matching, ordering and cloze"): the stored
 * structure (`questions.spec_json`, migration 0019), what the learner sees before submitting, the
 * checks of an answer sent, and grading. Pure functions, no database.
 *
 * An answer to these kinds is a map of parts — part key → value — sent as `parts` beside the
 * `optionIds`/`text` of the other kinds:
 * - matching: prompt key → choice key (one `<select>` per prompt);
 * - ordering: item key → its rank "1"…"n" (one `<select>` per item);
 * - cloze: blank key → the text typed, the choice picked (select blanks: the choice's text) or the
 *   number typed (numerical blanks, read like numerical questions: "9,8" = "9.8").
 *
 * Grading gives partial credit, in whole points rounded down (points are integers everywhere):
 * - matching: `points × right pairs / prompts` (Moodle's rule);
 * - ordering: Moodle's "relative to the next item (excluding last)": for each item but the last of the
 *   right order, one unit when the learner put the right item directly after it; `points × units / (n − 1)`;
 * - cloze: `points × right blanks / blanks`.
 * The seed gives each such question as many points as units, so no rounding happens there. The result
 * is "correct" when every unit is right, "partial" when some are, "incorrect" when none is.
 */
import { z } from "zod";
import { MAX_SHORT_ANSWER_CHARS } from "../constants";
import { MAX_NUMERICAL_CHARS, normalizeShortAnswer, parseNumericalAnswer, withinTolerance } from "./answer-reading";

/** The kinds this module handles. */
export type StructuredKind = "matching" | "ordering" | "cloze";

/** Whether `kind` is one of {@link StructuredKind}. */
export const isStructuredKind = (kind: string): kind is StructuredKind => kind === "matching" || kind === "ordering" || kind === "cloze";

/** A part key: short, lower-case ASCII letters and digits (they name form fields). */
const partKey = z.string().regex(/^[a-z0-9]{1,16}$/u);
const label = z.string().trim().min(1).max(500);

const matchingSpecSchema = z
  .object({
    /** In display order; `answer` is the right choice's key. */
    prompts: z
      .array(z.object({ key: partKey, text: label, answer: partKey }).strict())
      .min(2)
      .max(20),
    /** In display order (may hold distractors: more choices than prompts). */
    choices: z
      .array(z.object({ key: partKey, text: label }).strict())
      .min(2)
      .max(30),
    /** Whether one choice may answer several prompts; false = each at most once. */
    allowReuse: z.boolean(),
  })
  .strict();

const orderingSpecSchema = z
  .object({
    /** In the order shown to the learner (never the right one). */
    items: z
      .array(z.object({ key: partKey, text: label }).strict())
      .min(2)
      .max(20),
    /** The item keys in the right order. */
    order: z.array(partKey).min(2).max(20),
  })
  .strict();

const clozeBlankSchema = z.discriminatedUnion("kind", [
  z.object({ key: partKey, kind: z.literal("text"), answers: z.array(label).min(1), accentsOptional: z.boolean() }).strict(),
  z.object({ key: partKey, kind: z.literal("select"), choices: z.array(label).min(2).max(20), answer: label }).strict(),
  z
    .object({ key: partKey, kind: z.literal("numerical"), value: z.number(), tolerance: z.number().min(0), unit: z.string().nullable() })
    .strict(),
]);

const clozeSpecSchema = z
  .object({
    /** Plain text (not HTML) with each blank written `[[key]]`, in the blanks' order. */
    text: z.string().min(1).max(5000),
    blanks: z.array(clozeBlankSchema).min(1).max(20),
  })
  .strict();

/** A matching question's structure and keys. */
type MatchingSpec = z.infer<typeof matchingSpecSchema>;
/** An ordering question's structure and key. */
type OrderingSpec = z.infer<typeof orderingSpecSchema>;
/** A cloze question's text, blanks and keys. */
type ClozeSpec = z.infer<typeof clozeSpecSchema>;
/** One blank of a cloze question. */
type ClozeBlank = ClozeSpec["blanks"][number];

/** The structure of a question of a {@link StructuredKind}. */
export type StructuredSpec =
  { kind: "matching"; spec: MatchingSpec } | { kind: "ordering"; spec: OrderingSpec } | { kind: "cloze"; spec: ClozeSpec };

const BLANK = /\[\[([a-z0-9]{1,16})\]\]/gu;

/** Whether the spec's keys fit together (unique keys, answers among the choices, the order a permutation, blanks in the text once each). */
function consistent(s: StructuredSpec): boolean {
  const unique = (keys: string[]) => new Set(keys).size === keys.length;
  if (s.kind === "matching") {
    const choices = new Set(s.spec.choices.map((c) => c.key));
    const answers = s.spec.prompts.map((p) => p.answer);
    return (
      unique(s.spec.prompts.map((p) => p.key)) &&
      choices.size === s.spec.choices.length &&
      answers.every((a) => choices.has(a)) &&
      (s.spec.allowReuse || unique(answers))
    );
  }
  if (s.kind === "ordering") {
    const items = s.spec.items.map((i) => i.key);
    return unique(items) && s.spec.order.length === items.length && unique(s.spec.order) && s.spec.order.every((k) => items.includes(k));
  }
  const inText = [...s.spec.text.matchAll(BLANK)].map((m) => m[1]!);
  const keys = s.spec.blanks.map((b) => b.key);
  return (
    unique(keys) &&
    inText.length === keys.length &&
    inText.every((k, i) => k === keys[i]) &&
    s.spec.blanks.every((b) => b.kind !== "select" || b.choices.includes(b.answer))
  );
}

/**
 * The structure of a question of kind `kind` from its stored `spec_json`.
 * @returns null when the kind is not structured, or the JSON is missing, malformed or inconsistent
 *   (such a question shows no fields and grades as unanswered: a broken bank entry never fails a page).
 */
export function parseStructuredSpec(kind: string, json: string | null): StructuredSpec | null {
  if (!isStructuredKind(kind) || json === null) return null;
  let raw: unknown;
  try {
    raw = JSON.parse(json);
  } catch {
    return null;
  }
  const schema = kind === "matching" ? matchingSpecSchema : kind === "ordering" ? orderingSpecSchema : clozeSpecSchema;
  const parsed = schema.safeParse(raw);
  if (!parsed.success) return null;
  const s = { kind, spec: parsed.data } as StructuredSpec;
  return consistent(s) ? s : null;
}

/** The part keys of a question, in display order (prompts, items or blanks). */
function partKeys(s: StructuredSpec): string[] {
  if (s.kind === "matching") return s.spec.prompts.map((p) => p.key);
  if (s.kind === "ordering") return s.spec.items.map((i) => i.key);
  return s.spec.blanks.map((b) => b.key);
}

// What the learner sees before submitting: no keys.

/** Wire: a matching question's prompts and choices (QuestionActive.matching). */
export interface MatchingView {
  prompts: { key: string; text: string }[];
  choices: { key: string; text: string }[];
  allowReuse: boolean;
}
/** Wire: an ordering question's items in display order (QuestionActive.ordering). */
export interface OrderingView {
  items: { key: string; text: string }[];
}
/** Wire: a cloze question's text cut at its blanks, and the blanks (QuestionActive.cloze). */
export interface ClozeView {
  /** The text in order: plain text runs and blanks (by key). */
  segments: ({ text: string } | { blank: string })[];
  /** `number` is 1-based (the field's name `Chỗ trống {n}`); `choices` for select blanks ([] otherwise); `unit` for numerical ones. */
  blanks: { key: string; number: number; kind: ClozeBlank["kind"]; choices: string[]; unit: string | null; maxLength: number | null }[];
}

/** The learner's view of the question (no keys): one of the three fields set, by kind. */
export function structuredView(s: StructuredSpec | null): {
  matching: MatchingView | null;
  ordering: OrderingView | null;
  cloze: ClozeView | null;
} {
  const none = { matching: null, ordering: null, cloze: null };
  if (!s) return none;
  if (s.kind === "matching")
    return {
      ...none,
      matching: {
        prompts: s.spec.prompts.map(({ key, text }) => ({ key, text })),
        choices: s.spec.choices.map(({ key, text }) => ({ key, text })),
        allowReuse: s.spec.allowReuse,
      },
    };
  if (s.kind === "ordering") return { ...none, ordering: { items: s.spec.items.map(({ key, text }) => ({ key, text })) } };
  const segments: ClozeView["segments"] = [];
  let last = 0;
  for (const m of s.spec.text.matchAll(BLANK)) {
    if (m.index > last) segments.push({ text: s.spec.text.slice(last, m.index) });
    segments.push({ blank: m[1]! });
    last = m.index + m[0].length;
  }
  if (last < s.spec.text.length) segments.push({ text: s.spec.text.slice(last) });
  return {
    ...none,
    cloze: {
      segments,
      blanks: s.spec.blanks.map((b, i) => ({
        key: b.key,
        number: i + 1,
        kind: b.kind,
        choices: b.kind === "select" ? b.choices : [],
        unit: b.kind === "numerical" ? b.unit : null,
        maxLength: b.kind === "text" ? MAX_SHORT_ANSWER_CHARS : b.kind === "numerical" ? MAX_NUMERICAL_CHARS : null,
      })),
    },
  };
}

// Checking an answer sent.

/** The messages of a refused answer; each names the question (`Câu {n}: …`). */
const PART_MESSAGES = Object.freeze({
  foreignPart: (n: number) => `Câu ${n}: phần trả lời không thuộc câu hỏi này.`,
  foreignChoice: (n: number) => `Câu ${n}: lựa chọn không thuộc câu hỏi này.`,
  reusedChoice: (n: number) => `Câu ${n}: mỗi lựa chọn chỉ được dùng một lần.`,
  badRank: (n: number, count: number) => `Câu ${n}: thứ tự phải là một số từ 1 đến ${count}.`,
  reusedRank: (n: number) => `Câu ${n}: mỗi thứ tự chỉ được dùng một lần.`,
  tooLong: (n: number, blank: number, max: number) => `Câu ${n}: chỗ trống ${blank} tối đa ${max} ký tự.`,
});

/**
 * Checks the parts sent for question number `n` (values already NFC and trimmed; empty ones dropped
 * by the caller). Refused: a part key not of the question, a matching value that is not one of its
 * choice keys or (without `allowReuse`) a choice given to two prompts, a rank that is not a whole
 * number 1…n or is given twice, a select blank's value not among its choices, a typed blank over its
 * limit. A numerical blank that does not read as a number is accepted (graded wrong).
 * @returns the message of the first problem, or null when the parts can be saved.
 */
export function checkParts(s: StructuredSpec, n: number, parts: Readonly<Record<string, string>>): string | null {
  const keys = new Set(partKeys(s));
  const entries = Object.entries(parts);
  if (entries.some(([k]) => !keys.has(k))) return PART_MESSAGES.foreignPart(n);
  const values = entries.map(([, v]) => v);
  const repeated = new Set(values).size !== values.length;
  if (s.kind === "matching") {
    const choices = new Set(s.spec.choices.map((c) => c.key));
    if (values.some((v) => !choices.has(v))) return PART_MESSAGES.foreignChoice(n);
    if (!s.spec.allowReuse && repeated) return PART_MESSAGES.reusedChoice(n);
    return null;
  }
  if (s.kind === "ordering") {
    const count = s.spec.items.length;
    if (values.some((v) => !/^[1-9]\d{0,2}$/u.test(v) || Number(v) > count)) return PART_MESSAGES.badRank(n, count);
    if (repeated) return PART_MESSAGES.reusedRank(n);
    return null;
  }
  for (const [i, b] of s.spec.blanks.entries()) {
    const v = parts[b.key];
    if (v === undefined) continue;
    if (b.kind === "select" && !b.choices.includes(v)) return PART_MESSAGES.foreignChoice(n);
    if (b.kind === "text" && [...v].length > MAX_SHORT_ANSWER_CHARS) return PART_MESSAGES.tooLong(n, i + 1, MAX_SHORT_ANSWER_CHARS);
    if (b.kind === "numerical" && [...v].length > MAX_NUMERICAL_CHARS) return PART_MESSAGES.tooLong(n, i + 1, MAX_NUMERICAL_CHARS);
  }
  return null;
}

// Grading.

/** Whether a cloze blank's value is right (text: normalised like short answers; numerical: within tolerance). */
function blankRight(b: ClozeBlank, value: string | undefined): boolean {
  if (value === undefined || value.trim() === "") return false;
  if (b.kind === "select") return value === b.answer;
  if (b.kind === "numerical") {
    const read = parseNumericalAnswer(value, b.unit);
    return read !== null && withinTolerance(read, b);
  }
  const given = normalizeShortAnswer(value, b);
  return given !== "" && b.answers.some((a) => normalizeShortAnswer(a, b) === given);
}

/**
 * Per part key, whether the learner's value is right. Ordering: an item is right when the item that
 * follows it in the right order is the one the learner ranked directly after it (the last item of the
 * right order has no unit and is absent from the map).
 */
export function partResults(s: StructuredSpec, parts: Readonly<Record<string, string>>): Record<string, boolean> {
  const out: Record<string, boolean> = {};
  if (s.kind === "matching") {
    for (const p of s.spec.prompts) out[p.key] = parts[p.key] === p.answer;
  } else if (s.kind === "ordering") {
    const rank = (k: string) => (parts[k] !== undefined && /^\d+$/u.test(parts[k]) ? Number(parts[k]) : null);
    s.spec.order.slice(0, -1).forEach((k, i) => {
      const here = rank(k);
      const next = rank(s.spec.order[i + 1]!);
      out[k] = here !== null && next !== null && next === here + 1;
    });
  } else {
    for (const b of s.spec.blanks) out[b.key] = blankRight(b, parts[b.key]);
  }
  return out;
}

/**
 * Grades an answer: `pointsAwarded` = ⌊points × right units / units⌋ (see the module comment); result
 * "correct" (all right), "partial" (some), "incorrect" (none).
 */
export function gradeStructured(s: StructuredSpec, points: number, parts: Readonly<Record<string, string>>) {
  const results = Object.values(partResults(s, parts));
  const right = results.filter(Boolean).length;
  const units = results.length;
  const pointsAwarded = units === 0 ? 0 : Math.floor((points * right) / units);
  const result: "correct" | "partial" | "incorrect" = right === units && units > 0 ? "correct" : right > 0 ? "partial" : "incorrect";
  return { result, pointsAwarded };
}

/**
 * The right answer of each part, for the review: matching → choice key, ordering → rank "1"…"n", cloze →
 * the first accepted text, the right choice, or the number with a decimal comma and its unit ("9,8 m/s²").
 */
export function rightParts(s: StructuredSpec): Record<string, string> {
  if (s.kind === "matching") return Object.fromEntries(s.spec.prompts.map((p) => [p.key, p.answer]));
  if (s.kind === "ordering") return Object.fromEntries(s.spec.order.map((k, i) => [k, String(i + 1)]));
  return Object.fromEntries(
    s.spec.blanks.map((b) => [
      b.key,
      b.kind === "text"
        ? b.answers[0]!
        : b.kind === "select"
          ? b.answer
          : `${String(b.value).replace(".", ",")}${b.unit ? ` ${b.unit}` : ""}`,
    ]),
  );
}
