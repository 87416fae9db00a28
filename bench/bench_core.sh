#!/usr/bin/env bash
# Modern Art core benchmarks: clone cost vs memcpy, and random-playout games/second.
# Usage: bench/bench_core.sh [games]   (single-threaded; Release build in build/bench-core)
set -euo pipefail
cd "$(dirname "$0")/.."
games="${1:-200000}"
cmake -S . -B build/bench-core -G Ninja -DCMAKE_BUILD_TYPE=Release -DGALLERIA_TOOLS=ON \
  -DGALLERIA_PYTHON=OFF >/dev/null
cmake --build build/bench-core -j2 --target ma_bench_clone ma_random_games >/dev/null
echo "== clone vs memcpy =="
build/bench-core/ma_bench_clone
echo "== random playouts (uniform legal moves, bids uniform over the legal range) =="
for players in 3 4 5; do
  build/bench-core/ma_random_games --games "$games" --players "$players" --seed 1
done
build/bench-core/ma_random_games --games "$games" --players 3 --seed 1 --variant turn
build/bench-core/ma_random_games --games "$games" --players 3 --seed 1 --variant winner
