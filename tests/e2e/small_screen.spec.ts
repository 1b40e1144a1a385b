// A phone, 360 CSS pixels wide, with touch: each of the five games starts and its page fits
// the width (no sideways scrolling, the whole board and every button on screen), the board
// and the trays take drags without scrolling the page (touch-action: none), and a
// full-page screenshot of each game is kept under test-results/small-screen/ to be looked
// at. The start page and a rules page fit too.
import { expect, test, type Page } from "@playwright/test";

test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

const GAMES = ["chessnim", "chessence", "arnhem", "nastyneighbours", "vimes"];
const SHOTS = "test-results/small-screen";

// Nothing sticks out sideways: the page does not scroll horizontally and every element
// that matters lies inside the 360 px.
async function fitsTheWidth(page: Page, selectors: string[]) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(360);
  for (const sel of selectors) {
    const boxes = await page.locator(sel).evaluateAll((els) =>
      els.map((e) => {
        const r = e.getBoundingClientRect();
        return { left: r.left, right: r.right, width: r.width };
      }),
    );
    for (const b of boxes) {
      if (b.width === 0) continue;
      expect(b.left, sel).toBeGreaterThanOrEqual(-0.5);
      expect(b.right, sel).toBeLessThanOrEqual(360.5);
    }
  }
}

for (const v of GAMES) {
  test(`${v} fits a 360 px wide screen`, async ({ page }) => {
    await page.goto("./");
    await page.locator(`[data-variant="${v}"] button`, { hasText: "New game" }).click();
    await page.locator("#start-game").click();
    await expect(page.locator("main.game")).toBeVisible();
    const board = page.locator("main.game svg.board");
    await expect(board).toBeVisible();
    const box = await board.boundingBox();
    if (!box) throw new Error("no board");
    // The board takes most of the width, and is not cut off.
    expect(box.width).toBeGreaterThan(300);
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(360.5);
    await fitsTheWidth(page, [
      ".topbar button",
      "#theme",
      "main.game svg.board",
      ".tray-entry",
      ".status",
      "#moves",
      ".rules",
    ]);
    // Drags by finger do not scroll the page.
    expect(await board.evaluate((e) => getComputedStyle(e).touchAction)).toBe("none");
    const entries = page.locator(".tray-entry");
    if ((await entries.count()) > 0) {
      expect(await entries.first().evaluate((e) => getComputedStyle(e).touchAction)).toBe("none");
    }
    await page.screenshot({ path: `${SHOTS}/${v}.png`, fullPage: true });
  });
}

test("a ChessNim drop by finger at 360 px", async ({ page }) => {
  await page.goto("./");
  await page.locator('[data-variant="chessnim"] button', { hasText: "New game" }).click();
  await page.locator("#start-game").click();
  // A tap on the tray entry, a tap on the square: the drop is made.
  await page.locator('[data-tray="white"] [data-kind="N"]').tap();
  await page.locator('[data-square="d4"]').tap();
  await expect(page.locator('[data-square="d4"] [data-piece="N"]')).toHaveCount(1);
  await expect(page.locator("#turn")).toHaveText("Black to move");
});

test("the start page and a rules page fit 360 px", async ({ page }) => {
  await page.goto("./");
  await expect(page.locator(".card-picture svg")).toHaveCount(6); // the five games and "Your own game"
  await fitsTheWidth(page, [".game-card", ".card-picture svg", ".game-card button"]);
  await page.screenshot({ path: `${SHOTS}/start-page.png`, fullPage: true });
  await page.locator('[data-variant="nastyneighbours"] button', { hasText: "Rules" }).click();
  await expect(page.locator("#rules-page")).toBeVisible();
  await fitsTheWidth(page, ["#rules-page p", ".diagram svg", "#rules-page button"]);
  await page.screenshot({ path: `${SHOTS}/rules-nastyneighbours.png`, fullPage: true });
});

test("a finger drags a piece across the board at 360 px, and the page does not scroll", async ({
  page,
  context,
}) => {
  await page.goto("./");
  await page.locator('[data-variant="nastyneighbours"] button', { hasText: "New game" }).click();
  await page.locator("#start-game").click();
  await expect(page.locator('[data-square="h8"] [data-piece="N"]')).toHaveCount(1);
  const centre = async (sel: string) => {
    const b = await page.locator(sel).boundingBox();
    if (!b) throw new Error(`${sel} is not visible`);
    return { x: b.x + b.width / 2, y: b.y + b.height / 2 };
  };
  // The page scrolled a little, so that a finger moving down would scroll it back up.
  await page.evaluate(() => window.scrollTo(0, 40));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(40);
  // White's knight on h8 to f4 by touch: touchstart, touchmove in steps (downwards), touchend.
  const from = await centre('[data-square="h8"]');
  const to = await centre('[data-square="f4"]');
  const before = await page.evaluate(() => window.scrollY);
  const cdp = await context.newCDPSession(page);
  await cdp.send("Input.dispatchTouchEvent", {
    type: "touchStart",
    touchPoints: [{ x: from.x, y: from.y }],
  });
  for (let i = 1; i <= 12; i++) {
    const x = from.x + ((to.x - from.x) * i) / 12;
    const y = from.y + ((to.y - from.y) * i) / 12;
    await cdp.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: [{ x, y }] });
  }
  await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
  await expect(page.locator('[data-square="f4"] [data-piece="N"]')).toHaveCount(1);
  await expect(page.locator("#turn")).toHaveText("Black to move");
  expect(await page.evaluate(() => window.scrollY)).toBe(before);
  expect(before).toBe(40);
});
