#!/usr/bin/env bash
# The Gallerist benchmarks: clone cost vs memcpy, random-playout games/second (uniform
# random legal moves, chance outcomes from the state's own hidden order), heuristic-bot games
# (length, end triggers) and search iterations/second. Strength: cpp/tools/gl_strength.cpp
# (bench/README.md, The Gallerist through the stack).
# Usage: bench/bench_gallerist.sh [games]   (single-threaded; Release build in build/bench-gallerist)
set -euo pipefail
cd "$(dirname "$0")/.."
games="${1:-3000}"
cmake -S . -B build/bench-gallerist -G Ninja -DCMAKE_BUILD_TYPE=Release -DGALLERIA_TOOLS=ON \
  -DGALLERIA_PYTHON=OFF >/dev/null
cmake --build build/bench-gallerist -j2 --target gl_bench_clone gl_random_games gl_bot_games \
  gl_search_bench ma_random_games >/dev/null
echo "== clone vs memcpy =="
build/bench-gallerist/gl_bench_clone
echo "== random playouts =="
for players in 2 3 4; do
  build/bench-gallerist/gl_random_games --games "$games" --players "$players" --seed 1
done
build/bench-gallerist/gl_random_games --games "$games" --players 4 --seed 1 --variant intermediate_scoring=off
echo "== heuristic-bot games: length and how they end =="
for players in 2 3 4; do
  build/bench-gallerist/gl_bot_games --games 500 --players "$players" --seed 1
done
echo "== search iterations/s (heuristic and random rollouts) =="
build/bench-gallerist/gl_search_bench --iters 1000 --games 2
echo "== for scale, in the same run: Modern Art 4-player random games =="
build/bench-gallerist/ma_random_games --games 20000 --players 4 --seed 1
