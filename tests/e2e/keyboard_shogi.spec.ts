// A game of shogi with the keyboard alone (issue 64's "done when"): Tab to the board, the
// arrow keys to a piece, Enter to pick it up, the arrows and Enter again to put it down; a
// promotion chosen in the picker with Tab and Enter; a piece dropped from the hand (Tab to
// the tray, an arrow key picks it, back to the board). Each move is heard through the
// polite live region.
import { expect, test, type Page } from "@playwright/test";
import { arrowTo, focused, tabTo, watchErrorsAndLoads as watchErrors } from "./helpers";

const announce = (page: Page) => page.locator("#announce");

// The piece on `from` to `to`, with the keyboard.
async function keyMove(page: Page, from: string, to: string) {
  await tabTo(page, "Tab", "square:");
  await arrowTo(page, from);
  await page.keyboard.press("Enter");
  await expect(page.locator(`[data-square="${from}"]`)).toHaveClass(/picked/);
  await arrowTo(page, to);
  await page.keyboard.press("Enter");
}

// The choice of the open picker whose name matches `name`, with Tab and Enter.
async function keyChoose(page: Page, name: RegExp) {
  await expect(page.locator("#promotion")).toBeVisible();
  for (let i = 0; i < 10; i++) {
    const label = await page.evaluate(() => document.activeElement?.getAttribute("aria-label") ?? "");
    if (name.test(label)) {
      await page.keyboard.press("Enter");
      await expect(page.locator("#promotion")).toHaveCount(0);
      return;
    }
    await page.keyboard.press("Tab");
  }
  throw new Error(`no choice named ${name}`);
}

// A `letter` of `side`'s hand dropped on `to`, with the keyboard.
async function keyDrop(page: Page, side: string, letter: string, to: string) {
  await tabTo(page, "Tab", `tray:${side}:${letter}`);
  await page.keyboard.press("ArrowRight");
  await expect(page.locator(`[data-tray="${side}"] [data-kind="${letter}"]`)).toHaveClass(/selected/);
  await tabTo(page, "Tab", "square:");
  await arrowTo(page, to);
  await page.keyboard.press("Enter");
}

test("a game of shogi with the keyboard alone: a promotion chosen, a piece dropped", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const errors = watchErrors(page);
  await page.goto("./#game=shogi");
  await expect(page.locator("[data-square]")).toHaveCount(81);
  const turn = page.locator("#turn");

  await keyMove(page, "c3", "c4");
  await expect(turn).toHaveText("Black to move");
  await keyMove(page, "g7", "g6");
  await expect(turn).toHaveText("White to move");
  // The bishop enters the promotion zone: promoting is the player's choice.
  await keyMove(page, "b2", "g7");
  await expect(page.locator("#promotion-title")).toHaveText("Promote 8h–3c: choose a piece");
  await keyChoose(page, /^dragon horse$/);
  await expect(turn).toHaveText("Black to move");
  await expect(page.locator('[data-square="g7"]')).toHaveAttribute("aria-label", /^3c, white dragon horse/);
  // Black's bishop takes it: the bishop goes to Black's hand, and is dropped on d5.
  await keyMove(page, "h8", "g7");
  await expect(turn).toHaveText("White to move");
  await keyMove(page, "c1", "b2");
  await expect(turn).toHaveText("Black to move");
  await keyDrop(page, "black", "B", "d5");
  await expect(turn).toHaveText("White to move");
  await expect(page.locator('[data-square="d5"]')).toHaveAttribute("aria-label", /^6e, black bishop/);
  await expect(announce(page)).toContainText("Black drops a bishop on 6e");
  // And on, by the keyboard.
  for (const [from, to, next] of [
    ["h2", "f2", "Black"],
    ["d5", "c4", "White"],
    ["d1", "c2", "Black"],
    ["c7", "c6", "White"],
  ]) {
    await keyMove(page, from, to);
    await expect(turn).toHaveText(`${next} to move`);
  }
  await expect(page.locator(".moves [data-ply]")).toHaveCount(10);
  // The move list in shogi's own notation: the promotion, the capture, the drop.
  await expect(page.locator('.moves [data-ply="3"]')).toHaveText("B-3c+");
  await expect(page.locator('.moves [data-ply="4"]')).toHaveText("Bx3c");
  await expect(page.locator('.moves [data-ply="6"]')).toHaveText("B*6e");
  expect(await focused(page)).toMatch(/^square:/);
  expect(errors).toEqual([]);
});
