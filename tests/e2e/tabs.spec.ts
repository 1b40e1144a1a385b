// Two tabs of the same browser (issue 17, first step): each tab keeps its own game across
// reloads (the address names it), a new tab opens the start page, and a tab showing the
// same game as another catches up with the moves made there when it is reloaded.
import { expect, test, type Page } from "@playwright/test";
import { watchErrors } from "./helpers";

async function kingDrop(page: Page, side: string, sq: string) {
  await page.locator(`[data-tray="${side}"] [data-kind="K"]`).click();
  await page.locator(`[data-square="${sq}"]`).click();
  await expect(page.locator(`[data-square="${sq}"] [data-piece]`)).toHaveCount(1);
}

test("two tabs, two games: each tab reloads to its own", async ({ context }) => {
  const a = await context.newPage();
  const errorsA = watchErrors(a);
  await a.goto("./");
  await a.locator('[data-variant="chessnim"] button', { hasText: "New game" }).click();
  await a.locator("#material-kings").check();
  await a.locator("#start-game").click();
  await kingDrop(a, "white", "b7");

  // A second tab of the same browser starts another game.
  const b = await context.newPage();
  const errorsB = watchErrors(b);
  await b.goto("./");
  // A new tab opens the start page, the device's last game first in "Your games" (issue 31).
  await expect(b.locator("main.home")).toBeVisible();
  await expect(b.locator("#your-games .kept-game").first()).toContainText("ChessNim");
  await b.locator('[data-variant="chessence"] button', { hasText: "New game" }).click();
  await b.locator("#start-game").click();
  await expect(b.locator("[data-square]")).toHaveCount(46);

  // The first tab reloads to its ChessNim game, not to the other tab's Chessence.
  await a.reload();
  await expect(a.locator("#free-count")).toBeVisible();
  await expect(a.locator('[data-square="b7"] [data-piece]')).toHaveCount(1);
  await expect(a.locator(".topbar-game")).toHaveText("ChessNim");
  // And the second tab to its Chessence game.
  await b.reload();
  await expect(b.locator("[data-square]")).toHaveCount(46);
  await expect(b.locator(".topbar-game")).toHaveText("Chessence");
  expect(errorsA).toEqual([]);
  expect(errorsB).toEqual([]);
});

test("the same game in two tabs: a reloaded tab catches up with the other's moves", async ({
  context,
}) => {
  const a = await context.newPage();
  await a.goto("./");
  await a.locator('[data-variant="chessnim"] button', { hasText: "New game" }).click();
  await a.locator("#material-kings").check();
  await a.locator("#start-game").click();
  await kingDrop(a, "white", "b7");

  const b = await context.newPage();
  await b.goto("./");
  await b.locator("#your-games .kept-game").first().locator(".resume-game").click();
  await expect(b.locator('[data-square="b7"] [data-piece]')).toHaveCount(1);
  await kingDrop(b, "black", "e7");

  await a.reload();
  await expect(a.locator('[data-square="e7"] [data-piece]')).toHaveCount(1);
  await expect(a.locator("#turn")).toHaveText("White to move");
});
