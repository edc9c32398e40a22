import { describe, expect, it } from "vitest";
import { isQuietAutosave } from "./autosave";

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) data.set(k, v);
  return data;
};

describe("isQuietAutosave", () => {
  it("is true for an accepted autosave of an open attempt", () => {
    expect(
      isQuietAutosave({ formData: form({ intent: "autosave", attemptId: "12" }), actionResult: { kind: "autosave", savedAt: "x" } }),
    ).toBe(true);
  });
  it("is false for a real save or submit, a first autosave, a refused autosave and a plain navigation", () => {
    const saved = { kind: "autosave", savedAt: "x" };
    expect(isQuietAutosave({ formData: form({ intent: "save", attemptId: "12" }), actionResult: undefined })).toBe(false);
    expect(isQuietAutosave({ formData: form({ intent: "submit", attemptId: "12" }), actionResult: undefined })).toBe(false);
    expect(isQuietAutosave({ formData: form({ intent: "autosave" }), actionResult: saved })).toBe(false);
    expect(
      isQuietAutosave({ formData: form({ intent: "autosave", attemptId: "12" }), actionResult: { kind: "autosave", saveError: "x" } }),
    ).toBe(false);
    expect(isQuietAutosave({ formData: undefined, actionResult: undefined })).toBe(false);
  });
});
