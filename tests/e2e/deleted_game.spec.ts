// Issue 34, item 1: deleting is final. A game deleted from "Your games" while it is on show
// (in this tab or another) is not written back by its next move: the tab says so and offers
// to keep it as a new game.
import { expect, test, type Page } from "@playwright/test";
import { watchErrors } from "./helpers";

// The games kept on this device, as stored.
const kept = (page: Page) =>
  page.evaluate(() =>
    Object.keys(localStorage)
      .filter((k) => k.startsWith("variantarium.games."))
      .map((k) => JSON.parse(localStorage.getItem(k)!)),
  );

async function kingDrop(page: Page, side: string, sq: string) {
  await page.locator(`[data-tray="${side}"] [data-kind="K"]`).click();
  await page.locator(`[data-square="${sq}"]`).click();
  await expect(page.locator(`[data-square="${sq}"] [data-piece]`)).toHaveCount(1);
}

test("a game deleted while on show is not written back; it can be kept as a new game", async ({
  page,
}) => {
  const errors = watchErrors(page);
  await page.goto("./#game=chessnim&material=K:K:*");
  await kingDrop(page, "white", "b7");
  await expect.poll(async () => (await kept(page)).length).toBe(1);
  // Delete it from "Your games", then go back to it.
  await page.locator(".brand").click();
  await page.locator("#your-games .kept-game .delete-game").first().click();
  await expect.poll(async () => (await kept(page)).length).toBe(0);
  await page.locator("#resume").click();
  await expect(page.locator("#deleted-game")).toContainText("deleted");
  await kingDrop(page, "black", "e7");
  await page.waitForTimeout(300);
  expect((await kept(page)).length).toBe(0);
  // Kept as a new game, on purpose: it is saved again, both moves.
  await page.locator("#keep-as-new").click();
  await expect(page.locator("#deleted-game")).toHaveCount(0);
  await expect.poll(async () => (await kept(page)).length).toBe(1);
  expect((await kept(page))[0].summary.plies).toBe(2);
  expect(errors).toEqual([]);
});

test("a tab showing a game another tab deletes says so at once", async ({ context }) => {
  const a = await context.newPage();
  const errors = watchErrors(a);
  await a.goto("./#game=chessnim&material=K:K:*");
  await kingDrop(a, "white", "b7");
  await expect.poll(() => new URL(a.url()).hash).toMatch(/^#play\//);
  const b = await context.newPage();
  await b.goto("./");
  await b.locator("#your-games .kept-game .delete-game").first().click();
  await expect(a.locator("#deleted-game")).toBeVisible();
  await kingDrop(a, "black", "e7");
  await a.waitForTimeout(300);
  expect((await kept(a)).length).toBe(0);
  expect(errors).toEqual([]);
});
