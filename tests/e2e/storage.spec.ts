// Storage failures never cost the game in progress: with the browser's storage full
// (setItem throws QuotaExceededError) or turned off (localStorage throws on access), the
// game is played as usual and the page says it is not being saved.
import { expect, test, type Page } from "@playwright/test";
import { dragBetween, square, tray, watchErrors } from "./helpers";

async function playTwoDrops(page: Page) {
  await page.goto("./");
  await page.locator('[data-variant="chessnim"] button', { hasText: "New game" }).click();
  await page.locator("#material-kings").check();
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
