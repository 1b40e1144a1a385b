// The keyboard and screen readers: a whole ChessNim game played with the keyboard alone
// (Tab to the tray, an arrow key picks the king, Shift+Tab back to the board, the arrow keys
// move the cursor, Enter drops), with the polite live region (#announce) checked after every
// drop, a refusal and the result. Then looking back through the moves with the arrow keys,
// Home and End (a move tried meanwhile is refused and changes nothing), the Flip button, the
// themes (remembered, and still applied when storage fails) and the rules pages.
import { expect, test, type Page } from "@playwright/test";
import { arrowTo, CN9_REFERENCE, focused, tabTo, watchErrors } from "./helpers";

const REFERENCE = CN9_REFERENCE;


const announce = (page: Page) => page.locator("#announce");

// A new kings-only ChessNim game, started with the keyboard.
async function startKingsOnlyByKeyboard(page: Page) {
  await page.goto("./");
  await page.locator('[data-variant="chessnim"] button', { hasText: "New game" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.locator("#new-game")).toBeVisible();
  await page.locator("#material-kings").focus();
  await page.keyboard.press("Space");
  await expect(page.locator("#material-kings")).toBeChecked();
  await page.locator("#start-game").focus();
  await page.keyboard.press("Enter");
  await expect(page.locator("#free-count")).toHaveText("Free squares: 64");
}

test("a ChessNim game played to its end with the keyboard alone, heard through the live region", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const errors = watchErrors(page);
  await startKingsOnlyByKeyboard(page);
  await expect(announce(page)).toHaveAttribute("aria-live", "polite");
  await expect(announce(page)).toContainText("New game of ChessNim. White to move.");
  // The squares are named for screen readers; only one square is in the Tab order.
  await expect(page.locator('[data-square="c3"]')).toHaveAttribute("aria-label", "c3, empty, free");
  await expect(page.locator('[data-square][tabindex="0"]')).toHaveCount(1);
  await expect(page.locator('[data-tray="white"] [data-kind="K"]')).toHaveAttribute(
    "aria-label",
    "white king, unlimited",
  );

  for (const [i, [square, free]] of REFERENCE.entries()) {
    const side = i % 2 === 0 ? "white" : "black";
    const who = side === "white" ? "White" : "Black";
    // Tab to the tray of the side to move; an arrow key picks the king.
    await tabTo(page, "Tab", `tray:${side}:K`);
    await page.keyboard.press("ArrowRight");
    await expect(page.locator(`[data-tray="${side}"] [data-kind="K"]`)).toHaveClass(/selected/);
    await expect(announce(page)).toContainText("king picked from the tray");
    // Back to the board, the cursor where it was left.
    await tabTo(page, "Shift+Tab", "square:");
    if (i === 1) {
      // Black tries White's square: refused, said, nothing changes.
      await arrowTo(page, "b7");
      await expect(page.locator('[data-square="b7"]')).toHaveAttribute(
        "aria-label",
        /^b7, white king/,
      );
      await page.keyboard.press("Enter");
      await expect(announce(page)).toContainText("b7 is occupied.");
      await expect(page.locator("#free-count")).toHaveText("Free squares: 55");
    }
    await arrowTo(page, square);
    await expect(page.locator(`[data-square="${square}"]`)).toHaveAttribute(
      "aria-label",
      new RegExp(`^${square}, empty`),
    );
    await page.keyboard.press("Enter");
    const plural = free === 1 ? "" : "s";
    await expect(announce(page)).toContainText(
      `${who} drops a king on ${square}, ${free} free square${plural}.`,
    );
    await expect(page.locator("#free-count")).toHaveText(`Free squares: ${free}`);
  }
  await expect(announce(page)).toContainText("Black wins: no free square is left.");
  await expect(page.locator("#result")).toHaveText("Black wins: no free square is left");
  expect(errors).toEqual([]);
});

