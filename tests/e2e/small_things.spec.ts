// Issue 31, item 10: the small things. The game page names who plays each seat, a person
// or the computer by its level (issue 62, item 6); a game put aside by a link without a
// single move gets no note.
import { expect, test } from "@playwright/test";
import { watchErrors } from "./helpers";

test("the computer's seat is named on the game page, with its level", async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto("./");
  await page.locator('[data-variant="chessence"] button', { hasText: "New game" }).click();
  await page.locator("#seat-1").selectOption("computer:200");
  await page.locator("#start-game").click();
  await expect(page.locator("#seats-line")).toHaveText(
    /^White: a person; Black: the computer, \w+ \(0\.2 s a move\)$/,
  );
  // People on every seat: the line says so too (issue 62, item 6).
  await page.locator("#new-game-button").click();
  await page.locator("#seat-1").selectOption("human");
  await page.locator("#start-game").click();
  await expect(page.locator("#seats-line")).toHaveText("White: a person; Black: a person");
  expect(errors).toEqual([]);
});

test("a game without a move, put aside by a link, gets no note", async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto("./");
  await page.locator('[data-variant="chessnim"] button', { hasText: "New game" }).click();
  await page.locator("#start-game").click();
  await expect(page.locator("#free-count")).toBeVisible();
  await page.goto("about:blank");
  await page.goto("./#game=vimes&moves=e2e4");
  await expect(page.locator('[data-square="e4"] [data-piece="P"]')).toHaveCount(1);
  await expect(page.locator("#previous-game")).toHaveCount(0);
  expect(errors).toEqual([]);
});
