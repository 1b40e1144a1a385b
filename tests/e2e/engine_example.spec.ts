// engine-example.html: a plain page that uses only the engine's JavaScript package
// (engine/variantarium_engine.js, built from engine-js/): it loads under the site's strict
// Content-Security-Policy, draws a board from the package's answers, plays random moves
// and a computer move in each of the five games and in xiangqi (one of Fairy-Stockfish's
// built-ins, by its name), with no console error or violation.
import { expect, test } from "@playwright/test";
import { watchErrorsAndLoads } from "./helpers";

test("the engine package plays random games on a page of its own", async ({ page }) => {
  const errors = watchErrorsAndLoads(page);
  await page.goto("./engine-example.html");
  await expect(page.locator("body[data-ready=true]")).toBeVisible();
  // The five first, then Fairy-Stockfish's built-ins the engine plays (xiangqi among them).
  const names = await page.locator("#variant option").allTextContents();
  expect(names.slice(0, 5)).toEqual(["chessnim", "chessence", "arnhem", "nastyneighbours", "vimes"]);
  expect(names).toContain("xiangqi");
  // ChessNim's default 8x8 board, empty, 64 free squares to start.
  await expect(page.locator("#board [data-square]")).toHaveCount(64);
  await expect(page.locator("#status")).toContainText("White to move");
  for (const [game, squares, holes] of [
    ["chessence", 54, 8],
    ["arnhem", 42, 4],
    ["nastyneighbours", 72, 0],
    ["vimes", 64, 0],
    ["xiangqi", 90, 0],
  ] as const) {
    await page.locator("#variant").selectOption(game);
    await expect(page.locator("#board [data-square]")).toHaveCount(squares);
    await expect(page.locator("#board .hole")).toHaveCount(holes);
    const fen = await page.locator("#fen").textContent();
    await page.locator("#play-ten").click();
    await expect(page.locator("#fen")).not.toHaveText(fen ?? "");
    const played = (await page.locator("#moves").textContent())?.trim().split(" ") ?? [];
    expect(played.length).toBeGreaterThan(0);
    await page.locator("#undo").click();
    await expect(page.locator("#moves")).toHaveText(played.slice(0, -1).join(" "));
    await page.locator("#computer-move").click();
    await expect(page.locator("#moves")).not.toHaveText(played.slice(0, -1).join(" "));
  }
  expect(errors).toEqual([]);
});