test("the arrow keys, Home and End look back through the moves without changing the game", async ({
  page,
}) => {
  const errors = watchErrors(page);
  await startKingsOnlyByKeyboard(page);
  for (const [square] of REFERENCE.slice(0, 4)) {
    const side = (await page.locator("#turn").textContent())?.startsWith("White") ? "white" : "black";
    await page.locator(`[data-tray="${side}"] [data-kind="K"]`).click();
    await page.locator(`[data-square="${square}"]`).click();
  }
  const pieces = page.locator("[data-square] [data-piece]");
  await expect(pieces).toHaveCount(4);
  await expect(page.locator("#moves .move")).toHaveText(["K@b7", "K@e7", "K@g7", "K@g4"]);
  // The focus away from the board and the trays: the arrows step through the moves.
  await page.locator("#moves .move").last().focus();
  await page.keyboard.press("ArrowLeft");
  await expect(page.locator("#viewing")).toContainText("Looking at move 3 of 4");
  await expect(pieces).toHaveCount(3);
  await expect(page.locator("#free-count")).toHaveText("Free squares: 40");
  await expect(announce(page)).toContainText("Move 3 of 4: White drops a king on g7, 40 free squares.");
  await expect(page.locator('#moves .move[data-ply="3"]')).toHaveAttribute("aria-current", "step");
  await page.keyboard.press("Home");
  await expect(page.locator("#viewing")).toContainText("starting position");
  await expect(pieces).toHaveCount(0);
  await page.keyboard.press("ArrowRight");
  await expect(pieces).toHaveCount(1);
  await expect(page.locator('[data-square="b7"] [data-piece="K"]')).toHaveCount(1);
  await page.screenshot({ path: test.info().outputPath("looking-back.png") });
  // A move tried meanwhile is refused with a message, and the game is untouched.
  await page.locator('[data-square="a1"]').click();
  await expect(page.locator("#message")).toContainText("you are looking at an earlier position");
  await expect(page.locator('[data-tray="white"] [data-kind="K"]')).toBeDisabled();
  // A click in the move list shows that move; End (or the button) comes back.
  await page.locator('#moves .move[data-ply="2"]').click();
  await expect(page.locator("#viewing")).toContainText("Looking at move 2 of 4");
  await expect(pieces).toHaveCount(2);
  await page.locator("#view-forward").click();
  await expect(pieces).toHaveCount(3);
  await page.keyboard.press("End");
  await expect(page.locator("#viewing")).toHaveCount(0);
  await expect(pieces).toHaveCount(4);
  await expect(page.locator("#free-count")).toHaveText("Free squares: 31");
  await expect(page.locator("#turn")).toHaveText("White to move");
  // On the board the arrows move the cursor, not the moves.
  await page.locator('[data-square="e4"]').focus();
  await page.keyboard.press("ArrowLeft");
  expect(await focused(page)).toBe("square:d4");
  await expect(page.locator("#viewing")).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath("cursor.png") });
  expect(errors).toEqual([]);
});

test("holes are visited by the cursor and named", async ({ page }) => {
  await page.goto("./");
  await page.locator('[data-variant="chessence"] button', { hasText: "New game" }).click();
  await page.locator("#start-game").click();
  await expect(page.locator("[data-hole]")).toHaveCount(8);
  await expect(page.locator('[data-hole="b3"]')).toHaveAttribute("aria-label", "b3, hole");
  await expect(page.locator('[data-square="f1"]')).toHaveAttribute("aria-label", "f1, white king");
  await page.locator('[data-square="a3"]').focus();
  await page.keyboard.press("ArrowRight");
  expect(await focused(page)).toBe("square:b3");
  await page.keyboard.press("ArrowDown");
  expect(await focused(page)).toBe("square:b2");
  await page.keyboard.press("ArrowLeft");
  expect(await focused(page)).toBe("square:a2");
  // Enter on a hole: the engine's refusal is said.
  await page.keyboard.press("Enter");
  await expect(announce(page)).toContainText("pick up one of White's pieces first");
});

