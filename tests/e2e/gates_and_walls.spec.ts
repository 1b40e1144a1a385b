// Gates and walls made by hand (issue 64, item 3; src/hand_moves.rs), in real Chromium with
// the mouse: Seirawan chess, where a piece leaving its gate may bring a hawk or an elephant
// in from the hand (asked in the picker after the drag), and Isolation, where every move
// then walls off a square (marked on the board, chosen by a click); Duck Chess as a wiki
// author writes it, its duck dragged to its next square.
import { expect, test } from "@playwright/test";
import { dragBetween, playFsfLine, square, watchErrorsAndLoads as watchErrors } from "./helpers";

// Played by the engine against itself (variantarium-cli, 30 ms a move): a knight and the
// queen bring an elephant and a hawk in, and the pieces that could have and did not say so
// in the picker.
const SEIRAWAN =
  "e2e3 g8f6 c2c4 b8c6 b1c3h d7d5 c4d5 f6d5 d1b3 c8e6 b3b7 d8d6e b7a6 d8b8 b1e4 b8a6 f1a6 " +
  "c6b4 e4d6 e7d6 a6e2 f8e7 g1f3 b4c2";

test("seirawan: gates chosen in the picker after the drag, 24 moves by the mouse", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const errors = watchErrors(page);
  await page.goto("./#game=seirawan");
  await expect(page.locator("[data-square]")).toHaveCount(64);
  // The first gate: the knight's drag asks what comes in behind it (the hawk is the
  // definition's archbishop, the elephant its chancellor).
  await dragBetween(page, square("b1"), square("c3"));
  await expect(page.locator("#promotion-title")).toHaveText("b1–c3: bring a piece in from the hand?");
  await expect(page.locator("[data-promotion]")).toHaveCount(3);
  await expect(page.locator('[data-promotion="Hb1"]')).toHaveAccessibleName("archbishop on b1");
  // Cancel: the knight goes back, nothing is played.
  await page.locator("#promotion-cancel").click();
  await expect(page.locator(`${square("b1")} [data-piece="N"]`)).toHaveCount(1);
  await expect(page.locator("#turn")).toHaveText("White to move");

  await playFsfLine(page, SEIRAWAN);
  // The hawk came in on b1 and went on to e4 and d6; the elephant on d8 went to b8, a6.
  await expect(page.locator(`${square("d6")} [data-piece]`)).toHaveCount(1);
  await expect(page.locator(".moves")).toContainText("Nc3");
  await page.screenshot({ path: test.info().outputPath("seirawan.png"), fullPage: true });
  expect(errors).toEqual([]);
});

// Played by the engine against itself (variantarium-cli, 30 ms a move).
const ISOLATION =
  "c1c2,c2b1 d8d7,d7b6 c2c3,c3e5 d7c6,c6d4 c3b3,b3f2 c6d6,d6a5 b3c3,c3c5 d6e7,e7f7 " +
  "c3b3,b3d6 e7f6,f6c4 b3b4,b4f1 f6e6,e6d3 b4a4,a4d5 e6d7,d7b4 a4a3,a3c6 d7d8,d8b2 " +
  "a3b3,b3d7 d8e7,e7c3 b3a3,a3f6 e7d8,d8b5";

test("isolation: each move then walls a marked square off, 20 moves by the mouse", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const errors = watchErrors(page);
  await page.goto("./#game=isolation");
  await expect(page.locator("[data-square]")).toHaveCount(48);
  // The king's step, then the wall: the king is shown on c2, the wall's squares marked;
  // a square not marked is refused; Escape takes the step back.
  await dragBetween(page, square("c1"), square("c2"));
  await expect(page.locator("#message")).toContainText("Place the wall");
  await expect(page.locator(`${square("c2")} [data-piece]`)).toHaveCount(1);
  // c1, the square left, is outside the walling region.
  await page.locator(square("c1")).click();
  await expect(page.locator("#message")).toContainText("A wall may not go on c1");
  await page.keyboard.press("Escape");
  await expect(page.locator(`${square("c1")} [data-piece]`)).toHaveCount(1);
  await expect(page.locator("[data-square].target")).toHaveCount(0);

  await playFsfLine(page, ISOLATION);
  await expect(page.locator("[data-wall]")).toHaveCount(20);
  await expect(page.locator(square("b1"))).toHaveAccessibleName(/b1, wall/);
  await page.screenshot({ path: test.info().outputPath("isolation.png"), fullPage: true });
  expect(errors).toEqual([]);
});

test("duck chess as your own game: the duck placed by a click, then dragged on", async ({
  page,
}) => {
  const errors = watchErrors(page);
  await page.goto("./");
  await page.locator("#new-own-game").click();
  await page.locator("#definition-text").fill("[duck:chess]\nwallingRule = duck\n");
  await expect(page.locator("#settings-error")).toHaveText("");
  await page.locator("#start-game").click();
  await expect(page.locator("[data-square]")).toHaveCount(64);

  await dragBetween(page, square("e2"), square("e4"));
  await expect(page.locator("#message")).toContainText("Place the wall");
  await page.locator(square("d5")).click();
  await expect(page.locator("#turn")).toHaveText("Black to move");
  await expect(page.locator(`${square("d5")} [data-wall]`)).toHaveCount(1);
  await expect(page.locator(square("d5"))).toHaveAccessibleName(/d5, the duck/);
  // Drawn: the duck's shape came from web/pieces-more.svg (a sprite the browser could not
  // read would leave the square looking empty).
  await expect
    .poll(() => page.locator("[data-wall]").evaluate((u) => (u as SVGGraphicsElement).getBBox().width))
    .toBeGreaterThan(10);

  // Black's pawn, then the duck dragged from d5 to f3.
  await dragBetween(page, square("e7"), square("e5"));
  await expect(page.locator(`${square("d5")} [data-wall]`)).toHaveCount(1);
  await dragBetween(page, square("d5"), square("f3"));
  await expect(page.locator("#turn")).toHaveText("White to move");
  await expect(page.locator("[data-wall]")).toHaveCount(1);
  await expect(page.locator(`${square("f3")} [data-wall]`)).toHaveCount(1);
  // The knight may not go where the duck stands.
  await dragBetween(page, square("g1"), square("f3"));
  await expect(page.locator("#turn")).toHaveText("White to move");
  await expect(page.locator("#promotion")).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath("duck.png"), fullPage: true });
  expect(errors).toEqual([]);
});
