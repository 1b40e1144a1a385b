#!/usr/bin/env bash
# Perft and search speed of one built-in game of each rule family (the games of
# tests/levels.rs), by our CLI and by Fairy-Stockfish, side by side (BENCH.md, "Each rule
# family beside Fairy-Stockfish").
#
#   bash scripts/bench-families.sh FSF_BINARY [ROUNDS] [GAME ...]
#
# FSF_BINARY is a Fairy-Stockfish built in scratch space (never committed):
# `make -j2 build ARCH=x86-64 largeboards=yes` in its src/. Our CLI is built first.
#
# Perft: `go perft D` from the start, wall clock, the least of ROUNDS runs (default 3; on a
# shared machine noise only adds), less the engine's start-up (`uci`, `isready`, `quit`,
# also the least of ROUNDS). Both engines' counts are printed: they must agree.
# Search: `go movetime 1000` from the start, once: the last iteration's depth and the nodes
# a second each engine reports (they count nodes alike: every position searched, the
# quiescence search's included). Fairy-Stockfish runs both in a thread: the script waits
# for its "Nodes searched" or "bestmove" line before sending `quit`.
set -euo pipefail
fsf=$1
rounds=${2:-3}
shift $(($# < 2 ? $# : 2))
root=$(cd "$(dirname "$0")/.." && pwd)
cargo build --release -q -p variantarium-cli --manifest-path "$root/Cargo.toml"
cli="$root/target/release/variantarium-cli"
# GAME:DEPTH, about a second of our perft each.
games=(capablanca:5 shogi:5 xiangqi:4 janggi:4 crazyhouse:5 kingofthehill:5 3check:5
    atomic:5 antichess:5 isolation:3 seirawan:5 ataxx:5 breakthrough:5 makruk:5
    sittuyin:4)
if (($# > 0)); then
    picked=()
    for want in "$@"; do
        for g in "${games[@]}"; do [[ ${g%:*} == "$want" ]] && picked+=("$g"); done
    done
    games=("${picked[@]}")
fi
out=$(mktemp)
trap 'rm -f "$out"' EXIT

# run ENGINE WAIT_FOR COMMANDS: feeds COMMANDS, waits for a line matching WAIT_FOR, quits;
# the output is left in $out and the wall time in seconds printed.
run() {
    local engine=$1 wait=$2 commands=$3 start end
    start=$(date +%s.%N)
    (printf '%s\n' "$commands"
     until grep -q "$wait" "$out" 2>/dev/null; do sleep 0.01; done
     echo quit) | "$engine" > "$out"
    end=$(date +%s.%N)
    echo "$end - $start" | bc
}

# least ENGINE WAIT_FOR COMMANDS: the least wall time of $rounds runs.
least() {
    local best=999999 t
    for _ in $(seq "$rounds"); do
        t=$(run "$@")
        best=$(echo "if ($t < $best) $t else $best" | bc)
    done
    echo "$best"
}

ours_up=$(least "$cli" readyok $'uci\nisready')
fsf_up=$(least "$fsf" readyok $'uci\nisready')
echo "start-up: ours ${ours_up} s, Fairy-Stockfish ${fsf_up} s (taken off the perft times)"
echo
echo "| game | perft | nodes | ours (s) | Fairy-Stockfish (s) | search: ours depth, knps | Fairy-Stockfish depth, knps |"
echo "|---|---|---|---|---|---|---|"
for g in "${games[@]}"; do
    name=${g%:*} depth=${g#*:}
    setup=$(printf 'setoption name UCI_Variant value %s\nposition startpos' "$name")
    t_ours=$(least "$cli" "Nodes searched" "$setup"$'\n'"go perft $depth")
    n_ours=$(grep -o "Nodes searched: [0-9]*" "$out" | grep -o "[0-9]*$")
    t_fsf=$(least "$fsf" "Nodes searched" "$setup"$'\n'"go perft $depth")
    n_fsf=$(grep -o "Nodes searched: [0-9]*" "$out" | grep -o "[0-9]*$")
    nodes=$n_ours
    [[ $n_ours == "$n_fsf" ]] || nodes="$n_ours (Fairy-Stockfish $n_fsf)"
    search() {
        run "$1" bestmove "$setup"$'\n'"go movetime 1000" > /dev/null
        grep "^info depth" "$out" | grep " nps " | tail -1 |
            awk '{for (i = 1; i < NF; i++) { if ($i == "depth") d = $(i + 1); if ($i == "nps") n = $(i + 1) }
                  printf "%s, %d", d, n / 1000}'
    }
    s_ours=$(search "$cli")
    s_fsf=$(search "$fsf")
    printf '| %s | %s | %s | %.2f | %.2f | %s | %s |\n' "$name" "$depth" "$nodes" \
        "$(echo "$t_ours - $ours_up" | bc)" "$(echo "$t_fsf - $fsf_up" | bc)" "$s_ours" "$s_fsf"
done
