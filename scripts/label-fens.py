#!/usr/bin/env python3
"""Scores positions with a UCI engine, for `tune_defined`'s labels (BENCH.md session 23).

usage: label-fens.py ENGINE DEFINITIONS.ini SECTION FENS OUT [NODES]

Reads FENS (a FEN a line, as `tune_defined dump=FENS` writes them), asks ENGINE (a UCI
engine that loads DEFINITIONS.ini's SECTION, such as Fairy-Stockfish) to search each to
NODES nodes (5,000 unless given), and writes OUT: a line per position, its FEN, a tab and
the engine's last score in centipawns for White. Positions scored as a mate are left out.
"""
import subprocess
import sys


def main():
    if len(sys.argv) not in (6, 7):
        sys.exit(__doc__)
    engine, ini, section, fens, out = sys.argv[1:6]
    nodes = int(sys.argv[6]) if len(sys.argv) == 7 else 5000
    p = subprocess.Popen([engine], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)

    def send(command):
        p.stdin.write(command + "\n")
        p.stdin.flush()

    def wait_for(prefix):
        while True:
            line = p.stdout.readline()
            if not line:
                sys.exit(f"{engine} stopped")
            if line.startswith(prefix):
                return line

    send("uci")
    send(f"setoption name VariantPath value {ini}")
    send(f"setoption name UCI_Variant value {section}")
    send("isready")
    wait_for("readyok")
    written = 0
    with open(fens) as source, open(out, "w") as target:
        for fen in (line.strip() for line in source):
            if not fen:
                continue
            send(f"position fen {fen}")
            send(f"go nodes {nodes}")
            score = None
            while True:
                line = p.stdout.readline()
                if not line:
                    sys.exit(f"{engine} stopped")
                words = line.split()
                if words[:2] == ["info", "depth"] and "score" in words:
                    i = words.index("score")
                    score = (words[i + 1], int(words[i + 2]))
                if line.startswith("bestmove"):
                    break
            if score is None or score[0] != "cp":
                continue
            cp = -score[1] if fen.split(" ")[1] == "b" else score[1]
            target.write(f"{fen}\t{cp}\n")
            written += 1
    send("quit")
    print(f"{out}: {written} positions")


if __name__ == "__main__":
    main()
