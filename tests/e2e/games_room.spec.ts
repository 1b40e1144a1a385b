// The games room (issue 64, item 1): "More games" on the start page opens every game the
// app plays, our five first, then each of Fairy-Stockfish's built-ins, found by name and
// filtered by family; Play opens the game's new-game dialog (any seat to the computer) and
// the game plays with the mouse. A second test walks the whole list: every game opens from
// the room, shows its start and the computer plays its first move.
import { expect, test, type Page } from "@playwright/test";
import { watchErrorsAndLoads as watchErrors, dragBetween, square } from "./helpers";

async function openRoom(page: Page) {
  await page.goto("./");
  await page.locator("#open-games-room").click();
  await expect(page.locator("#games-room h1")).toHaveText("More games");
  // The built-ins' texts come after the first screen: the room lists them when they come.
  await expect(page.locator(".room-game[data-game=xiangqi]")).toHaveCount(1);
}

test("the room lists every game, found by name and family; xiangqi is played from it", async ({
  page,
}) => {
  test.setTimeout(60_000);
  const errors = watchErrors(page);
  await openRoom(page);
  await expect(page).toHaveURL(/#games$/);
  const all = await page.locator(".room-game").count();
  expect(all).toBeGreaterThan(100);
  await expect(page.locator("#games-count")).toHaveText(`${all} of ${all} games`);
  const first = await page.locator(".room-game").evaluateAll((els) =>
    els.slice(0, 5).map((e) => e.getAttribute("data-game")),
  );
  expect(first).toEqual(["chessnim", "chessence", "arnhem", "nastyneighbours", "vimes"]);
  await page.screenshot({ path: test.info().outputPath("room-1280.png") });

  // By name, then by family.
  await page.locator("#games-search").fill("shogi");
  await expect(page.locator(".room-game[data-game=shogi]")).toHaveCount(1);
  await expect(page.locator(".room-game[data-game=minishogi]")).toHaveCount(1);
  await expect(page.locator(".room-game[data-game=xiangqi]")).toHaveCount(0);
  await page.locator("#games-search").fill("");
  await page.locator("#games-family").selectOption("xiangqi");
  const about = await page.locator(".room-game .room-about").allTextContents();
  expect(about.length).toBeGreaterThan(3);
  for (const a of about) expect(a).toContain("Xiangqi");

  // Its rules page, made from its definition: in words, its start, its pieces with their
  // pictures and moves, at an address of its own; from there a new game.
  await page.locator(".room-game[data-game=xiangqi] .rules-link").click();
  await expect(page).toHaveURL(/#rules\/xiangqi$/);
  const rules = page.locator("#rules-page");
  await expect(rules.locator("h1")).toHaveText("How to play xiangqi");
  await expect(rules).toContainText("Checkmate wins.");
  await expect(rules).toContainText("generals may never face each other");
  await expect(rules.locator("#rules-pieces tr[data-letter]")).toHaveCount(7);
  await expect(rules.locator('#rules-pieces tr[data-letter="N"]')).toContainText(
    "leaps like a knight, unless a piece blocks the way",
  );
  await expect(rules.locator(".diagram svg")).toBeVisible();
  // A piece's move diagram: the cannon from e5 moves along its lines and, beyond the
  // next square, lands by hopping over a piece; the horse's leap passes a square.
  await rules.locator('#rules-pieces tr[data-letter="C"] .show-moves').click();
  const diagram = page.locator("#move-diagram");
  await expect(diagram).toBeVisible();
  await expect(diagram.locator('[data-cell="e6"]')).toHaveAttribute("data-reach", "move");
  await expect(diagram.locator('[data-cell="e8"]')).toHaveAttribute("data-reach", "move hop");
  await expect(diagram.locator(".reach-legend li")).toHaveCount(2);
  await rules.locator('#rules-pieces tr[data-letter="N"] .show-moves').click();
  await expect(diagram.locator('[data-cell="e6"]')).toHaveAttribute("data-reach", "pass");
  await expect(rules.locator('#rules-pieces tr[data-letter="N"] .show-moves')).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await page.screenshot({ path: test.info().outputPath("rules-xiangqi-1280.png"), fullPage: true });
  await page.setViewportSize({ width: 360, height: 740 });
  await page.screenshot({ path: test.info().outputPath("rules-xiangqi-360.png"), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 720 });

  // Xiangqi against the computer, with the mouse.
  await page.locator("#rules-play").click();
  await expect(page.locator("#new-game-title")).toHaveText("New game of xiangqi");
  await expect(page.locator("#definition-preview svg")).toBeVisible();
  await page.locator("#seat-1").selectOption("computer:200");
  await page.locator("#start-game").click();
  await expect(page.locator("[data-square]")).toHaveCount(90);
  await dragBetween(page, square("h3"), square("e3"));
  await expect(page.locator(`${square("e3")} [data-piece]`)).toHaveCount(1);
  await expect(page.locator("[data-ply]")).toHaveCount(2, { timeout: 15_000 });
  await expect(page.locator("#turn")).toHaveText("White to move");
  expect(errors).toEqual([]);
});

test("at 360 px the room is one column, and a card's Play is on screen", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 640 });
  await openRoom(page);
  const card = (await page.locator(".room-game[data-game=shogi]").boundingBox())!;
  expect(card.x).toBeGreaterThanOrEqual(0);
  expect(card.x + card.width).toBeLessThanOrEqual(360);
  await page.locator("#games-search").fill("crazyhouse");
  await page.screenshot({ path: test.info().outputPath("room-360.png") });
  await page.locator(".room-game[data-game=crazyhouse] .room-play").click();
  await expect(page.locator("#start-game")).toBeInViewport();
});

test("every game of the room opens, shows its start, and the computer plays its first move", async ({
  page,
}) => {
  test.setTimeout(600_000);
  const errors = watchErrors(page);
  await openRoom(page);
  const names = await page
    .locator(".room-game")
    .evaluateAll((els) => els.map((e) => e.getAttribute("data-game")!));
  const failed: string[] = [];
  for (const name of names) {
    // Back in the room by the browser's Back, inside the app (no reload): its games are
    // read once a visit.
    if (!page.url().endsWith("#games")) await page.goBack();
    await expect(page.locator("#games-room")).toBeVisible();
    await page.locator("#games-search").fill(name);
    await page.locator(`.room-game[data-game="${name}"] .room-play`).click();
    await expect(page.locator("#new-game")).toBeVisible();
    // Every seat to the computer at its quickest: whoever moves first, it moves.
    for (const seat of await page.locator("#new-game select[id^=seat-]").all()) {
      await seat.selectOption("computer:100");
    }
    await page.locator("#start-game").click();
    await expect(page.locator("[data-square]").first()).toBeVisible();
    try {
      await expect(page.locator("[data-ply]").first()).toBeVisible({ timeout: 15_000 });
    } catch {
      failed.push(name);
    }
  }
  expect(failed).toEqual([]);
  expect(errors).toEqual([]);
});

test("a built-in's rules page opens by its address", async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto("./#rules/shogi");
  await expect(page.locator("#rules-page h1")).toHaveText("How to play shogi");
  // Its pieces come with the built-ins' texts, after the first screen.
  await expect(page.locator("#rules-pieces tr[data-letter]").first()).toBeVisible();
  await expect(page.locator("#rules-room")).toBeVisible();
  expect(errors).toEqual([]);
});
