// The JavaScript package used as a page author (or a Node script) would use it: built with
// `wasm-pack build engine-js --target nodejs --out-dir pkg-node`, then
// `node engine-js/tests/node.mjs`. Checks the perft figures of ../shared/PERFT.md, push/pop/
// FEN round trips, errors for bad input, the readable notation and the computer's move.
// Exits non-zero on the first failure. scripts/test.sh runs it.
import assert from "node:assert/strict";
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);
const { variants, loadVariantConfig, Board } = require("../pkg-node/variantarium_engine.js");

let checks = 0;
function check(name, f) {
  f();
  checks++;
  console.log(`ok - ${name}`);
}

check("variants() lists the five games, then Fairy-Stockfish's built-ins we play", () => {
  const names = variants().split(" ");
  assert.deepEqual(names.slice(0, 5), ["chessnim", "chessence", "arnhem", "nastyneighbours", "vimes"]);
  for (const n of ["chess", "shogi", "xiangqi", "crazyhouse", "atomic", "ataxx", "isolation"]) {
    assert.ok(names.includes(n), n);
  }
  // All 119 of its built-ins, bughouse's one board and janggi too.
  assert.ok(names.includes("bughouse") && names.includes("janggi"));
});

check("Fairy-Stockfish's built-ins play by name, moves written as it writes them", () => {
  const shogi = new Board("shogi");
  assert.equal(shogi.fen(), "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL[] w - - 0 1");
  assert.equal(shogi.perft(1), 30);
  assert.ok(shogi.legalMoves().split(" ").includes("g3g4"));
  shogi.free();
  // Isolation: each move walls a square off, written as Fairy-Stockfish writes it.
  const iso = new Board("isolation");
  assert.ok(iso.legalMoves().split(" ").includes("c1c2,c2c3"));
  assert.ok(iso.push("c1c2,c2c3"));
  assert.equal(iso.moveStack(), "c1c2,c2c3");
  assert.ok(iso.fen().startsWith("3p2/6/6/6/6/2*3/2P3/6 b"));
  iso.free();
  // Janggi: its start, and a pass written as Fairy-Stockfish writes it (the king to itself).
  const janggi = new Board("janggi");
  assert.equal(janggi.perft(1), 32);
  assert.ok(janggi.legalMoves().split(" ").includes("e2e2"));
  janggi.free();
  assert.throws(() => new Board("nosuchgame"), /nosuchgame/);
});

// ../shared/PERFT.md, every row (depths kept short enough for a test).
const PERFT = [
  ["chessence", "kp4/ppp2*/1pp1*1/2*3/1*2*1/3*2/1*1PP1/*2PPP/4PK[PPPppp] w - - 0 1", [36, 1294, 46194]],
  ["arnhem", "rnbqkc/2pp2/1p2p1/**2**/1P2P1/2PP2/RNBQKC[] w - - 0 1", [16, 254, 4487, 77802]],
  ["arnhem", "rnbq1c/2pp1k/1p2p1/**P1**/RP2P1/3PQK/1NB2C[] w - - 5 6", [15, 240, 4084, 68220]],
  ["nastyneighbours", "rNbQkQbNr/pPpPpPpPp/9/9/9/9/PpPpPpPpP/RnBqKqBnR w KQkq - 0 1", [11, 141, 2284, 39297]],
  ["vimes", "", [20, 400, 12064]],
  ["arnhem", "4k1/1P1n2/6/**2**/c5/4p1/K2R2[] w - - 0 1", [1, 25, 436, 8655]],
];
for (const [variant, fen, counts] of PERFT) {
  check(`perft ${variant} ${fen || "start"}`, () => {
    const b = new Board(variant, fen || undefined);
    counts.forEach((n, i) => assert.equal(b.perft(i + 1), n, `depth ${i + 1}`));
    b.free();
  });
}

check("ChessNim's reference game (CN-9): free squares after each drop", () => {
  const b = new Board("chessnim", undefined, { material: "K:K:*" });
  const drops = "K@b7 K@e7 K@g7 K@g4 K@d4 K@b4 K@b2 K@c3 K@f3 K@f1 K@d2 K@h2".split(" ");
  const free = [55, 46, 40, 31, 22, 16, 10, 9, 6, 3, 2, 0];
  drops.forEach((d, i) => {
    assert.ok(b.push(d), d);
    const n = b.freeSquares() === "" ? 0 : b.freeSquares().split(" ").length;
    assert.equal(n, free[i], `after ${d}`);
  });
  assert.ok(b.isGameOver());
  assert.equal(b.result(), "0-1", "Black's last drop leaves no free square");
});

