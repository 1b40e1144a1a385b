// Issue 17: every game kept under its own id ("Your games" on the start page), the same
// game in two tabs kept consistent, storage full, the migration of what earlier versions
// stored, and a list of 1,000 games (its opening time is printed for BENCH.md, not asserted).
import { expect, test, type Page } from "@playwright/test";
import { readFileSync } from "node:fs";
import { openStartPage, watchErrors } from "./helpers";

async function startKingsOnly(page: Page) {
  await page.locator('[data-variant="chessnim"] button', { hasText: "New game" }).click();
  await page.locator("#material-kings").check();
  await page.locator("#start-game").click();
  await expect(page.locator("#free-count")).toHaveText("Free squares: 64");
}

async function kingDrop(page: Page, side: string, sq: string) {
  await page.locator(`[data-tray="${side}"] [data-kind="K"]`).click();
  await page.locator(`[data-square="${sq}"]`).click();
  await expect(page.locator(`.game [data-square="${sq}"] [data-piece]`)).toHaveCount(1);
}

/** The games kept in local storage: id and record. */
async function kept(page: Page): Promise<{ id: string; game: string; summary: any }[]> {
  return page.evaluate(() =>
    Object.keys(localStorage)
      .filter((k) => k.startsWith("variantarium.games."))
      .map((k) => JSON.parse(localStorage.getItem(k)!)),
  );
}

// A finished ChessNim game (one drop leaves no free square), as this version stores it,
// padded so that removing it makes room.
function finishedEntry(id: string, played: number, pad = 0) {
  return {
    v: 3,
    id,
    game: "Game: ChessNim\nSize: 2x1\nHoles: -\nMaterial: K:K:*\nPawns on last rank: yes\n\n1. K@a1\n",
    seats: ["human", "human"],
    played,
    summary: { title: "ChessNim", plies: 1, status: "White wins", finished: true },
    pad: "x".repeat(pad),
  };
}

test("your games: each game kept, listed with its picture, resumed, deleted with undo", async ({
  page,
}) => {
  const errors = watchErrors(page);
  await page.goto("./");
  await expect(page.locator("#your-games-count")).toContainText("No games kept yet");
  await startKingsOnly(page);
  await kingDrop(page, "white", "b7");
  // A second game in the same tab: the first stays kept.
  await page.locator("#new-game-button").click();
  await page.locator("#start-game").click();
  await kingDrop(page, "white", "g2");
  await kingDrop(page, "black", "c5");
  await page.locator(".brand").click();
  const items = page.locator("#your-games .kept-game");
  await expect(items).toHaveCount(2);
  await expect(page.locator("#your-games-count")).toHaveText("2 games kept on this device.");
  // The last played first, the one on show marked so.
  await expect(items.nth(0)).toContainText("2 moves · White to move");
  await expect(items.nth(0)).toContainText("on show in this tab");
  await expect(items.nth(0)).toContainText("Two players");
  await expect(items.nth(1)).toContainText("1 move · Black to move");
  await expect(items.nth(1).locator("[data-cell] [data-piece]")).toHaveCount(1);
  // Resume the older game.
  await items.nth(1).locator(".resume-game").click();
  await expect(page.locator('.game [data-square="b7"] [data-piece]')).toHaveCount(1);
  await expect(page.locator(".game [data-square] [data-piece]")).toHaveCount(1);
  await kingDrop(page, "black", "e7");
  // A reload comes back to it (the tab keeps its game's id).
  await page.reload();
  await expect(page.locator('.game [data-square="e7"] [data-piece]')).toHaveCount(1);
  // Delete the other game, then undo, then delete it for good.
  await page.locator(".brand").click();
  await expect(items).toHaveCount(2);
  await expect(items.nth(0)).toContainText("on show in this tab");
  await items.nth(1).locator(".delete-game").click();
  await expect(items).toHaveCount(1);
  await expect(page.locator("#deleted-note")).toContainText("was deleted");
  await page.locator("#undo-delete").click();
  await expect(items).toHaveCount(2);
  expect((await kept(page)).length).toBe(2);
  await items.nth(1).locator(".delete-game").click();
  await expect(items).toHaveCount(1);
  expect((await kept(page)).length).toBe(1);
  // The note goes after a few seconds; the game stays deleted.
  await expect(page.locator("#deleted-note")).toHaveCount(0, { timeout: 12_000 });
  expect((await kept(page)).length).toBe(1);
  expect(errors).toEqual([]);
});

