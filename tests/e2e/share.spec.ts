// Sharing a game: the Share panel's link opened in a fresh browser shows the same game, a
// corrupted link says why and starts a working fresh game, and a game record exported to a
// file and imported again gives the same game (a bad file changes nothing).
import { expect, test, type Page } from "@playwright/test";
import { watchErrorsAndLoads as watchErrors } from "./helpers";
import { readFileSync } from "node:fs";


async function startKingsOnly(page: Page) {
  await page.goto("./");
  await page.locator('[data-variant="chessnim"] button', { hasText: "New game" }).click();
  await page.locator("#material-kings").check();
  await page.locator("#start-game").click();
  await expect(page.locator("#free-count")).toHaveText("Free squares: 64");
}

// Click-click drops of kings, White and Black in turn.
async function dropKings(page: Page, squares: string[], firstSide = "white") {
  let side = firstSide;
  for (const sq of squares) {
    await page.locator(`[data-tray="${side}"] [data-kind="K"]`).click();
    await page.locator(`[data-square="${sq}"]`).click();
    await expect(page.locator(`[data-square="${sq}"] [data-piece]`)).toHaveCount(1);
    side = side === "white" ? "black" : "white";
  }
}

async function pieceCount(page: Page) {
  return page.locator("[data-square] [data-piece]").count();
}

test("a share link opened in a new browser shows the same game, playable", async ({
  page,
  browser,
}) => {
  const errors = watchErrors(page);
  await startKingsOnly(page);
  await dropKings(page, ["b7", "e7", "g7"]);
  await page.locator("#flip").click();
  await page.locator("#share-button").click();
  const link = await page.locator("#share-link").inputValue();
  expect(link).toMatch(/#game=chessnim&material=K:K:\*&moves=K@b7,K@e7,K@g7&orient=black$/);
  await expect(page.locator("#embed-code")).toHaveValue(/^<iframe src="[^"]*#embed&amp;game=chessnim/);

  // A fresh browser (no saved game): the link alone brings the game.
  const other = await browser.newContext();
  const page2 = await other.newPage();
  const errors2 = watchErrors(page2);
  await page2.goto(link);
  await expect(page2.locator("#free-count")).toHaveText("Free squares: 40");
  for (const sq of ["b7", "e7", "g7"]) {
    await expect(page2.locator(`[data-square="${sq}"] [data-piece]`)).toHaveCount(1);
  }
  expect(await pieceCount(page2)).toBe(3);
  await expect(page2.locator("#turn")).toHaveText("Black to move");
  await expect(page2.locator("#moves")).toContainText("K@g7");
  await expect(page2.locator("#message")).toHaveText("");
  // Black at the bottom, as shared: Black's tray is the lower one.
  const top = await page2.locator('[data-tray="white"]').boundingBox();
  const bottom = await page2.locator('[data-tray="black"]').boundingBox();
  expect(top && bottom && top.y < bottom.y).toBeTruthy();
  // The link gives way to the game's own address, and the game goes on from it.
  await expect(page2).toHaveURL(/\/(index\.html)?#play\/[0-9a-z]+$/);
  await dropKings(page2, ["g4"], "black");
  await expect(page2.locator("#free-count")).toHaveText("Free squares: 31");
  // A reload resumes the game as played since.
  await page2.reload();
  await expect(page2.locator('[data-square="g4"] [data-piece]')).toHaveCount(1);
  expect(await pieceCount(page2)).toBe(4);
  await other.close();
  expect(errors).toEqual([]);
  expect(errors2).toEqual([]);
});

test("a corrupted link says why and starts a fresh game that works", async ({ page }) => {
  const errors = watchErrors(page);
  // A move that is not legal (b7 twice).
  await page.goto("./#game=chessnim&material=K:K:*&moves=K@b7,K@b7");
  await expect(page.locator("#message")).toHaveText(
    "This link could not be opened: move 2 (K@b7) is illegal: b7 is occupied; a new game of ChessNim has started instead.",
  );
  expect(await pieceCount(page)).toBe(0);
  await expect(page.locator("#turn")).toHaveText("White to move");
  await dropKings(page, ["d4"]);
  await expect(page.locator("#turn")).toHaveText("Black to move");
  await expect(page.locator("#message")).toHaveText("");

  // Garbage: still a message and a game, never a blank page.
  await page.goto("./?x");
  // Let that page load before leaving it (leaving mid-load aborts its wasm compile).
  await expect(page.locator("[data-square], .home").first()).toBeVisible();
  await page.goto("./#game=chessn%ZZim&moves=@@@");
  await expect(page.locator("#message")).toContainText("This link could not be opened");
  await expect(page.locator("[data-square]").first()).toBeVisible();
  expect(errors).toEqual([]);
});

test("a corrupted link never replaces the saved game", async ({ page }) => {
  await startKingsOnly(page);
  await dropKings(page, ["b7", "e7"]);
  await page.goto("./#game=vimes&moves=zzz9");
  await expect(page.locator("#message")).toContainText("your saved game is shown");
  await expect(page.locator('[data-square="e7"] [data-piece]')).toHaveCount(1);
  expect(await pieceCount(page)).toBe(2);
});

test("export then import gives the same game; a bad file changes nothing", async ({ page }) => {
  const errors = watchErrors(page);
  await startKingsOnly(page);
  await dropKings(page, ["b7", "e7", "g7", "g4"]);
  await page.locator("#share-button").click();
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.locator("#export").click(),
  ]);
  expect(download.suggestedFilename()).toBe("chessnim-game.txt");
  const path = await download.path();
  const text = readFileSync(path, "utf8");
  expect(text).toContain("Game: ChessNim\n");
  expect(text).toContain("1. K@b7 K@e7\n2. K@g7 K@g4\n");

  // Another game, then the file: the exported game is back.
  await page.locator("#undo").click();
  await page.locator("#undo").click();
  expect(await pieceCount(page)).toBe(2);
  await page.locator("#import-file").setInputFiles(path);
  await expect(page.locator("#message")).toHaveText("The game record was imported.");
  expect(await pieceCount(page)).toBe(4);
  await expect(page.locator('[data-square="g4"] [data-piece]')).toHaveCount(1);
  await expect(page.locator("#free-count")).toHaveText("Free squares: 31");

  // A record with an illegal move: a clear message, the game as it was.
  await page.locator("#import-file").setInputFiles({
    name: "bad.txt",
    mimeType: "text/plain",
    buffer: Buffer.from("Game: ChessNim\nMaterial: K:K:*\n1. K@b7 K@b7\n"),
  });
  await expect(page.locator("#message")).toHaveText(
    "This file could not be read as a game record (move 2 (K@b7) is illegal: b7 is occupied); nothing was changed.",
  );
  expect(await pieceCount(page)).toBe(4);
  await expect(page.locator("#free-count")).toHaveText("Free squares: 31");
  // Not a record at all.
  await page.locator("#import-file").setInputFiles({
    name: "notes.txt",
    mimeType: "text/plain",
    buffer: Buffer.from("shopping list\n"),
  });
  await expect(page.locator("#message")).toContainText("could not be read as a game record");
  expect(await pieceCount(page)).toBe(4);
  expect(errors).toEqual([]);
});

