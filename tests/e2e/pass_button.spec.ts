// A game of your own with passes (Fairy-Stockfish's `passOnStalemate`, as in flipello),
// played in real Chromium: a side with no other move gets a "Pass" button; two passes in
// a row end the game, decided by the pieces on the board.
import { expect, test } from "@playwright/test";
import { watchErrorsAndLoads as watchErrors } from "./helpers";

// Flipello written out, from a position where neither side can close a line: White holds
// the centre, Black only the h1 corner.
const STUCK = `[stuck:chess]
pawn = -
knight = -
bishop = -
rook = -
queen = -
king = -
promotionPieceTypes = -
immobile = p
startFen = 8/8/8/3PP3/3PP3/8/8/7p[PPpp] w - - 0 1
pieceDrops = true
doubleStep = false
castling = false
immobilityIllegal = false
enclosingDrop = reversi
flipEnclosedPieces = reversi
passOnStalemate = true
materialCounting = unweighted
`;

test("a side with no other move passes with the Pass button; two passes end the game", async ({
  page,
}) => {
  const errors = watchErrors(page);
  await page.goto("./");
  await page.locator("#new-own-game").click();
  await page.locator("#definition-text").fill(STUCK);
  await expect(page.locator("#settings-error")).toHaveText("");
  await page.locator("#start-game").click();
  await expect(page.locator("#turn")).toHaveText("White to move");
  await expect(page.locator("#pass-turn")).toBeVisible();
  await page.locator("#pass-turn").click();
  await expect(page.locator("#turn")).toHaveText("Black to move");
  await page.locator("#pass-turn").click();
  await expect(page.locator("#result")).toContainText("White wins");
  await expect(page.locator("#result")).toContainText("both players passed");
  await expect(page.locator("#pass-turn")).toHaveCount(0);
  expect(errors).toEqual([]);
});