test("export all, then import: duplicates are recognised, the others come back", async ({
  page,
}) => {
  const errors = watchErrors(page);
  await page.goto("./");
  await startKingsOnly(page);
  await kingDrop(page, "white", "b7");
  await page.locator(".brand").click();
  await page.locator('[data-variant="vimes"] button', { hasText: "New game" }).click();
  await page.locator("#start-game").click();
  await page.locator(".brand").click();
  // The Vimes game has no move yet: it is kept too (the tab shows it).
  await expect(page.locator("#your-games .kept-game")).toHaveCount(2);
  const downloading = page.waitForEvent("download");
  await page.locator("#export-games").click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe("variantarium-games.txt");
  const text = readFileSync((await download.path())!, "utf8");
  expect(text).toContain("Game: ChessNim");
  expect(text).toContain("Game: Vimes Chess");
  expect(text).toContain("K@b7");
  const file = { name: "variantarium-games.txt", mimeType: "text/plain", buffer: Buffer.from(text) };
  // Everything already here.
  await page.locator("#import-games").setInputFiles(file);
  await expect(page.locator("#your-games-message")).toHaveText(
    "No new game was imported; 2 were already here.",
  );
  await expect(page.locator("#your-games .kept-game")).toHaveCount(2);
  // Delete the ChessNim game; the import brings it back, once.
  await page.locator('#your-games .kept-game:has-text("ChessNim") .delete-game').click();
  await expect(page.locator("#your-games .kept-game")).toHaveCount(1);
  await page.locator("#import-games").setInputFiles(file);
  await expect(page.locator("#your-games-message")).toHaveText(
    "1 game was imported; 1 was already here.",
  );
  await expect(page.locator("#your-games .kept-game")).toHaveCount(2);
  await page.locator('#your-games .kept-game:has-text("ChessNim") .resume-game').click();
  await expect(page.locator('.game [data-square="b7"] [data-piece]')).toHaveCount(1);
  // A file that holds no record changes nothing.
  await page.locator(".brand").click();
  await page.locator("#import-games").setInputFiles({
    name: "notes.txt",
    mimeType: "text/plain",
    buffer: Buffer.from("shopping list\n"),
  });
  await expect(page.locator("#your-games-message")).toContainText(
    "No new game was imported; 1 record could not be read",
  );
  await expect(page.locator("#your-games .kept-game")).toHaveCount(2);
  expect(errors).toEqual([]);
});

test("the same game in two tabs: a move in one shows in the other at once", async ({
  context,
}) => {
  const a = await context.newPage();
  const errorsA = watchErrors(a);
  await a.goto("./");
  await startKingsOnly(a);
  await kingDrop(a, "white", "b7");
  const b = await context.newPage();
  const errorsB = watchErrors(b);
  // The same game opened by its address in another tab.
  await b.goto(a.url());
  await expect(b.locator('.game [data-square="b7"] [data-piece]')).toHaveCount(1);
  // A move in B appears in A without a reload, and the other way round.
  await kingDrop(b, "black", "e7");
  await expect(a.locator('.game [data-square="e7"] [data-piece]')).toHaveCount(1);
  await expect(a.locator("#turn")).toHaveText("White to move");
  await kingDrop(a, "white", "g2");
  await expect(b.locator('.game [data-square="g2"] [data-piece]')).toHaveCount(1);
  // An undo too.
  await b.locator("#undo").click();
  await expect(a.locator('.game [data-square="g2"] [data-piece]')).toHaveCount(0);
  expect((await kept(a)).length).toBe(1);
  expect(errorsA).toEqual([]);
  expect(errorsB).toEqual([]);
});

