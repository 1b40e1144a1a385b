// Issue 31, item 1: a piece of the tray of the player who is not to move can be pressed and
// dragged (the tray is greyed out, not gone), but never plays: a drag, or a click, from the
// other player's tray is refused with a short message and changes nothing. Every game
// with trays: ChessNim, Chessence and Arnhem's deployment.
import { expect, test, type Page } from "@playwright/test";
import { watchErrors, dragBetween, square, tray } from "./helpers";

const onBoard = (page: Page) => page.locator("[data-square] [data-piece]");

async function newGame(page: Page, variant: string) {
  await page.goto("./");
  await page.locator(`[data-variant="${variant}"] button`, { hasText: "New game" }).click();
}

// Drags and clicks `kind` of Black's tray onto `to` while White is to move: refused,
// nothing changes.
async function refusedFromBlack(page: Page, kind: string, to: string, turn: string) {
  const pieces = await onBoard(page).count();
  const whiteCount = await page.locator(tray("white", kind)).getAttribute("data-count");
  const blackCount = await page.locator(tray("black", kind)).getAttribute("data-count");
  await dragBetween(page, tray("black", kind), square(to));
  await expect(page.locator("#message")).toHaveText("It is White's turn: Black's pieces wait");
  await expect(page.locator(`${square(to)} [data-piece]`)).toHaveCount(0);
  await expect(onBoard(page)).toHaveCount(pieces);
  await expect(page.locator(tray("white", kind))).toHaveAttribute("data-count", whiteCount!);
  await expect(page.locator(tray("black", kind))).toHaveAttribute("data-count", blackCount!);
  await expect(page.locator("#turn")).toHaveText(turn);
  await expect(page.locator("#announce")).toContainText("Black's pieces wait");
  // A click on it, then on the square: still nothing.
  await page.locator(tray("black", kind)).click({ force: true });
  await expect(page.locator("[data-square].target")).toHaveCount(0);
  await page.locator(square(to)).click();
  await expect(page.locator(`${square(to)} [data-piece]`)).toHaveCount(0);
  await expect(onBoard(page)).toHaveCount(pieces);
}

test("ChessNim: Black's king dragged while White is to move is refused", async ({ page }) => {
  const errors = watchErrors(page);
  await newGame(page, "chessnim");
  await page.locator("#material-kings").check();
  await page.locator("#start-game").click();
  await expect(page.locator("#turn")).toHaveText("White to move");
  await refusedFromBlack(page, "K", "e4", "White to move");
  // White's own king still drops.
  await dragBetween(page, tray("white", "K"), square("e4"));
  await expect(page.locator(`${square("e4")} [data-piece="K"]`)).toHaveCount(1);
  expect(errors).toEqual([]);
});

test("Chessence: a black man dragged onto an empty square while White moves is refused", async ({
  page,
}) => {
  const errors = watchErrors(page);
  await newGame(page, "chessence");
  await page.locator("#start-game").click();
  await expect(page.locator("#turn")).toHaveText("White to move");
  // White's man leaves f2 (one of its home squares), Black answers: f2 is empty.
  await dragBetween(page, square("f2"), square("d1"));
  await expect(page.locator("#turn")).toHaveText("Black to move");
  await dragBetween(page, square("c7"), square("e8"));
  await expect(page.locator("#turn")).toHaveText("White to move");
  await refusedFromBlack(page, "P", "f2", "White to move");
  expect(errors).toEqual([]);
});

test("Arnhem: Black's king dragged onto e1 during White's deployment is refused", async ({
  page,
}) => {
  const errors = watchErrors(page);
  await newGame(page, "arnhem");
  await page.locator("#start-game").click();
  await expect(page.locator("#turn")).toHaveText("White deploys");
  await refusedFromBlack(page, "K", "e1", "White deploys");
  await expect(page.locator("#announce")).not.toContainText("drops");
  expect(errors).toEqual([]);
});
