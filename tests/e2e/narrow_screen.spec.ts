// Issue 31, item 6: a phone held upright, 360×640. The top bar is one row of at most 64 px,
// its less-used commands in a menu; in every game (the 16×16 ChessNim board included) the
// board, the mover's tray and the line that says what to do are all on the first screen,
// without scrolling. Screenshots are kept under test-results/narrow/.
import { expect, test, type Page } from "@playwright/test";
import { watchErrors } from "./helpers";

test.use({ viewport: { width: 360, height: 640 }, hasTouch: true, isMobile: true });

const SHOTS = "test-results/narrow";

// Whether the element `sel` lies wholly inside the 360×640 screen.
async function onScreen(page: Page, sel: string) {
  const b = await page.locator(sel).first().boundingBox();
  expect(b, `${sel} is drawn`).toBeTruthy();
  expect(b!.x, sel).toBeGreaterThanOrEqual(-0.5);
  expect(b!.y, sel).toBeGreaterThanOrEqual(-0.5);
  expect(b!.x + b!.width, sel).toBeLessThanOrEqual(360.5);
  expect(b!.y + b!.height, sel).toBeLessThanOrEqual(640.5);
}

async function topBarIsOneRow(page: Page) {
  const bar = await page.locator(".topbar").boundingBox();
  expect(bar!.height).toBeLessThanOrEqual(64);
  // Every command shown in the bar sits in that one row.
  const tops = await page
    .locator(".topbar button:visible")
    .evaluateAll((els) => els.map((e) => e.getBoundingClientRect().bottom));
  for (const t of tops) expect(t).toBeLessThanOrEqual(bar!.y + bar!.height + 0.5);
}

const GAMES: [string, string | null][] = [
  ["chessnim", null],
  ["chessnim-16x16", "#game=chessnim&size=16x16"],
  ["chessence", null],
  ["arnhem", null],
  ["nastyneighbours", null],
  ["vimes", null],
];

for (const [name, link] of GAMES) {
  test(`${name}: the board, the mover's tray and what to do fit 360×640`, async ({ page }) => {
    const errors = watchErrors(page);
    if (link) {
      await page.goto(`./${link}`);
    } else {
      await page.goto("./");
      await topBarIsOneRow(page);
      await page.locator(`[data-variant="${name}"] button`, { hasText: "New game" }).click();
      await page.locator("#start-game").click();
    }
    await expect(page.locator("main.game svg.board")).toBeVisible();
    await topBarIsOneRow(page);
    await onScreen(page, "main.game svg.board");
    await onScreen(page, "#turn");
    if (await page.locator(".tray.active").count()) await onScreen(page, ".tray.active");
    if (name === "arnhem") await onScreen(page, "#deploy-done");
    if (name.startsWith("chessnim")) await onScreen(page, "#free-count");
    const board = await page.locator("main.game svg.board").boundingBox();
    expect(board!.width).toBeGreaterThan(250);
    await page.screenshot({ path: `${SHOTS}/${name}.png` });
    expect(errors).toEqual([]);
  });
}

test("the menu holds the less-used commands and closes once one is used", async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto("./#game=chessnim&moves=K@b7");
  await expect(page.locator("main.game svg.board")).toBeVisible();
  await expect(page.locator("#undo")).toBeVisible();
  await expect(page.locator("#share-button")).toBeHidden();
  await page.locator("#menu-button").click();
  await expect(page.locator("#menu-button")).toHaveAttribute("aria-expanded", "true");
  for (const id of ["#new-game-button", "#redo", "#flip", "#share-button", "#theme"]) {
    await onScreen(page, id);
  }
  await page.screenshot({ path: `${SHOTS}/menu.png` });
  await page.locator("#flip").click();
  await expect(page.locator("#topbar-menu")).toBeHidden();
  await expect(page.locator("#flip")).toHaveAttribute("aria-pressed", "true");
  await page.locator("#menu-button").click();
  await page.locator("#theme").selectOption("contrast");
  await expect(page.locator(".app")).toHaveAttribute("data-theme", "contrast");
  await expect(page.locator("#topbar-menu")).toBeHidden();
  expect(errors).toEqual([]);
});

test("the new-game dialog's seats stay inside the dialog, names and selects in two columns", async ({
  page,
}) => {
  const errors = watchErrors(page);
  await page.goto("./");
  await page.locator('[data-variant="vimes"] button', { hasText: "New game" }).click();
  const dialog = (await page.locator("#new-game").boundingBox())!;
  const lefts: number[] = [];
  for (const i of [0, 1, 2]) {
    const b = (await page.locator(`#seat-${i}`).boundingBox())!;
    expect(b.x + b.width, `seat ${i}`).toBeLessThanOrEqual(dialog.x + dialog.width + 0.5);
    lefts.push(Math.round(b.x));
  }
  expect(new Set(lefts).size, "the selects line up").toBe(1);
  await page.locator("#seat-2").selectOption({ index: 3 });
  await onScreen(page, "#start-game");
  await page.screenshot({ path: `${SHOTS}/vimes-seats.png` });
  expect(errors).toEqual([]);
});

// A board between two trays keeps its own shape on a tall phone: its box is no taller than
// the drawing, so no empty band separates it from the trays above and below it.
for (const name of ["chessnim", "arnhem"]) {
  test(`${name}: at 360×740 the trays sit against the board, with no empty band`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto("./");
    await page.locator(`[data-variant="${name}"] button`, { hasText: "New game" }).click();
    await page.locator("#start-game").click();
    const svg = page.locator("main.game svg.board");
    await expect(svg).toBeVisible();
    const [, , w, h] = (await svg.getAttribute("viewBox"))!.split(" ").map(Number);
    const board = (await svg.boundingBox())!;
    // Never taller than the drawing (it may be narrower, where the screenful is short).
    expect(board.height).toBeLessThan((board.width * h) / w + 2);
    const top = (await page.locator(".tray-slot.top .tray").boundingBox())!;
    const bottom = (await page.locator(".tray-slot.bottom .tray").boundingBox())!;
    expect(board.y - (top.y + top.height)).toBeLessThan(12);
    expect(bottom.y - (board.y + board.height)).toBeLessThan(12);
    // ChessNim's square board has room for the screen's whole width.
    if (name === "chessnim") expect(board.width).toBeGreaterThan(330);
  });
}