test("a stale tab never writes over another continuation: it offers to catch up or keep a copy", async ({
  page,
}) => {
  const errors = watchErrors(page);
  await page.goto("./");
  await startKingsOnly(page);
  await kingDrop(page, "white", "b7");
  // Another tab (written straight into storage: a tab's own writes fire no event in it)
  // continues the game with Black's king on h1.
  await page.evaluate(() => {
    const k = Object.keys(localStorage).find((k) => k.startsWith("variantarium.games."))!;
    const e = JSON.parse(localStorage.getItem(k)!);
    e.game = e.game.replace("1. K@b7", "1. K@b7 K@h1");
    e.summary.plies = 2;
    localStorage.setItem(k, JSON.stringify(e));
  });
  // This tab's own continuation is not written over it.
  await kingDrop(page, "black", "e7");
  await expect(page.locator("#stale-game")).toContainText("This game moved on in another tab (2 moves there)");
  let games = await kept(page);
  expect(games.length).toBe(1);
  expect(games[0].game).toContain("K@h1");
  // Catch up: the other continuation is shown.
  await page.locator("#catch-up").click();
  await expect(page.locator("#stale-game")).toHaveCount(0);
  await expect(page.locator('.game [data-square="h1"] [data-piece]')).toHaveCount(1);
  await expect(page.locator('.game [data-square="e7"] [data-piece]')).toHaveCount(0);
  // Again, now keeping this tab's continuation as a game of its own.
  await page.evaluate(() => {
    const k = Object.keys(localStorage).find((k) => k.startsWith("variantarium.games."))!;
    const e = JSON.parse(localStorage.getItem(k)!);
    e.game = e.game.replace("K@h1", "K@h1\n2. K@d2");
    localStorage.setItem(k, JSON.stringify(e));
  });
  await kingDrop(page, "white", "a4");
  await expect(page.locator("#stale-game")).toBeVisible();
  await page.locator("#keep-both").click();
  await expect(page.locator("#stale-game")).toHaveCount(0);
  await expect(page.locator('.game [data-square="a4"] [data-piece]')).toHaveCount(1);
  await expect.poll(async () => (await kept(page)).length).toBe(2);
  games = await kept(page);
  expect(games.some((g) => g.game.includes("K@d2"))).toBe(true);
  expect(games.some((g) => g.game.includes("K@a4"))).toBe(true);
  expect(errors).toEqual([]);
});

test("storage full: the oldest finished games are offered for removal, never a game in progress", async ({
  page,
}) => {
  const errors = watchErrors(page);
  await openStartPage(page);
  // Twelve finished games (padded: each holds 20 KB) and one in progress, then the rest of
  // the storage filled with other data.
  await page.evaluate(
    ({ finished, running }) => {
      localStorage.clear();
      sessionStorage.clear();
      for (const e of finished) localStorage.setItem("variantarium.games." + e.id, JSON.stringify(e));
      localStorage.setItem("variantarium.games." + running.id, JSON.stringify(running));
      let size = 1 << 20;
      let n = 0;
      while (size >= 16) {
        try {
          localStorage.setItem("filler." + n++, "y".repeat(size));
        } catch {
          size = Math.floor(size / 2);
        }
      }
    },
    {
      finished: Array.from({ length: 12 }, (_, i) => finishedEntry("old" + i, 1000 + i, 20_000)),
      running: {
        v: 3,
        id: "running",
        game: "Game: Vimes Chess\n\n1. e2e4\n",
        seats: ["human", "human", "human"],
        played: 5000,
        summary: { title: "Vimes Chess", plies: 1, status: "Black to move", finished: false },
      },
    },
  );
  await page.reload();
  // The start page, the last played game (the one in progress) first; a new game cannot
  // be kept.
  await expect(page.locator("#your-games .kept-game").first()).toContainText("Vimes Chess");
  await startKingsOnly(page);
  await kingDrop(page, "white", "b7");
  await expect(page.locator("#storage-warning")).toContainText("not being saved");
  await expect(page.locator("#free-storage")).toHaveText(
    "Remove the 10 oldest finished games to make room",
  );
  await page.locator("#free-storage").click();
  await expect(page.locator("#storage-warning")).toHaveCount(0);
  const games = await kept(page);
  const ids = games.map((g) => g.id).sort();
  // The two most recently played finished games, the game in progress and the new one.
  expect(ids).toContain("old10");
  expect(ids).toContain("old11");
  expect(ids).toContain("running");
  expect(ids.filter((id) => id.startsWith("old")).length).toBe(2);
  expect(games.some((g) => g.game.includes("K@b7"))).toBe(true);
  expect(errors).toEqual([]);
});