check("push, pop and FEN round trips; an illegal move changes nothing", () => {
  const b = new Board("nastyneighbours");
  const start = b.fen();
  const moves = [];
  for (let i = 0; i < 12 && !b.isGameOver(); i++) {
    const legal = b.legalMoves().split(" ");
    const m = legal[(i * 7) % legal.length];
    const before = b.fen();
    assert.equal(b.push("a1a9"), false);
    assert.equal(b.fen(), before);
    assert.ok(b.push(m), m);
    moves.push(m);
    // The FEN reads back as the same position.
    assert.equal(new Board("nastyneighbours", b.fen()).fen(), b.fen());
  }
  assert.equal(b.moveStack(), moves.join(" "));
  while (b.pop() !== undefined) {}
  assert.equal(b.fen(), start);
});

check("bad input throws an Error with the reason", () => {
  assert.throws(() => new Board("checkers"), /unknown game 'checkers'/);
  assert.throws(() => new Board("arnhem", "not a fen"), Error);
  assert.throws(() => new Board("chessnim", undefined, { size: "99x2" }), Error);
  assert.throws(() => new Board("chessnim", undefined, { colour: "red" }), /unknown option 'colour'/);
  assert.throws(() => new Board("chessnim", undefined, { deploy: "quick" }), /an option of Arnhem Chess, not of ChessNim/);
  assert.throws(() => new Board("arnhem", undefined, { deploy: "maybe" }), /deploy: 'maybe' should be secret or quick/);
  const b = new Board("chessnim");
  assert.throws(() => b.setFen("08/8/8/8/8/8/8/8[K*k*] w - - 0 1"), /leading 0/);
  assert.equal(b.whyIllegal("e2e4").length > 0, true);
});

check("game names and options read as in links, records and the CLI (one table)", () => {
  const quick = new Board("Arnhem Chess", undefined, { deploy: "quick" });
  assert.equal(new Board("arnhem", undefined, { Deployment: "no" }).fen(), quick.fen());
  assert.notEqual(new Board("arnhem").fen(), quick.fen());
  const small = new Board("ChessNim", undefined, { size: "5x4", holes: "c2 d3", pawns: "false" });
  assert.equal(small.holes(), new Board("chessnim", undefined, { ChessNimSize: "5x4", holes: "c2,d3" }).holes());
});

check("Vimes: three players, the Republican is 'r'", () => {
  const b = new Board("vimes");
  assert.ok(b.push("e2e4"));
  assert.ok(b.push("e7e5"));
  assert.equal(b.turn(), "r");
  assert.ok(b.legalMovesSan().split(" ").includes("d4"));
});

check("Arnhem: the board's holes, pieces and hands for a page to draw", () => {
  const b = new Board("arnhem");
  assert.equal(b.holes(), "a4 b4 e4 f4");
  assert.equal(b.width(), 6);
  assert.equal(b.height(), 7);
  assert.match(b.pieceKinds(), /^C chancellor RN$/m);
  assert.equal(b.hands(), "KQRBNCPPPPkqrbncpppp");
});

check("bestMove answers a legal move and finds a mate in one", () => {
  const b = new Board("chessence");
  const m = b.bestMove({ nodes: 3000 });
  assert.ok(b.legalMoves().split(" ").includes(m), m);
  const mate = new Board("arnhem", "k5/6/1K4/**2**/6/6/3R2[] w - - 0 1");
  assert.equal(mate.bestMove({ depth: 2 }), "d1d7");
  assert.ok(mate.push("d1d7"));
  assert.equal(mate.result(), "1-0");
  assert.equal(mate.resultReason(), "White wins: checkmate");
  assert.throws(() => b.bestMove({ depth: "deep" }), /depth must be a number/);
});

check("loadVariantConfig: a Capablanca definition plays, with Fairy-Stockfish's perft", () => {
  // engine/tests/definitions/capablanca.ini; figures from engine/tests/perft/definitions.
  const text = [
    "[capa10x8:chess]",
    "maxFile = 10",
    "archbishop = a",
    "chancellor = c",
    "startFen = rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR w KQkq - 0 1",
    "promotionPieceTypes = qcarbn",
    "castlingKingsideFile = i",
    "castlingQueensideFile = c",
  ].join("\n");
  assert.equal(loadVariantConfig(text), "capa10x8");
  assert.ok(variants().endsWith(" capa10x8"));
  const b = new Board("capa10x8");
  assert.equal(b.variant(), "capa10x8");
  assert.equal(b.fen(), "rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR w KQkq - 0 1");
  [28, 784, 25228].forEach((n, i) => assert.equal(b.perft(i + 1), n, `depth ${i + 1}`));
  assert.ok(b.push("e2e4"));
  assert.ok(b.legalMoves().split(" ").length > 0);
  b.free();
  // A mistake names its line; nothing is loaded.
  assert.throws(() => loadVariantConfig("[mine:chess]\nmaxRank = 99\n"), /line 2: maxRank/);
  assert.ok(!variants().includes("mine"));
  assert.throws(() => new Board("capa10x8", undefined, { size: "8x8" }), /its options are its keys/);
});

