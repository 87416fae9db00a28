#!/usr/bin/env bash
# Search benchmarks (not tests): iterations/s of the live search against the frozen search of
# commit 6610fdc (its defaults) on the same positions, one and two threads, and the live one
# with the other seats' style evidence gathered since the opening; then, with
# `strength`, the strength rows reported in bench/README.md ("Search"), exactly as run.
# Usage: bench/bench_search.sh [speed|strength|all]
# Runs in the foreground; start it with `nohup ... &` to keep it in the background.
set -euo pipefail
cd "$(dirname "$0")/.."
what=${1:-speed}
build=build/bench
cmake -S . -B "$build" -G Ninja -DGALLERIA_TOOLS=ON -DGALLERIA_PYTHON=OFF >/dev/null
cmake --build "$build" --target ma_search_bench ma_strength >/dev/null
mkdir -p bench/results

if [[ $what == speed || $what == all ]]; then
  # --threads 2 prints the one-thread search of each position first, then the two-thread one.
  "$build/ma_search_bench" --iterations 20000 --threads 2 --ref 1 | tee bench/results/search_speed.log
  # The live search again with the other seats' style evidence gathered, as in a game.
  "$build/ma_search_bench" --iterations 20000 --threads 1 --evidence 1 |
    tee bench/results/search_speed_evidence.log
fi
if [[ $what == strength || $what == all ]]; then
  bench/strength/rows.sh "$build"
fi