test("the games earlier versions kept are moved into the list on first start", async ({ page }) => {
  const errors = watchErrors(page);
  await openStartPage(page);
  // What the previous version stored: the game in progress and its seats, and the game a
  // link put aside with its seats.
  await page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
    localStorage.setItem(
      "variantarium.game",
      JSON.stringify({
        v: 2,
        game: "Game: ChessNim\nSize: 8x8\nHoles: -\nMaterial: K:K:*\nPawns on last rank: yes\nStart: 8/8/8/8/8/8/8/8[K*k*] w - - 0 1\n\n1. K@b7 K@e7\n",
      }),
    );
    localStorage.setItem("variantarium.seats", JSON.stringify(["human", "human"]));
    localStorage.setItem("variantarium.game.previous", "Game: Chessence\n\n");
    localStorage.setItem("variantarium.seats.previous", "human,computer:1000");
  });
  await page.reload();
  // The game that was in progress is first in the list, and resumes.
  await page.locator("#your-games .kept-game").first().locator(".resume-game").click();
  await expect(page.locator('.game [data-square="b7"] [data-piece]')).toHaveCount(1);
  await expect(page.locator('.game [data-square="e7"] [data-piece]')).toHaveCount(1);
  await expect(page.locator("#turn")).toHaveText("White to move");
  const old = await page.evaluate(() =>
    ["variantarium.game", "variantarium.seats", "variantarium.game.previous", "variantarium.seats.previous"].map(
      (k) => localStorage.getItem(k),
    ),
  );
  expect(old).toEqual([null, null, null, null]);
  await page.locator(".brand").click();
  const items = page.locator("#your-games .kept-game");
  await expect(items).toHaveCount(2);
  await expect(items.nth(0)).toContainText("ChessNim");
  await expect(items.nth(1)).toContainText("Chessence");
  await expect(items.nth(1)).toContainText("You against the computer");
  // A second start finds nothing more to move.
  await page.reload();
  await page.locator(".brand").click();
  await expect(items).toHaveCount(2);
  expect(errors).toEqual([]);
});

test("storage full when an earlier version's game is moved: it is shown, played on, and kept once room is made", async ({
  page,
}) => {
  const errors = watchErrors(page);
  await openStartPage(page);
  // The previous version's game in progress (old keys), twelve finished games in the list,
  // and the rest of the storage filled to the quota.
  await page.evaluate(
    ({ finished }) => {
      localStorage.clear();
      sessionStorage.clear();
      for (const e of finished) localStorage.setItem("variantarium.games." + e.id, JSON.stringify(e));
      localStorage.setItem(
        "variantarium.game",
        JSON.stringify({
          v: 2,
          game: "Game: ChessNim\nSize: 8x8\nHoles: -\nMaterial: K:K:*\nPawns on last rank: yes\nStart: 8/8/8/8/8/8/8/8[K*k*] w - - 0 1\n\n1. K@b7 K@e7\n",
        }),
      );
      localStorage.setItem("variantarium.seats", JSON.stringify(["human", "human"]));
      let size = 1 << 20;
      let n = 0;
      while (size >= 16) {
        try {
          localStorage.setItem("filler." + n++, "y".repeat(size));
        } catch {
          size = Math.floor(size / 2);
        }
      }
    },
    { finished: Array.from({ length: 12 }, (_, i) => finishedEntry("old" + i, 1000 + i, 20_000)) },
  );
  await page.reload();
  // The move into the list found no room: the old keys stay, and the game is shown.
  await expect(page.locator('.game [data-square="b7"] [data-piece]')).toHaveCount(1);
  await expect(page.locator('.game [data-square="e7"] [data-piece]')).toHaveCount(1);
  await expect(page.locator("#storage-warning")).toContainText("not being saved");
  expect(await page.evaluate(() => localStorage.getItem("variantarium.game"))).toContain("K@b7 K@e7");
  // Play on while it cannot be saved.
  await kingDrop(page, "white", "a4");
  await expect(page.locator("#storage-warning")).toContainText("not being saved");
  // Room is made: the game is kept, with the move played meanwhile, and the old keys go.
  await page.locator("#free-storage").click();
  await expect(page.locator("#storage-warning")).toHaveCount(0);
  await expect
    .poll(async () => (await kept(page)).filter((g) => g.game.includes("K@b7 K@e7")).length)
    .toBe(1);
  const games = await kept(page);
  expect(games.find((g) => g.game.includes("K@b7 K@e7"))!.game).toContain("K@a4");
  expect(await page.evaluate(() => localStorage.getItem("variantarium.game"))).toBeNull();
  // And it is the tab's game from now on.
  await page.reload();
  await expect(page.locator('.game [data-square="a4"] [data-piece]')).toHaveCount(1);
  expect(errors).toEqual([]);
});

