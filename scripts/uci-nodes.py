#!/usr/bin/env python3
"""Runs a UCI engine with every `go` turned into `go nodes N`: a handicapped opponent.

usage: uci-nodes.py ENGINE NODES

Everything else passes through unchanged. `variantarium-cli match` takes an engine as one
command, so wrap this in a two-line script, for example `fsf8k.sh`:

    #!/bin/bash
    exec python3 scripts/uci-nodes.py /path/to/stockfish 8000

Against Fairy-Stockfish at 0.2 s a move every Capablanca game is lost, which measures
nothing; against it held to a few thousand nodes a move the score sits near even, where
a change of 50 Elo shows in 200 games (BENCH.md, session 32).
"""
import subprocess
import sys


def main():
    if len(sys.argv) != 3 or not sys.argv[2].isdigit():
        sys.exit(__doc__)
    engine, nodes = sys.argv[1], sys.argv[2]
    child = subprocess.Popen([engine], stdin=subprocess.PIPE, text=True, bufsize=1)
    for line in sys.stdin:
        if line.split()[:1] == ["go"]:
            line = f"go nodes {nodes}\n"
        child.stdin.write(line)
        child.stdin.flush()
        if line.strip() == "quit":
            break
    child.stdin.close()
    child.wait()


if __name__ == "__main__":
    main()
