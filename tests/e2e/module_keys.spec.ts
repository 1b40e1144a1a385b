// The five games' module keys in a definition of your own (issue 32, KEYS.md), played in
// real Chromium with the mouse: each key on a board and army its game never had.
import { expect, test } from "@playwright/test";
import { dragBetween, square, tray, watchErrorsAndLoads as watchErrors } from "./helpers";

// ChessNim (x-freeSquareGoal, inherited from [chessnim]) on 5x5 with five kings a side.
const NIM5 = `[nim5:chessnim]
maxFile = 5
maxRank = 5
startFen = 5/5/5/5/5[KKKKKkkkkk] w - - 0 1
`;

// Each drop and the free squares after it, as the engine counts them (CN-5, CN-6).
const NIM5_GAME: [string, number][] = [
  ["c3", 16],
  ["a5", 13],
  ["e5", 10],
  ["a1", 7],
  ["e1", 4],
  ["c1", 3],
  ["c5", 2],
  ["a3", 1],
  ["e3", 0],
];

test("x-freeSquareGoal: ChessNim on 5x5 as your own game, dragged from the trays to the last free square", async ({
  page,
}) => {
  const errors = watchErrors(page);
  await page.goto("./");
  await page.locator("#new-own-game").click();
  await page.locator("#definition-text").fill(NIM5);
  await expect(page.locator("#settings-error")).toHaveText("");
  await page.locator("#start-game").click();

  await expect(page.locator("[data-square]")).toHaveCount(25);
  await expect(page.locator(".topbar-game")).toHaveText("nim5");
  // CN-9: the free squares are shown and counted, as in ChessNim.
  await expect(page.locator("#free-count")).toHaveText("Free squares: 25");
  await expect(page.locator("[data-square].free")).toHaveCount(25);

  for (const [i, [to, free]] of NIM5_GAME.entries()) {
    const side = i % 2 === 0 ? "white" : "black";
    if (i === 2) {
      // A drop onto a piece is refused with the engine's reason and changes nothing.
      await dragBetween(page, tray(side, "K"), square("c3"));
      await expect(page.locator("#message")).toHaveText("c3 is occupied");
      await expect(page.locator("#free-count")).toHaveText("Free squares: 13");
    }
    await dragBetween(page, tray(side, "K"), square(to));
    await expect(page.locator(`${square(to)} [data-piece]`)).toHaveCount(1);
    await expect(page.locator("#free-count")).toHaveText(`Free squares: ${free}`);
    await expect(page.locator("[data-square].free")).toHaveCount(free);
  }
  await expect(page.locator("#result")).toHaveText("White wins: no free square is left");
  await page.screenshot({ path: test.info().outputPath("nim5.png"), fullPage: true });
  expect(errors).toEqual([]);
});

// Nasty Neighbours (x-conquest, inherited from [nastyneighbours]) on 10x10.
const NN10 = `[nn10:nastyneighbours]
maxFile = 10
maxRank = 10
startFen = rNbQkQbNrN/pPpPpPpPpP/10/10/10/10/10/10/PpPpPpPpPp/RnBqKqBnRn w KQkq - 0 1
promotionRegionWhite = *10
promotionRegionBlack = *1
`;

const piece = (sq: string, letter: string) => `${square(sq)} [data-piece="${letter}"]`;

test("x-conquest: Nasty Neighbours on 10x10 as your own game, a capture conquers and the conquered pawn promotes", async ({
  page,
}) => {
  const errors = watchErrors(page);
  await page.goto("./");
  await page.locator("#new-own-game").click();
  await page.locator("#definition-text").fill(NN10);
  await expect(page.locator("#settings-error")).toHaveText("");
  await page.locator("#start-game").click();
  await expect(page.locator("[data-square]")).toHaveCount(100);
  await expect(page.locator(".topbar-game")).toHaveText("nn10");

  await dragBetween(page, square("g2"), square("g3"));
  await expect(page.locator("#turn")).toHaveText("Black to move");
  // Black's knight on h1 takes the pawn on g3 (NN-3): the pawn, now Black's, lands on h1,
  // Black's last rank, so Black chooses what it becomes.
  await dragBetween(page, square("h1"), square("g3"));
  await expect(page.locator("#promotion")).toBeVisible();
  await expect(page.locator("#promotion-title")).toContainText("the conquered pawn on h1");
  await page.locator('[data-promotion="Q"]').click();
  await expect(page.locator(piece("h1", "q"))).toHaveCount(1);
  await expect(page.locator(piece("g3", "n"))).toHaveCount(1);
  await expect(page.locator(square("h1"))).toHaveClass(/conquered/);
  await expect(page.locator("[data-square] [data-piece]")).toHaveCount(40);
  await expect(page.locator("#turn")).toHaveText("White to move");
  await page.screenshot({ path: test.info().outputPath("nn10.png"), fullPage: true });
  expect(errors).toEqual([]);
});

