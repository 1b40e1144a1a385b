// Nasty Neighbours played through the page in real Chromium, with the mouse (pointer
// events: press, move in steps, release), two players at one screen.
//
// The moves were found with the engine: 1. h8f4 b1c3 2. c2c3 — White's pawn takes Black's
// knight, which changes sides and stands on c2, the pawn's origin square (NN-3). And
// 1. h8f4 c7c6 2. b8c6 — the knight takes the pawn, which lands on b8, White's last rank,
// and must promote (the capturing player chooses). Castling, check, mate and the bare-king
// rule are played from positions put in the browser's storage as a saved game.
import { expect, test, type Page } from "@playwright/test";
import { centre, watchErrors, dragBetween, square } from "./helpers";

const piece = (s: string, letter: string) => `${square(s)} [data-piece="${letter}"]`;

// Presses on square `from`, drags in steps to square `to`, lets go.
const drag = (page: Page, from: string, to: string) =>
  dragBetween(page, square(from), square(to));

async function pieceCount(page: Page) {
  return page.locator("[data-square] [data-piece]").count();
}

async function newGame(page: Page) {
  await page.goto("./");
  await page.locator('[data-variant="nastyneighbours"] button', { hasText: "New game" }).click();
  await expect(page.locator("#new-game")).toBeVisible();
  await page.locator("#start-game").click();
  await expect(page.locator(square("e4"))).toBeVisible();
  await expect(page.locator("[data-square]")).toHaveCount(72);
  await expect(page.locator("#turn")).toHaveText("White to move");
  expect(await pieceCount(page)).toBe(36);
}

// Opens the app on a game of Nasty Neighbours starting from `fen` (a link; from a blank
// page, so that the link is read by a fresh load).
async function fromFen(page: Page, fen: string) {
  await page.goto("about:blank");
  await page.goto(`./#game=nastyneighbours&fen=${encodeURIComponent(fen)}`);
  await expect(page.locator(square("e4"))).toBeVisible();
}

test("a game with a conquest, played by mouse drags", async ({ page }) => {
  const errors = watchErrors(page);
  await newGame(page);
  // The interleaved setup: White's knight on b8 among Black's pieces, Black's pawn on b2.
  await expect(page.locator(piece("b8", "N"))).toHaveCount(1);
  await expect(page.locator(piece("b2", "p"))).toHaveCount(1);
  await expect(page.locator(piece("e1", "K"))).toHaveCount(1);

  // No double step: the drag snaps back with the engine's reason.
  await drag(page, "a2", "a4");
  await expect(page.locator("#message")).toHaveText("a pawn cannot go from a2 to a4");
  await expect(page.locator(piece("a2", "P"))).toHaveCount(1);
  await expect(page.locator(square("a4") + " [data-piece]")).toHaveCount(0);
  await expect(page.locator("#turn")).toHaveText("White to move");
  await expect(page.locator("[data-square].target")).toHaveCount(0);
  // Black's piece cannot be moved on White's turn.
  await drag(page, "b1", "c3");
  await expect(page.locator("#message")).toContainText("White is to move");
  await expect(page.locator(piece("b1", "n"))).toHaveCount(1);

  // While the knight on h8 is held, its three legal squares are marked.
  const h8 = await centre(page, square("h8"));
  const f4 = await centre(page, square("f4"));
  await page.mouse.move(h8.x, h8.y);
  await page.mouse.down();
  await page.mouse.move(h8.x + 12, h8.y + 6, { steps: 3 });
  await expect(page.locator("[data-square].target")).toHaveCount(3);
  for (const t of ["f4", "g6", "i6"]) await expect(page.locator(square(t))).toHaveClass(/target/);
  await page.mouse.move(f4.x, f4.y, { steps: 12 });
  await page.mouse.up();
  await expect(page.locator(piece("f4", "N"))).toHaveCount(1);
  await expect(page.locator("#message")).toHaveText("");
  await expect(page.locator("#turn")).toHaveText("Black to move");

  await drag(page, "b1", "c3");
  await expect(page.locator(piece("c3", "n"))).toHaveCount(1);
  await expect(page.locator("#turn")).toHaveText("White to move");

  // The pawn takes the knight: the knight changes sides and stands on c2, ringed.
  await drag(page, "c2", "c3");
  await expect(page.locator(piece("c3", "P"))).toHaveCount(1);
  await expect(page.locator(piece("c2", "N"))).toHaveCount(1);
  await expect(page.locator(square("c2"))).toHaveClass(/conquered/);
  await expect(page.locator(`${square("c2")} .conquered-mark`)).toHaveCount(1);
  await expect(page.locator("[data-square].conquered")).toHaveCount(1);
  await expect(page.locator("#turn")).toHaveText("Black to move");
  await expect(page.locator('#moves [data-uci="c2c3"]')).toHaveText("c2xc3");
  expect(await pieceCount(page)).toBe(36);
  // Let the ring's animation finish before the picture.
  await page.waitForTimeout(1000);
  await page.screenshot({ path: "test-results/nasty-neighbours-conquest.png", fullPage: true });

  // Undo puts Black's knight back; redo conquers it again.
  await page.locator("#undo").click();
  await expect(page.locator(piece("c3", "n"))).toHaveCount(1);
  await expect(page.locator(piece("c2", "P"))).toHaveCount(1);
  await expect(page.locator("[data-square].conquered")).toHaveCount(0);
  await page.locator("#redo").click();
  await expect(page.locator(piece("c2", "N"))).toHaveCount(1);
  await expect(page.locator(square("c2"))).toHaveClass(/conquered/);

  // The ring lasts one move.
  await drag(page, "a7", "a6");
  await expect(page.locator(piece("a6", "p"))).toHaveCount(1);
  await expect(page.locator("[data-square].conquered")).toHaveCount(0);
  await expect(page.locator("#turn")).toHaveText("White to move");

  // The game survives a reload.
  await page.reload();
  await expect(page.locator(piece("c2", "N"))).toHaveCount(1);
  await expect(page.locator(piece("a6", "p"))).toHaveCount(1);
  await expect(page.locator("#turn")).toHaveText("White to move");
  expect(errors).toEqual([]);
});

