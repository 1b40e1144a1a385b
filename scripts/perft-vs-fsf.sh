#!/usr/bin/env bash
# Perft of one position of a defined game, by our CLI and by Fairy-Stockfish, each timed
# (wall clock, start-up included) — BENCH.md, "Defined games: perft beside Fairy-Stockfish".
#
#   bash scripts/perft-vs-fsf.sh FSF_BINARY FILE.ini SECTION "FEN" DEPTH
#
# FSF_BINARY is a Fairy-Stockfish built in scratch space (never committed):
# `make -j2 build ARCH=x86-64 largeboards=yes` in its src/. Our CLI is built first
# (cargo build --release -p variantarium-cli). Fairy-Stockfish runs `go perft` in a thread:
# the script waits for its "Nodes searched" line before sending `quit`.
set -euo pipefail
fsf=$1 ini=$(realpath "$2") section=$3 fen=$4 depth=$5
root=$(cd "$(dirname "$0")/.." && pwd)
cargo build --release -q -p variantarium-cli --manifest-path "$root/Cargo.toml"
cli="$root/target/release/variantarium-cli"
commands=$(printf 'setoption name VariantPath value %s\nsetoption name UCI_Variant value %s\nposition fen %s\ngo perft %s\n' \
    "$ini" "$section" "$fen" "$depth")

start=$(date +%s.%N)
ours=$(printf '%s\nquit\n' "$commands" | "$cli" | grep "Nodes searched")
end=$(date +%s.%N)
echo "variantarium:    $ours in $(echo "$end - $start" | bc) s"

out=$(mktemp)
start=$(date +%s.%N)
(printf '%s\n' "$commands"
 until grep -q "Nodes searched" "$out" 2>/dev/null; do sleep 0.02; done
 echo quit) | "$fsf" > "$out"
end=$(date +%s.%N)
echo "Fairy-Stockfish: $(grep "Nodes searched" "$out") in $(echo "$end - $start" | bc) s"
rm -f "$out"
