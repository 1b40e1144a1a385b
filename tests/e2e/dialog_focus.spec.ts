// A dialog takes the focus (issue 62, item 4; src/hooks/modal.rs): opened with Enter, the
// new-game dialog holds the focus, Tab and Shift+Tab stay inside it, Escape closes it and
// gives the focus back to the button that opened it; after Start the board is focused.
import { expect, test, type Page } from "@playwright/test";
import { watchErrors } from "./helpers";

/** Whether the focus is inside `selector`. */
const focusIn = (page: Page, selector: string) =>
  page.evaluate((s) => !!document.activeElement?.closest(s), selector);

test("the new-game dialog takes the focus, keeps Tab inside, and gives it back", async ({
  page,
}) => {
  const errors = watchErrors(page);
  await page.goto("./");
  const opener = page.locator("#new-own-game");
  await opener.focus();
  await page.keyboard.press("Enter");
  await expect(page.locator("#new-game")).toBeVisible();
  expect(await focusIn(page, "#new-game")).toBe(true);
  // The own game's dialog opens on its text, ready to type.
  await expect(page.locator("#definition-text")).toBeFocused();

  // Round and round: neither Tab nor Shift+Tab leaves the dialog.
  for (let i = 0; i < 25; i++) {
    await page.keyboard.press("Tab");
    expect(await focusIn(page, "#new-game"), `Tab ${i + 1}`).toBe(true);
  }
  for (let i = 0; i < 25; i++) {
    await page.keyboard.press("Shift+Tab");
    expect(await focusIn(page, "#new-game"), `Shift+Tab ${i + 1}`).toBe(true);
  }

  // Escape closes it; the focus is back on the button that opened it.
  await page.keyboard.press("Escape");
  await expect(page.locator("#new-game")).toHaveCount(0);
  await expect(opener).toBeFocused();

  // Opened again and started from the keyboard: the board holds the focus.
  await page.keyboard.press("Enter");
  await expect(page.locator("#new-game")).toBeVisible();
  await page.locator("#start-game").focus();
  await page.keyboard.press("Enter");
  await expect(page.locator("#new-game")).toHaveCount(0);
  await expect(page.locator("[data-square]").first()).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => document.activeElement?.getAttribute("data-square")))
    .not.toBeNull();
  expect(errors).toEqual([]);
});

test("ChessNim's holes are made from the keyboard", async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto("./#game=chessnim");
  await page.locator("#new-game-button").click();
  await page.locator("#nim-width").fill("3");
  await page.locator("#nim-height").fill("2");
  // Tab reaches the holes' grid (its one stop is the top-left square).
  let reached = false;
  for (let i = 0; i < 20 && !reached; i++) {
    await page.keyboard.press("Tab");
    reached = await page.evaluate(
      () => document.activeElement?.getAttribute("data-preview") === "a2",
    );
  }
  expect(reached).toBe(true);
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("Enter");
  await expect(page.locator('[data-preview="b1"]')).toHaveClass(/hole/);
  await expect(page.locator('[data-preview="b1"]')).toHaveAttribute("aria-checked", "true");
  await page.keyboard.press(" ");
  await expect(page.locator('[data-preview="b1"]')).not.toHaveClass(/hole/);
  expect(errors).toEqual([]);
});