// Chessence (x-chessencePowers, inherited from [chessence]) on 8x8 without holes.
const CE8 = `[ce8:chessence]
maxFile = 8
maxRank = 8
startFen = kp6/ppp5/1pp5/8/8/5PP1/5PPP/6PK[PPPppp] w - - 0 1
dropRegionWhite = g1 f2 g2 h2 f3 g3
dropRegionBlack = b8 a7 b7 c7 b6 c6
`;

test("x-chessencePowers: Chessence on 8x8 as your own game, men move by their neighbours and drop at home", async ({
  page,
}) => {
  const errors = watchErrors(page);
  await page.goto("./");
  await page.locator("#new-own-game").click();
  await page.locator("#definition-text").fill(CE8);
  await expect(page.locator("#settings-error")).toHaveText("");
  await page.locator("#start-game").click();
  await expect(page.locator("[data-square]")).toHaveCount(64);
  await expect(page.locator(".topbar-game")).toHaveText("ce8");

  // CE-4: f2 has bishop power from g1 (diagonal friend): it runs up to b6 and takes.
  await dragBetween(page, square("f2"), square("b6"));
  await expect(page.locator(piece("b6", "P"))).toHaveCount(1);
  await expect(page.locator("#turn")).toHaveText("Black to move");
  // b8 stands diagonally next to a7: a7 takes back on b6 as a bishop.
  await dragBetween(page, square("a7"), square("b6"));
  await expect(page.locator(piece("b6", "p"))).toHaveCount(1);
  await expect(page.locator("[data-square] [data-piece]")).toHaveCount(12);
  // CE-5: a drop goes only on the dropper's six home squares; elsewhere it is refused
  // with the engine's reason and nothing changes.
  await dragBetween(page, tray("white", "P"), square("d4"));
  await expect(page.locator("#message")).toContainText("d4");
  await expect(page.locator(`${square("d4")} [data-piece]`)).toHaveCount(0);
  await dragBetween(page, tray("white", "P"), square("f2"));
  await expect(page.locator(piece("f2", "P"))).toHaveCount(1);
  await expect(page.locator("#turn")).toHaveText("Black to move");
  await page.screenshot({ path: test.info().outputPath("ce8.png"), fullPage: true });
  expect(errors).toEqual([]);
});

// Arnhem (x-secretDeployment, inherited from [arnhem] with its zones) with an archbishop
// instead of the chancellor.
const ARNHEM_A = `[arnhem-a:arnhem]
chancellor = -
archbishop = a
promotionPieceTypes = qrbna
startFen = 6/6/6/**2**/6/6/6[KQRBNAPPPPkqrbnapppp] w deploy - 0 1
`;

test("x-secretDeployment: Arnhem with an archbishop as your own game, deployed in secret by the mouse, then played", async ({
  page,
}) => {
  test.setTimeout(150_000);
  const errors = watchErrors(page);
  await page.goto("./");
  await page.locator("#new-own-game").click();
  await page.locator("#definition-text").fill(ARNHEM_A);
  await expect(page.locator("#settings-error")).toHaveText("");
  await page.locator("#start-game").click();
  await expect(page.locator("[data-square]")).toHaveCount(38);
  await expect(page.locator(".topbar-game")).toHaveText("arnhem-a");
  await expect(page.locator("#turn")).toHaveText("White deploys");

  const onBoard = page.locator("[data-square] [data-piece]");
  // AR-4 with the inherited zones: the archbishop goes on rank 1 only.
  await dragBetween(page, tray("white", "A"), square("f2"));
  await expect(page.locator("#message")).toContainText("rank 1");
  await expect(onBoard).toHaveCount(0);
  const white: [string, string][] = [
    ["K", "e1"], ["Q", "d1"], ["R", "a1"], ["B", "c1"], ["N", "b1"], ["A", "f1"],
    ["P", "a2"], ["P", "b2"], ["P", "e2"], ["P", "f2"],
  ];
  for (const [i, [kind, to]] of white.entries()) {
    await dragBetween(page, tray("white", kind), square(to));
    await expect(onBoard).toHaveCount(i + 1);
  }
  await page.locator("#deploy-done").click();
  await expect(page.locator("#cover")).toBeVisible();
  await page.locator("#cover-continue").click();
  await expect(page.locator("#turn")).toHaveText("Black deploys");
  // White's army is hidden while Black deploys.
  await expect(onBoard).toHaveCount(0);
  for (const [i, [kind, to]] of white.entries()) {
    const sq = to.replace("1", "7").replace("2", "6");
    await dragBetween(page, tray("black", kind), square(sq));
    await expect(onBoard).toHaveCount(i + 1);
  }
  await page.locator("#deploy-done").click();
  await expect(onBoard).toHaveCount(20);
  await expect(page.locator("#turn")).toHaveText("Black may make one change");
  await page.locator("#no-change").click();
  await expect(page.locator("#turn")).toHaveText("White to move");
  // The archbishop leaps as a knight.
  await dragBetween(page, square("f1"), square("e3"));
  await expect(page.locator(piece("e3", "A"))).toHaveCount(1);
  await expect(page.locator("#turn")).toHaveText("Black to move");
  await page.screenshot({ path: test.info().outputPath("arnhem-a.png"), fullPage: true });
  expect(errors).toEqual([]);
});

