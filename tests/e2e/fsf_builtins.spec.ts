// Fairy-Stockfish's built-in variants in the page (issue 61, item 1; src/builtins.rs): a
// definition names one as its parent in the own-game dialog and plays it against the
// computer, and a link names one by its name. Their definitions are not in the first load:
// the page fetches fsf.ini once the board is drawn, or before it when the link needs it.
import { expect, test } from "@playwright/test";
import { watchErrorsAndLoads as watchErrors, dragBetween, square } from "./helpers";

test("a definition whose parent is xiangqi plays against the computer", async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto("./");
  await page.locator("#new-own-game").click();
  await page.locator("#definition-text").fill("[myxiangqi:xiangqi]\n");
  await expect(page.locator("#settings-error")).toHaveText("");
  await expect(page.locator("#definition-preview svg")).toBeVisible();
  await page.locator("#seat-1").selectOption("computer:200");
  await page.locator("#start-game").click();

  await expect(page.locator("[data-square]")).toHaveCount(90);
  await expect(page.locator(".topbar-game")).toHaveText("myxiangqi");
  // The central cannon, with the mouse; the computer answers.
  await dragBetween(page, square("h3"), square("e3"));
  await expect(page.locator(`${square("e3")} [data-piece]`)).toHaveCount(1);
  await expect(page.locator("#turn")).toHaveText("White to move", { timeout: 15_000 });
  expect(errors).toEqual([]);
});

test("a link names a built-in by its name: shogi opens and plays", async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto("./#game=shogi");
  await expect(page.locator("[data-square]")).toHaveCount(81);
  await expect(page.locator(".topbar-game")).toHaveText("shogi");
  await dragBetween(page, square("c3"), square("c4"));
  await expect(page.locator(`${square("c4")} [data-piece]`)).toHaveCount(1);
  await expect(page.locator("#turn")).toHaveText("Black to move");
  expect(errors).toEqual([]);
});

// Our five games' definitions (games.ini) and the rules pages' words (rules.txt) are not in
// the first load either: a rules page opened at once shows its rules and its game as a
// definition when they come.
test("a rules page opened from its address shows its rules and its game as a definition", async ({
  page,
}) => {
  const errors = watchErrors(page);
  await page.goto("./#rules/arnhem");
  await expect(page.locator("#rules-page h1")).toHaveText("How to play Arnhem Chess");
  await expect(page.locator("#rules-page .rules-text p").first()).toContainText(
    "The board is 6×7 without a4, b4, e4 and f4",
  );
  await expect(page.locator("#rules-page .rules-text p")).toHaveCount(5);
  await page.locator("#as-definition summary").click();
  await expect(page.locator("#as-definition pre")).toContainText("[arnhem:chess]");
  await expect(page.locator("#as-definition pre")).toContainText("# Arnhem Chess (AR-1");
  expect(errors).toEqual([]);
});
