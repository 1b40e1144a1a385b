#!/usr/bin/env bash
# Builds the release bundle into target/size-dist and prints the size of every file, raw
# and gzipped (-9), and the totals. Used for BENCH.md's "Release bundle size".
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$PWD/node_modules/.bin:$HOME/.cargo/bin:$PATH"
out=target/size-dist
bash scripts/build.sh "$out" >/dev/null
total_raw=0
total_gz=0
printf '%-48s %10s %10s\n' file bytes gzipped
for f in "$out"/*; do
  [ -f "$f" ] || continue
  raw=$(stat -c %s "$f")
  gz=$(gzip -9c "$f" | wc -c)
  total_raw=$((total_raw + raw))
  total_gz=$((total_gz + gz))
  printf '%-48s %10d %10d\n' "$(basename "$f")" "$raw" "$gz"
done
printf '%-48s %10d %10d\n' total "$total_raw" "$total_gz"