test("a conquered pawn on the last rank promotes: the capturing player chooses", async ({
  page,
}) => {
  const errors = watchErrors(page);
  await newGame(page);
  await drag(page, "h8", "f4");
  await expect(page.locator("#turn")).toHaveText("Black to move");
  await drag(page, "c7", "c6");
  await expect(page.locator("#turn")).toHaveText("White to move");
  // The knight on b8 takes the pawn on c6; the pawn, now White's, lands on b8.
  await drag(page, "b8", "c6");
  await expect(page.locator("#promotion")).toBeVisible();
  await expect(page.locator("#promotion-title")).toContainText("the conquered pawn on b8");
  await expect(page.locator("[data-promotion]")).toHaveCount(4);
  // Cancel keeps the position.
  await page.locator("#promotion-cancel").click();
  await expect(page.locator("#promotion")).toHaveCount(0);
  await expect(page.locator(piece("b8", "N"))).toHaveCount(1);
  await expect(page.locator(piece("c6", "p"))).toHaveCount(1);
  await drag(page, "b8", "c6");
  await page.locator('[data-promotion="Q"]').click();
  await expect(page.locator(piece("b8", "Q"))).toHaveCount(1);
  await expect(page.locator(piece("c6", "N"))).toHaveCount(1);
  await expect(page.locator(square("b8"))).toHaveClass(/conquered/);
  await expect(page.locator('#moves [data-uci="b8c6q"]')).toHaveText("Nxc6/b8=Q");
  await expect(page.locator("#turn")).toHaveText("Black to move");
  expect(errors).toEqual([]);
});

test("castling by a three-square king drag, and the help on how the pieces move", async ({
  page,
}) => {
  const errors = watchErrors(page);
  await fromFen(page, "r3k3r/p7p/9/9/9/9/P7P/R3K3R w KQkq - 0 1");
  await expect(page.locator("#turn")).toHaveText("White to move");
  await drag(page, "e1", "b1");
  await expect(page.locator(piece("b1", "K"))).toHaveCount(1);
  await expect(page.locator(piece("c1", "R"))).toHaveCount(1);
  await expect(page.locator(`${square("a1")} [data-piece]`)).toHaveCount(0);
  await expect(page.locator("[data-square].conquered")).toHaveCount(0);
  await drag(page, "e8", "h8");
  await expect(page.locator(piece("h8", "k"))).toHaveCount(1);
  await expect(page.locator(piece("g8", "r"))).toHaveCount(1);
  await expect(page.locator('#moves [data-uci="e1b1"]')).toHaveText("O-O-O");
  await expect(page.locator('#moves [data-uci="e8h8"]')).toHaveText("O-O");

  await page.locator("#pieces-help-button").click();
  await expect(page.locator("#pieces-help")).toBeVisible();
  await expect(page.locator("[data-help-piece]")).toHaveCount(6);
  await expect(page.locator('[data-help-piece="K"]')).toContainText("three squares");
  await page.screenshot({ path: "test-results/nasty-neighbours-help.png", fullPage: true });
  await page.keyboard.press("Escape");
  await expect(page.locator("#pieces-help")).toHaveCount(0);
  expect(errors).toEqual([]);
});

test("check, checkmate and the bare king end the game with their reason", async ({ page }) => {
  const errors = watchErrors(page);
  await fromFen(page, "k2R5/9/K8/3N4p/9/9/9/9 w - - 0 1");
  await drag(page, "d5", "c7");
  await expect(page.locator(square("a8"))).toHaveClass(/check/);
  await expect(page.locator("#result")).toHaveText("White wins: Black is checkmated");

  await fromFen(page, "8k/9/9/9/4n4/9/4R4/K8 w - - 0 1");
  // The rook takes Black's last piece, which becomes White's: Black has only its king.
  await drag(page, "e2", "e4");
  await expect(page.locator(piece("e2", "N"))).toHaveCount(1);
  await expect(page.locator(square("e2"))).toHaveClass(/conquered/);
  await expect(page.locator("#result")).toHaveText("White wins: Black has only the king left");
  await page.waitForTimeout(1000);
  await page.screenshot({ path: "test-results/nasty-neighbours-bare-king.png", fullPage: true });
  expect(errors).toEqual([]);
});
