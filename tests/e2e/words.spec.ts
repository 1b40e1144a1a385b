// Issue 31, items 7 and 8: what the page says reads plainly. A bad link is one sentence
// (what was wrong, what happened instead), a link to a game that is not here opens the
// start page, a view-only embed with a bad link says so in its frame; Vimes' moves stand in
// a three-column score sheet under the players' names, and Chessence's moves and the
// Analysis line are in the readable notation with the game's own letters.
import { expect, test } from "@playwright/test";
import { watchErrors } from "./helpers";

test("a bad link says in one sentence what was wrong and what happened instead", async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto("./#game=chessnim&fen=8/8/8/8/8/8/8/8%5BK*k*%5D");
  const message = page.locator("#message");
  await expect(message).toContainText("This link could not be opened: ");
  await expect(message).toContainText("a new game of ChessNim has started instead.");
  const text = (await message.textContent()) ?? "";
  expect(text).not.toContain("..");
  expect(text).not.toMatch(/\([^)]*\(/); // no brackets inside brackets
  // A game that is not here: the start page, which lists the games, says so.
  await page.goto("about:blank");
  await page.goto("./#game=nope");
  await expect(page.locator("main.home")).toBeVisible();
  await expect(page.locator("#message")).toHaveText(
    "This link asks for a game that is not here ('nope'): choose one of the games below.",
  );
  await expect(page.locator("#message")).not.toContainText("nastyneighbours");
  expect(errors).toEqual([]);
});

test("a view-only embed with a bad link shows why, and no board", async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto("./#embed&game=chessnim&moves=K@b7,K@b7&mode=view&controls=moves,nav");
  await expect(page.locator("#message")).toContainText("This link could not be opened");
  await expect(page.locator("svg.board")).toHaveCount(0);
  await expect(page.locator("[data-tray]")).toHaveCount(0);
  expect(errors).toEqual([]);
});

test("Vimes' moves stand in a score sheet under White, Black and Republican", async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto("./#game=vimes&moves=e2e4,e7e5,a2a3,g1f3,b8c6,f1c4,h7h6");
  await expect(page.locator("#moves .sheet-head")).toHaveText(/White\s*Black\s*Republican/);
  const rows = page.locator("#moves li:not(.sheet-head)");
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(0)).toHaveText(/1\.\s*e4\s*e5\s*a3/);
  await expect(rows.nth(2).locator(".move")).toHaveText(["Bc4", "h6"]);
  // Each move stands in its player's column, the rows lined up.
  const x = async (ply: number) =>
    (await page.locator(`#moves .move[data-ply="${ply}"]`).boundingBox())!.x;
  expect(await x(3)).toBeCloseTo(await x(7), 0); // a3 and h6: the Republican's column
  expect(await x(1)).toBeCloseTo(await x(6), 0); // e4 and Bc4: White's
  for (const t of await page.locator("#moves .move").allTextContents()) {
    expect(t, "no seat letter before a move").not.toMatch(/^[WBR] /);
  }
  await page.screenshot({ path: test.info().outputPath("vimes-score-sheet.png") });
  expect(errors).toEqual([]);
});

test("Chessence's moves and the Analysis line read with the men's letter", async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto("./#game=chessence&moves=e1a1,c8d7");
  await expect(page.locator('#moves [data-uci="e1a1"]')).toHaveText("Ma1");
  await page.locator("#analysis-toggle").click();
  const line = page.locator("#analysis-line");
  await expect(line).toBeVisible({ timeout: 20_000 });
  await expect(line).toContainText("Best line: ");
  const words = ((await line.textContent()) ?? "").replace("Best line:", "").trim().split(/\s+/);
  for (const w of words) expect(w, "a readable move").toMatch(/^(M|K|O-O|pass|done)|@/);
  expect(errors).toEqual([]);
});
