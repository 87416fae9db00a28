#!/usr/bin/env bash
# The Gallerist core benchmarks: clone cost vs memcpy, and random-playout games/second
# (uniform random legal moves, chance outcomes from the state's own hidden order).
# Usage: bench/bench_gallerist.sh [games]   (single-threaded; Release build in build/bench-gallerist)
set -euo pipefail
cd "$(dirname "$0")/.."
games="${1:-3000}"
cmake -S . -B build/bench-gallerist -G Ninja -DCMAKE_BUILD_TYPE=Release -DGALLERIA_TOOLS=ON \
  -DGALLERIA_PYTHON=OFF >/dev/null
cmake --build build/bench-gallerist -j2 --target gl_bench_clone gl_random_games ma_random_games >/dev/null
echo "== clone vs memcpy =="
build/bench-gallerist/gl_bench_clone
echo "== random playouts =="
for players in 2 3 4; do
  build/bench-gallerist/gl_random_games --games "$games" --players "$players" --seed 1
done
build/bench-gallerist/gl_random_games --games "$games" --players 4 --seed 1 --variant intermediate_scoring=off
echo "== for scale, in the same run: Modern Art 4-player random games =="
build/bench-gallerist/ma_random_games --games 20000 --players 4 --seed 1
