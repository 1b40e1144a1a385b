// Issue 63: a chessvariants.com page's Interactive Diagram played here, in real Chromium
// with the mouse: pasted into the own-game dialog (which says what it is and can show it
// as variants.ini), started and played; and embedded in a page by one iframe whose link
// carries the diagram (embed-example.html's Omega Chess).
import { expect, test } from "@playwright/test";
import { readFileSync } from "node:fs";
import { dragBetween, square, watchErrorsAndLoads as watchErrors } from "./helpers";

const ARCH_CHANCELLOR = readFileSync("engine/tests/diagrams/arch-chancellor-8x8-plain.txt", "utf8");

test("a diagram pasted into the own-game dialog plays, and shows as variants.ini", async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto("./");
  await page.locator("#new-own-game").click();
  await page.locator("#definition-text").fill(ARCH_CHANCELLOR);
  await expect(page.locator("#diagram-note")).toContainText("Interactive Diagram");
  await expect(page.locator("#settings-error")).toHaveText("");
  await expect(page.locator("#definition-preview svg")).toBeVisible();
  // Its pieces, as the diagram names them by their moves.
  await expect(page.locator(".pieces-table")).toContainText("BN");

  // A parameter we cannot play is refused by name, and Start waits.
  await page.locator("#definition-text").fill(`shuffle=RNBQK\n${ARCH_CHANCELLOR}`);
  await expect(page.locator("#settings-error")).toContainText("line 1: shuffle:");
  await expect(page.locator("#start-game")).toBeDisabled();

  await page.locator("#definition-text").fill(ARCH_CHANCELLOR);
  await page.locator("#diagram-to-ini").click();
  await expect(page.locator("#definition-text")).toHaveValue(/\[archanc\]\nmaxFile = 8/);
  await expect(page.locator("#definition-text")).toHaveValue(/startFen = rcaqkacr\/pppppppp/);
  await expect(page.locator("#diagram-note")).toHaveCount(0);

  await page.locator("#definition-text").fill(ARCH_CHANCELLOR);
  await page.locator("#start-game").click();
  await expect(page.locator(".topbar-game")).toHaveText("archanc");
  await expect(page.locator(`${square("c1")} [data-piece]`)).toHaveCount(1);
  await dragBetween(page, square("e2"), square("e4"));
  await expect(page.locator(`${square("e4")} [data-piece]`)).toHaveCount(1);
  await expect(page.locator("#turn")).toHaveText("Black to move");
  // The chancellor leaps as a knight.
  await dragBetween(page, square("b8"), square("c6"));
  await expect(page.locator(`${square("c6")} [data-piece]`)).toHaveCount(1);
  expect(errors).toEqual([]);
});

test("a page embeds a diagram's game by one iframe: Omega Chess plays", async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto("embed-example.html");
  await page.locator("#frame-diagram").scrollIntoViewIfNeeded();
  const frame = page.frameLocator("#frame-diagram");
  await expect(frame.locator("svg.board")).toBeVisible();
  await expect(frame.locator("#turn")).toHaveText("White to move");
  // The wizard in its corner square leaps as a camel.
  const from = frame.locator('[data-square="a1"]');
  const to = frame.locator('[data-square="b4"]');
  const a = await from.boundingBox();
  const b = await to.boundingBox();
  expect(a && b).toBeTruthy();
  if (a && b) {
    await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
    await page.mouse.down();
    await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 8 });
    await page.mouse.up();
  }
  await expect(frame.locator('[data-square="b4"] [data-piece]')).toHaveCount(1);
  await expect(frame.locator("#turn")).toHaveText("Black to move");
  await page.locator("#frame-diagram").screenshot({ path: test.info().outputPath("omega.png") });
  expect(errors).toEqual([]);
});

test("a piece that moves in legs: its move diagram marks the squares it passes, and it plays", async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto("./");
  await page.locator("#new-own-game").click();
  // The mao (afsW): a step, then one diagonally outward, blocked on its first square.
  await page.locator("#definition-text").fill("satellite=maos files=5 ranks=5 king::::c1 mao:M:afsW::b1");
  await expect(page.locator("#settings-error")).toHaveText("");
  await page.locator('tr[data-letter="M"] .show-moves').click();
  const diagram = page.locator("#move-diagram");
  await expect(diagram).toBeVisible();
  await expect(diagram.locator('[data-reach="pass"]')).toHaveCount(4);
  await expect(diagram.locator('[data-reach="move capture"]')).toHaveCount(8);
  await page.locator("#start-game").click();
  await expect(page.locator(".topbar-game")).toHaveText("maos");
  // From b1 the leap to d2 passes c1, where its king stands: refused; by b2 to c3: made.
  await dragBetween(page, square("b1"), square("d2"));
  await expect(page.locator(`${square("b1")} [data-piece]`)).toHaveCount(1);
  await dragBetween(page, square("b1"), square("c3"));
  await expect(page.locator(`${square("c3")} [data-piece]`)).toHaveCount(1);
  await expect(page.locator("#turn")).toHaveText("Black to move");
  expect(errors).toEqual([]);
});
