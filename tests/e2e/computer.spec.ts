// The computer opponent in real Chromium: it answers from a web worker, the page stays
// responsive while it thinks, undo stops it, ChessNim's hint names the winning drops, and
// in Arnhem the computer deploys in secret (its army stays hidden while the person deploys).
import { expect, test, type Page } from "@playwright/test";
import { watchErrors, dragBetween, square } from "./helpers";

// Opens a game's dialog from the start page and gives the seats.
async function newGame(page: Page, variant: string, seats: string[]) {
  await page.goto("./");
  await page.locator(`[data-variant="${variant}"] button`, { hasText: "New game" }).click();
  for (const [i, seat] of seats.entries()) {
    await page.locator(`#seat-${i}`).selectOption(seat);
  }
}

test("ChessNim against the computer to the end, with a hint", async ({ page }) => {
  const errors = watchErrors(page);
  await newGame(page, "chessnim", ["human", "computer:200"]);
  await page.locator("#material-kings").check();
  await page.locator("#start-game").click();
  await expect(page.locator("#turn")).toHaveText("White to move");
  await expect(page.locator("#thinking")).toHaveCount(0);

  // The hint of the empty board: the solver may or may not settle it in time, but it
  // answers in words and marks its drops on the board.
  await page.locator("#hint").click();
  await expect(page.locator("#hint-note")).toContainText("Hint:", { timeout: 20_000 });
  await expect(page.locator("[data-square].hint").first()).toBeVisible();

  for (let turn = 0; turn < 40; turn++) {
    if (await page.locator("#result").count()) break;
    await expect(page.locator("#turn")).toHaveText("White to move", { timeout: 20_000 });
    // Pick the king from the tray, then drag it onto the first legal square.
    await page.locator('[data-tray="white"] [data-kind="K"]').click();
    const target = page.locator("[data-square].target").first();
    const name = await target.getAttribute("data-square");
    await page.locator('[data-tray="white"] [data-kind="K"]').click();
    await dragBetween(page, '[data-tray="white"] [data-kind="K"]', square(name!));
    // The computer answers (or the game is over).
    await expect(page.locator("#turn, #result").first()).toBeVisible();
    // Read in one go: #turn is gone once the game is over, and waiting for it would hang.
    await expect
      .poll(
        () =>
          page.evaluate(
            () =>
              document.querySelector("#result") !== null ||
              document.querySelector("#turn")?.textContent === "White to move",
          ),
        { timeout: 20_000 },
      )
      .toBe(true);
  }
  await expect(page.locator("#result")).toBeVisible();
  await expect(page.locator("#thinking")).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath("computer-chessnim-end.png") });
  expect(errors).toEqual([]);
});

test("Chessence: the page reacts while the computer thinks, and undo stops it", async ({
  page,
}) => {
  // Three games of a few seconds each; on a loaded machine the browser is slow.
  test.setTimeout(120_000);
  const errors = watchErrors(page);
  await newGame(page, "chessence", ["human", "computer:5000"]);
  await page.locator("#start-game").click();
  await expect(page.locator("#turn")).toHaveText("White to move");
  // The checks made while the computer thinks need it to think for longer than a loaded
  // machine takes to make them: the game kept in storage is given the longest time the app
  // honours (60 s, a time an earlier version may have stored) and the page reloaded.
  await page.evaluate(() => {
    const k = Object.keys(localStorage).find((k) => k.startsWith("variantarium.games."))!;
    const e = JSON.parse(localStorage.getItem(k)!);
    e.seats = ["human", { computer: { ms: 60_000 } }];
    localStorage.setItem(k, JSON.stringify(e));
  });
  await page.reload();
  await expect(page.locator("#turn")).toHaveText("White to move");
  await expect(page.locator("#seats-line")).toHaveText("White: a person; Black: the computer, 60 s a move");
  await dragBetween(page, square("f2"), square("d1"));
  await expect(page.locator("#thinking")).toHaveText("Black (computer) is thinking…");
  // While it thinks, the page answers a click: the board turns round.
  const before = await page.locator(square("a1")).boundingBox();
  await page.locator("#flip").click();
  await expect
    .poll(async () => (await page.locator(square("a1")).boundingBox())?.y, { timeout: 5_000 })
    .not.toBe(before?.y);
  await expect(page.locator("#thinking")).toBeVisible();
  // A person's move is not taken while the computer is to move.
  await dragBetween(page, square("b8"), square("b6"));
  await expect(page.locator("#thinking")).toBeVisible();
  await expect(page.locator(`${square("b8")} [data-piece="p"]`)).toHaveCount(1);
  // Undo: back to White's move.
  await page.locator("#undo").click();
  await expect(page.locator("#thinking")).toHaveCount(0);
  await expect(page.locator("#turn")).toHaveText("White to move");
  await expect(page.locator(`${square("f2")} [data-piece="P"]`)).toHaveCount(1);

  // No answer arrives after an undo: the computer at 5 s, undone at once.
  await page.locator("#new-game-button").click();
  await page.locator("#seat-1").selectOption("computer:5000");
  await page.locator("#start-game").click();
  await expect(page.locator("#turn")).toHaveText("White to move");
  await dragBetween(page, square("f2"), square("d1"));
  await expect(page.locator("#thinking")).toBeVisible();
  await page.locator("#undo").click();
  await expect(page.locator("#thinking")).toHaveCount(0);
  await page.waitForTimeout(6_000);
  await expect(page.locator("#turn")).toHaveText("White to move");
  await expect(page.locator(`${square("f2")} [data-piece="P"]`)).toHaveCount(1);

  // Now let it answer at 0.2 s.
  await page.locator("#new-game-button").click();
  await page.locator("#seat-1").selectOption("computer:200");
  await page.locator("#start-game").click();
  await dragBetween(page, square("f2"), square("d1"));
  await expect(page.locator("#turn")).toHaveText("White to move", { timeout: 20_000 });
  await expect(page.locator("#moves")).toContainText("Mfd1");
  expect(errors).toEqual([]);
});

test("Arnhem: the computer deploys White's army unseen, the person deploys Black's", async ({
  page,
}) => {
  const errors = watchErrors(page);
  await newGame(page, "arnhem", ["computer:200", "human"]);
  await page.locator("#start-game").click();
  await expect(page.locator("#turn")).toHaveText("Black deploys", { timeout: 30_000 });
  await expect(page.locator("#computer-deploying")).toHaveCount(0);
  await expect(page.locator("#cover")).toHaveCount(0);
  // White's army is on the board but not shown.
  for (const white of ["K", "Q", "R", "B", "N", "C", "P"]) {
    await expect(page.locator(`[data-piece="${white}"]`)).toHaveCount(0);
  }
  await expect(page.locator("#moves")).toContainText("hidden");
  await expect(page.locator('[data-tray="white"] .tray-empty')).toBeVisible();
  expect(errors).toEqual([]);
});
