// The page's wasm in two parts (scripts/split-page.mjs): the first screen needs only the
// first part; the rest (`*_bg.lazy.wasm`) follows when the browser is idle, and a move made
// before it arrived loads it at once (a synchronous request) and is played all the same.
import { readdirSync } from "node:fs";
import { expect, test, type Route } from "@playwright/test";
import { dragBetween, square, tray, watchErrors } from "./helpers";

const LINK = "./#game=chessnim&material=K:K:*&moves=K@b7,K@e7";
const LAZY = /_bg\.lazy\.wasm$/;

// The rest comes by a `fetch` when the browser is idle, or by a synchronous request
// (an XMLHttpRequest) when something needs it sooner: a move, or Fairy-Stockfish's
// built-ins read when they arrive, which on a loaded machine can come before the idle
// fetch. Only the idle fetch is held back here.
const isIdleFetch = (route: Route) => route.request().resourceType() !== "xhr";

test("the release build ships the page's wasm in two parts", () => {
  const files = readdirSync("dist");
  expect(files.filter((f) => /^variantarium-[0-9a-f]+_bg\.wasm$/.test(f))).toHaveLength(1);
  expect(files.filter((f) => LAZY.test(f))).toHaveLength(1);
});

test("the board shows while the rest of the page is still on its way, and plays once it came", async ({
  page,
}) => {
  const errors = watchErrors(page);
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  let fetches = 0;
  // The fetch when idle waits; a synchronous request (a moved function called meanwhile)
  // goes through.
  await page.route(LAZY, async (route: Route) => {
    if (isIdleFetch(route)) {
      fetches += 1;
      await held;
    }
    await route.continue();
  });
  await page.goto(LINK);
  await expect(page.locator(`${square("e7")} [data-piece="k"]`)).toHaveCount(1);
  await expect(page.locator("#free-count")).toHaveText("Free squares: 46");
  await expect.poll(() => fetches).toBe(1);
  release();
  await dragBetween(page, tray("white", "K"), square("g2"));
  await expect(page.locator(`${square("g2")} [data-piece="K"]`)).toHaveCount(1);
  await expect(page.locator("#turn")).toHaveText("Black to move");
  expect(errors).toEqual([]);
});

test("a move made before the rest of the page arrived loads it at once and is played", async ({
  page,
}) => {
  const errors = watchErrors(page);
  // The fetch made when the browser is idle never answers; the synchronous request a move
  // makes does.
  let fetches = 0;
  let synchronous = 0;
  await page.route(LAZY, async (route: Route) => {
    if (isIdleFetch(route)) {
      fetches += 1;
      return; // left unanswered
    }
    synchronous += 1;
    await route.continue();
  });
  await page.goto(LINK);
  await expect(page.locator("#free-count")).toHaveText("Free squares: 46");
  await expect.poll(() => fetches).toBe(1);
  await dragBetween(page, tray("white", "K"), square("g2"));
  await expect(page.locator(`${square("g2")} [data-piece="K"]`)).toHaveCount(1);
  await expect(page.locator("#turn")).toHaveText("Black to move");
  // Loaded once, by the move or before it by the built-ins' reading.
  expect(synchronous).toBe(1);
  // Everything else works from then on: Black's reply.
  await dragBetween(page, tray("black", "K"), square("b2"));
  await expect(page.locator(`${square("b2")} [data-piece="k"]`)).toHaveCount(1);
  expect(errors).toEqual([]);
});

test("when the rest of the page cannot be had, a move says so and asks for a reload", async ({
  page,
}) => {
  await page.route(LAZY, (route: Route) => route.abort());
  await page.goto(LINK);
  await expect(page.locator("#free-count")).toHaveText("Free squares: 46");
  await dragBetween(page, tray("white", "K"), square("g2"));
  const alert = page.locator("#fatal-error");
  await expect(alert).toHaveCount(1);
  await expect(alert).toContainText("the rest of the page could not be loaded");
  await expect(alert).toContainText("reload the page to go on");
  // The game as it was stays on screen.
  await expect(page.locator(`${square("e7")} [data-piece="k"]`)).toHaveCount(1);
});
