// Storage failures never cost the game in progress: with the browser's storage full
// (setItem throws QuotaExceededError) or turned off (localStorage throws on access), the
// game is played as usual and the page says it is not being saved.
import { expect, test, type Page } from "@playwright/test";
import { dragBetween, openStartPage, square, tray, watchErrors } from "./helpers";

async function playTwoDrops(page: Page) {
  await page.goto("./");
  await page.locator('[data-variant="chessnim"] button', { hasText: "New game" }).click();
  await page.locator("#material-kings").check();
  // People at both seats (with storage turned off no earlier choice is read).
  await page.locator("#seat-1").selectOption("human");
  await page.locator("#start-game").click();
  await dragBetween(page, tray("white", "K"), square("b7"));
  await expect(page.locator("#free-count")).toHaveText("Free squares: 55");
  await expect(page.locator("#storage-warning")).toContainText("not being saved");
  await dragBetween(page, tray("black", "K"), square("e7"));
  await expect(page.locator("#free-count")).toHaveText("Free squares: 46");
  await expect(page.locator("#moves")).toContainText("K@e7");
}

test("storage full: the game goes on and the page says it is not saved", async ({ page }) => {
  const errors = watchErrors(page);
  await page.addInitScript(() => {
    Storage.prototype.setItem = function () {
      throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
    };
  });
  await playTwoDrops(page);
  expect(errors).toEqual([]);
});

test("storage turned off: the page loads, the game goes on, and it says so", async ({ page }) => {
  const errors = watchErrors(page);
  await page.addInitScript(() => {
    Object.defineProperty(window, "localStorage", {
      get() {
        throw new DOMException("The operation is insecure.", "SecurityError");
      },
    });
  });
  await playTwoDrops(page);
  expect(errors).toEqual([]);
});

test("storage working: no warning", async ({ page }) => {
  await page.goto("./");
  await page.locator('[data-variant="chessnim"] button', { hasText: "New game" }).click();
  await page.locator("#start-game").click();
  await dragBetween(page, tray("white", "P"), square("b3"));
  await expect(page.locator("#moves")).toContainText("b3");
  await expect(page.locator("#storage-warning")).toHaveCount(0);
});

// A game saved before the VI-3 ruling: White moved after Black's knight took the
// Republican-only pawn on c3 (move 8); now the Republican may reply first, so move 9 is no
// longer legal. The game comes back up to move 8 with a message, the saved text is kept
// word for word, and play goes on.
test("a game saved before a ruling comes back as far as it still follows the rules", async ({
  page,
}) => {
  const errors = watchErrors(page);
  const saved = "Game: Vimes Chess\n\n1. b1c3 g8f6 b2c3 e2e3 f6d5 a2a3 a7a6 d5c3 g1f3\n";
  await openStartPage(page);
  // The tab keeps its own game (session storage): forget it, so the reload reads this one.
  await page.evaluate((t) => { sessionStorage.clear(); localStorage.setItem("variantarium.game", t); }, saved);
  await page.reload();
  // The start page, the saved game first in "Your games": resumed.
  await page.locator("#your-games .kept-game").first().locator(".resume-game").click();
  await expect(page.locator("#message")).toContainText(
    "Your saved game no longer follows the rules in full (move 9 (g1f3) is illegal:",
  );
  await expect(page.locator(`${square("c3")} [data-piece="n"]`)).toHaveCount(1);
  await expect(page.locator("#turn")).toContainText("Republican");
  expect(await page.evaluate(() => localStorage.getItem("variantarium.game.unreadable"))).toBe(saved);
  // The Republican declines its instant reply; the game goes on and is saved again.
  await page.locator("#pass").click();
  await expect(page.locator("#turn")).toContainText("White");
  expect(errors).toEqual([]);
});
