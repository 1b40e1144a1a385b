// engine-example.html: the engine's JavaScript package used by a plain page (no app code).
import init, { variants, Board } from "./engine/variantarium_engine.js";

const $ = (id) => document.getElementById(id);
let board = null;

function draw() {
  const w = board.width();
  const h = board.height();
  const holes = new Set(board.holes().split(" ").filter(Boolean));
  const pieces = new Map(
    board.pieces().split(" ").filter(Boolean).map((p) => p.split(":")),
  );
  const grid = $("board");
  grid.style.gridTemplateColumns = `repeat(${w}, 2.4rem)`;
  grid.replaceChildren();
  for (let rank = h; rank >= 1; rank--) {
    for (let file = 0; file < w; file++) {
      const name = String.fromCharCode(97 + file) + rank;
      const cell = document.createElement("div");
      cell.dataset.square = name;
      if (holes.has(name)) {
        cell.className = "hole";
      } else {
        cell.className = (file + rank) % 2 === 0 ? "light" : "dark";
        const p = pieces.get(name);
        if (p) {
          cell.textContent = p;
          cell.classList.add(p[0] === p[0].toUpperCase() ? "white" : "black");
        }
      }
      grid.append(cell);
    }
  }
  $("fen").textContent = board.fen();
  $("moves").textContent = board.moveStack();
  const legal = board.legalMoves().split(" ").filter(Boolean).length;
  $("status").textContent = board.isGameOver()
    ? `Game over: ${board.resultReason()} (${board.result()})`
    : `${{ w: "White", b: "Black", r: "Republican" }[board.turn()]} to move, ` +
      `${legal} legal moves${board.isCheck() ? ", in check" : ""}`;
}

function start(name) {
  if (board) board.free();
  board = new Board(name, undefined, name === "arnhem" ? { deploy: "quick" } : undefined);
  draw();
}

function randomMove() {
  const legal = board.legalMoves().split(" ").filter(Boolean);
  if (legal.length === 0) return false;
  board.push(legal[Math.floor(Math.random() * legal.length)]);
  return true;
}

await init();
for (const name of variants().split(" ")) {
  const option = document.createElement("option");
  option.value = option.textContent = name;
  $("variant").append(option);
}
$("variant").addEventListener("change", (e) => start(e.target.value));
$("random-move").addEventListener("click", () => { randomMove(); draw(); });
$("play-ten").addEventListener("click", () => {
  for (let i = 0; i < 10 && randomMove(); i++);
  draw();
});
$("computer-move").addEventListener("click", () => {
  const m = board.bestMove({ movetime: 300 });
  if (m) board.push(m);
  draw();
});
$("undo").addEventListener("click", () => { board.pop(); draw(); });
start($("variant").value);
document.body.dataset.ready = "true";
