// The embed example page (embed-example.html): every frame shows its board and nothing of
// the app's page around it, the ChessNim reference game steps forward and back, the
// view-only board refuses a move with a message and no change, the playable one plays and
// comes back as it was left after a reload (under a key of its own).
import { expect, test, type FrameLocator, type Page } from "@playwright/test";
import { watchErrorsAndLoads as watchErrors } from "./helpers";


const REFERENCE = ["b7", "e7", "g7", "g4", "d4", "b4", "b2", "c3", "f3"];

function pieces(frame: FrameLocator) {
  return frame.locator("[data-square] [data-piece]");
}

test("each frame of the example page shows its board, sized to the frame", async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto("embed-example.html");
  for (const id of ["frame-reference", "frame-view", "frame-play", "frame-diagram"]) {
    const frame = page.frameLocator(`#${id}`);
    const board = frame.locator("svg.board");
    await expect(board).toBeVisible();
    await expect(frame.locator(".topbar")).toHaveCount(0);
    await expect(frame.locator(".rules-slot")).toHaveCount(0);
    // Only the controls the link asks for: no hint, no share.
    await expect(frame.locator("#hint")).toHaveCount(0);
    const outer = await page.locator(`#${id}`).boundingBox();
    const inner = await board.boundingBox();
    expect(outer && inner).toBeTruthy();
    if (outer && inner) {
      expect(inner.x).toBeGreaterThanOrEqual(outer.x - 1);
      expect(inner.y).toBeGreaterThanOrEqual(outer.y - 1);
      expect(inner.x + inner.width).toBeLessThanOrEqual(outer.x + outer.width + 1);
      expect(inner.y + inner.height).toBeLessThanOrEqual(outer.y + outer.height + 1);
      expect(inner.width).toBeGreaterThan(outer.width * 0.5);
    }
  }
  expect(errors).toEqual([]);
});

test("the ChessNim reference game steps forward and back", async ({ page }) => {
  await page.goto("embed-example.html");
  const frame = page.frameLocator("#frame-reference");
  await expect(frame.locator("#nav-ply")).toHaveText("0 / 9");
  await expect(pieces(frame)).toHaveCount(0);
  await expect(frame.locator("#nav-back")).toBeDisabled();
  for (const [i, sq] of REFERENCE.entries()) {
    await frame.locator("#nav-forward").click();
    await expect(frame.locator("#nav-ply")).toHaveText(`${i + 1} / 9`);
    await expect(frame.locator(`[data-square="${sq}"] [data-piece]`)).toHaveCount(1);
    await expect(pieces(frame)).toHaveCount(i + 1);
  }
  await expect(frame.locator("#nav-forward")).toBeDisabled();
  await expect(frame.locator("#moves")).toContainText("K@f3");
  await frame.locator("#nav-back").click();
  await expect(frame.locator("#nav-ply")).toHaveText("8 / 9");
  await expect(frame.locator('[data-square="f3"] [data-piece]')).toHaveCount(0);
  await frame.locator("#nav-first").click();
  await expect(pieces(frame)).toHaveCount(0);
  await frame.locator("#nav-last").click();
  await expect(pieces(frame)).toHaveCount(9);
  // View-only: a drop is refused.
  await frame.locator('[data-tray="black"] [data-kind="K"]').click();
  await expect(frame.locator("#message")).toHaveText(
    "This board is view-only: moves are not played here.",
  );
  await expect(pieces(frame)).toHaveCount(9);
});

test("the view-only board refuses a move, clearly and without change", async ({ page }) => {
  await page.goto("embed-example.html");
  const frame = page.frameLocator("#frame-view");
  await expect(frame.locator('[data-square="d4"] [data-piece="p"]')).toHaveCount(1);
  const before = await pieces(frame).count();
  // Drag White's pawn from c2 to c3 with the mouse: refused.
  const from = await frame.locator('[data-square="c2"]').boundingBox();
  const to = await frame.locator('[data-square="c3"]').boundingBox();
  if (!from || !to) throw new Error("squares not visible");
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 8 });
  await page.mouse.up();
  await expect(frame.locator("#message")).toHaveText(
    "This board is view-only: moves are not played here.",
  );
  await expect(frame.locator('[data-square="c2"] [data-piece="P"]')).toHaveCount(1);
  await expect(frame.locator('[data-square="c3"] [data-piece]')).toHaveCount(0);
  expect(await pieces(frame).count()).toBe(before);
  await expect(frame.locator("#turn")).toHaveText("White to move");
  // Black at the bottom: rank 7 is drawn below rank 1.
  const r7 = await frame.locator('[data-square="a7"]').boundingBox();
  const r1 = await frame.locator('[data-square="a1"]').boundingBox();
  expect(r7 && r1 && r7.y > r1.y).toBeTruthy();
});