test("Flip turns the board, and the cursor follows the screen", async ({ page }) => {
  await startKingsOnlyByKeyboard(page);
  const a1 = page.locator('[data-square="a1"]');
  const h8 = page.locator('[data-square="h8"]');
  const y = async (l: typeof a1) => (await l.boundingBox())?.y ?? NaN;
  expect(await y(a1)).toBeGreaterThan(await y(h8));
  await page.locator("#flip").click();
  await expect(page.locator("#flip")).toHaveAttribute("aria-pressed", "true");
  await expect(announce(page)).toContainText("Board turned: Black at the bottom.");
  expect(await y(a1)).toBeLessThan(await y(h8));
  await page.locator('[data-square="e4"]').focus();
  await page.keyboard.press("ArrowUp");
  expect(await focused(page)).toBe("square:e3");
  await page.keyboard.press("ArrowRight");
  expect(await focused(page)).toBe("square:d3");
});

async function lightSquareFill(page: Page) {
  return page.evaluate(() => {
    const r = document.querySelector("[data-square].light rect.sq");
    return r ? getComputedStyle(r).fill : "";
  });
}

test("themes change the colours, are remembered, and apply even when storage fails", async ({
  page,
  browser,
}) => {
  await startKingsOnlyByKeyboard(page);
  expect(await lightSquareFill(page)).toBe("rgb(240, 217, 181)");
  await page.locator("#theme").selectOption("contrast");
  await expect(page.locator(".app")).toHaveAttribute("data-theme", "contrast");
  expect(await lightSquareFill(page)).toBe("rgb(255, 255, 255)");
  await page.screenshot({ path: test.info().outputPath("theme-contrast.png") });
  await page.reload();
  await expect(page.locator(".app")).toHaveAttribute("data-theme", "contrast");
  await expect(page.locator("#theme")).toHaveValue("contrast");
  expect(await lightSquareFill(page)).toBe("rgb(255, 255, 255)");
  await page.locator("#theme").selectOption("green");
  expect(await lightSquareFill(page)).toBe("rgb(238, 238, 210)");

  // A browser whose storage refuses to write: the theme still applies for the visit.
  const context2 = await browser.newContext();
  const page2 = await context2.newPage();
  await page2.addInitScript(() => {
    Storage.prototype.setItem = () => {
      throw new Error("QuotaExceededError");
    };
  });
  await page2.goto("./");
  await page2.locator("#theme").selectOption("blue");
  await expect(page2.locator(".app")).toHaveAttribute("data-theme", "blue");
  await expect(page2.locator("[data-variant=chessnim] .card-picture svg")).toBeVisible();
  expect(await page2.evaluate(() => localStorage.getItem("variantarium.theme"))).toBeNull();
  await context2.close();

  // A system that asks for more contrast gets the high-contrast theme until one is chosen.
  const context3 = await browser.newContext({ contrast: "more" });
  const page3 = await context3.newPage();
  await page3.goto("./");
  await expect(page3.locator(".app")).toHaveAttribute("data-theme", "contrast");
  await expect(page3.locator("#theme")).toHaveValue("contrast");
  await context3.close();
});

test("rules pages with diagrams, from the start page and from the game", async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto("./");
  // Every game has a picture of its starting board on the start page.
  for (const v of ["chessnim", "chessence", "arnhem", "nastyneighbours", "vimes"]) {
    await expect(page.locator(`[data-variant="${v}"] .card-picture svg[role="img"]`)).toBeVisible();
  }
  await page.locator('[data-variant="arnhem"] button', { hasText: "Rules" }).click();
  await expect(page.locator("#rules-page h1")).toHaveText("How to play Arnhem Chess");
  await expect(page.locator("#rules-page h1")).toBeFocused();
  // Two diagrams (the quick setup, and a FEN), each with the picked pawn's one move.
  await expect(page.locator("#rules-page .diagram svg")).toHaveCount(2);
  await expect(page.locator("#rules-page .diagram .square.target")).toHaveCount(2);
  await expect(page.locator("#rules-page .diagram").nth(1)).toContainText("c7");
  await page.locator("#rules-home").click();
  await page.locator('[data-variant="chessence"] button', { hasText: "New game" }).click();
  await page.locator("#start-game").click();
  await page.locator("#rules-link").click();
  await expect(page.locator("#rules-page h1")).toHaveText("How to play Chessence");
  await page.locator("#rules-back").click();
  await expect(page.locator("#turn")).toHaveText("White to move");
  expect(errors).toEqual([]);
});
