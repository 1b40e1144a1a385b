// ChessNim played through the page in real Chromium, with the mouse, as a person would.
//
// The reference game of the rule book (RULES.md, CN-9): 8×8, kings only, unlimited.
// Each drop is dragged from the tray of the side to move onto its square (pointer events),
// and the free count the page shows is checked after every ply. One drop is made by
// click-click instead, and illegal drops are tried and must be refused with the engine's
// reason, changing nothing.
import { expect, test, type Page } from "@playwright/test";
import { CN9_REFERENCE, centre, watchErrors, dragBetween, tray } from "./helpers";

const REFERENCE = CN9_REFERENCE;

async function openNewGameDialog(page: Page) {
  await page.goto("./");
  await page.locator('[data-variant="chessnim"] button', { hasText: "New game" }).click();
  await expect(page.locator("#new-game")).toBeVisible();
}

async function startKingsOnly(page: Page) {
  await openNewGameDialog(page);
  await page.locator("#material-kings").check();
  await page.locator("#start-game").click();
  await expect(page.locator('[data-square="e4"]')).toBeVisible();
  await expect(page.locator("#free-count")).toHaveText("Free squares: 64");
  await expect(page.locator("#turn")).toHaveText("White to move");
}

// Drags a piece of `kind` from `side`'s tray to `to` with the mouse.
const drag = (page: Page, side: "white" | "black", kind: string, to: string) =>
  dragBetween(page, tray(side, kind), `[data-square="${to}"]`);

async function pieceCount(page: Page) {
  return page.locator("[data-square] [data-piece]").count();
}

test("the reference game, dragged from the trays, ends with Black winning", async ({ page }) => {
  const errors = watchErrors(page);
  await startKingsOnly(page);
  await expect(page.locator('[data-tray="white"] [data-kind="K"]')).toHaveAttribute(
    "data-count",
    "∞",
  );
  await expect(page.locator("[data-square].free")).toHaveCount(64);

  for (const [i, [square, free]] of REFERENCE.entries()) {
    const side = i % 2 === 0 ? "white" : "black";
    const letter = side === "white" ? "K" : "k";

    if (i === 1) {
      // Black tries to drop onto White's king: refused, nothing changes, the piece snaps back.
      await drag(page, "black", "K", "b7");
      await expect(page.locator("#message")).toHaveText("b7 is occupied");
      await expect(page.locator("#free-count")).toHaveText("Free squares: 55");
      await expect(page.locator("#turn")).toHaveText("Black to move");
      await expect(page.locator('[data-square="b7"] [data-piece="K"]')).toHaveCount(1);
      expect(await pieceCount(page)).toBe(1);
      await expect(page.locator("[data-square].target")).toHaveCount(0);
    }
    if (i === 2) {
      // a8 is next to White's king on b7: a king there takes no free square away (CN-6).
      await drag(page, "white", "K", "a8");
      await expect(page.locator("#message")).toHaveText(
        "a drop must leave fewer free squares: 46 before, 46 after",
      );
      await expect(page.locator("#free-count")).toHaveText("Free squares: 46");
      await expect(page.locator("#turn")).toHaveText("White to move");
      expect(await pieceCount(page)).toBe(2);
    }

    if (i === 8) {
      // Click-click: pick the king in the tray, the legal drops are marked, click the square.
      await page.locator(`[data-tray="${side}"] [data-kind="K"]`).click();
      await expect(page.locator(`[data-tray="${side}"] [data-kind="K"]`)).toHaveClass(
        /selected/,
      );
      await expect(page.locator(`[data-square="${square}"]`)).toHaveClass(/target/);
      await expect(page.locator("#target-count")).toBeVisible();
      await page.locator(`[data-square="${square}"]`).click();
    } else {
      await drag(page, side, "K", square);
    }

    await expect(page.locator("#free-count")).toHaveText(`Free squares: ${free}`);
    await expect(page.locator("[data-square].free")).toHaveCount(free);
    await expect(page.locator(`[data-square="${square}"] [data-piece="${letter}"]`)).toHaveCount(
      1,
    );
    await expect(page.locator(`[data-square="${square}"]`)).toHaveClass(/last/);
    await expect(page.locator("#message")).toHaveText("");
    expect(await pieceCount(page)).toBe(i + 1);
    if (free > 0) {
      await expect(page.locator("#turn")).toHaveText(
        side === "white" ? "Black to move" : "White to move",
      );
    }
  }

  await expect(page.locator("#result")).toHaveText("Black wins: no free square is left");
  await expect(page.locator('[data-tray="white"] [data-kind="K"]')).toBeDisabled();
  await expect(page.locator('[data-tray="black"] [data-kind="K"]')).toBeDisabled();
  await expect(page.locator("#moves")).toContainText("K@h2");
  await page.screenshot({
    path: test.info().outputPath("chessnim-reference-game.png"),
    fullPage: true,
  });

  // Play again: the same settings, an empty board.
  await page.locator("#play-again").click();
  await expect(page.locator("#free-count")).toHaveText("Free squares: 64");
  await expect(page.locator("#turn")).toHaveText("White to move");
  expect(await pieceCount(page)).toBe(0);
  expect(errors).toEqual([]);
});