test("the game a link replaced comes back with one button, and the two swap again", async ({
  page,
}) => {
  const errors = watchErrors(page);
  await startKingsOnly(page);
  await dropKings(page, ["b7", "e7"]);
  // A link to another game replaces it on the page; the note offers it back.
  await page.goto("./#game=vimes&moves=e2e4");
  await expect(page.locator("#moves")).toContainText("e4");
  await expect(page.locator("#previous-game")).toContainText(
    "Your other game of ChessNim (2 moves) is kept aside.",
  );
  // Kept across a reload too.
  await page.reload();
  await expect(page.locator("#previous-game")).toContainText("ChessNim (2 moves)");
  await page.locator("#bring-back").click();
  await expect(page.locator("#free-count")).toBeVisible();
  for (const sq of ["b7", "e7"]) {
    await expect(page.locator(`[data-square="${sq}"] [data-piece]`)).toHaveCount(1);
  }
  expect(await pieceCount(page)).toBe(2);
  await expect(page.locator("#previous-game")).toContainText("Vimes Chess (1 move)");
  // The ChessNim game is the one saved now: a reload resumes it, and it plays on.
  await page.reload();
  // Waits for the page to render the game (counting at once could find the page empty).
  await expect(page.locator("[data-square] [data-piece]")).toHaveCount(2);
  await dropKings(page, ["g7"]);
  // And the Vimes game comes back the same way.
  await page.locator("#bring-back").click();
  await expect(page.locator('[data-square="e4"] [data-piece="P"]')).toHaveCount(1);
  await expect(page.locator("#previous-game")).toContainText("ChessNim (3 moves)");
  // Hidden for the visit, still kept.
  await page.locator("#previous-hide").click();
  await expect(page.locator("#previous-game")).toHaveCount(0);
  await page.reload();
  await expect(page.locator("#previous-game")).toContainText("ChessNim (3 moves)");
  expect(errors).toEqual([]);
});