check("loadVariantConfig: an Interactive Diagram text (issue 63) plays as the game it shows", () => {
  // engine/tests/diagrams/arch-chancellor-8x8-plain.txt, its display parameters left out.
  const text = "satellite=archanc files=8 ranks=8 maxPromote=1 promoZone=1 promoChoice=QCAR " +
    "pawn::ifmnDfmWfceF::a2-h2 rook::::a1,h1 archbishop:::cardinal:c1,f1 chancellor::::b1,g1 " +
    "queen::::d1 king::KisO2::e1";
  assert.equal(loadVariantConfig(text), "archanc");
  const b = new Board("archanc");
  assert.equal(b.fen(), "rcaqkacr/pppppppp/8/8/8/8/PPPPPPPP/RCAQKACR w KQkq - 0 1");
  assert.ok(b.perft(2) > 0);
  b.free();
  assert.throws(() => loadVariantConfig("files=8 shuffle=NBRQ king::::e1"), /line 1: shuffle/);
});

check("loadVariantConfig: ChessNim on 10x10 (x-freeSquareGoal) plays with its free squares", () => {
  // engine/tests/definitions/modules.ini; figures from engine/tests/perft/modules/nim10.perft.
  const text = [
    "[nim10:chessnim]",
    "maxFile = 10",
    "maxRank = 10",
    "startFen = 10/10/10/10/10/10/10/10/10/10[KQRRBBNNPPPPPPPPkqrrbbnnpppppppp] w - - 0 1",
  ].join("\n");
  assert.equal(loadVariantConfig(text), "nim10");
  const b = new Board("nim10");
  assert.equal(b.freeSquares().split(" ").length, 100);
  [600, 349306].forEach((n, i) => assert.equal(b.perft(i + 1), n, `depth ${i + 1}`));
  assert.ok(b.push("Q@e5"));
  assert.ok(!b.freeSquares().split(" ").includes("e6"));
  assert.ok(b.legalMoves().split(" ").every((m) => m.includes("@")), "drops only");
  const m = b.bestMove({ nodes: 20000 });
  assert.ok(b.legalMoves().split(" ").includes(m), m);
  b.free();
  assert.throws(
    () => loadVariantConfig("[royalnim:chessnim]\nking = k\ncommoner = -\n"),
    /x-freeSquareGoal/,
  );
});

check("loadVariantConfig: Nasty Neighbours on 10x10 (x-conquest): a capture conquers", () => {
  // engine/tests/definitions/modules.ini; figures from engine/tests/perft/modules/nn10.perft.
  const text = [
    "[nn10:nastyneighbours]",
    "maxFile = 10",
    "maxRank = 10",
    "startFen = rNbQkQbNrN/pPpPpPpPpP/10/10/10/10/10/10/PpPpPpPpPp/RnBqKqBnRn w KQkq - 0 1",
    "promotionRegionWhite = *10",
    "promotionRegionBlack = *1",
  ].join("\n");
  assert.equal(loadVariantConfig(text), "nn10");
  const b = new Board("nn10");
  [14, 219, 4605].forEach((n, i) => assert.equal(b.perft(i + 1), n, `depth ${i + 1}`));
  assert.ok(b.push("g2g3"));
  assert.ok(b.push("h1g3q"));
  assert.equal(b.fen(), "rNbQkQbNrN/pPpPpPpPpP/10/10/10/10/10/6n3/PpPpPp1pPp/RnBqKqBq~Rn w KQkq - 0 2");
  const m = b.bestMove({ nodes: 20000 });
  assert.ok(b.legalMoves().split(" ").includes(m), m);
  b.free();
  assert.throws(() => loadVariantConfig("[c:chess]\nx-conquest = true\n"), /enPassantRegion = -/);
});