test("1,000 kept games: the start page lists them (time printed for BENCH.md)", async ({ page }) => {
  const errors = watchErrors(page);
  await openStartPage(page);
  // 12 games (one page of the list) for comparison, then 1,000.
  for (const count of [12, 1000]) {
    await page.evaluate((entries) => {
      localStorage.clear();
      sessionStorage.clear();
      for (const e of entries) localStorage.setItem("variantarium.games." + e.id, JSON.stringify(e));
    }, Array.from({ length: count }, (_, i) => finishedEntry("g" + String(i).padStart(4, "0"), 10_000 + i)));
    // A fresh tab has no game of its own: it opens the start page with the list.
    const t0 = Date.now();
    await page.reload();
    await expect(page.locator("main.home svg.board").first()).toBeVisible();
    const tGame = Date.now() - t0;
    const t1 = Date.now();
    await expect(page.locator("#your-games-count")).toHaveText(`${count} games kept on this device.`);
    await expect(page.locator("#your-games .kept-game")).toHaveCount(12);
    const tList = Date.now() - t1;
    const last = "g" + String(count - 1).padStart(4, "0");
    await expect(page.locator("#your-games .kept-game").nth(0)).toHaveAttribute("data-id", last);
    console.log(
      `BENCH your-games: ${count} games: reload to the first board drawn ${tGame} ms, then the list ${tList} ms`,
    );
  }
  await page.locator("#more-games").click();
  await expect(page.locator("#your-games .kept-game")).toHaveCount(24);
  expect(errors).toEqual([]);
});

test("storage full during an import: the games wait, and the offer to free room keeps them", async ({
  page,
}) => {
  const errors = watchErrors(page);
  await openStartPage(page);
  await page.evaluate(
    ({ finished }) => {
      localStorage.clear();
      sessionStorage.clear();
      for (const e of finished) localStorage.setItem("variantarium.games." + e.id, JSON.stringify(e));
      let size = 1 << 20;
      let n = 0;
      while (size >= 16) {
        try {
          localStorage.setItem("filler." + n++, "y".repeat(size));
        } catch {
          size = Math.floor(size / 2);
        }
      }
    },
    { finished: Array.from({ length: 12 }, (_, i) => finishedEntry("old" + i, 1000 + i, 20_000)) },
  );
  await page.reload();
  await expect(page.locator("#your-games-count")).toHaveText("12 games kept on this device.");
  const record = (moves: string) =>
    `Game: ChessNim\nSize: 8x8\nHoles: -\nMaterial: K:K:*\nPawns on last rank: yes\nStart: 8/8/8/8/8/8/8/8[K*k*] w - - 0 1\n\n${moves}\n`;
  await page.locator("#import-games").setInputFiles({
    name: "two.txt",
    mimeType: "text/plain",
    buffer: Buffer.from(record("1. K@b7 K@e7") + "\n" + record("1. K@a1 K@h8")),
  });
  await expect(page.locator("#your-games-message")).toContainText("not all of them were kept");
  await expect(page.locator("#room-note")).toContainText("2 games wait for room.");
  await page.locator("#free-room").click();
  await expect(page.locator("#your-games-message")).toHaveText("10 finished games removed; 2 games kept.");
  await expect(page.locator("#room-note")).toHaveCount(0);
  const games = await kept(page);
  expect(games.length).toBe(4);
  expect(games.some((g) => g.game.includes("K@b7 K@e7"))).toBe(true);
  expect(games.some((g) => g.game.includes("K@a1 K@h8"))).toBe(true);
  expect(errors).toEqual([]);
});
