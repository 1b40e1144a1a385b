// Issue 62: the last stumbles of a newcomer's first hour.
import { readFileSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { dragBetween, square, watchErrors } from "./helpers";

const WHITE_SETUP = ["K@e1", "Q@d1", "R@a1", "B@c1", "N@b1", "C@f1", "P@b2", "P@c3", "P@d2", "P@e3"];

const SIZES = [
  { width: 1280, height: 800 },
  { width: 360, height: 640 },
];

// A screenshot of the page at each size, named after `name` (looked at by hand), with
// `focus` (a selector) scrolled into view when given.
async function shots(page: Page, name: string, focus?: string) {
  for (const size of SIZES) {
    await page.setViewportSize(size);
    if (focus) await page.locator(focus).scrollIntoViewIfNeeded();
    await page.screenshot({ path: test.info().outputPath(`${name}-${size.width}x${size.height}.png`) });
  }
}

test("item 9: Export all with nothing to export says so and saves no file", async ({ page }) => {
  const errors = watchErrors(page);
  // The only game kept is in Arnhem's secret deployment: it may not be exported yet.
  await page.goto(`./#game=arnhem&moves=${WHITE_SETUP.join(",")},pass`);
  await page.locator("#cover-continue").click();
  await expect(page.locator("#turn")).toHaveText("Black deploys");
  await page.locator(".brand").click();
  await expect(page.locator("#your-games .kept-game")).toHaveCount(1);
  let downloads = 0;
  page.on("download", () => downloads++);
  await page.locator("#export-games").click();
  await expect(page.locator("#your-games-message")).toHaveText(
    "Nothing to export, so no file was saved. 1 game in a secret deployment is left out " +
      "until the armies are revealed.",
  );
  await shots(page, "nothing-to-export", "#your-games-message");
  expect(downloads).toBe(0);

  // With a game that may be shown, the file holds it, and only it.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.locator('[data-variant="chessnim"] button', { hasText: "New game" }).click();
  await page.locator("#material-kings").check();
  await page.locator("#seat-1").selectOption("human");
  await page.locator("#start-game").click();
  await page.locator('[data-tray="white"] [data-kind="K"]').click();
  await page.locator('[data-square="b7"]').click();
  await expect(page.locator('[data-square="b7"] [data-piece]')).toHaveCount(1);
  await page.locator(".brand").click();
  const downloading = page.waitForEvent("download");
  await page.locator("#export-games").click();
  const text = readFileSync((await (await downloading).path())!, "utf8");
  expect(text).toContain("Game: ChessNim");
  expect(text).not.toContain("Arnhem");
  await expect(page.locator("#your-games-message")).toHaveText(
    "1 game exported. 1 game in a secret deployment is left out until the armies are revealed.",
  );
  expect(downloads).toBe(1);
  expect(errors).toEqual([]);
});

test("item 8: the new-game dialogs keep their title, Cancel and Start on screen at every size", async ({
  page,
}) => {
  const errors = watchErrors(page);
  await page.goto("./");
  await expect(page.locator("main.home")).toBeVisible();
  const dialogs: [string, string][] = [
    ["own-game", "#new-own-game"],
    ["chessnim", '[data-variant="chessnim"] button:has-text("New game")'],
  ];
  for (const [name, opener] of dialogs) {
    for (const size of [...SIZES, { width: 1280, height: 600 }]) {
      await page.setViewportSize(size);
      await page.locator(opener).click();
      const dialog = page.locator("#new-game");
      await expect(dialog).toBeVisible();
      for (const part of ["#new-game-title", "#cancel-new-game", "#start-game"]) {
        await expect(page.locator(part), `${name} ${size.width}x${size.height} ${part}`).toBeInViewport({
          ratio: 1,
        });
      }
      await page.screenshot({
        path: test.info().outputPath(`dialog-${name}-${size.width}x${size.height}.png`),
      });
      // Start can be pressed where it stands.
      await page.locator("#cancel-new-game").click();
      await expect(dialog).toHaveCount(0);
    }
  }
  // The fields scroll between the title and the buttons: the last one is reached.
  await page.setViewportSize({ width: 360, height: 640 });
  await page.locator("#new-own-game").click();
  await page.locator("#seat-1").scrollIntoViewIfNeeded();
  await expect(page.locator("#seat-1")).toBeInViewport({ ratio: 1 });
  await expect(page.locator("#start-game")).toBeInViewport({ ratio: 1 });
  await page.locator("#seat-1").selectOption("human");
  await page.locator("#start-game").click();
  await expect(page.locator("#new-game")).toHaveCount(0);
  await expect(page.locator(".topbar-game")).toBeVisible();
  expect(errors).toEqual([]);
});

test("item 3: the logo is an address like any other: Back returns to the game", async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto("./");
  await page.locator('[data-variant="chessnim"] button', { hasText: "New game" }).click();
  await page.locator("#material-kings").check();
  await page.locator("#seat-1").selectOption("human");
  await page.locator("#start-game").click();
  await expect.poll(() => new URL(page.url()).hash).toMatch(/^#play\/[0-9a-z]+$/);
  const game = new URL(page.url()).hash;
  await page.locator('[data-tray="white"] [data-kind="K"]').click();
  await page.locator('[data-square="b7"]').click();
  await expect(page.locator('[data-square="b7"] [data-piece]')).toHaveCount(1);

  await page.locator(".brand").click();
  await expect(page.locator("main.home")).toBeVisible();
  expect(new URL(page.url()).hash).toBe("");
  // Back: the game, still on this site.
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`${game}$`));
  await expect(page.locator('[data-square="b7"] [data-piece]')).toHaveCount(1);
  await shots(page, "logo-then-back");
  // Forward: the start page again; Back twice more: the start page the visit began on.
  await page.goForward();
  await expect(page.locator("main.home")).toBeVisible();
  await page.goBack();
  await expect(page.locator('[data-square="b7"] [data-piece]')).toHaveCount(1);
  await page.goBack();
  await expect(page.locator("main.home")).toBeVisible();
  expect(new URL(page.url()).hash).toBe("");
  expect(errors).toEqual([]);
});

