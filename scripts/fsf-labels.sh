#!/bin/bash
# Labelled positions for `tune_defined` (BENCH.md sessions 30 and 34), in one command:
# Fairy-Stockfish plays itself GAMES games of SECTION at 25 ms a move (openings of 6 random
# plies from SEED, two at once), the quiet positions of those games are written out
# (`tune_defined dump=`), and Fairy-Stockfish scores each at 5,000 nodes
# (`scripts/label-fens.py`, two at once). The labels land in OUT; the records and positions
# beside it (OUT.rec, OUT.fens).
#
#   bash scripts/fsf-labels.sh FSF DEFINITIONS.ini SECTION GAMES SEED OUT
#   TUNE_RIDGE=0.0002 cargo run --release -p engine --example tune_defined -- \
#       DEFINITIONS.ini:SECTION:OUT resolve
set -euo pipefail
if [ $# -ne 6 ]; then
    sed -n '2,11p' "$0" >&2
    exit 2
fi
fsf=$(realpath "$1")
ini=$(realpath "$2")
section=$3
games=$4
seed=$5
out=$(realpath -m "$6")
cd "$(dirname "$0")/.."
cargo run --release -q -p variantarium-cli -- match "$fsf" "$fsf" variant-path "$ini" \
    variant "$section" games "$games" movetime 25 openings-plies 6 seed "$seed" concurrency 2 \
    records "$out.rec" | tail -2
cargo run --release -q -p engine --example tune_defined -- "dump=$out.fens" \
    "$ini:$section:$out.rec"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
half=$(( ($(wc -l < "$out.fens") + 1) / 2 ))
split -l "$half" "$out.fens" "$work/part."
pids=()
for part in "$work"/part.*; do
    python3 scripts/label-fens.py "$fsf" "$ini" "$section" "$part" "$part.labels" 5000 &
    pids+=($!)
done
for pid in "${pids[@]}"; do
    wait "$pid"
done
cat "$work"/part.*.labels > "$out"
echo "$(wc -l < "$out") labelled positions in $out"
