// The five games' module keys in a definition of your own (issue 32, KEYS.md), played in
// real Chromium with the mouse: each key on a board and army its game never had.
import { expect, test } from "@playwright/test";
import { dragBetween, square, tray, watchErrorsAndLoads as watchErrors } from "./helpers";

// ChessNim (x-freeSquareGoal, inherited from [chessnim]) on 5x5 with five kings a side.
const NIM5 = `[nim5:chessnim]
maxFile = 5
maxRank = 5
startFen = 5/5/5/5/5[KKKKKkkkkk] w - - 0 1
`;

// Each drop and the free squares after it, as the engine counts them (CN-5, CN-6).
const NIM5_GAME: [string, number][] = [
  ["c3", 16],
  ["a5", 13],
  ["e5", 10],
  ["a1", 7],
  ["e1", 4],
  ["c1", 3],
  ["c5", 2],
  ["a3", 1],
  ["e3", 0],
];

test("x-freeSquareGoal: ChessNim on 5x5 as your own game, dragged from the trays to the last free square", async ({
  page,
}) => {
  const errors = watchErrors(page);
  await page.goto("./");
  await page.locator("#new-own-game").click();
  await page.locator("#definition-text").fill(NIM5);
  await expect(page.locator("#settings-error")).toHaveText("");
  await page.locator("#start-game").click();

  await expect(page.locator("[data-square]")).toHaveCount(25);
  await expect(page.locator(".topbar-game")).toHaveText("nim5");
  // CN-9: the free squares are shown and counted, as in ChessNim.
  await expect(page.locator("#free-count")).toHaveText("Free squares: 25");
  await expect(page.locator("[data-square].free")).toHaveCount(25);

  for (const [i, [to, free]] of NIM5_GAME.entries()) {
    const side = i % 2 === 0 ? "white" : "black";
    if (i === 2) {
      // A drop onto a piece is refused with the engine's reason and changes nothing.
      await dragBetween(page, tray(side, "K"), square("c3"));
      await expect(page.locator("#message")).toHaveText("c3 is occupied");
      await expect(page.locator("#free-count")).toHaveText("Free squares: 13");
    }
    await dragBetween(page, tray(side, "K"), square(to));
    await expect(page.locator(`${square(to)} [data-piece]`)).toHaveCount(1);
    await expect(page.locator("#free-count")).toHaveText(`Free squares: ${free}`);
    await expect(page.locator("[data-square].free")).toHaveCount(free);
  }
  await expect(page.locator("#result")).toHaveText("White wins: no free square is left");
  await page.screenshot({ path: test.info().outputPath("nim5.png"), fullPage: true });
  expect(errors).toEqual([]);
});
