// Issue 31, item 5: ChessNim's Hint always helps. On the default 8×8 board with the full
// set the solver cannot settle the opening within the second: the hint then marks the
// search's best drop as a suggestion; a proven win says so and marks every winning drop.
// A hint is shown on the board and in a neutral note, never as a red error.
import { expect, test, type Page } from "@playwright/test";
import { watchErrors } from "./helpers";

// Asks for a hint and checks it helps: a note, at least one marked square, no error.
async function askHint(page: Page) {
  await page.locator("#hint").click();
  const note = page.locator("#hint-note");
  await expect(note).toContainText("Hint:", { timeout: 10_000 });
  await expect(note).not.toContainText("could not settle");
  await expect(page.locator("[data-square].hint").first()).toBeVisible();
  await expect(page.locator("#message")).not.toContainText("Hint");
  const colour = await note.evaluate((e) => getComputedStyle(e).color);
  const [r, g, b] = colour.match(/\d+/g)!.map(Number);
  expect(r > 150 && g < 100 && b < 100, `the note is not red (${colour})`).toBe(false);
  return (await note.textContent()) ?? "";
}

// The side to move drops its first kind on the first legal square (click-click).
async function dropSomewhere(page: Page, side: string) {
  await page.locator(`[data-tray="${side}"] .tray-entry`).first().click();
  const target = page.locator("[data-square].target").first();
  const name = await target.getAttribute("data-square");
  await target.click();
  await expect(page.locator(`[data-square="${name}"] [data-piece]`)).toHaveCount(1);
}

test("the hint suggests a drop at the first move and after four, on the full 8x8 board", async ({
  page,
}) => {
  const errors = watchErrors(page);
  await page.goto("./");
  await page.locator('[data-variant="chessnim"] button', { hasText: "New game" }).click();
  await page.locator("#start-game").click();
  await expect(page.locator("#free-count")).toHaveText("Free squares: 64");
  const first = await askHint(page);
  await page.screenshot({ path: test.info().outputPath("hint-first-drop.png") });
  expect(first).toMatch(/suggests|win/);
  for (const side of ["white", "black", "white", "black"]) await dropSomewhere(page, side);
  // The first hint went away with the first drop.
  await expect(page.locator("#hint-note")).toHaveCount(0);
  await expect(page.locator("[data-square].hint")).toHaveCount(0);
  await askHint(page);
  expect(errors).toEqual([]);
});

test("a proven win is said and every winning drop is marked", async ({ page }) => {
  const errors = watchErrors(page);
  // CN-9: after 1. b7 e7 2. g7 g4 3. d4 b4 4. b2 c3, White wins with 5. f3.
  await page.goto("./#game=chessnim&material=K:K:*&moves=K@b7,K@e7,K@g7,K@g4,K@d4,K@b4,K@b2,K@c3");
  await expect(page.locator("#turn")).toHaveText("White to move");
  const words = await askHint(page);
  expect(words).toContain("K@f3");
  await expect(page.locator('[data-square="f3"].hint')).toHaveCount(1);
  expect(errors).toEqual([]);
});
