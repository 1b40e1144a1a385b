// Issue 31, item 3: each screen has its own address (the start page, a kept game by its
// id, a rules page, the new-game and own-game dialogs); the browser's Back and Forward move
// between them inside the app, a reload or a bookmark returns to the same screen, and a
// shared game's link still opens its game (the address then names it).
import { expect, test, type Page } from "@playwright/test";
import { watchErrors } from "./helpers";

const hash = (page: Page) => new URL(page.url()).hash;
const startPage = (page: Page) => page.locator("main.home");

test("Back and Forward move between the start page, a game, its rules and the dialogs", async ({
  page,
}) => {
  const errors = watchErrors(page);
  await page.goto("./");
  await expect(startPage(page)).toBeVisible();
  expect(hash(page)).toBe("");

  // Start page → New game → Start.
  await page.locator('[data-variant="chessnim"] button', { hasText: "New game" }).click();
  await expect(page.locator("#new-game")).toBeVisible();
  expect(hash(page)).toBe("#new/chessnim");
  await page.locator("#material-kings").check();
  await page.locator("#start-game").click();
  await expect(page.locator("#free-count")).toHaveText("Free squares: 64");
  await expect.poll(() => hash(page)).toMatch(/^#play\/[0-9a-z]+$/);
  const game = hash(page);
  await page.locator('[data-tray="white"] [data-kind="K"]').click();
  await page.locator('[data-square="b7"]').click();
  await expect(page.locator('[data-square="b7"] [data-piece]')).toHaveCount(1);

  // Back: the start page, inside the app (not the page before it).
  await page.goBack();
  await expect(startPage(page)).toBeVisible();
  expect(hash(page)).toBe("");
  await expect(page.locator("#new-game")).toHaveCount(0);
  // Forward: the game again, as it was left.
  await page.goForward();
  await expect(page.locator('[data-square="b7"] [data-piece]')).toHaveCount(1);
  expect(hash(page)).toBe(game);

  // The rules page from the game, and back.
  await page.locator("#rules-link").click();
  await expect(page.locator("#rules-page")).toBeVisible();
  expect(hash(page)).toBe("#rules/chessnim");
  // A reload stays on the rules page.
  await page.reload();
  await expect(page.locator("#rules-page")).toBeVisible();
  await page.goBack();
  await expect(page.locator('[data-square="b7"] [data-piece]')).toHaveCount(1);
  expect(hash(page)).toBe(game);
  // A reload stays on the game.
  await page.reload();
  await expect(page.locator('[data-square="b7"] [data-piece]')).toHaveCount(1);
  await expect(page.locator("#turn")).toHaveText("Black to move");

  // The own-game dialog has its address, kept by a reload; Back closes it.
  await page.locator(".brand").click();
  await expect(startPage(page)).toBeVisible();
  await page.locator("#new-own-game").click();
  await expect(page.locator("#new-game")).toBeVisible();
  expect(hash(page)).toBe("#own-game");
  await page.reload();
  await expect(page.locator("#new-game")).toBeVisible();
  await page.goBack();
  await expect(page.locator("#new-game")).toHaveCount(0);
  await expect(startPage(page)).toBeVisible();

  // A bookmark of the game, opened in another tab, shows the game.
  const other = await page.context().newPage();
  await other.goto(`./${game}`);
  await expect(other.locator('[data-square="b7"] [data-piece]')).toHaveCount(1);
  await expect(other.locator(".topbar-game")).toHaveText("ChessNim");
  expect(errors).toEqual([]);
});

test("a shared link still opens its game, which then has its own address", async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto("./#game=chessnim&moves=K@b7");
  await expect(page.locator('[data-square="b7"] [data-piece]')).toHaveCount(1);
  await expect.poll(() => hash(page)).toMatch(/^#play\/[0-9a-z]+$/);
  await page.reload();
  await expect(page.locator('[data-square="b7"] [data-piece]')).toHaveCount(1);
  // A game that is not kept here: the start page says so.
  await page.goto("./#play/nosuchgame");
  await expect(startPage(page)).toBeVisible();
  await expect(page.locator("#message")).toContainText("not kept on this device");
  expect(errors).toEqual([]);
});

test("a new tab at the bare address opens the start page, the tab's game first in Your games", async ({
  context,
}) => {
  const a = await context.newPage();
  await a.goto("./#game=chessnim&moves=K@b7");
  await expect(a.locator('[data-square="b7"] [data-piece]')).toHaveCount(1);
  await expect.poll(() => hash(a)).toMatch(/^#play\//);
  const b = await context.newPage();
  await b.goto("./");
  await expect(startPage(b)).toBeVisible();
  await expect(b.locator("#your-games .kept-game").first()).toContainText("ChessNim");
});
