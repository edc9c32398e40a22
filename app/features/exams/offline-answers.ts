/**
 * The attempt form's copy of its answers on the learner's device (localStorage), so that answers
 * changed while the connection is down survive until it returns, or a reload (ADR 0014 "Saving as
 * you go"). Client-safe; the form (attempt-form.tsx) decides when to write, send and restore.
 *
 * One record per attempt, under `bai-lam:{attemptId}`, holding every `q-…` field of the form as
 * name/value pairs (so any question renderer is covered, whatever its controls) and `base`: the
 * upstream's newest `savedAt` known when the copy was made. On a reload the copy goes back into the
 * form only if the upstream has saved nothing since (its newest `savedAt` ≤ `base`): answers saved
 * later from another device win. Times are compared on the upstream's clock only, never the device's.
 */

/** A stored copy of one attempt's answers. */
export type StoredAnswers = {
  attemptId: number;
  /** The upstream's newest answer `savedAt` (ISO-8601) when the copy was written; null when nothing was saved yet. */
  base: string | null;
  /** Every answer field of the form, in document order: [name, value]. */
  entries: [string, string][];
};

/** The storage key of attempt `attemptId`'s copy. */
export const offlineKey = (attemptId: number) => `bai-lam:${attemptId}`;

/** The newest `savedAt` (ISO-8601) of `answers`, or null when there is none. */
export function latestSavedAt(answers: readonly { savedAt: string }[]): string | null {
  return answers.reduce<string | null>((max, a) => (max === null || a.savedAt > max ? a.savedAt : max), null);
}

const isAnswerName = (name: string) => name.startsWith("q-");

/** The answer fields (names starting `q-`) of `form` as [name, value] pairs, in document order. */
export function answerEntries(form: HTMLFormElement): [string, string][] {
  const out: [string, string][] = [];
  for (const [name, value] of new FormData(form)) if (isAnswerName(name) && typeof value === "string") out.push([name, value]);
  return out;
}

/**
 * Puts `entries` back into `form`'s answer fields: a radio or checkbox is checked when its name and
 * value are listed, a select's options likewise, and the n-th text field of a name takes that name's
 * n-th value (empty when there is none). Fields not named `q-…` are left alone.
 */
export function applyAnswerEntries(form: HTMLFormElement, entries: readonly [string, string][]): void {
  const byName = new Map<string, string[]>();
  for (const [name, value] of entries) byName.set(name, [...(byName.get(name) ?? []), value]);
  const seen = new Map<string, number>();
  for (const el of Array.from(form.elements)) {
    if (!(el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement || el instanceof HTMLSelectElement)) continue;
    if (!el.name || !isAnswerName(el.name)) continue;
    const values = byName.get(el.name) ?? [];
    if (el instanceof HTMLInputElement && (el.type === "radio" || el.type === "checkbox")) {
      el.checked = values.includes(el.value);
    } else if (el instanceof HTMLSelectElement) {
      if (el.multiple) for (const o of Array.from(el.options)) o.selected = values.includes(o.value);
      else {
        const i = seen.get(el.name) ?? 0;
        seen.set(el.name, i + 1);
        el.value = values[i] ?? "";
      }
    } else {
      const i = seen.get(el.name) ?? 0;
      seen.set(el.name, i + 1);
      el.value = values[i] ?? "";
    }
  }
}

/** Attempt `attemptId`'s copy from `storage`, or null (none, unreadable, or another attempt's). */
export function readStoredAnswers(storage: Storage, attemptId: number): StoredAnswers | null {
  try {
    const raw = storage.getItem(offlineKey(attemptId));
    if (!raw) return null;
    const v = JSON.parse(raw) as Partial<StoredAnswers>;
    if (v.attemptId !== attemptId || !Array.isArray(v.entries)) return null;
    if (!(v.base === null || typeof v.base === "string")) return null;
    const entries = v.entries.filter(
      (e): e is [string, string] => Array.isArray(e) && e.length === 2 && typeof e[0] === "string" && typeof e[1] === "string",
    );
    return { attemptId, base: v.base, entries };
  } catch {
    return null;
  }
}

/** Writes `record` (false when the storage refused: full, disabled, private mode). */
export function writeStoredAnswers(storage: Storage, record: StoredAnswers): boolean {
  try {
    storage.setItem(offlineKey(record.attemptId), JSON.stringify(record));
    return true;
  } catch {
    return false;
  }
}

/** Forgets attempt `attemptId`'s copy. */
export function clearStoredAnswers(storage: Storage, attemptId: number): void {
  try {
    storage.removeItem(offlineKey(attemptId));
  } catch {
    // storage unavailable: nothing was kept
  }
}

/** Whether `stored` is newer than what the upstream holds (its newest `savedAt` is `serverSavedAt`). */
export function isNewerThanServer(stored: StoredAnswers, serverSavedAt: string | null): boolean {
  if (serverSavedAt === null) return true;
  return stored.base !== null && serverSavedAt <= stored.base;
}

/** The browser's localStorage, or null when it cannot be used (server render, disabled storage). */
export function deviceStorage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
}