// Both armies of Arnhem placed and revealed (AR-4): Black's change is next.
const BOTH_DEPLOYED = [
  ...["R@a1", "N@b1", "B@c1", "Q@d1", "K@e1", "C@f1", "P@a2", "P@b2", "P@c2", "P@d2", "pass"],
  ...["R@a7", "N@b7", "B@c7", "Q@d7", "K@e7", "C@f7", "P@a6", "P@b5", "P@c6", "P@d5", "pass"],
];

async function openChange(page: Page) {
  await page.goto(`./#game=arnhem&moves=${BOTH_DEPLOYED.join(",")}`);
  if (await page.locator("#cover-continue").count()) await page.locator("#cover-continue").click();
  await expect(page.locator("#turn")).toHaveText("Black may make one change");
}

test("item 2: Arnhem's change is written readably in the move list, the announcement and the record", async ({
  page,
}) => {
  const errors = watchErrors(page);
  await openChange(page);
  // A pawn moved: d5 to e5.
  await dragBetween(page, square("d5"), square("e5"));
  await expect(page.locator(`${square("e5")} [data-piece="p"]`)).toHaveCount(1);
  await expect(page.locator("#turn")).toHaveText("White to move");
  await expect(page.locator("#moves")).toContainText("d5-e5");
  await expect(page.locator("#moves")).not.toContainText("d5e5");
  await expect(page.locator("#announce")).toContainText("Black's change: the pawn moves from d5 to e5.");
  await shots(page, "arnhem-change-pawn", "#moves");
  // The record names it above the move line (which keeps the coordinates every record's
  // moves are read in).
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.locator("#share-button").click();
  const [download] = await Promise.all([page.waitForEvent("download"), page.locator("#export").click()]);
  const text = readFileSync((await download.path())!, "utf8");
  expect(text).toContain("# Black's change: d5-e5\n");
  await page.locator("#share-close").click();

  // Two pieces of rank 7 swapped: the rook on a7 and the bishop on c7.
  await openChange(page);
  await dragBetween(page, square("a7"), square("c7"));
  await expect(page.locator(`${square("c7")} [data-piece="r"]`)).toHaveCount(1);
  await expect(page.locator("#moves")).toContainText("Ra7⇄Bc7");
  await expect(page.locator("#moves")).not.toContainText("a7c7");
  await expect(page.locator("#announce")).toContainText(
    "Black's change: the rook on a7 and the bishop on c7 swap places.",
  );
  await shots(page, "arnhem-change-swap", "#moves");
  expect(errors).toEqual([]);
});

