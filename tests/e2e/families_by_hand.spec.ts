// Fairy-Stockfish's games of each family played by hand with the mouse in real Chromium
// (issue 64's "done when"): 20 moves or more of xiangqi, shogi (a promotion chosen in the
// picker, a piece dropped from the hand), crazyhouse (drops), atomic, three-check and
// flipello (every move a drop), each line played by the engine against itself
// (variantarium-cli, 30 ms a move) and replayed here move by move.
import { expect, test } from "@playwright/test";
import { playFsfLine, watchErrorsAndLoads as watchErrors } from "./helpers";

// Each game, its board's squares, the line, and its first move as the move list writes it
// (xiangqi in WXF notation, shogi in its Western notation, the rest algebraically).
const LINES: [string, number, string, string][] = [
  [
    "xiangqi",
    90,
    "h3e3 b10c8 e3g3 h8g8 h1i3 h10i8 i1h1 i10i9 h1h8 c8e9 h8h5 b8e8 b1c3 a10b10 b3a3 i9f9 " +
      "a1a2 b10b4 h5c5 b4b7 a2d2 e8a8 c5d5 e9c8",
    "C2.5",
  ],
  [
    // The bishop enters the zone on g7 and is promoted by choice; Black drops it on d5.
    "shogi",
    81,
    "c3c4 g7g6 b2g7+ h8g7 c1b2 B@d5 h2f2 d5c4 d1c2 c7c6 g1h2 c4e6 b3b4 b9c7 b1c3 g7e5 b2b3 " +
      "d7d6 f3f4 h9g7 e3e4 e5f6 f1e2 a7a6",
    "P-7f",
  ],
  [
    "crazyhouse",
    64,
    "e2e4 e7e5 d2d4 d8f6 g1f3 e5d4 c1g5 f6b6 d1d4 P@f6 g5e3 b8c6 d4b6 a7b6 b1c3 f8b4 P@d5 " +
      "b4c3 b2c3 Q@b2 Q@b1 b2c3 B@d2 c3a3",
    "e4",
  ],
  [
    "atomic",
    64,
    "e2e4 d7d5 d2d4 e7e5 h2h4 g7g6 g2g3 b8a6 h4h5 f7f5 f2f4 c7c6 f4e5 g6g5 e4e5 a6b4 c2c3 " +
      "b4a2 b2b4 b7b5 e5e6 f8e7 c3c4 f5f4",
    "e4",
  ],
  [
    "3check",
    64,
    "e2e4 e7e5 g1f3 b8c6 d2d4 e5d4 f3d4 g8f6 c1g5 h7h6 g5f6 d8f6 d4c6 b7c6 c2c3 a8b8 b2b3 " +
      "d7d5 d1f3 f6f3 g2f3 f8d6 b1d2 e8g8",
    "e4",
  ],
  [
    "flipello",
    64,
    "P@c5 P@c6 P@e3 P@f5 P@c7 P@d3 P@c3 P@d2 P@e1 P@b5 P@e6 P@c8 P@a5 P@a4 P@a3 P@f3 P@g3 " +
      "P@d7 P@e8 P@b6 P@g6 P@d1 P@c1 P@h7",
    "P@c5",
  ],
];

for (const [game, squares, line, first] of LINES) {
  test(`${game}: 24 moves by the mouse`, async ({ page }) => {
    test.setTimeout(120_000);
    const errors = watchErrors(page);
    await page.goto(`./#game=${game}`);
    await expect(page.locator("[data-square]")).toHaveCount(squares);
    await playFsfLine(page, line);
    // Every move is in the move list.
    await expect(page.locator(".moves [data-ply]")).toHaveCount(24);
    await expect(page.locator('.moves [data-ply="1"]')).toHaveText(first);
    await page.screenshot({ path: test.info().outputPath(`${game}.png`), fullPage: true });
    expect(errors).toEqual([]);
  });
}

test("three-check: the checks each side still gives are shown and said", async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto("./#game=3check");
  await expect(page.locator("[data-square]")).toHaveCount(64);
  const checks = page.locator('#counters [data-counter="checks"]');
  await expect(checks).toHaveText("Checks to giveWhite 3, Black 3");
  await playFsfLine(page, "e2e4 d7d6 f1b5");
  await expect(checks.locator("dd")).toHaveText("White 2, Black 3");
  await expect(page.locator("#announce")).toContainText("check, 2 more checks to give");
  expect(errors).toEqual([]);
});

test("a piece drawn as its letter says its moves on hover", async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto("./#game=shako");
  await expect(page.locator("[data-square]")).toHaveCount(100);
  // Shako's elephant (fers and alfil) has no picture of its own.
  const a2 = page.locator('[data-square="a2"]');
  await expect(a2.locator("title")).toHaveText(
    "fers alfil (E): steps one square diagonally (like a ferz); or jumps two squares diagonally",
  );
  await expect(a2.locator(".fairy-letter")).toHaveText("E");
  expect(errors).toEqual([]);
});
