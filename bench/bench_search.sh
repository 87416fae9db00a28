#!/usr/bin/env bash
# Search benchmarks (not tests): iterations/s and thread scaling, then strength rows.
# Usage: bench/bench_search.sh [speed|strength|all] [GAMES_SCALE]
#   GAMES_SCALE multiplies every strength row's game count (default 1 = the counts below;
#   the targets in bench/README.md want >= 400 games per row: GAMES_SCALE=10 or more).
# Runs in the foreground; start it with `nohup ... &` to keep it in the background.
# Logs go to bench/results/<row>.log (one line per game, summary with a 95% interval last).
set -euo pipefail
cd "$(dirname "$0")/.."
what=${1:-all}
scale=${2:-1}
build=build/bench
cmake -S . -B "$build" -G Ninja -DGALLERIA_TOOLS=ON -DGALLERIA_PYTHON=OFF >/dev/null
cmake --build "$build" -j2 --target ma_search_bench ma_strength >/dev/null
mkdir -p bench/results

# Tuned search settings (bench/README.md, "Tuning").
tuned=(--rollout 1 --blend 0.3 --exploration 0.7 --grid 8)

if [[ $what == speed || $what == all ]]; then
  for rollout in 0 1; do
    "$build/ma_search_bench" --iterations 40000 --threads 2 --rollout "$rollout" \
      | tee "bench/results/speed_rollout$rollout.log"
  done
fi

row() {  # name games iterations opponent
  "$build/ma_strength" --games $(( $2 * scale )) --iters "$3" --opp "$4" --seed 1 "${tuned[@]}" \
    > "bench/results/$1.log"
  tail -n 1 "bench/results/$1.log"
}

if [[ $what == strength || $what == all ]]; then
  row vs_random_10k 4 10000 random
  row vs_heuristic_10k 4 10000 heuristic
  row curve_1k 16 1000 heuristic
  row curve_4k 8 4000 heuristic
  row curve_16k 4 16000 heuristic
  row curve_64k 4 64000 heuristic
fi
