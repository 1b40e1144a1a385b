// Static hosting from a sub-path and offline play: the built site served under
// /games/variantarium/ (scripts/static-server.mjs mounts it there too) loads with relative
// URLs only; after the first visit the service worker has cached the build, so with the
// network cut a reload still loads, the game in progress comes back and a move can be played.
import { expect, test } from "@playwright/test";
import { dragBetween, square, tray, watchErrors } from "./helpers";

const SUB = "games/variantarium/";

test("served from a sub-path, then offline: a reload loads and a move can be played", async ({
  page,
  context,
  baseURL,
}) => {
  const errors = watchErrors(page);
  const outside: string[] = [];
  page.on("request", (req) => {
    const url = req.url();
    if (url.startsWith("http") && !url.startsWith(`${baseURL}${SUB}`)) outside.push(url);
  });
  await page.goto(`./${SUB}`);
  await page.locator('[data-variant="chessnim"] button', { hasText: "New game" }).click();
  await page.locator("#material-kings").check();
  await page.locator("#start-game").click();
  await expect(page.locator("#free-count")).toHaveText("Free squares: 64");
  await dragBetween(page, tray("white", "K"), square("b7"));
  await expect(page.locator("#free-count")).toHaveText("Free squares: 55");

  // The service worker is installed, has cached the build and controls the page.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    for (let i = 0; i < 50 && !navigator.serviceWorker.controller; i++) {
      await new Promise((r) => setTimeout(r, 100));
    }
  });
  expect(await page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
  const scope = await page.evaluate(
    async () => (await navigator.serviceWorker.getRegistration())?.scope,
  );
  expect(scope).toBe(`${baseURL}${SUB}`);

  await context.setOffline(true);
  await page.reload();
  await expect(page.locator("#free-count")).toHaveText("Free squares: 55");
  await expect(page.locator(`${square("b7")} [data-piece="K"]`)).toHaveCount(1);
  await dragBetween(page, tray("black", "K"), square("e7"));
  await expect(page.locator("#free-count")).toHaveText("Free squares: 46");
  // The computer's worker comes from the cache too: Black's reply while offline.
  await page.locator("#new-game-button").click();
  await page.locator("#seat-1").selectOption("computer:200");
  await page.locator("#start-game").click();
  await dragBetween(page, tray("white", "K"), square("d4"));
  await expect(page.locator("#turn")).toHaveText("White to move", { timeout: 20_000 });
  await context.setOffline(false);

  expect(outside).toEqual([]);
  expect(errors).toEqual([]);
});

// Issue 34, item 5: after one online visit from a sub-path, every screen works offline: the
// start page, a game of each kind, every rules page, "Your own game" with a definition used
// before, and a shared link.
test("offline after one visit: the start page, every game, every rules page, your own game and a link", async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  const errors = watchErrors(page);
  await page.goto(`./${SUB}`);
  // A definition used before (the dialog's sample), started once online.
  await page.locator("#new-own-game").click();
  await page.locator("#start-game").click();
  await expect(page.locator("main.game svg.board")).toBeVisible();
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    for (let i = 0; i < 50 && !navigator.serviceWorker.controller; i++) {
      await new Promise((r) => setTimeout(r, 100));
    }
  });
  expect(await page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);

  // Each screen is a fresh load (from a blank page), so the service worker serves it.
  const open = async (fragment: string) => {
    await page.goto("about:blank");
    await page.goto(`./${SUB}${fragment}`);
  };
  await context.setOffline(true);
  await open("");
  await expect(page.locator("main.home")).toBeVisible();
  for (const v of ["chessnim", "chessence", "arnhem", "nastyneighbours", "vimes"]) {
    await open(`#rules/${v}`);
    await expect(page.locator("#rules-page")).toBeVisible();
    await expect(page.locator("#rules-page svg.board").first()).toBeVisible();
    await open(`#new/${v}`);
    await page.locator("#start-game").click();
    await expect(page.locator("main.game svg.board")).toBeVisible();
  }
  // Your own game: the definition used before is offered again, and starts.
  await open("#own-game");
  await expect(page.locator("#new-game")).toBeVisible();
  await page.locator("#start-game").click();
  await expect(page.locator("#definition-shown")).toBeVisible();
  // A shared link, opened with the network cut.
  await open("#game=chessnim&material=K:K:*&moves=K@b7");
  await expect(page.locator(`${square("b7")} [data-piece="K"]`)).toHaveCount(1);
  await context.setOffline(false);
  expect(errors).toEqual([]);
});