test.describe("on a device where no game was started yet", () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  test("item 6: New game → Start gives a game the computer answers, at Casual; the choice is remembered", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const errors = watchErrors(page);
    await page.goto("./");
    await page.locator('[data-variant="chessence"] button', { hasText: "New game" }).click();
    await expect(page.locator("#seat-0")).toHaveValue("human");
    await expect(page.locator("#seat-1")).toHaveValue("computer:150");
    await expect(page.locator("#seat-1 option:checked")).toHaveText("Computer: Casual (0.15 s a move)");
    await page.locator("#start-game").click();
    await expect(page.locator("#seats-line")).toHaveText(
      "White: a person; Black: the computer, Casual (0.15 s a move)",
    );
    // White moves; the computer answers.
    await page.locator(square("e1")).click();
    await page.locator(square("a1")).click();
    await expect(page.locator("#moves .move")).toHaveCount(2, { timeout: 30_000 });
    await expect(page.locator("#turn")).toHaveText("White to move");
    await shots(page, "computer-answers");

    // People at both seats this time: the line says so, and the choice is kept on the
    // device for the next game, in this tab and after a reload.
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.locator("#new-game-button").click();
    await expect(page.locator("#seat-1")).toHaveValue("computer:150");
    await page.locator("#seat-1").selectOption("human");
    await page.locator("#start-game").click();
    await expect(page.locator("#seats-line")).toHaveText("White: a person; Black: a person");
    await shots(page, "people-at-both-seats");
    await page.reload();
    await expect(page.locator("#seats-line")).toHaveText("White: a person; Black: a person");
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.locator(".brand").click();
    await page.locator('[data-variant="nastyneighbours"] button', { hasText: "New game" }).click();
    await expect(page.locator("#seat-1")).toHaveValue("human");
    // Three players have their own default until a choice is made for three.
    await page.locator("#cancel-new-game").click();
    await page.locator('[data-variant="vimes"] button', { hasText: "New game" }).click();
    await expect(page.locator("#seat-1")).toHaveValue("computer:150");
    await expect(page.locator("#seat-2")).toHaveValue("computer:150");
    expect(errors).toEqual([]);
  });
});

test("item 1: Arnhem's zones do not stay on its 6x7 squares in a game on 8x8", async ({ page }) => {
  const errors = watchErrors(page);
  const big =
    "[bigarnhem:arnhem]\nmaxFile = 8\nmaxRank = 8\n" +
    "startFen = 8/8/8/3**3/3**3/8/8/8[KQRBNCPPPPPPkqrbncpppppp] w deploy - 0 1\n";
  await page.goto("./");
  await page.locator("#new-own-game").click();
  await page.locator("#definition-text").fill(big);
  // Refused, naming the keys to set for this board; Start waits.
  await expect(page.locator("#settings-error")).toContainText(
    "promotionRegionWhite: (inherited) a region written for the parent's 6x7 board; this board is 8x8",
  );
  await expect(page.locator("#settings-error")).toContainText("x-deployRegionWhite");
  await expect(page.locator("#start-game")).toBeDisabled();
  await shots(page, "bigarnhem-refused", "#settings-error");
  // With the zones given for 8x8, the deployment marks the whole first rank.
  await page.setViewportSize({ width: 1280, height: 800 });
  const zones =
    "promotionRegionWhite = *8\npromotionRegionBlack = *1\n" +
    "x-handCaptureRegionWhite = *6 *7 *8\nx-handCaptureRegionBlack = *1 *2 *3\n" +
    "x-pawnDropRegionWhite = *1 *2 *3\nx-pawnDropRegionBlack = *6 *7 *8\n" +
    "x-deployRegionWhite = *1\nx-deployRegionBlack = *8\n" +
    "x-pawnDeployRegionWhite = *2\nx-pawnDeployRegionBlack = *7\n";
  await page.locator("#definition-text").fill(big + zones);
  await expect(page.locator("#settings-error")).toHaveText("");
  await page.locator("#seat-1").selectOption("human");
  await page.locator("#start-game").click();
  await expect(page.locator("#turn")).toHaveText("White deploys");
  await page.locator('[data-tray="white"] [data-kind="K"]').click();
  await expect(page.locator("[data-square].target")).toHaveCount(8);
  await expect(page.locator(`${square("h1")}.target`)).toHaveCount(1);
  await shots(page, "bigarnhem-deploys");
  expect(errors).toEqual([]);
});