// Vimes Chess (x-players = 3, inherited from [vimes]) on 10x8 with Capablanca's army.
const VIMES10 = `[vimes10:vimes]
maxFile = 10
archbishop = a
chancellor = c
startFen = rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR w2 KQkq - 0 1
promotionPieceTypes = qcarbn
castlingKingsideFile = i
castlingQueensideFile = c
`;

test("x-players = 3: Vimes on 10x8 with Capablanca's army as your own game, three seats, the Republican's schedule by the mouse and the computer", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const errors = watchErrors(page);
  await page.goto("./");
  await page.locator("#new-own-game").click();
  await page.locator("#definition-text").fill(VIMES10);
  await expect(page.locator("#settings-error")).toHaveText("");
  // Three seats, named by their roles (VI-1).
  await expect(page.locator(".seat-name")).toHaveText([
    "White (Royalist)",
    "Black (Royalist)",
    "Republican",
  ]);
  await page.locator("#start-game").click();
  await expect(page.locator("[data-square]")).toHaveCount(80);
  await expect(page.locator(".topbar-game")).toHaveText("vimes10");
  await expect(page.locator("#turn")).toHaveText("White to move");
  await expect(page.locator("#schedule")).toHaveText("Republican moves after 2 more Royalist moves");
  await expect(page.locator("#vimes-players [data-player]")).toHaveCount(3);

  // W1: the chancellor leaps as a knight; B1: the archbishop too.
  await dragBetween(page, square("h1"), square("i3"));
  await expect(page.locator(piece("i3", "C"))).toHaveCount(1);
  await dragBetween(page, square("c8"), square("d6"));
  await expect(page.locator(piece("d6", "a"))).toHaveCount(1);
  await expect(page.locator("#turn")).toHaveText("Republican to move");
  // The Republican may not touch a piece (VI-4): the engine's reason, nothing moves.
  await dragBetween(page, square("i3"), square("h5"));
  await expect(page.locator("#message")).toHaveText(
    "the Republican moves only pawns and Republican-only units, not the piece on i3",
  );
  await expect(page.locator(piece("i3", "C"))).toHaveCount(1);
  // It moves a white pawn two squares in White's direction.
  await dragBetween(page, square("e2"), square("e4"));
  await expect(page.locator(piece("e4", "P"))).toHaveCount(1);
  await expect(page.locator("#turn")).toHaveText("White to move");
  await expect(page.locator("#schedule")).toHaveText("Republican moves after 3 more Royalist moves");

  // A new game of the same definition with the computer as the Republican: after W1 and
  // B1 by the mouse it moves a pawn by itself.
  await page.locator("#new-game-button").click();
  await expect(page.locator(".seat-name")).toHaveCount(3);
  await page.locator("#seat-2").selectOption("computer:100");
  await page.locator("#start-game").click();
  await expect(page.locator("#turn")).toHaveText("White to move");
  await dragBetween(page, square("b1"), square("c3"));
  await dragBetween(page, square("i8"), square("h6"));
  await expect(page.locator("#turn")).toHaveText("White to move", { timeout: 30_000 });
  // Its move was a pawn's: no pawn of either colour stands where all twenty did.
  const home = [..."abcdefghij"].flatMap((f) => [`${f}2`, `${f}7`]);
  let pawnsHome = 0;
  for (const sq of home) pawnsHome += await page.locator(`${square(sq)} [data-piece]`).count();
  expect(pawnsHome).toBe(19);
  await expect(page.locator("[data-square] [data-piece]")).toHaveCount(40);
  await page.screenshot({ path: test.info().outputPath("vimes10.png"), fullPage: true });
  expect(errors).toEqual([]);
});
