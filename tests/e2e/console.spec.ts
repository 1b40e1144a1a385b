// Issue 31, item 10: a clean console. Loading the start page, starting a game and letting
// the computer's worker answer leaves no warning and no error in the console.
import { expect, test } from "@playwright/test";
import { openStartPage } from "./helpers";

test("no warning or error in the console on load, in a game, and from the worker", async ({
  page,
}) => {
  const said: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "warning" || m.type() === "error") said.push(`${m.type()}: ${m.text()}`);
  });
  page.on("pageerror", (e) => said.push(`pageerror: ${e.message}`));
  await openStartPage(page);
  await page.locator('[data-variant="chessnim"] button', { hasText: "New game" }).click();
  await page.locator("#seat-1").selectOption("computer:200");
  await page.locator("#material-kings").check();
  await page.locator("#start-game").click();
  await page.locator('[data-tray="white"] [data-kind="K"]').click();
  await page.locator('[data-square="b7"]').click();
  await expect(page.locator("#turn")).toHaveText("White to move", { timeout: 20_000 });
  await page.reload();
  await expect(page.locator("main.game svg.board")).toBeVisible();
  await page.waitForTimeout(500);
  expect(said).toEqual([]);
});