test("the new-game dialog refuses bad settings, makes holes, and Cancel keeps the game", async ({
  page,
}) => {
  const errors = watchErrors(page);
  await startKingsOnly(page);
  await drag(page, "white", "K", "d5");
  await expect(page.locator("#free-count")).toHaveText("Free squares: 55");

  // Open the dialog, type nonsense, cancel: the game is still there.
  await page.locator("#new-game-button").click();
  await page.locator("#nim-width").fill("17");
  await expect(page.locator("#settings-error")).toHaveText("the width must be 1 to 16, not 17");
  await expect(page.locator("#start-game")).toBeDisabled();
  await page.locator("#nim-width").fill("0");
  await expect(page.locator("#settings-error")).toContainText("width must be 1 to 16");
  await page.locator("#nim-width").fill("8");
  await page.locator("#material-custom").check();
  await page.locator("#material-text").fill("K:K:*, A:NX:2");
  await expect(page.locator("#settings-error")).not.toHaveText("");
  await expect(page.locator("#start-game")).toBeDisabled();
  await page.locator("#cancel-new-game").click();
  await expect(page.locator("#new-game")).toHaveCount(0);
  await expect(page.locator('[data-square="d5"] [data-piece="K"]')).toHaveCount(1);
  await expect(page.locator("#free-count")).toHaveText("Free squares: 55");
  await expect(page.locator("#turn")).toHaveText("Black to move");

  // A 3×2 board with a hole on b1 and a fairy piece.
  await page.locator("#new-game-button").click();
  await page.locator("#nim-width").fill("3");
  await page.locator("#nim-height").fill("2");
  await page.locator('[data-preview="b1"]').click();
  await expect(page.locator('[data-preview="b1"]')).toHaveClass(/hole/);
  await page.locator("#material-custom").check();
  await page.locator("#material-text").fill("A:NN:2, K:K:1");
  await expect(page.locator("#settings-error")).toHaveText("");
  await page.locator("#start-game").click();
  await expect(page.locator("[data-square]")).toHaveCount(5);
  await expect(page.locator('[data-square="b1"]')).toHaveCount(0);
  await expect(page.locator('[data-hole="b1"]')).toHaveCount(1);
  await expect(page.locator("#free-count")).toHaveText("Free squares: 5");
  await expect(page.locator('[data-tray="white"] [data-kind="A"]')).toHaveAttribute(
    "data-count",
    "2",
  );
  // Dropping on the hole is refused by the engine.
  await drag(page, "white", "K", "a1");
  await expect(page.locator("#free-count")).toHaveText("Free squares: 2");
  await page.locator('[data-tray="black"] [data-kind="A"]').click();
  await page.locator('[data-hole="b1"]').click();
  await expect(page.locator("#message")).toHaveText("b1 is a hole");
  await expect(page.locator("#free-count")).toHaveText("Free squares: 2");
  await page.screenshot({ path: test.info().outputPath("chessnim-small-board.png") });
  expect(errors).toEqual([]);
});

test("the board fits a 360px wide screen and still takes drags", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await startKingsOnly(page);
  const board = await page.locator("svg.board").boundingBox();
  expect(board).not.toBeNull();
  expect(board!.width).toBeLessThanOrEqual(360);
  expect(board!.x).toBeGreaterThanOrEqual(0);
  await drag(page, "white", "K", "b7");
  await expect(page.locator("#free-count")).toHaveText("Free squares: 55");
  await page.screenshot({ path: test.info().outputPath("chessnim-360.png"), fullPage: true });
});

test("a finger can drag too, and the keyboard can drop", async ({ browser }) => {
  const context = await browser.newContext({
    viewport: { width: 390, height: 800 },
    hasTouch: true,
    isMobile: true,
  });
  const page = await context.newPage();
  const errors = watchErrors(page);
  await startKingsOnly(page);

  // A touch drag (touchstart, touchmove…, touchend) from White's tray to b7.
  const from = await centre(page, '[data-tray="white"] [data-kind="K"]');
  const to = await centre(page, '[data-square="b7"]');
  const cdp = await context.newCDPSession(page);
  await cdp.send("Input.dispatchTouchEvent", {
    type: "touchStart",
    touchPoints: [{ x: from.x, y: from.y }],
  });
  for (let i = 1; i <= 10; i++) {
    const x = from.x + ((to.x - from.x) * i) / 10;
    const y = from.y + ((to.y - from.y) * i) / 10;
    await cdp.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: [{ x, y }] });
  }
  await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
  await expect(page.locator("#free-count")).toHaveText("Free squares: 55");
  await expect(page.locator('[data-square="b7"] [data-piece="K"]')).toHaveCount(1);

  // Keyboard: Enter on Black's king in the tray, then Enter on e7.
  await page.locator('[data-tray="black"] [data-kind="K"]').focus();
  await page.keyboard.press("Enter");
  await expect(page.locator('[data-tray="black"] [data-kind="K"]')).toHaveClass(/selected/);
  await page.locator('[data-square="e7"]').focus();
  await page.keyboard.press("Enter");
  await expect(page.locator("#free-count")).toHaveText("Free squares: 46");
  await expect(page.locator("#turn")).toHaveText("White to move");
  expect(errors).toEqual([]);
  await context.close();
});
