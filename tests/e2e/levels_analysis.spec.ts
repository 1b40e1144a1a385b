// The computer's levels, named by strength, and the "Analysis" toggle, in real Chromium:
// the dialog offers Beginner … Strongest; a Beginner answers moves; the analysis shows the
// evaluation and best line of the position shown, follows moves and the history, keeps the
// page responsive, and goes away when turned off.
import { expect, test } from "@playwright/test";
import { watchErrors, dragBetween, square } from "./helpers";

test("the levels are named by strength, and a Beginner answers", async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto("./");
  await page.locator('[data-variant="nastyneighbours"] button', { hasText: "New game" }).click();
  const options = await page.locator("#seat-1 option").allTextContents();
  expect(options).toEqual([
    "Person",
    "Computer: Beginner (0.1 s a move)",
    "Computer: Casual (0.15 s a move)",
    "Computer: Club (0.2 s a move)",
    "Computer: Strong (1 s a move)",
    "Computer: Strongest (5 s a move)",
  ]);
  await page.locator("#seat-1").selectOption({ label: "Computer: Beginner (0.1 s a move)" });
  await page.locator("#start-game").click();
  await expect(page.locator("#turn")).toHaveText("White to move");
  // White's pawn e2 steps forward (NN: pawns step one square); the Beginner answers.
  await dragBetween(page, square("e2"), square("e3"));
  await expect(page.locator("#moves")).toContainText("1.");
  await expect(page.locator("#turn")).toHaveText("White to move", { timeout: 20_000 });
  await expect(page.locator("#moves .move")).toHaveCount(2);
  expect(errors).toEqual([]);
});

test("Analysis shows the evaluation and best line of the position shown", async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto("./");
  await page.locator('[data-variant="nastyneighbours"] button', { hasText: "New game" }).click();
  await page.locator("#start-game").click();
  await expect(page.locator("#turn")).toHaveText("White to move");
  await expect(page.locator("#analysis")).toHaveCount(0);

  await page.locator("#analysis-toggle").click();
  await expect(page.locator("#analysis-toggle")).toHaveAttribute("aria-pressed", "true");
  await expect(page.locator("#analysis-score")).toContainText("Evaluation for White: ", {
    timeout: 20_000,
  });
  await expect(page.locator("#analysis-line")).toHaveText(/^Best line: \S+/);
  const first = await page.locator("#analysis-line").textContent();

  // The page stays responsive while it thinks: a move is made at once, and the analysis
  // follows the new position (Black to move: its best line starts with a Black move).
  await dragBetween(page, square("e2"), square("e3"));
  await expect(page.locator("#turn")).toHaveText("Black to move");
  await expect(page.locator("#analysis-line")).toHaveText(/^Best line: \S+/, { timeout: 20_000 });
  await expect(page.locator("#analysis-line")).not.toHaveText(first!);

  // Looking back at the start: the analysis is asked again, of the position shown.
  const afterMove = await page.locator("#analysis-line").textContent();
  await page.locator("#view-start").click();
  await expect(page.locator("#analysis-line")).not.toHaveText(afterMove!, { timeout: 20_000 });
  await expect(page.locator("#analysis-line")).toHaveText(/^Best line: \S+/, { timeout: 20_000 });

  await page.locator("#analysis-toggle").click();
  await expect(page.locator("#analysis")).toHaveCount(0);
  expect(errors).toEqual([]);
});
