#!/usr/bin/env python3
"""Where a recorded game was lost, by a stronger engine's eye (issue 33; BENCH.md session 25).

usage: fsf-blunders.py ENGINE DEFINITIONS.ini SECTION RECORDS GAME [MOVETIME_MS]

Reads game number GAME from RECORDS (as `variantarium-cli match ... records FILE` writes
them), asks ENGINE (a UCI engine that loads DEFINITIONS.ini's SECTION, such as
Fairy-Stockfish) for its score before every ply, searching MOVETIME_MS (300 unless given)
each, and prints a line per move: the move, the engine's own choice there, the score
before it for the player to move, and what the move cost that player (the score after it,
turned round, less the score before). Moves that cost more than 80 centipawns are marked.
A mate counts as 100,000 centipawns.
"""
import subprocess
import sys

MATE = 100_000


def read_game(records, number):
    """The heading, opening FEN and moves of game `number` in `records`."""
    lines = open(records).read().split("\n")
    for i, line in enumerate(lines):
        if line.startswith(f"game {number}:"):
            fen = lines[i + 1].removeprefix("fen ")
            moves = lines[i + 2].removeprefix("moves").split()
            return line, fen, moves
    sys.exit(f"{records}: no game {number}")


def score_of(lines):
    """The last score in a search's `info` lines, for the player to move."""
    score = None
    for line in lines:
        words = line.split()
        if "score" not in words:
            continue
        i = words.index("score")
        value = int(words[i + 2])
        if words[i + 1] == "cp":
            score = value
        else:
            score = MATE - abs(value) if value > 0 else -(MATE - abs(value))
    return score


def main():
    if len(sys.argv) not in (6, 7):
        sys.exit(__doc__)
    engine, ini, section, records, number = sys.argv[1:6]
    movetime = int(sys.argv[6]) if len(sys.argv) == 7 else 300
    heading, fen, moves = read_game(records, int(number))
    print(heading)
    p = subprocess.Popen([engine], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)

    def send(command):
        p.stdin.write(command + "\n")
        p.stdin.flush()

    def until(prefix):
        seen = []
        while True:
            line = p.stdout.readline()
            if not line:
                sys.exit(f"{engine} stopped")
            seen.append(line)
            if line.startswith(prefix):
                return seen

    send("uci")
    until("uciok")
    send(f"setoption name VariantPath value {ini}")
    send(f"setoption name UCI_Variant value {section}")
    send("isready")
    until("readyok")
    before = None
    for ply in range(len(moves) + 1):
        send(f"position fen {fen} moves {' '.join(moves[:ply])}")
        send(f"go movetime {movetime}")
        seen = until("bestmove")
        score = score_of(seen)
        words = seen[-1].split()
        best = words[1] if len(words) > 1 else "(none)"
        if before is not None and score is not None:
            cost = -score - before[0]
            mark = "  <<<" if cost < -80 else ""
            print(
                f"{ply:3} {moves[ply - 1]:<7} best {before[1]:<7} "
                f"before {before[0]:7} cost {cost:7}{mark}"
            )
        before = (score, best) if score is not None else None
    send("quit")


if __name__ == "__main__":
    main()
