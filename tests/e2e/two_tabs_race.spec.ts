// Two tabs, one game, a move in each at once (issue 34, item 2). A tab writes its game only
// over the record it last read there (`games::write_over`), and follows another tab's
// writes live (the `storage` event). The race left: both tabs check at once, both checks
// pass, and the later write lands over the earlier one. This test plays that race with the
// mouse in two real tabs, holding back the one thing a browser does not promise to order:
// tab A's check (its reads until it writes) sees the record as it was before tab B's write
// landed, and A hears of B's write only afterwards. No move may be lost without a word: B, whose move A's write
// replaced, keeps its game on show and says so, and both continuations can be kept.
import { expect, test, type Page } from "@playwright/test";
import { watchErrors, dragBetween, tray, square } from "./helpers";

async function kingDrop(page: Page, side: string, sq: string) {
  await dragBetween(page, tray(side, "K"), square(sq));
  await expect(page.locator(`.game ${square(sq)} [data-piece]`)).toHaveCount(1);
}

async function kept(page: Page): Promise<{ id: string; game: string }[]> {
  return page.evaluate(() =>
    Object.keys(localStorage)
      .filter((k) => k.startsWith("variantarium.games."))
      .map((k) => JSON.parse(localStorage.getItem(k)!)),
  );
}

test("a move in each of two tabs at once: neither is lost, and the tab overwritten says so", async ({
  context,
}) => {
  const a = await context.newPage();
  const errorsA = watchErrors(a);
  await a.goto("./");
  await a.locator('[data-variant="chessnim"] button', { hasText: "New game" }).click();
  await a.locator("#material-kings").check();
  await a.locator("#start-game").click();
  await kingDrop(a, "white", "b7");
  const b = await context.newPage();
  const errorsB = watchErrors(b);
  await b.goto(a.url());
  await expect(b.locator(`.game ${square("b7")} [data-piece]`)).toHaveCount(1);

  // The race's timing, in A: its next read of the game's record gives the record as it is
  // now (one move), and storage events wait until released.
  await a.evaluate(() => {
    const w = window as any;
    const key = Object.keys(localStorage).find((k) => k.startsWith("variantarium.games."))!;
    const before = localStorage.getItem(key);
    const getItem = Storage.prototype.getItem;
    const setItem = Storage.prototype.setItem;
    let early = true;
    Storage.prototype.getItem = function (k: string) {
      return k === key && early ? before : getItem.call(this, k);
    };
    // Until A writes the record: from then on, reads are the browser's own again.
    Storage.prototype.setItem = function (k: string, v: string) {
      if (k === key) early = false;
      return setItem.call(this, k, v);
    };
    w.__held = [];
    w.__hold = (e: StorageEvent) => {
      e.stopImmediatePropagation();
      w.__held.push({ key: e.key, oldValue: e.oldValue, newValue: e.newValue });
    };
    window.addEventListener("storage", w.__hold, true);
  });

  // Black's king to e7 in B, and, before A hears of it, to h1 in A.
  await kingDrop(b, "black", "e7");
  await kingDrop(a, "black", "h1");

  // A's write landed last. B is told, and keeps its own move on show.
  await expect(b.locator("#stale-game")).toContainText("This game moved on in another tab (2 moves there)");
  await expect(b.locator(`.game ${square("e7")} [data-piece]`)).toHaveCount(1);
  await expect(b.locator(`.game ${square("h1")} [data-piece]`)).toHaveCount(0);
  // A hears of B's write now: it is older than A's own, which A keeps.
  await a.evaluate(() => {
    const w = window as any;
    window.removeEventListener("storage", w.__hold, true);
    for (const e of w.__held) window.dispatchEvent(new StorageEvent("storage", { ...e, storageArea: localStorage }));
  });
  await expect(a.locator(`.game ${square("h1")} [data-piece]`)).toHaveCount(1);
  await expect(a.locator("#stale-game")).toHaveCount(0);

  // B keeps its continuation as a game of its own: both moves are kept.
  await b.locator("#keep-both").click();
  await expect(b.locator("#stale-game")).toHaveCount(0);
  await expect.poll(async () => (await kept(b)).length).toBe(2);
  const games = await kept(b);
  expect(games.some((g) => g.game.includes("K@h1") && !g.game.includes("K@e7"))).toBe(true);
  expect(games.some((g) => g.game.includes("K@e7") && !g.game.includes("K@h1"))).toBe(true);
  // And B's game goes on, saved under its new id.
  await kingDrop(b, "white", "a4");
  await expect.poll(async () => (await kept(b)).some((g) => g.game.includes("K@a4"))).toBe(true);
  expect(errorsA).toEqual([]);
  expect(errorsB).toEqual([]);
});
