// A big board on a phone (issue 62, item 10): a 16×16 ChessNim board at 360 px has squares
// of about 21 px. Under a board of more than ten files or ranks a "Zoom board" switch draws
// it at 44 px a square in a window the size the board had; dragging an empty square moves
// the window (it plays nothing), a tap still plays, a piece is still dragged, zooming in
// shows the player's own side, and the switch is remembered. A wide screen has no switch.
import { expect, test, type Page } from "@playwright/test";
import { watchErrors, dragBetween, square, tray } from "./helpers";

const FRAME = ".board-area";

async function squareWidth(page: Page, name: string) {
  const b = await page.locator(`${square(name)} rect.sq`).boundingBox();
  return b!.width;
}

// Whether the square `name` is wholly inside the board's window.
async function inWindow(page: Page, name: string) {
  const f = (await page.locator(FRAME).boundingBox())!;
  const b = (await page.locator(`${square(name)} rect.sq`).boundingBox())!;
  return (
    b.x >= f.x - 0.5 &&
    b.y >= f.y - 0.5 &&
    b.x + b.width <= f.x + f.width + 0.5 &&
    b.y + b.height <= f.y + f.height + 0.5
  );
}

const scroll = (page: Page) =>
  page.locator(FRAME).evaluate((el) => ({
    left: el.scrollLeft,
    top: el.scrollTop,
    wide: el.scrollWidth > el.clientWidth,
    tall: el.scrollHeight > el.clientHeight,
  }));

test.describe("at 360 px", () => {
  test.use({ viewport: { width: 360, height: 640 } });

  test("a 16×16 ChessNim board is zoomed, panned by a drag, played by a tap, and stays zoomed", async ({
    page,
  }) => {
    const errors = watchErrors(page);
    await page.goto("./#game=chessnim&size=16x16");
    await expect(page.locator("[data-square]")).toHaveCount(256);
    expect(await squareWidth(page, "h8")).toBeLessThan(24);
    const zoom = page.locator("#board-zoom");
    await expect(zoom).toBeVisible();
    await expect(zoom).toHaveAttribute("aria-pressed", "false");
    const before = (await page.locator(FRAME).boundingBox())!;
    await page.screenshot({ path: test.info().outputPath("unzoomed.png") });

    await zoom.click();
    await expect(zoom).toHaveAttribute("aria-pressed", "true");
    expect(await squareWidth(page, "h8")).toBeGreaterThanOrEqual(43);
    // The window is no bigger than the board was, and scrolls both ways.
    const after = (await page.locator(FRAME).boundingBox())!;
    expect(after.width).toBeLessThanOrEqual(before.width + 1);
    expect(after.height).toBeLessThanOrEqual(before.height + 1);
    let s = await scroll(page);
    expect(s.wide && s.tall).toBe(true);
    // The player's own side is shown, from file a.
    expect(await inWindow(page, "a1")).toBe(true);
    expect(await inWindow(page, "a16")).toBe(false);
    expect(await inWindow(page, "p1")).toBe(false);
    await expect(page.locator(".zoom-tip")).toBeVisible();
    await page.screenshot({ path: test.info().outputPath("zoomed.png") });

    // A drag from an empty square moves the window with the pointer and plays nothing:
    // two squares down shows two ranks more above, then to the left more files on the right.
    const start = await scroll(page);
    await dragBetween(page, square("e3"), square("e1"));
    const panned = await scroll(page);
    expect(start.top - panned.top).toBeGreaterThan(80);
    const c = (await page.locator(`${square("e5")} rect.sq`).boundingBox())!;
    await page.mouse.move(c.x + 20, c.y + 20);
    await page.mouse.down();
    await page.mouse.move(c.x - 70, c.y + 20, { steps: 8 });
    await page.mouse.up();
    const again = await scroll(page);
    expect(again.left - panned.left).toBeGreaterThan(80);
    await expect(page.locator("[data-ply]")).toHaveCount(0);
    await expect(page.locator("[data-square] .piece")).toHaveCount(0);

    // Taps still play: White's king from the tray, dropped on the square tapped.
    await page.locator(tray("white", "K")).click();
    await page.locator(square("g5")).click();
    await expect(page.locator("[data-ply]")).toHaveCount(1);
    await expect(page.locator(`${square("g5")} .piece`)).toHaveCount(1);

    // The switch is remembered.
    await page.reload();
    await expect(page.locator("#board-zoom")).toHaveAttribute("aria-pressed", "true");
    expect(await squareWidth(page, "h8")).toBeGreaterThanOrEqual(43);
    await page.locator("#board-zoom").click();
    await expect(page.locator("#board-zoom")).toHaveAttribute("aria-pressed", "false");
    expect(await squareWidth(page, "h8")).toBeLessThan(24);
    s = await scroll(page);
    expect(s.wide || s.tall).toBe(false);
    expect(errors).toEqual([]);
  });

  test("on a zoomed 12×12 board of your own a piece is dragged", async ({
    page,
  }) => {
    const errors = watchErrors(page);
    await page.goto("./");
    await page.locator("#new-own-game").click();
    await page.locator("#definition-text").fill(`[big:chess]
maxFile = 12
maxRank = 12
castling = false
startFen = r4k5r/12/12/12/12/12/12/12/12/12/12/R4K5R w - - 0 1
`);
    await expect(page.locator("#settings-error")).toHaveText("");
    await page.locator("#start-game").click();
    await expect(page.locator("[data-square]")).toHaveCount(144);
    await page.locator("#board-zoom").click();
    expect(await squareWidth(page, "f1")).toBeGreaterThanOrEqual(43);
    expect(await inWindow(page, "f1")).toBe(true);
    // The king is dragged one step, on the zoomed board.
    await dragBetween(page, square("f1"), square("f2"));
    await expect(page.locator("[data-ply]").first()).toHaveAttribute("data-uci", "f1f2");
    expect(errors).toEqual([]);
  });

  test("an 8×8 board has no zoom switch", async ({ page }) => {
    await page.goto("./#game=chessnim");
    await expect(page.locator("[data-square]")).toHaveCount(64);
    await expect(page.locator("#board-zoom")).toHaveCount(0);
  });
});

test("at 1280 px a 16×16 board needs no zoom and shows no switch", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("./#game=chessnim&size=16x16");
  await expect(page.locator("[data-square]")).toHaveCount(256);
  expect(await squareWidth(page, "h8")).toBeGreaterThan(38);
  await expect(page.locator("#board-zoom")).toBeHidden();
});