test("the playable board plays, and never touches the saved game", async ({ page }) => {
  await page.goto("embed-example.html");
  const frame = page.frameLocator("#frame-play");
  await expect(frame.locator("#turn")).toHaveText("White to move");
  await frame.locator('[data-tray="white"] [data-kind="Q"]').click();
  await frame.locator('[data-square="c3"]').click();
  await expect(frame.locator('[data-square="c3"] [data-piece="Q"]')).toHaveCount(1);
  await expect(frame.locator("#turn")).toHaveText("Black to move");
  await frame.locator("#undo").click();
  await expect(pieces(frame)).toHaveCount(0);
  const own = await page.evaluate(() =>
    Object.keys(localStorage).filter((k) => k.startsWith("variantarium.games.")),
  );
  expect(own).toEqual([]);
});

test("a playable board comes back as it was left after a reload, on its own", async ({
  page,
}) => {
  const errors = watchErrors(page);
  await page.goto("embed-example.html");
  const frame = page.frameLocator("#frame-play");
  await expect(frame.locator("#turn")).toHaveText("White to move");
  await frame.locator('[data-tray="white"] [data-kind="Q"]').click();
  await frame.locator('[data-square="c3"]').click();
  await expect(frame.locator('[data-square="c3"] [data-piece="Q"]')).toHaveCount(1);
  await page.reload();
  const again = page.frameLocator("#frame-play");
  await expect(again.locator('[data-square="c3"] [data-piece="Q"]')).toHaveCount(1);
  await expect(again.locator("#turn")).toHaveText("Black to move");
  // The reference board of the same page is not touched by it, and the player's own
  // game is never written.
  await expect(page.frameLocator("#frame-reference").locator('[data-square="c3"] [data-piece]')).toHaveCount(0);
  const keys = await page.evaluate(() => Object.keys(localStorage));
  // One key for each playable board of the page (the ChessNim and the Omega Chess ones).
  expect(keys.filter((k) => k.startsWith("variantarium.embed.")).length).toBe(2);
  expect(keys.filter((k) => k.startsWith("variantarium.games."))).toEqual([]);
  expect(errors).toEqual([]);
});

// Issue 31, item 4: an embed with `controls=moves,nav` has one step bar, the whole move list
// with the move shown marked, and a board that keeps its size and fills the frame; every
// board of the example page is at least 280 px wide.
test("moves and steps: one bar, the whole list with the current move, a board of steady size", async ({
  page,
}) => {
  const errors = watchErrors(page);
  await page.goto("embed-example.html");
  // The board as drawn: from its leftmost square to its rightmost (the svg element may be
  // wider than the drawing it letterboxes).
  for (const id of ["frame-reference", "frame-view", "frame-play", "frame-diagram"]) {
    const frame = page.frameLocator(`#${id}`);
    await expect(frame.locator("[data-square]").first()).toBeVisible();
    const width = await frame.locator("svg.board").evaluate((svg) => {
      const boxes = Array.from(svg.querySelectorAll("[data-square] rect.sq, [data-hole] rect.hole"))
        .map((r) => r.getBoundingClientRect());
      return Math.max(...boxes.map((b) => b.right)) - Math.min(...boxes.map((b) => b.left));
    });
    expect(width, `${id}'s board`).toBeGreaterThanOrEqual(280);
  }
  const frame = page.frameLocator("#frame-reference");
  await expect(frame.locator(".steps")).toHaveCount(1);
  await expect(frame.locator("nav.history")).toHaveCount(0);
  const moves = frame.locator("#moves .move");
  await expect(moves).toHaveCount(9);
  const board = frame.locator("svg.board");
  const before = await board.boundingBox();
  for (let i = 1; i <= 3; i++) await frame.locator("#nav-forward").click();
  await expect(frame.locator("#nav-ply")).toHaveText("3 / 9");
  await expect(moves).toHaveCount(9);
  await expect(frame.locator("#moves .move.current")).toHaveAttribute("data-ply", "3");
  // A click in the list and the arrow keys move the same bar.
  await moves.nth(6).click();
  await expect(frame.locator("#nav-ply")).toHaveText("7 / 9");
  await expect(frame.locator("#moves .move.current")).toHaveAttribute("data-ply", "7");
  await page.keyboard.press("ArrowLeft");
  await expect(frame.locator("#nav-ply")).toHaveText("6 / 9");
  await expect(pieces(frame)).toHaveCount(6);
  const after = await board.boundingBox();
  expect(after!.width).toBeCloseTo(before!.width, 0);
  expect(after!.height).toBeCloseTo(before!.height, 0);
  const outer = await page.locator("#frame-reference").boundingBox();
  expect(after!.width).toBeGreaterThan(outer!.width * 0.75);
  await page.screenshot({ path: test.info().outputPath("embed-example.png"), fullPage: true });
  expect(errors).toEqual([]);
});
