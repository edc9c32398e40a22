/**
 * Matching, ordering and cloze questions (ADR 0028; docs/ui-contract.md "Learning — exercises and
 * exams"), with JavaScript on and off, on the seeded exercise of course 14's preview lesson 147
 * (server/seed/examinations.ts STRUCTURED_SEED_FACTS; open to any signed-in learner):
 * - every select is named by its prompt or item, every blank `Chỗ trống {n}`;
 * - one choice given to two prompts of the no-reuse matching question is refused: the form comes back
 *   with "Câu 1: mỗi lựa chọn chỉ được dùng một lần." under question 1 and every other answer kept;
 * - corrected and submitted: the grade counts partial credit (an ordering with one right pair of three,
 *   a cloze whose numerical blank is "1e400": graded wrong), and the review shows `Đúng một phần`, the
 *   blanks with their results and right values, and the right order.
 */
import type { Page } from "@playwright/test";
import { STRUCTURED_SEED_FACTS as F } from "../../server/seed/examinations";
import { checkPageLayout, registerAndLogIn } from "./account-purchase";
import { expect, expectToast, test, uniqueEmail } from "./support";

const question = (page: Page, n: number) => page.getByRole("group", { name: new RegExp(`^Câu ${n} \\(`) });
const reviewed = (page: Page, n: number) => page.getByRole("region", { name: `Câu ${n}`, exact: true });

/** Picks, in question `n`, the option `choice` of the select named `label`. */
async function pick(page: Page, n: number, label: string, choice: string) {
  await question(page, n).getByLabel(label, { exact: true }).selectOption({ label: choice });
}

test("matching, ordering and cloze: a reused choice is refused with the question named, the rest is graded with partial credit", async ({
  page,
  javaScriptEnabled,
}, testInfo) => {
  test.setTimeout(120_000);
  await registerAndLogIn(page, { email: uniqueEmail(testInfo, "ghep-cap"), name: "Học Viên Thử", phone: "0912345678" });
  await page.goto(`/bai-tap/${F.exerciseId}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Bài tập: Ghép cặp, sắp xếp và điền vào chỗ trống");
  await expect(page.locator("#exam-form fieldset")).toHaveCount(6);
  await expect(question(page, 1)).toContainText("mỗi đáp án chỉ dùng một lần");

  // Question 1: "niutơn (N)" for both Lực and Công (refused); everything else answered.
  const units = { ...F.unitsMatching, Công: "niutơn (N)" };
  for (const [prompt, unit] of Object.entries(units)) await pick(page, 1, prompt, unit);
  for (const [prompt, kind] of Object.entries(F.motionsMatching)) await pick(page, 2, prompt, kind);
  // Question 3: steps 1, 2, then the last two swapped (one right pair of three).
  const dynamics = {
    ...F.dynamicsOrdering,
    "Viết định luật II Newton dạng vectơ": "4",
    "Chiếu phương trình lên các trục tọa độ và giải": "3",
  };
  for (const [item, rank] of Object.entries(dynamics)) await pick(page, 3, item, rank);
  for (const [item, rank] of Object.entries(F.wavesOrdering)) await pick(page, 4, item, rank);
  await question(page, 5).getByLabel("Chỗ trống 1", { exact: true }).selectOption({ label: F.newtonCloze[0]! });
  await question(page, 5).getByLabel("Chỗ trống 2", { exact: true }).fill(F.newtonCloze[1]!);
  await question(page, 5).getByLabel("Chỗ trống 3", { exact: true }).fill(F.newtonCloze[2]!);
  await question(page, 6).getByLabel("Chỗ trống 1", { exact: true }).selectOption({ label: F.powerCloze[0]! });
  // A numerical blank that does not read as a number: saved, graded wrong.
  await question(page, 6).getByLabel("Chỗ trống 2", { exact: true }).fill("1e400");

  await page.getByRole("button", { name: "Nộp bài" }).click();
  await expect(question(page, 1)).toContainText("Câu 1: mỗi lựa chọn chỉ được dùng một lần.");
  await expect(page.locator("#exam-form-summary")).toHaveText("Chưa lưu được — Câu 1: mỗi lựa chọn chỉ được dùng một lần.");
  await expect(page).toHaveURL(new RegExp(`/bai-tap/${F.exerciseId}$`));
  // Every other answer is kept.
  await expect(question(page, 5).getByLabel("Chỗ trống 2", { exact: true })).toHaveValue(F.newtonCloze[1]!);
  await expect(question(page, 6).getByLabel("Chỗ trống 2", { exact: true })).toHaveValue("1e400");
  await expect(question(page, 3).getByLabel("Viết định luật II Newton dạng vectơ", { exact: true })).toHaveValue("4");
  await expect(question(page, 1).getByLabel("Áp suất", { exact: true }).locator("option:checked")).toHaveText("paxcan (Pa)");

  await pick(page, 1, "Công", F.unitsMatching["Công"]!);
  await page.getByRole("button", { name: "Nộp bài" }).click();
  await expect(page).toHaveURL(/\/bai-tap-cua-toi\/\d+$/);
  await expectToast(page, /^Đã nộp bài$/);
  // Question 3: one right pair of three (1 of 3 points lost 2); question 6: one blank of two (1 point lost).
  await expect(page.getByText(`Điểm: ${F.maxScore - 3}/${F.maxScore}`)).toBeVisible();
  await expect(reviewed(page, 1).getByText("Đúng", { exact: true })).toHaveCount(5);
  await expect(reviewed(page, 1)).not.toContainText("Đáp án đúng");
  await expect(reviewed(page, 3).getByText("Đúng một phần", { exact: true })).toBeVisible();
  await expect(reviewed(page, 3)).toContainText("1/3 điểm");
  await expect(reviewed(page, 3).getByText("Thứ tự đúng:")).toBeVisible();
  await expect(reviewed(page, 5)).toContainText("Chỗ trống 3:");
  await expect(reviewed(page, 5).getByRole("list", { name: "Các chỗ trống của câu 5" }).getByRole("listitem")).toHaveCount(3);
  await expect(reviewed(page, 6).getByText("Đúng một phần", { exact: true })).toBeVisible();
  await expect(reviewed(page, 6)).toContainText("Chỗ trống 2:1e400SaiĐáp án đúng: 0,12 kWh");
  await checkPageLayout(page, javaScriptEnabled);
});
