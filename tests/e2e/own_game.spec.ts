// "Your own game" (issue 14), played in real Chromium with the mouse: a definition in
// Fairy-Stockfish's variants.ini keys is typed into the new-game dialog (a mistake first,
// which the dialog names with its line and refuses), then opened from a file, started, played to its end, shared
// as a link and opened from the link in a fresh browser.
import { expect, test } from "@playwright/test";
import { watchErrorsAndLoads as watchErrors, dragBetween, square } from "./helpers";
import { readFileSync } from "node:fs";

// A race of kings on 4x4: White's king wins on the fourth rank, Black's on the first.
const RACE = `# A race of kings.
[kingrace:chess]
maxRank = 4
maxFile = 4
startFen = 3k/4/4/K3 w - - 0 1
castling = false
flagPiece = k
flagRegionWhite = *4
flagRegionBlack = *1
`;

// White reaches the fourth rank first.
const GAME = ["a1a2", "d4d3", "a2a3", "d3d2", "a3a4"];

test("a game of your own: defined in the dialog, played to its end, shared and reopened", async ({
  page,
  browser,
}) => {
  const errors = watchErrors(page);
  await page.goto("./");
  await page.locator("#new-own-game").click();
  await expect(page.locator("#new-game-title")).toHaveText("New game of your own");
  // The sample definition is there, with its start pictured.
  await expect(page.locator("#definition-text")).toHaveValue(/\[losalamos:chess\]/);
  await expect(page.locator("#definition-preview svg")).toBeVisible();

  // A mistake on line 3: named with its line, Start disabled, no picture.
  await page.locator("#definition-text").fill(RACE.replace("maxRank = 4", "maxRank = four"));
  await expect(page.locator("#settings-error")).toContainText("line 3: maxRank:");
  await expect(page.locator("#definition-error-line")).toContainText("Line 3: maxRank = four");
  await expect(page.locator("#start-game")).toBeDisabled();
  await expect(page.locator("#definition-preview")).toHaveCount(0);

  // The good definition comes from a file, as a wiki author's variants.ini would.
  await page.locator("#definition-file").setInputFiles({
    name: "kingrace.ini",
    mimeType: "text/plain",
    buffer: Buffer.from(RACE),
  });
  await expect(page.locator("#definition-text")).toHaveValue(RACE);
  await expect(page.locator("#settings-error")).toHaveText("");
  await expect(page.locator("#definition-preview svg")).toBeVisible();
  await page.locator("#start-game").click();

  await expect(page.locator("[data-square]")).toHaveCount(16);
  await expect(page.locator(".topbar-game")).toHaveText("kingrace");
  await expect(page.locator("#turn")).toHaveText("White to move");
  await expect(page.locator("#definition-shown")).toContainText("kingrace");

  // An illegal drag is refused with the engine's reason and changes nothing.
  await dragBetween(page, square("a1"), square("a3"));
  await expect(page.locator("#message")).toContainText("cannot go from a1 to a3");
  await expect(page.locator(`${square("a1")} [data-piece]`)).toHaveCount(1);

  for (const m of GAME) {
    const from = m.slice(0, 2);
    const to = m.slice(2, 4);
    await dragBetween(page, square(from), square(to));
    await expect(page.locator(`${square(to)} [data-piece]`)).toHaveCount(1);
  }
  await expect(page.locator("#result")).toContainText("White wins");

  // Shared as a link: the definition travels in it.
  await page.locator("#share-button").click();
  const link = await page.locator("#share-link").inputValue();
  expect(link).toContain("#game=kingrace&def=");
  expect(link).toContain("moves=a1a2,d4d3,a2a3,d3d2,a3a4");

  const other = await browser.newContext();
  const page2 = await other.newPage();
  const errors2 = watchErrors(page2);
  await page2.goto(link);
  await expect(page2.locator("[data-square]")).toHaveCount(16);
  await expect(page2.locator(`${square("a4")} [data-piece]`)).toHaveCount(1);
  await expect(page2.locator(`${square("d2")} [data-piece]`)).toHaveCount(1);
  await expect(page2.locator("#result")).toContainText("White wins");
  await expect(page2.locator(".topbar-game")).toHaveText("kingrace");
  await other.close();

  // The definition is kept on this device and offered next time.
  await page.locator("#share-close").click();
  await page.reload();
  await expect(page.locator(".topbar-game")).toHaveText("kingrace");
  await page.locator(".brand").click();
  await page.locator("#new-own-game").click();
  await expect(page.locator("#saved-definitions")).toContainText("kingrace");
  await expect(page.locator("#definition-text")).toHaveValue(/\[kingrace:chess\]/);

  expect(errors).toEqual([]);
  expect(errors2).toEqual([]);
});

test("a link with a broken definition says why and changes nothing", async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto("./#game=x&def=%5Bx%3Achess%5D%0AmaxRank+%3D+99");
  await expect(page.locator("#message")).toContainText("maxRank");
  expect(errors).toEqual([]);
});

test("the README's embedded game of its own shows its board", async ({ page }) => {
  const errors = watchErrors(page);
  const readme = readFileSync("README.md", "utf8");
  const src = readme
    .split('<iframe src="')
    .slice(1)
    .map((s) => s.split('"')[0])
    .find((s) => s.includes("def="));
  expect(src).toBeTruthy();
  const fragment = src!.split("#")[1].replaceAll("&amp;", "&");
  await page.goto(`./index.html#${fragment}`);
  await expect(page.locator("[data-square]")).toHaveCount(16);
  await expect(page.locator(`${square("a1")} [data-piece]`)).toHaveCount(1);
  await expect(page.locator("#turn")).toHaveText("White to move");
  // Playable: the embed asked for status and undo; a drag moves the king.
  await dragBetween(page, square("a1"), square("b2"));
  await expect(page.locator(`${square("b2")} [data-piece]`)).toHaveCount(1);
  expect(errors).toEqual([]);
});