check("loadVariantConfig: Chessence on 8x8 (x-chessencePowers): men move by their neighbours", () => {
  // engine/tests/definitions/modules.ini; figures from engine/tests/perft/modules/ce8.perft.
  const text = [
    "[ce8:chessence]",
    "maxFile = 8",
    "maxRank = 8",
    "startFen = kp6/ppp5/1pp5/8/8/5PP1/5PPP/6PK[PPPppp] w - - 0 1",
    "dropRegionWhite = g1 f2 g2 h2 f3 g3",
    "dropRegionBlack = b8 a7 b7 c7 b6 c6",
  ].join("\n");
  assert.equal(loadVariantConfig(text), "ce8");
  const b = new Board("ce8");
  [63, 3915].forEach((n, i) => assert.equal(b.perft(i + 1), n, `depth ${i + 1}`));
  assert.ok(b.push("f2b6"), "f2 takes b6 by its bishop power");
  assert.ok(b.push("a7b6"), "a7 takes back by its bishop power (b8)");
  assert.equal(b.fen(), "kp6/1pp5/1pp5/8/8/5PP1/6PP/6PK[PPPppp] w - - 0 2");
  const m = b.bestMove({ nodes: 20000 });
  assert.ok(b.legalMoves().split(" ").includes(m), m);
  b.free();
  assert.throws(() => loadVariantConfig("[c:chess]\nx-chessencePowers = true\n"), /customPiece1 = m:/);
});

check("loadVariantConfig: Arnhem with an archbishop (x-secretDeployment): deploys in secret, then plays", () => {
  // engine/tests/definitions/modules.ini; figures from engine/tests/perft/modules/arnhem-a.perft.
  const text = [
    "[arnhem-a:arnhem]",
    "chancellor = -",
    "archbishop = a",
    "promotionPieceTypes = qrbna",
    "startFen = 6/6/6/**2**/6/6/6[KQRBNAPPPPkqrbnapppp] w deploy - 0 1",
  ].join("\n");
  assert.equal(loadVariantConfig(text), "arnhem-a");
  const b = new Board("arnhem-a");
  [46, 1980].forEach((n, i) => assert.equal(b.perft(i + 1), n, `depth ${i + 1}`));
  assert.ok(!b.push("P@c4"), "a pawn is not deployed on the bridge");
  for (const m of ["K@e1", "Q@d1", "R@a1", "B@c1", "N@b1", "A@f1", "P@a2", "P@b2", "P@e2", "P@f2", "pass"]) {
    assert.ok(b.push(m), m);
  }
  for (const m of ["k@e7", "q@d7", "r@a7", "b@c7", "n@b7", "a@f7", "p@a6", "p@b6", "p@e6", "p@f6", "pass", "pass"]) {
    assert.ok(b.push(m), m);
  }
  assert.equal(b.fen(), "rnbqka/pp2pp/6/**2**/6/PP2PP/RNBQKA[] w - - 0 1");
  assert.ok(b.legalMoves().split(" ").includes("f1e3"), "the archbishop leaps as a knight");
  b.free();
  assert.throws(
    () => loadVariantConfig("[d:chess]\nstartFen = 8/8/8/8/8/8/8/8[KQRRBBNNPPPPPPPPkqrrbbnnpppppppp] w deploy - 0 1\nx-secretDeployment = true\n"),
    /castling = false/,
  );
});

check("loadVariantConfig: Vimes on 10x8 with Capablanca's army (x-players = 3): three players", () => {
  // engine/tests/definitions/modules.ini; figures from engine/tests/perft/modules/vimes10.perft.
  const text = [
    "[vimes10:vimes]",
    "maxFile = 10",
    "archbishop = a",
    "chancellor = c",
    "startFen = rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR w2 KQkq - 0 1",
    "promotionPieceTypes = qcarbn",
    "castlingKingsideFile = i",
    "castlingQueensideFile = c",
  ].join("\n");
  assert.equal(loadVariantConfig(text), "vimes10");
  const b = new Board("vimes10");
  [28, 784, 30108].forEach((n, i) => assert.equal(b.perft(i + 1), n, `depth ${i + 1}`));
  assert.ok(b.push("h1i3"), "the chancellor leaps as a knight");
  assert.ok(b.push("c8d6"), "the archbishop too");
  assert.equal(b.turn(), "r");
  assert.ok(!b.push("i3h5"), "the Republican moves no piece (VI-4)");
  assert.ok(b.push("e2e4"), "it moves a white pawn in White's direction");
  assert.equal(b.fen(), "rn1bqkbcnr/pppppppppp/3a6/10/4P5/8C1/PPPP1PPPPP/RNABQKB1NR w3 KQkq - 0 2");
  const m = b.bestMove({ nodes: 20000 });
  assert.ok(b.legalMoves().split(" ").includes(m), m);
  b.free();
  assert.throws(() => loadVariantConfig("[v:vimes]\npieceDrops = true\n"), /x-players = 3.*pieceDrops/);
});

console.log(`engine-js node: ${checks} checks passed`);
