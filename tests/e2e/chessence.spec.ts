// Chessence played through the page in real Chromium, with the mouse, to its end.
//
// The game below was found with the engine (a greedy search for a short game that ends,
// with drops in it) and checked move by move: White's men take away Black's last move, and
// Black, stalemated, loses (CE-7). On the way a drop blocks a check (CE-5). Moves are
// dragged from square to square, men are dragged from the trays onto home squares, and a
// few moves are made by click-click and by the keyboard. Refused moves must show the
// engine's reason and change nothing.
import { expect, test, type Page } from "@playwright/test";
import { watchErrors, dragBetween, square } from "./helpers";

// White moves first; "P@e2" is a drop of a man from the tray.
const GAME = [
  "f2d1", "c7e8", "d3f2", "a8a3", "e2c4", "c8e6", "d2c2", "b7b6", "c4a5", "b9f9",
  "d1d2", "P@b9", "c2b4", "b8b7", "P@e2", "e8d9", "d2c2", "b7d7", "a5b6", "P@b7",
  "b4a6", "P@a8", "a6a8", "d7c8", "b6c8",
];

// How some plies are made: the rest are mouse drags.
const CLICK_CLICK = new Set([3, 8, 19]);
const KEYBOARD = new Set([6]);

const trayMan = (side: string) => `[data-tray="${side}"] [data-kind="P"]`;

async function pieceCount(page: Page) {
  return page.locator("[data-square] [data-piece]").count();
}

test("a game of Chessence played with the mouse ends: Black, stalemated, loses", async ({
  page,
}) => {
  const errors = watchErrors(page);
  await page.goto("./");
  await page.locator('[data-variant="chessence"] button', { hasText: "New game" }).click();
  await expect(page.locator("#new-game-title")).toHaveText("New game of Chessence");
  await page.locator("#start-game").click();
  await expect(page.locator(square("e3"))).toBeVisible();
  await expect(page.locator("#turn")).toHaveText("White to move");
  await expect(page.locator("[data-square]")).toHaveCount(46);
  await expect(page.locator("[data-hole]")).toHaveCount(8);
  await expect(page.locator(trayMan("white"))).toHaveAttribute("data-count", "3");
  await expect(page.locator("#rules")).toContainText("stalemate");
  expect(await pieceCount(page)).toBe(14);

  // Kings never move: the drag snaps back with the engine's reason.
  await dragBetween(page, square("f1"), square("f3"));
  await expect(page.locator("#message")).toHaveText("kings never move in Chessence");
  await expect(page.locator(`${square("f1")} [data-piece="K"]`)).toHaveCount(1);
  await expect(page.locator("#turn")).toHaveText("White to move");
  await expect(page.locator("[data-square].target")).toHaveCount(0);
  // A man from the tray goes only on a home square.
  await dragBetween(page, trayMan("white"), square("c3"));
  await expect(page.locator("#message")).toHaveText(
    "men are dropped only on your six starting squares, not c3",
  );
  await expect(page.locator(trayMan("white"))).toHaveAttribute("data-count", "3");
  expect(await pieceCount(page)).toBe(14);

  for (const [i, uci] of GAME.entries()) {
    const white = i % 2 === 0;
    const side = white ? "white" : "black";
    const drop = uci.includes("@");
    const to = drop ? uci.slice(2) : uci.slice(2, 4);
    const from = drop ? "" : uci.slice(0, 2);
    await expect(page.locator("#turn")).toHaveText(white ? "White to move" : "Black to move");

    if (drop && i === 19) {
      // Click-click from the tray: the six home squares that are empty are the targets.
      await page.locator(trayMan(side)).click();
      await expect(page.locator(trayMan(side))).toHaveClass(/selected/);
      await expect(page.locator(square(to))).toHaveClass(/target/);
      await expect(page.locator("#target-count")).toContainText("Drops possible");
      await page.locator(square(to)).click();
    } else if (drop) {
      await dragBetween(page, trayMan(side), square(to));
    } else if (CLICK_CLICK.has(i)) {
      await page.locator(square(from)).click();
      await expect(page.locator(square(from))).toHaveClass(/picked/);
      await expect(page.locator(square(to))).toHaveClass(/target/);
      await page.locator(square(to)).click();
    } else if (KEYBOARD.has(i)) {
      await page.locator(square(from)).focus();
      await page.keyboard.press("Enter");
      await expect(page.locator(square(to))).toHaveClass(/target/);
      await page.locator(square(to)).focus();
      await page.keyboard.press("Enter");
    } else {
      await dragBetween(page, square(from), square(to));
    }

    const letter = white ? "P" : "p";
    await expect(page.locator(`${square(to)} [data-piece="${letter}"]`)).toHaveCount(1);
    await expect(page.locator("#message")).toHaveText("");
    await expect(page.locator(square(to))).toHaveClass(/last/);
    if (!drop) {
      await expect(page.locator(`${square(from)} [data-piece]`)).toHaveCount(0);
      await expect(page.locator(square(from))).toHaveClass(/last/);
    }
    if (i === 14) {
      await expect(page.locator(trayMan("white"))).toHaveAttribute("data-count", "2");
    }
    if (i === 20) {
      // b4-a6 checks the black king on a9 (the man on a6 rides as a rook up the a-file).
      await expect(page.locator(square("a9"))).toHaveClass(/check/);
      await page.screenshot({
        path: test.info().outputPath("chessence-check.png"),
        fullPage: true,
      });
    }
    if (i === 21) {
      // Black's drop on a8 blocks the check.
      await expect(page.locator("[data-square].check")).toHaveCount(0);
    }
  }

  await expect(page.locator("#result")).toHaveText("White wins: stalemate");
  await expect(page.locator("#turn")).toHaveCount(0);
  await expect(page.locator(trayMan("white"))).toBeDisabled();
  await expect(page.locator('#moves [data-uci="b6c8"]')).toHaveText("Mxc8");
  await expect(page.locator("#moves .move")).toHaveCount(GAME.length);
  await page.screenshot({ path: test.info().outputPath("chessence-end.png"), fullPage: true });

  // Over is over: nothing can be picked up.
  await page.locator(square("c8")).click();
  await expect(page.locator("[data-square].picked")).toHaveCount(0);

  // The game survives a reload (replayed through the engine), and undo reopens it.
  await page.reload();
  await expect(page.locator("#result")).toHaveText("White wins: stalemate");
  await page.locator("#undo").click();
  await expect(page.locator("#turn")).toHaveText("White to move");
  await expect(page.locator(`${square("b6")} [data-piece="P"]`)).toHaveCount(1);
  await page.locator("#redo").click();
  await expect(page.locator("#result")).toHaveText("White wins: stalemate");
  expect(errors).toEqual([]);
});
