#!/bin/bash
# Compares the speed of two (or more) builds of the CLI on fixed work: perft of each game and
# a defined game (Capablanca), and a search of 1,000,000 nodes from each, run alternately,
# ROUNDS times. Prints the least and the median user time of each (least first: on a
# shared machine noise only adds). Fixed work, not `bench`'s fixed time: the timings of
# these 2-core machines swing by more than the differences looked for.
#
#   bash scripts/bench-compare.sh 5 OLD_CLI NEW_CLI
set -euo pipefail
ROUNDS=$1
shift
cd "$(dirname "$0")/.."
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
capa='setoption name VariantPath value engine/tests/definitions/capablanca.ini
setoption name UCI_Variant value capa10x8'
arnhem='position fen rnbqkc/2pp2/1p2p1/**2**/1P2P1/2PP2/RNBQKC[] w - - 0 1'
job() { printf '%s\n' "$2" > "$work/$1.in"; }
job perft-chessnim "setoption name UCI_Variant value chessnim
position startpos
go perft 3
quit"
job perft-chessence "setoption name UCI_Variant value chessence
position startpos
go perft 5
quit"
job perft-arnhem "setoption name UCI_Variant value arnhem
$arnhem
go perft 6
quit"
job perft-nastyneighbours "setoption name UCI_Variant value nastyneighbours
position startpos
go perft 6
quit"
job perft-vimes "setoption name UCI_Variant value vimes
position startpos
go perft 5
quit"
job perft-capa "$capa
position startpos
go perft 5
quit"
job search-chessnim "setoption name UCI_Variant value chessnim
position startpos moves N@d4 n@e5 B@c3 b@f6
go nodes 1000000"
job search-chessence "setoption name UCI_Variant value chessence
position startpos
go nodes 1000000"
job search-arnhem "setoption name UCI_Variant value arnhem
$arnhem
go nodes 1000000"
job search-nastyneighbours "setoption name UCI_Variant value nastyneighbours
position startpos
go nodes 1000000"
job search-vimes "setoption name UCI_Variant value vimes
position startpos
go nodes 1000000"
job search-capa "$capa
position startpos
go nodes 1000000"
out="$work/times"
for _ in $(seq "$ROUNDS"); do
    for f in "$work"/*.in; do
        for b in "$@"; do
            t=$({ /usr/bin/time -f "%U" "$b" < "$f" > /dev/null; } 2>&1 | tail -1)
            echo "$(basename "$f" .in) $b $t" >> "$out"
        done
    done
done
python3 - "$out" "$@" <<'PY'
import sys, collections
d = collections.defaultdict(list)
for line in open(sys.argv[1]):
    f, b, t = line.split()
    d[(f, b)].append(float(t))
bins = sys.argv[2:]
print(f"{'work':24s}" + "".join(f"{'least/median s':>18s}" for _ in bins) + "   change (least, median)")
for f in sorted({k[0] for k in d}):
    ts = [sorted(d[(f, b)]) for b in bins]
    least = [t[0] for t in ts]
    med = [t[len(t) // 2] for t in ts]
    cells = "".join(f"{l:>10.3f}/{m:<7.3f}" for l, m in zip(least, med))
    change = ""
    if len(bins) > 1:
        change = f"   {100 * (least[-1] - least[0]) / least[0]:+5.1f}% {100 * (med[-1] - med[0]) / med[0]:+5.1f}%"
    print(f"{f:24s}{cells}{change}")
PY
