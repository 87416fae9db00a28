#!/usr/bin/env bash
# The Modern Art strength rows of bench/README.md ("Search"), exactly as run: each line is one
# row of paired games (ma_strength: the same deals from --seed 1, every deal played with the
# engine in every seat), one JSON line per game in bench/results/strength/<row>.jsonl; a row
# already complete is skipped, so a stopped run resumes. Summaries and paired differences:
#   python bench/strength/stats.py bench/results/strength/*.jsonl [--pair ROW_A ROW_B]
# Usage: bench/strength/rows.sh [BUILD_DIR]   (default build/bench, with ma_strength built)
set -euo pipefail
cd "$(dirname "$0")/../.."
build=${1:-build/bench}
out=bench/results/strength
mkdir -p "$out"
more() {  # row hero opponents first_deal deals [players [variant]]: append deals
  # [first, first + deals) (opponents: one spec, or several separated by spaces, cycled over
  # the other seats; variant: none, double, turn or winner; sub=DIR from the call: the
  # row's file in that folder under $out)
  local label=$1 hero=$2 opp=$3 first=$4 deals=$5 players=${6:-4} variant=${7:-none} o
  local file=$out/${sub:+$sub/}$1.jsonl
  local opps=()
  for o in $opp; do opps+=(--opp "$o"); done
  if [[ -s $file ]] && (( $(grep -c '^{' "$file") >= (first + deals) * players )); then
    return
  fi
  "$build/ma_strength" --hero "$hero" "${opps[@]}" --players "$players" --variant "$variant" \
    --first-deal "$first" --deals "$deals" --seed 1 --label "$label" --out "$file"
}

run() {  # row hero opponent deals [players]: the row's first deals
  more "$1" "$2" "$3" 0 "$4" "${5:-4}"
}

# Fields: row, engine, opponent, deals, players (4 unless given). Deals come from --seed 1 in
# order, so a row of 5 deals plays the first 5 deals of a 20-deal row.
# The rows down to "view_" were recorded before the setting opponent_view existed (their files
# say ismcts:iters=N): views=0 (pooled) is that search, game for game (checked on a deal).
# oms=0 (no opponent_model_share), belief=0 (no style evidence), styles=5 (no frugal value
# style) and tree=0 (one tree however many iterations: rows past 16k iterations a search,
# the 64k and the time-limited ones) keep them what they were since those defaults changed.
# tgrid=5 (five value shares as bids inside the tree) keeps every row before tree_grid 8 (the
# default since 2026-12-03) what it was, and styles=6 (no value style unsure of the ranking)
# every row with style evidence before that style (2026-12-05); their files say what they ran.
# refine=0 (past tree_iterations a fresh tree, the ensemble) keeps every row past 16k
# iterations run before tree_refine became the default (2026-12-05) what it was.
# rdepth=0 (a refining tree adds no nodes) keeps every refined row (refine=1) run before
# refine_depth 12 became the default (2026-12-06) what it was.
# sblend=0 (no extra money weight once safely winning) keeps every row run before
# safe_blend 0.7 became the default (2026-12-06, a later session) what it was.
# lscale=0 (the lead over the richest seat's money) keeps every row with the safe weight on
# run before lead_scale 250 became the default (2026-12-06, a later session) what it was.
# lroot=0 (the lead counted from the table's mean) keeps every row with the safe weight on
# run before lead_from "root" became the default (2026-12-07) what it was.
# slev=1 (each modelled opponent pays as its style) keeps every search row run before
# spend_levels 3 became the default (2026-12-07, pe3 below) what it was.
v0=views=0,oms=0,belief=0,tree=0
run 10k_vs_h8 ismcts:slev=1,sblend=0,iters=10000,$v0,tgrid=5 heuristic:0.8 20
run 10k_vs_value ismcts:slev=1,sblend=0,iters=10000,$v0,tgrid=5 value 20
run 10k_vs_h5 ismcts:slev=1,sblend=0,iters=10000,$v0,tgrid=5 heuristic:0.5 20
run 1k_vs_h8 ismcts:slev=1,sblend=0,iters=1000,$v0,tgrid=5 heuristic:0.8 20
run 1k_vs_value ismcts:slev=1,sblend=0,iters=1000,$v0,tgrid=5 value 20
run 1k_vs_h5 ismcts:slev=1,sblend=0,iters=1000,$v0,tgrid=5 heuristic:0.5 20
run 10k_vs_ref ismcts:slev=1,sblend=0,iters=10000,$v0,tgrid=5 ref:iters=10000 10
run 10k_vs_h3 ismcts:slev=1,sblend=0,iters=10000,$v0,tgrid=5 heuristic:0.3 20
run 10k_vs_random ismcts:slev=1,sblend=0,iters=10000,$v0,tgrid=5 random 20
run 1k_vs_ref ismcts:slev=1,sblend=0,iters=1000,$v0,tgrid=5 ref:iters=1000 20
run 1k_vs_h3 ismcts:slev=1,sblend=0,iters=1000,$v0,tgrid=5 heuristic:0.3 20
run 1k_vs_random ismcts:slev=1,sblend=0,iters=1000,$v0,tgrid=5 random 20
run 200ms_vs_ref200ms ismcts:slev=1,sblend=0,ms=200,$v0,tgrid=5 ref:ms=200 5
run 3p_10k_vs_value ismcts:slev=1,sblend=0,iters=10000,$v0,tgrid=5 value 20 3
run 5p_10k_vs_value ismcts:slev=1,sblend=0,iters=10000,$v0,tgrid=5 value 20 5
run 3p_10k_vs_h8 ismcts:slev=1,sblend=0,iters=10000,$v0,tgrid=5 heuristic:0.8 20 3
run 5p_10k_vs_h8 ismcts:slev=1,sblend=0,iters=10000,$v0,tgrid=5 heuristic:0.8 20 5
run 16k_vs_h8 ismcts:slev=1,sblend=0,iters=16000,$v0,tgrid=5 heuristic:0.8 20
run 16k_vs_value ismcts:slev=1,sblend=0,iters=16000,$v0,tgrid=5 value 10
run skill1_vs_h5 ismcts:slev=1,sblend=0,iters=100,temp=2.0,rollout=0,pw=0.0,opw=0.0,$v0,tgrid=5 heuristic:0.5 10
run skill1_vs_h8 ismcts:slev=1,sblend=0,iters=100,temp=2.0,rollout=0,pw=0.0,opw=0.0,$v0,tgrid=5 heuristic:0.8 10
run skill1_vs_value ismcts:slev=1,sblend=0,iters=100,temp=2.0,rollout=0,pw=0.0,opw=0.0,$v0,tgrid=5 value 10
run skill4_vs_h5 ismcts:slev=1,sblend=0,iters=200,temp=0.8,rollout=1,pw=0.0,opw=0.0,$v0,tgrid=5 heuristic:0.5 10
run skill4_vs_h8 ismcts:slev=1,sblend=0,iters=200,temp=0.8,rollout=1,pw=0.0,opw=0.0,$v0,tgrid=5 heuristic:0.8 10
run skill4_vs_value ismcts:slev=1,sblend=0,iters=200,temp=0.8,rollout=1,pw=0.0,opw=0.0,$v0,tgrid=5 value 10
run skill7_vs_h5 ismcts:slev=1,sblend=0,iters=500,temp=0.4,rollout=1,pw=0.3,opw=0.3,$v0,tgrid=5 heuristic:0.5 10
run skill7_vs_h8 ismcts:slev=1,sblend=0,iters=500,temp=0.4,rollout=1,pw=0.3,opw=0.3,$v0,tgrid=5 heuristic:0.8 10
run skill7_vs_value ismcts:slev=1,sblend=0,iters=500,temp=0.4,rollout=1,pw=0.3,opw=0.3,$v0,tgrid=5 value 10
run skill10_vs_h5 ismcts:slev=1,sblend=0,iters=1000,temp=0.25,$v0,tgrid=5 heuristic:0.5 10
run skill10_vs_h8 ismcts:slev=1,sblend=0,iters=1000,temp=0.25,$v0,tgrid=5 heuristic:0.8 10
run skill10_vs_value ismcts:slev=1,sblend=0,iters=1000,temp=0.25,$v0,tgrid=5 value 10
run skill13_vs_h5 ismcts:slev=1,sblend=0,iters=2000,temp=0.1,$v0,tgrid=5 heuristic:0.5 10
run skill13_vs_h8 ismcts:slev=1,sblend=0,iters=2000,temp=0.1,$v0,tgrid=5 heuristic:0.8 10
run skill13_vs_value ismcts:slev=1,sblend=0,iters=2000,temp=0.1,$v0,tgrid=5 value 10
run skill16_vs_h5 ismcts:slev=1,sblend=0,iters=4000,temp=0.0,$v0,tgrid=5 heuristic:0.5 10
run skill16_vs_h8 ismcts:slev=1,sblend=0,iters=4000,temp=0.0,$v0,tgrid=5 heuristic:0.8 10
run skill16_vs_value ismcts:slev=1,sblend=0,iters=4000,temp=0.0,$v0,tgrid=5 value 10
run 16k_vs_h5 ismcts:slev=1,sblend=0,iters=16000,$v0,tgrid=5 heuristic:0.5 10
run 1k_vs_ref10k ismcts:slev=1,sblend=0,iters=1000,$v0,tgrid=5 ref:iters=10000 5
run 16k_vs_ref ismcts:slev=1,sblend=0,iters=16000,$v0,tgrid=5 ref:iters=10000 5
run 10k_mix0_vs_value ismcts:slev=1,sblend=0,iters=10000,mix=0,$v0,tgrid=5 value 20
run 10k_mix0_vs_h8 ismcts:slev=1,sblend=0,iters=10000,mix=0,$v0,tgrid=5 heuristic:0.8 20
run deep64k_h8 ismcts:slev=1,sblend=0,iters=64000,$v0,tgrid=5 heuristic:0.8 3
run deep64k_value ismcts:slev=1,sblend=0,iters=64000,$v0,tgrid=5 value 3
# Rows extended later (appended deals; the same deal seed, so still paired with the rest).
more 10k_vs_ref ismcts:slev=1,sblend=0,iters=10000,$v0,tgrid=5 ref:iters=10000 10 10
more 1k_vs_h8 ismcts:slev=1,sblend=0,iters=1000,$v0,tgrid=5 heuristic:0.8 20 20
more 16k_vs_h8 ismcts:slev=1,sblend=0,iters=16000,$v0,tgrid=5 heuristic:0.8 20 20
more 1k_vs_value ismcts:slev=1,sblend=0,iters=1000,$v0,tgrid=5 value 20 20
more 16k_vs_value ismcts:slev=1,sblend=0,iters=16000,$v0,tgrid=5 value 10 10
more deep64k_h8 ismcts:slev=1,sblend=0,iters=64000,$v0,tgrid=5 heuristic:0.8 3 7
more 10k_vs_ref ismcts:slev=1,sblend=0,iters=10000,$v0,tgrid=5 ref:iters=10000 20 20
more 16k_vs_h5 ismcts:slev=1,sblend=0,iters=16000,$v0,tgrid=5 heuristic:0.5 10 10
more 10k_vs_h8 ismcts:slev=1,sblend=0,iters=10000,$v0,tgrid=5 heuristic:0.8 20 20
more 10k_vs_value ismcts:slev=1,sblend=0,iters=10000,$v0,tgrid=5 value 20 20
more deep64k_value ismcts:slev=1,sblend=0,iters=64000,$v0,tgrid=5 value 3 7
more 200ms_vs_ref200ms ismcts:slev=1,sblend=0,ms=200,$v0,tgrid=5 ref:ms=200 5 5
more skill10_vs_h8 ismcts:slev=1,sblend=0,iters=1000,temp=0.25,$v0,tgrid=5 heuristic:0.8 10 10
more skill13_vs_h8 ismcts:slev=1,sblend=0,iters=2000,temp=0.1,$v0,tgrid=5 heuristic:0.8 10 10
more skill16_vs_h8 ismcts:slev=1,sblend=0,iters=4000,temp=0.0,$v0,tgrid=5 heuristic:0.8 10 10
more skill10_vs_value ismcts:slev=1,sblend=0,iters=1000,temp=0.25,$v0,tgrid=5 value 10 10
more skill13_vs_value ismcts:slev=1,sblend=0,iters=2000,temp=0.1,$v0,tgrid=5 value 10 10
more skill16_vs_value ismcts:slev=1,sblend=0,iters=4000,temp=0.0,$v0,tgrid=5 value 10 10
more skill7_vs_h8 ismcts:slev=1,sblend=0,iters=500,temp=0.4,rollout=1,pw=0.3,opw=0.3,$v0,tgrid=5 heuristic:0.8 10 10
more skill7_vs_value ismcts:slev=1,sblend=0,iters=500,temp=0.4,rollout=1,pw=0.3,opw=0.3,$v0,tgrid=5 value 10 10
more 10k_vs_h8 ismcts:slev=1,sblend=0,iters=10000,$v0,tgrid=5 heuristic:0.8 40 40
more 10k_vs_value ismcts:slev=1,sblend=0,iters=10000,$v0,tgrid=5 value 40 40
# A clock against an even share of the same time (run side by side, so under one load).
run clock20s_vs_value ismcts:slev=1,sblend=0,clock=20000+0,$v0,tgrid=5 value 20
run 200ms_vs_value ismcts:slev=1,sblend=0,ms=200,$v0,tgrid=5 value 20
# Opponent model weight 0.8 (`opw=`) at the shipped budget, paired with the 10k rows.
run opw8_10k_vs_h8 ismcts:slev=1,sblend=0,iters=10000,opw=0.8,$v0,tgrid=5 heuristic:0.8 20
run opw8_10k_vs_value ismcts:slev=1,sblend=0,iters=10000,opw=0.8,$v0,tgrid=5 value 20
run opw8_10k_vs_ref ismcts:slev=1,sblend=0,iters=10000,opw=0.8,$v0,tgrid=5 ref:iters=10000 10
more 10k_vs_h8 ismcts:slev=1,sblend=0,iters=10000,$v0,tgrid=5 heuristic:0.8 80 20
more 10k_vs_value ismcts:slev=1,sblend=0,iters=10000,$v0,tgrid=5 value 80 20
# The search with opponent_view (default holding), before opponent_model_share (oms=0): the
# same deals, paired with the rows above.
run view_1k_vs_h8 ismcts:slev=1,sblend=0,iters=1000,oms=0,belief=0,tgrid=5 heuristic:0.8 40
run view_1k_vs_value ismcts:slev=1,sblend=0,iters=1000,oms=0,belief=0,tgrid=5 value 40
run view_1k_vs_ref ismcts:slev=1,sblend=0,iters=1000,oms=0,belief=0,tgrid=5 ref:iters=1000 20
run view_10k_vs_h8 ismcts:slev=1,sblend=0,iters=10000,oms=0,belief=0,tgrid=5 heuristic:0.8 100
run view_10k_vs_value ismcts:slev=1,sblend=0,iters=10000,oms=0,belief=0,tgrid=5 value 100
run view_10k_vs_ref ismcts:slev=1,sblend=0,iters=10000,oms=0,belief=0,tgrid=5 ref:iters=10000 40
run view_10k_vs_h5 ismcts:slev=1,sblend=0,iters=10000,oms=0,belief=0,tgrid=5 heuristic:0.5 20
run view_10k_vs_h3 ismcts:slev=1,sblend=0,iters=10000,oms=0,belief=0,tgrid=5 heuristic:0.3 20
run view_16k_vs_h8 ismcts:slev=1,sblend=0,iters=16000,oms=0,belief=0,tgrid=5 heuristic:0.8 40
run view_16k_vs_value ismcts:slev=1,sblend=0,iters=16000,oms=0,belief=0,tgrid=5 value 20
more view_1k_vs_h8 ismcts:slev=1,sblend=0,iters=1000,oms=0,belief=0,tgrid=5 heuristic:0.8 40 60
more view_16k_vs_h8 ismcts:slev=1,sblend=0,iters=16000,oms=0,belief=0,tgrid=5 heuristic:0.8 40 60
more view_1k_vs_value ismcts:slev=1,sblend=0,iters=1000,oms=0,belief=0,tgrid=5 value 40 60
more view_16k_vs_value ismcts:slev=1,sblend=0,iters=16000,oms=0,belief=0,tgrid=5 value 20 20
run view_64k_vs_h8 ismcts:slev=1,sblend=0,iters=64000,oms=0,belief=0,tree=0,tgrid=5 heuristic:0.8 5
more view_64k_vs_h8 ismcts:slev=1,sblend=0,iters=64000,oms=0,belief=0,tree=0,tgrid=5 heuristic:0.8 5 35
# The shipped search: opponent_model_share 0.5 (oms=0.5, the default now).
run oms5_1k_vs_h8 ismcts:slev=1,sblend=0,iters=1000,oms=0.5,belief=0,tgrid=5 heuristic:0.8 40
run oms5_1k_vs_value ismcts:slev=1,sblend=0,iters=1000,oms=0.5,belief=0,tgrid=5 value 40
run oms5_16k_vs_h8 ismcts:slev=1,sblend=0,iters=16000,oms=0.5,belief=0,tgrid=5 heuristic:0.8 40
run oms5_16k_vs_value ismcts:slev=1,sblend=0,iters=16000,oms=0.5,belief=0,tgrid=5 value 20
run oms5_10k_vs_h8 ismcts:slev=1,sblend=0,iters=10000,oms=0.5,belief=0,tgrid=5 heuristic:0.8 40
run oms5_10k_vs_value ismcts:slev=1,sblend=0,iters=10000,oms=0.5,belief=0,tgrid=5 value 40
run oms5_10k_vs_ref ismcts:slev=1,sblend=0,iters=10000,oms=0.5,belief=0,tgrid=5 ref:iters=10000 20
more oms5_10k_vs_h8 ismcts:slev=1,sblend=0,iters=10000,oms=0.5,belief=0,tgrid=5 heuristic:0.8 40 60
more oms5_10k_vs_value ismcts:slev=1,sblend=0,iters=10000,oms=0.5,belief=0,tgrid=5 value 40 60
run oms5_10k_vs_h3 ismcts:slev=1,sblend=0,iters=10000,oms=0.5,belief=0,tgrid=5 heuristic:0.3 20
run oms5_10k_vs_h5 ismcts:slev=1,sblend=0,iters=10000,oms=0.5,belief=0,tgrid=5 heuristic:0.5 20
more oms5_10k_vs_ref ismcts:slev=1,sblend=0,iters=10000,oms=0.5,belief=0,tgrid=5 ref:iters=10000 20 10
more oms5_16k_vs_value ismcts:slev=1,sblend=0,iters=16000,oms=0.5,belief=0,tgrid=5 value 20 10
# The Skill levels 7-16 with the shipped search (opponent_view holding, opponent_model_share 0.5).
run skill7n_vs_h8 ismcts:slev=1,sblend=0,iters=500,temp=0.4,rollout=1,pw=0.3,opw=0.3,belief=0,tgrid=5 heuristic:0.8 20
run skill7n_vs_value ismcts:slev=1,sblend=0,iters=500,temp=0.4,rollout=1,pw=0.3,opw=0.3,belief=0,tgrid=5 value 20
run skill10n_vs_h8 ismcts:slev=1,sblend=0,iters=1000,temp=0.25,belief=0,tgrid=5 heuristic:0.8 20
run skill10n_vs_value ismcts:slev=1,sblend=0,iters=1000,temp=0.25,belief=0,tgrid=5 value 20
run skill13n_vs_h8 ismcts:slev=1,sblend=0,iters=2000,temp=0.1,belief=0,tgrid=5 heuristic:0.8 20
run skill13n_vs_value ismcts:slev=1,sblend=0,iters=2000,temp=0.1,belief=0,tgrid=5 value 20
run skill16n_vs_h8 ismcts:slev=1,sblend=0,iters=4000,temp=0.0,belief=0,tgrid=5 heuristic:0.8 20
run skill16n_vs_value ismcts:slev=1,sblend=0,iters=4000,temp=0.0,belief=0,tgrid=5 value 20
# Style evidence of the opponents' bids (16 samples, the default now: belief_*) and main just
# before it (belief=0: nobelief_*), one build, so paired game for game.
run belief_1k_vs_h8 ismcts:slev=1,sblend=0,iters=1000,styles=5,tgrid=5 heuristic:0.8 100
run belief_10k_vs_h8 ismcts:slev=1,sblend=0,iters=10000,styles=5,tgrid=5 heuristic:0.8 100
run belief_16k_vs_h8 ismcts:slev=1,sblend=0,iters=16000,styles=5,tgrid=5 heuristic:0.8 40
run belief_64k_vs_h8 ismcts:slev=1,sblend=0,iters=64000,styles=5,tree=0,tgrid=5 heuristic:0.8 10
run belief_1k_vs_value ismcts:slev=1,sblend=0,iters=1000,styles=5,tgrid=5 value 40
run belief_10k_vs_value ismcts:slev=1,sblend=0,iters=10000,styles=5,tgrid=5 value 60
run belief_1k_vs_ref ismcts:slev=1,sblend=0,iters=1000,styles=5,tgrid=5 ref:iters=1000 20
run belief_10k_vs_ref ismcts:slev=1,sblend=0,iters=10000,styles=5,tgrid=5 ref:iters=10000 20
run belief_200ms_vs_ref200ms ismcts:slev=1,sblend=0,ms=200,styles=5,tree=0,tgrid=5 ref:ms=200 5
run belief_10k_vs_h3 ismcts:slev=1,sblend=0,iters=10000,styles=5,tgrid=5 heuristic:0.3 10
run belief_10k_vs_h5 ismcts:slev=1,sblend=0,iters=10000,styles=5,tgrid=5 heuristic:0.5 10
run belief_3p_10k_vs_h8 ismcts:slev=1,sblend=0,iters=10000,styles=5,tgrid=5 heuristic:0.8 20 3
run belief_3p_10k_vs_value ismcts:slev=1,sblend=0,iters=10000,styles=5,tgrid=5 value 20 3
run belief_5p_10k_vs_h8 ismcts:slev=1,sblend=0,iters=10000,styles=5,tgrid=5 heuristic:0.8 10 5
run belief_5p_10k_vs_value ismcts:slev=1,sblend=0,iters=10000,styles=5,tgrid=5 value 10 5
run belief_skill7_vs_h8 ismcts:slev=1,sblend=0,iters=500,temp=0.4,rollout=1,pw=0.3,opw=0.3,styles=5,tgrid=5 heuristic:0.8 20
run belief_skill10_vs_h8 ismcts:slev=1,sblend=0,iters=1000,temp=0.25,styles=5,tgrid=5 heuristic:0.8 20
run belief_skill13_vs_h8 ismcts:slev=1,sblend=0,iters=2000,temp=0.1,styles=5,tgrid=5 heuristic:0.8 20
run belief_skill16_vs_h8 ismcts:slev=1,sblend=0,iters=4000,temp=0.0,styles=5,tgrid=5 heuristic:0.8 20
run belief_skill7_vs_value ismcts:slev=1,sblend=0,iters=500,temp=0.4,rollout=1,pw=0.3,opw=0.3,styles=5,tgrid=5 value 20
run belief_skill10_vs_value ismcts:slev=1,sblend=0,iters=1000,temp=0.25,styles=5,tgrid=5 value 20
run belief_skill13_vs_value ismcts:slev=1,sblend=0,iters=2000,temp=0.1,styles=5,tgrid=5 value 20
run belief_skill16_vs_value ismcts:slev=1,sblend=0,iters=4000,temp=0.0,styles=5,tgrid=5 value 20
run nobelief_1k_vs_h8 ismcts:slev=1,sblend=0,iters=1000,belief=0,tgrid=5 heuristic:0.8 40
run nobelief_10k_vs_h8 ismcts:slev=1,sblend=0,iters=10000,belief=0,tgrid=5 heuristic:0.8 40
run nobelief_16k_vs_h8 ismcts:slev=1,sblend=0,iters=16000,belief=0,tgrid=5 heuristic:0.8 40
run nobelief_1k_vs_value ismcts:slev=1,sblend=0,iters=1000,belief=0,tgrid=5 value 40
run nobelief_10k_vs_value ismcts:slev=1,sblend=0,iters=10000,belief=0,tgrid=5 value 20
run nobelief_1k_vs_ref ismcts:slev=1,sblend=0,iters=1000,belief=0,tgrid=5 ref:iters=1000 20
run nobelief_10k_vs_ref ismcts:slev=1,sblend=0,iters=10000,belief=0,tgrid=5 ref:iters=10000 10
# A value style that pays less (six styles, the default now: frugal_*), paired with the
# five-style search (belief_*, styles=5: main before it, game for game), against two value
# bots of other parameters besides the panel: vA frugal, vB free-spending.
vA=value:buy=0.8,fixed=0.9
vB=value:buy=1.3,sealed=0.9
run belief_10k_vs_vA ismcts:slev=1,sblend=0,iters=10000,styles=5,tgrid=5 $vA 20
run belief_10k_vs_vB ismcts:slev=1,sblend=0,iters=10000,styles=5,tgrid=5 $vB 20
run frugal_10k_vs_vA ismcts:slev=1,sblend=0,iters=10000,styles=6,tgrid=5 $vA 20
run frugal_10k_vs_vB ismcts:slev=1,sblend=0,iters=10000,styles=6,tgrid=5 $vB 20
run frugal_10k_vs_h8 ismcts:slev=1,sblend=0,iters=10000,styles=6,tgrid=5 heuristic:0.8 40
run frugal_10k_vs_value ismcts:slev=1,sblend=0,iters=10000,styles=6,tgrid=5 value 20
run frugal_10k_vs_ref ismcts:slev=1,sblend=0,iters=10000,styles=6,tgrid=5 ref:iters=10000 40
# The 6610fdc engine to 400 games (deals 40-99), and at equal time: 50 ms a move each, about
# the time the shipped search takes for 10k iterations here. A time limit makes a game depend
# on the machine's speed, so a re-run of this row plays other games.
more frugal_10k_vs_ref ismcts:slev=1,sblend=0,iters=10000,styles=6,tgrid=5 ref:iters=10000 40 60
run frugal_50ms_vs_ref50ms ismcts:slev=1,sblend=0,styles=6,ms=50,tree=0,tgrid=5 ref:ms=50 100
# The five-style 64k row to 26 deals (paired with belief_16k_vs_h8 and belief_10k_vs_h8).
more belief_64k_vs_h8 ismcts:slev=1,sblend=0,iters=64000,styles=5,tree=0,tgrid=5 heuristic:0.8 10 16
# Thinking with the shipped search (six styles), and ensembles of trees of at most 16k
# iterations (tree=16000, the default now: a 64k search is four 16k trees; up to 16k
# nothing changes), against one 64k tree (tree=0).
run frugal_1k_vs_h8 ismcts:slev=1,sblend=0,iters=1000,styles=6,tgrid=5 heuristic:0.8 100
run frugal_1k_vs_value ismcts:slev=1,sblend=0,iters=1000,styles=6,tgrid=5 value 20
more frugal_10k_vs_h8 ismcts:slev=1,sblend=0,iters=10000,styles=6,tgrid=5 heuristic:0.8 40 60
run frugal_16k_vs_h8 ismcts:slev=1,sblend=0,iters=16000,styles=6,tgrid=5 heuristic:0.8 100
run frugal_16k_vs_value ismcts:slev=1,sblend=0,iters=16000,styles=6,tgrid=5 value 10
run tree16k_64k_vs_h8 ismcts:slev=1,sblend=0,iters=64000,refine=0,tree=16000,styles=6,tgrid=5 heuristic:0.8 40
run tree16k_64k_vs_value ismcts:slev=1,sblend=0,iters=64000,refine=0,tree=16000,styles=6,tgrid=5 value 10
run tree16k_64k5_vs_h8 ismcts:slev=1,sblend=0,iters=64000,refine=0,tree=16000,styles=5,tgrid=5 heuristic:0.8 26
run frugal_64k_vs_h8 ismcts:slev=1,sblend=0,iters=64000,styles=6,tree=0,tgrid=5 heuristic:0.8 20
# The rows still run with five styles, again with the shipped search (six styles): the Skill
# table (levels as in galleria_ai.skill; level 20 is the first deals of the frugal_10k rows),
# heuristic:0.3 and 0.5, and 3 and 5 players.
run frugal_skill1_vs_h5 ismcts:slev=1,sblend=0,styles=6,iters=100,temp=2.0,rollout=0,pw=0.0,opw=0.0,tgrid=5 heuristic:0.5 10
run frugal_skill1_vs_h8 ismcts:slev=1,sblend=0,styles=6,iters=100,temp=2.0,rollout=0,pw=0.0,opw=0.0,tgrid=5 heuristic:0.8 10
run frugal_skill1_vs_value ismcts:slev=1,sblend=0,styles=6,iters=100,temp=2.0,rollout=0,pw=0.0,opw=0.0,tgrid=5 value 10
run frugal_skill4_vs_h5 ismcts:slev=1,sblend=0,styles=6,iters=200,temp=0.8,rollout=1,pw=0.0,opw=0.0,tgrid=5 heuristic:0.5 10
run frugal_skill4_vs_h8 ismcts:slev=1,sblend=0,styles=6,iters=200,temp=0.8,rollout=1,pw=0.0,opw=0.0,tgrid=5 heuristic:0.8 10
run frugal_skill4_vs_value ismcts:slev=1,sblend=0,styles=6,iters=200,temp=0.8,rollout=1,pw=0.0,opw=0.0,tgrid=5 value 10
run frugal_skill7_vs_h5 ismcts:slev=1,sblend=0,styles=6,iters=500,temp=0.4,rollout=1,pw=0.3,opw=0.3,tgrid=5 heuristic:0.5 10
run frugal_skill7_vs_h8 ismcts:slev=1,sblend=0,styles=6,iters=500,temp=0.4,rollout=1,pw=0.3,opw=0.3,tgrid=5 heuristic:0.8 20
run frugal_skill7_vs_value ismcts:slev=1,sblend=0,styles=6,iters=500,temp=0.4,rollout=1,pw=0.3,opw=0.3,tgrid=5 value 20
run frugal_skill10_vs_h5 ismcts:slev=1,sblend=0,styles=6,iters=1000,temp=0.25,tgrid=5 heuristic:0.5 10
run frugal_skill10_vs_h8 ismcts:slev=1,sblend=0,styles=6,iters=1000,temp=0.25,tgrid=5 heuristic:0.8 20
run frugal_skill10_vs_value ismcts:slev=1,sblend=0,styles=6,iters=1000,temp=0.25,tgrid=5 value 20
run frugal_skill13_vs_h5 ismcts:slev=1,sblend=0,styles=6,iters=2000,temp=0.1,tgrid=5 heuristic:0.5 10
run frugal_skill13_vs_h8 ismcts:slev=1,sblend=0,styles=6,iters=2000,temp=0.1,tgrid=5 heuristic:0.8 20
run frugal_skill13_vs_value ismcts:slev=1,sblend=0,styles=6,iters=2000,temp=0.1,tgrid=5 value 20
run frugal_skill16_vs_h5 ismcts:slev=1,sblend=0,styles=6,iters=4000,temp=0.0,tgrid=5 heuristic:0.5 10
run frugal_skill16_vs_h8 ismcts:slev=1,sblend=0,styles=6,iters=4000,temp=0.0,tgrid=5 heuristic:0.8 20
run frugal_skill16_vs_value ismcts:slev=1,sblend=0,styles=6,iters=4000,temp=0.0,tgrid=5 value 20
run frugal_10k_vs_h3 ismcts:slev=1,sblend=0,styles=6,iters=10000,tgrid=5 heuristic:0.3 10
run frugal_10k_vs_h5 ismcts:slev=1,sblend=0,styles=6,iters=10000,tgrid=5 heuristic:0.5 10
run frugal_3p_10k_vs_h8 ismcts:slev=1,sblend=0,styles=6,iters=10000,tgrid=5 heuristic:0.8 20 3
run frugal_3p_10k_vs_value ismcts:slev=1,sblend=0,styles=6,iters=10000,tgrid=5 value 20 3
run frugal_5p_10k_vs_h8 ismcts:slev=1,sblend=0,styles=6,iters=10000,tgrid=5 heuristic:0.8 10 5
run frugal_5p_10k_vs_value ismcts:slev=1,sblend=0,styles=6,iters=10000,tgrid=5 value 10 5
# More games: the value bot at 10k to 400 (deals 20-99), at 1k and 16k to 160 (deals 0-39),
# and 64k as four 16k trees against heuristic:0.8 beyond deal 40.
more frugal_10k_vs_value ismcts:slev=1,sblend=0,iters=10000,styles=6,tgrid=5 value 20 80
more frugal_1k_vs_value ismcts:slev=1,sblend=0,iters=1000,styles=6,tgrid=5 value 20 20
more frugal_16k_vs_value ismcts:slev=1,sblend=0,iters=16000,styles=6,tgrid=5 value 10 30
more tree16k_64k_vs_h8 ismcts:slev=1,sblend=0,iters=64000,refine=0,tree=16000,styles=6,tgrid=5 heuristic:0.8 40 60
# Every 10k panel row to 400 games (vA and vB deals 20-99, heuristic:0.3 and 0.5 deals
# 10-99), the value bot at 1k and 16k to 400 (deals 40-99), heuristic:0.8 with 3 and 5 players
# to 400 (3 players deals 20-133: 402 games; 5 players deals 10-79).
more frugal_10k_vs_vA ismcts:slev=1,sblend=0,iters=10000,styles=6,tgrid=5 $vA 20 80
more frugal_10k_vs_vB ismcts:slev=1,sblend=0,iters=10000,styles=6,tgrid=5 $vB 20 80
more frugal_1k_vs_value ismcts:slev=1,sblend=0,iters=1000,styles=6,tgrid=5 value 40 60
more frugal_16k_vs_value ismcts:slev=1,sblend=0,iters=16000,styles=6,tgrid=5 value 40 60
more frugal_10k_vs_h3 ismcts:slev=1,sblend=0,styles=6,iters=10000,tgrid=5 heuristic:0.3 10 90
more frugal_10k_vs_h5 ismcts:slev=1,sblend=0,styles=6,iters=10000,tgrid=5 heuristic:0.5 10 90
more frugal_3p_10k_vs_h8 ismcts:slev=1,sblend=0,styles=6,iters=10000,tgrid=5 heuristic:0.8 20 114 3
more frugal_5p_10k_vs_h8 ismcts:slev=1,sblend=0,styles=6,iters=10000,tgrid=5 heuristic:0.8 10 70 5
# Thinking against vB, the free-spending value bot: 1k and 16k on the 400 games of its 10k
# row (deals 0-99), paired with it.
run frugal_1k_vs_vB ismcts:slev=1,sblend=0,iters=1000,styles=6,tgrid=5 $vB 100
run frugal_16k_vs_vB ismcts:slev=1,sblend=0,iters=16000,styles=6,tgrid=5 $vB 100
# Thinking against the 6610fdc engine with its budget fixed at 10k: the search at 1k and 16k
# on the first 30 deals of frugal_10k_vs_ref, paired with it.
run frugal_1k_vs_ref10k ismcts:slev=1,sblend=0,iters=1000,styles=6,tgrid=5 ref:iters=10000 30
run frugal_16k_vs_ref10k ismcts:slev=1,sblend=0,iters=16000,styles=6,tgrid=5 ref:iters=10000 30
# 2026-12-02: the equal-iterations row against the 6610fdc engine to 600 games (deals
# 100-149, a size fixed before the run), and 1k and 16k against it at 10k to 400 games
# (deals 30-99), paired with frugal_10k_vs_ref.
more frugal_10k_vs_ref ismcts:slev=1,sblend=0,iters=10000,styles=6,tgrid=5 ref:iters=10000 100 50
more frugal_1k_vs_ref10k ismcts:slev=1,sblend=0,iters=1000,styles=6,tgrid=5 ref:iters=10000 30 70
more frugal_16k_vs_ref10k ismcts:slev=1,sblend=0,iters=16000,styles=6,tgrid=5 ref:iters=10000 30 70
# The value bot with 5 players to 400 games (deals 10-79).
more frugal_5p_10k_vs_value ismcts:slev=1,sblend=0,styles=6,iters=10000,tgrid=5 value 10 70 5
# The value bot with 3 players to 402 games (deals 20-133).
more frugal_3p_10k_vs_value ismcts:slev=1,sblend=0,styles=6,iters=10000,tgrid=5 value 20 114 3
# A finer bid grid inside the tree (tree_grid 8, the default now: tgrid8_*), paired with the
# six-style rows above (frugal_*, tree grid 5), the same build.
t8=ismcts:slev=1,sblend=0,iters=10000,styles=6,tgrid=8
t8_1k=ismcts:slev=1,sblend=0,iters=1000,styles=6,tgrid=8 t8_16k=ismcts:slev=1,sblend=0,iters=16000,styles=6,tgrid=8
t8_64k=ismcts:slev=1,sblend=0,iters=64000,refine=0,styles=6,tgrid=8
run tgrid8_10k_vs_ref $t8 ref:iters=10000 100
run tgrid8_10k_vs_value $t8 value 100
run tgrid8_10k_vs_h8 $t8 heuristic:0.8 100
run tgrid8_10k_vs_vB $t8 $vB 100
run tgrid8_10k_vs_h5 $t8 heuristic:0.5 20
run tgrid8_10k_vs_h3 $t8 heuristic:0.3 20
# Thinking with tree grid 8: 1k and 16k against the two bots (16k: 50 deals, the size that
# fitted the session, fixed after the first 9 games against heuristic:0.8 and before the
# run against the value bot).
run tgrid8_1k_vs_h8 $t8_1k heuristic:0.8 100
run tgrid8_1k_vs_value $t8_1k value 100
run tgrid8_16k_vs_h8 $t8_16k heuristic:0.8 50
run tgrid8_16k_vs_value $t8_16k value 50
# Tree grid 8 at equal time against the 6610fdc engine (50 ms a move each, paired with
# frugal_50ms_vs_ref50ms) and with 3 and 5 players (paired with the frugal_3p/5p rows).
run tgrid8_50ms_vs_ref50ms ismcts:slev=1,sblend=0,styles=6,ms=50,tree=0,tgrid=8 ref:ms=50 100
run tgrid8_3p_10k_vs_h8 $t8 heuristic:0.8 134 3
run tgrid8_3p_10k_vs_value $t8 value 134 3
run tgrid8_5p_10k_vs_h8 $t8 heuristic:0.8 80 5
run tgrid8_5p_10k_vs_value $t8 value 80 5
# Thinking with tree grid 8 against vB: 1k and 16k on the 100 deals of tgrid8_10k_vs_vB
# (400 games each, a size fixed before the run).
run tgrid8_16k_vs_vB $t8_16k $vB 100
run tgrid8_1k_vs_vB $t8_1k $vB 100
# The Skill table with tree grid 8 (the shipped search): the settings and deals of the
# frugal_skill rows with tgrid=8; level 20 is the first deals of the tgrid8_10k rows. Six
# styles, as they were run (the seventh was shipped after them).
for o in h5:heuristic:0.5 h8:heuristic:0.8 value:value; do
  name=${o%%:*} bot=${o#*:} n=20
  [[ $name == h5 ]] && n=10
  run tgrid8_skill1_vs_$name ismcts:slev=1,sblend=0,iters=100,temp=2.0,rollout=0,pw=0.0,opw=0.0,styles=6,tgrid=8 "$bot" 10
  run tgrid8_skill4_vs_$name ismcts:slev=1,sblend=0,iters=200,temp=0.8,rollout=1,pw=0.0,opw=0.0,styles=6,tgrid=8 "$bot" 10
  run tgrid8_skill7_vs_$name ismcts:slev=1,sblend=0,iters=500,temp=0.4,rollout=1,pw=0.3,opw=0.3,styles=6,tgrid=8 "$bot" $n
  run tgrid8_skill10_vs_$name ismcts:slev=1,sblend=0,iters=1000,temp=0.25,styles=6,tgrid=8 "$bot" $n
  run tgrid8_skill13_vs_$name ismcts:slev=1,sblend=0,iters=2000,temp=0.1,styles=6,tgrid=8 "$bot" $n
  run tgrid8_skill16_vs_$name ismcts:slev=1,sblend=0,iters=4000,temp=0.0,styles=6,tgrid=8 "$bot" $n
done
# 16k against heuristic:0.8 and the value bot with tree grid 8 to 400 games (deals 50-99),
# the size the issue asks of a row, fixed before the run.
more tgrid8_16k_vs_h8 $t8_16k heuristic:0.8 50 50
more tgrid8_16k_vs_value $t8_16k value 50 50
# 64k (four 16k trees, tree_iterations 16000 shipped) with tree grid 8 against heuristic:0.8,
# paired with tgrid8_16k_vs_h8: 60 deals, the size that fits a session (planned as 30,
# raised to 60 from the measured speed before any of its results was looked at), then to
# 400 games (deals 60-99), the issue's row size, when time was left in the same session.
run tgrid8_64k_vs_h8 $t8_64k heuristic:0.8 60
more tgrid8_64k_vs_h8 $t8_64k heuristic:0.8 60 40
# A second, independent sample for 16k - 1k with tree grid 8 against heuristic:0.8 and vB,
# the two panel members where the first 400 games left the paired interval at the edge of 0:
# deals 100-199 (400 more games a row), a size fixed before the run; reported alone and
# pooled with deals 0-99.
more tgrid8_16k_vs_h8 $t8_16k heuristic:0.8 100 100
more tgrid8_1k_vs_h8 $t8_1k heuristic:0.8 100 100
more tgrid8_16k_vs_vB $t8_16k $vB 100 100
more tgrid8_1k_vs_vB $t8_1k $vB 100 100
# The same deals 100-199 at 10k against heuristic:0.8 and vB (400 more games a row, fixed
# before the run), so that the whole thinking curve 1k / 10k / 16k is paired on 800 games.
more tgrid8_10k_vs_h8 $t8 heuristic:0.8 100 100
more tgrid8_10k_vs_vB $t8 $vB 100 100
# A second, independent sample for 64k - 16k with tree grid 8 against heuristic:0.8 (the one
# thinking target whose estimate was below 0 over deals 0-99): 64k on deals 100-199, where
# tgrid8_16k_vs_h8 already has 400 games; 400 more games, a size fixed before the run;
# reported alone and pooled with deals 0-99.
more tgrid8_64k_vs_h8 $t8_64k heuristic:0.8 100 100
# The engine itself as a panel member (the issue's "the engine itself at other budgets"):
# three copies of the shipped search at 1k, the engine seat at 1k and at 16k, 100 deals
# (400 games a row), sizes fixed before the run. Seeds follow the deal, seat and decision,
# not the role, so at equal settings the four seat rotations of a deal replay one game: the
# 1k row is 0.25 and margin 0 exactly, the baseline the 16k row is paired with.
run tgrid8_1k_vs_self1k $t8_1k $t8_1k 100
run tgrid8_16k_vs_self1k $t8_16k $t8_1k 100
# The same member at 10k and at 64k (four 16k trees), so the thinking curve against it runs
# 1k / 10k / 16k / 64k on the same 400 games (planned after the 64k sample above, before any
# game of the self1k rows was looked at).
run tgrid8_10k_vs_self1k $t8 $t8_1k 100
run tgrid8_64k_vs_self1k $t8_64k $t8_1k 100
# The 6610fdc engine fixed at 10k (three seats) against the shipped search (8 shares) at 1k
# and 16k, on the deals of tgrid8_10k_vs_ref (0-99), so 16k - 1k and 10k - 1k against it are
# paired with the shipped search (its 5-share rows are frugal_1k/16k_vs_ref10k). 400 games a
# row, fixed before the run; the 16k row in four blocks of 25 deals, run in this order.
run tgrid8_1k_vs_ref10k $t8_1k ref:iters=10000 100
run tgrid8_16k_vs_ref10k $t8_16k ref:iters=10000 25
more tgrid8_16k_vs_ref10k $t8_16k ref:iters=10000 25 25
more tgrid8_16k_vs_ref10k $t8_16k ref:iters=10000 50 25
more tgrid8_16k_vs_ref10k $t8_16k ref:iters=10000 75 25
# A second, independent sample of the equal-iterations row against the 6610fdc engine (the one
# strength target met by its estimate, 0.461, but not by its whole interval over deals 0-99):
# deals 100-199, 400 more games, a size fixed before the run; reported alone and pooled.
more tgrid8_10k_vs_ref $t8 ref:iters=10000 100 100
# A table of different opponents (2026-12-04): one 6610fdc engine at 10k, one value bot and
# one heuristic:0.8, cycled over the seats other than the hero's, so the style evidence has
# to tell the seats apart. The shipped search and the 6610fdc engine take the hero seat on
# 100 deals (400 games), the two bots on the first 50 (200 games; they only give the seat's
# baseline); sizes fixed before the run. Same deals and seats, so the rows pair.
mix="ref:iters=10000 value heuristic:0.8"
run mix_search $t8 "$mix" 100
run mix_ref ref:iters=10000 "$mix" 100
run mix_value value "$mix" 50
run mix_h8 heuristic:0.8 "$mix" 50
# 64k (four 16k trees) against three 6610fdc engines at 10k, on the first deals of
# tgrid8_16k_vs_ref10k, so 64k - 16k is paired against this member too (the third for that
# target after heuristic:0.8 and the search at 1k). Planned at 100 deals; cut to 50 (200
# games) after its first 5 games showed ~28 s a game per core, before any result was read.
run tgrid8_64k_vs_ref10k $t8_64k ref:iters=10000 50

# A value bot unsure of the artists' ranking (widths 2 and 1; found by probing the search with
# bots outside the panel, 2026-12-05): the shipped search against three of it on deals 0-49,
# 200 games, a size fixed before the run. (Its first 10 deals were run as a probe, the rest
# after; the same games as one run, checked on a deal.)
unsure=value:width0=2,width1=1
run tgrid8_10k_vs_unsure $t8 $unsure 50
# The seventh opponent style (the value bot unsure of the ranking, its prior a hundredth of the
# value bot's mix weight; shipped 2026-12-05) against the unsure bot, the value bot (deals
# 0-99), the 6610fdc engine, heuristic:0.8, vB (deals 0-49) and heuristic:0.5 (deals 0-19),
# paired with the tgrid8_ rows; sizes fixed before the runs. The first 200 games against the
# unsure bot and the value bot were screened on the branch as wtiny_10k_vs_* (the same games,
# relabelled). Its model of each seat decision by decision (dev/trace_s7_2k.jsonl): the same
# search at 2k with trace=1, 5 deals against each of value, vB, heuristic:0.8, the unsure bot
# and the 6610fdc engine at 2k (labels trace_s7_2k_vs_OPPONENT), one file.
s7=ismcts:slev=1,sblend=0,iters=10000,styles=7,tgrid=8
run s7_10k_vs_unsure $s7 $unsure 50
run s7_10k_vs_value $s7 value 100
run s7_10k_vs_ref $s7 ref:iters=10000 50
run s7_10k_vs_h8 $s7 heuristic:0.8 50
run s7_10k_vs_vB $s7 $vB 50
run s7_10k_vs_h5 $s7 heuristic:0.5 20
# The seventh-style row against the 6610fdc engine extended past its first 200 games, so the
# equal-iterations target is measured on the shipped search: planned to 800 games (deals
# 50-199, the size of tgrid8_10k_vs_ref) and cut to 600 (deals 50-149) for the session's
# time when the row against the strongest bot below was added, before any game of the
# extension was read.
more s7_10k_vs_ref $s7 ref:iters=10000 50 100
# The rules variants (2026-12-05): the shipped search against three value bots and three
# heuristic:0.8 with the Hungarian double rule (4 players, 25 deals, 100 games) and against
# two of each with the virtual-card rules, which are 3-player rules (34 deals, 102 games);
# sizes fixed before the run. No earlier row played a variant.
for o in value:value h8:heuristic:0.8; do
  more s7_10k_double_vs_${o%%:*} $s7 "${o#*:}" 0 25 4 double
  for v in turn winner; do more s7_3p_10k_${v}_vs_${o%%:*} $s7 "${o#*:}" 0 34 3 "$v"; done
done
# The value bot with momentum 0.3 (vM: it projects that the leading artists draw more of the
# remaining plays), the strongest of the hand-written bots in a round robin of ten
# (bench/README.md, "Value bots surer of the ranking"): the shipped search against three of
# it, 100 deals (400 games), the issue's row size, fixed before the run; its first 10 deals
# are the probe's (dev/probe_s7b_10k.jsonl, label probe_momentum0.3), game for game.
vM=value:momentum=0.3
run s7_10k_vs_vM $s7 $vM 100
# Thinking longer against vM (2026-12-05, a later session): the shipped search at 1k and 16k
# (400 games each, deals 0-99, the size of s7_10k_vs_vM) and at 64k as four 16k trees (deals
# 0-24, 100 games, what the session's time allowed, then deals 25-49: decided before any
# 64k game was read); sizes fixed before the runs.
run s7_1k_vs_vM ismcts:slev=1,sblend=0,iters=1000,styles=7,tgrid=8 $vM 100
run s7_16k_vs_vM ismcts:slev=1,sblend=0,iters=16000,styles=7,tgrid=8 $vM 100
run s7_64k_vs_vM ismcts:slev=1,sblend=0,iters=64000,refine=0,styles=7,tgrid=8 $vM 25
more s7_64k_vs_vM ismcts:slev=1,sblend=0,iters=64000,refine=0,styles=7,tgrid=8 $vM 25 25
# Past 16k a refined tree instead of an ensemble (2026-12-05, a later session; refine=1: a
# tree that has taken tree_iterations, 16000, stops adding nodes and the rest of the search
# refines its statistics): against vM on deals 0-49 (200 games, paired with s7_16k_vs_vM and
# s7_64k_vs_vM), then against heuristic:0.8 with six styles on deals 0-24 (100 games, paired
# with tgrid8_16k_vs_h8 and tgrid8_64k_vs_h8); sizes fixed before the runs.
run s7r_64k_vs_vM ismcts:slev=1,sblend=0,iters=64000,styles=7,tgrid=8,refine=1,rdepth=0 $vM 50
run t8r_64k_vs_h8 ismcts:slev=1,sblend=0,iters=64000,styles=6,tgrid=8,refine=1,rdepth=0 heuristic:0.8 25
# Then (fixed after the two rows above, before these ran) the same refined 64k with six
# styles against three copies of the search at 1k, deals 0-24 (100 games, paired with
# tgrid8_{16k,64k}_vs_self1k), and three value bots, deals 0-14 (60 games, paired with
# tgrid8_16k_vs_value; planned at 100, cut before it started when a game's time, about a
# minute, was looked up).
run t8r_64k_vs_self1k ismcts:slev=1,sblend=0,iters=64000,styles=6,tgrid=8,refine=1,rdepth=0 $t8_1k 25
run t8r_64k_vs_value ismcts:slev=1,sblend=0,iters=64000,styles=6,tgrid=8,refine=1,rdepth=0 value 15
# Extensions fixed before they ran (after the rows above were read): heuristic:0.8 on deals
# 25-49 (100 more games) and the value bot on deals 15-24 (40 more, its planned 100).
more t8r_64k_vs_h8 ismcts:slev=1,sblend=0,iters=64000,styles=6,tgrid=8,refine=1,rdepth=0 heuristic:0.8 25 25
more t8r_64k_vs_value ismcts:slev=1,sblend=0,iters=64000,styles=6,tgrid=8,refine=1,rdepth=0 value 15 10
# The refined 64k rows toward the issue's 400 games (2026-12-05, a later session; fixed before
# any of these games ran, after the rows above were read): vM on deals 50-99 and
# heuristic:0.8 on deals 50-99 (200 more games each, 400 a row), then the value bot on deals
# 25-49 (100 more, 200), then three copies of the search at 1k on deals 25-49 (100 more, 200),
# in that order.
more s7r_64k_vs_vM ismcts:slev=1,sblend=0,iters=64000,styles=7,tgrid=8,refine=1,rdepth=0 $vM 50 50
more t8r_64k_vs_h8 ismcts:slev=1,sblend=0,iters=64000,styles=6,tgrid=8,refine=1,rdepth=0 heuristic:0.8 50 50
more t8r_64k_vs_value ismcts:slev=1,sblend=0,iters=64000,styles=6,tgrid=8,refine=1,rdepth=0 value 25 25
more t8r_64k_vs_self1k ismcts:slev=1,sblend=0,iters=64000,styles=6,tgrid=8,refine=1,rdepth=0 $t8_1k 25 25
# Then (fixed after the rows above were read, before it ran, for the time left in the same
# session): the value bot on deals 50-74 (100 more games, 300).
more t8r_64k_vs_value ismcts:slev=1,sblend=0,iters=64000,styles=6,tgrid=8,refine=1,rdepth=0 value 50 25
# Why 64k loses money against the value bot (2026-12-05, a later session; fixed before any of
# these ran, after the rows above were read): the 16k row against the value bot re-run on
# deals 0-74 with the money ledger (its games predate the ledger; the re-run must reproduce
# them score for score) into dev/, then the refined 64k against the value bot on deals 75-99
# (100 more games, 400) and against the search at 1k on deals 50-74 (100 more, 300), in that
# order.
dev_ledger() {  # row hero [opponent, default the value bot]: deals 0-74 with the ledger
  [[ -s $out/dev/$1_ledger.jsonl ]] && return
  mkdir -p "$out/dev"
  "$build/ma_strength" --hero "$2" --opp "${3:-value}" --players 4 --first-deal 0 --deals 75 \
    --seed 1 --label "$1" --out "$out/dev/$1_ledger.jsonl"
}
dev_ledger tgrid8_16k_vs_value "$t8_16k"
more t8r_64k_vs_value ismcts:slev=1,sblend=0,iters=64000,styles=6,tgrid=8,refine=1,rdepth=0 value 75 25
# (The search at 1k on deals 50-74, planned here, was put off before it started for the
# screen of four 16k trees at the end of this file, and run after that screen was stopped.)
# Then (fixed after the first 90 games of the 16k re-run were read: 64k bought more) the 1k
# and 10k rows against the value bot re-run the same way, so the ledger is seen at every
# budget on the same 300 games (run beside the two rows above).
dev_ledger tgrid8_1k_vs_value "$t8_1k"
dev_ledger tgrid8_10k_vs_value "$t8"
# A screen (2026-12-05, a later session; fixed after the ledgers of 1k and 16k were read: the
# search buys more as it thinks longer, 64k paying more for its extra paintings than they
# sell for): does the searching seat's exploration constant (c, 0.7; under PUCT it is also
# the pull of the prior, which fades as the square root of the visits) set how much it buys?
# 16k with c 1.4 and 0.35, then 64k with c 1.4 (the prior's pull of a 16k search), each on
# deals 0-24 against the value bot (100 games), into dev/.
dev_screen() {  # row hero [opponent, default the value bot]: deals 0-24 into dev/
  [[ -s $out/dev/$1.jsonl ]] && return
  "$build/ma_strength" --hero "$2" --opp "${3:-value}" --players 4 --first-deal 0 --deals 25 \
    --seed 1 --label "$1" --out "$out/dev/$1.jsonl"
}
dev_screen c14_16k_vs_value ismcts:slev=1,sblend=0,iters=16000,styles=6,tgrid=8,c=1.4
dev_screen c035_16k_vs_value ismcts:slev=1,sblend=0,iters=16000,styles=6,tgrid=8,c=0.35
dev_screen c14_64k_vs_value ismcts:slev=1,sblend=0,iters=64000,styles=6,tgrid=8,refine=1,rdepth=0,c=1.4
# Then (fixed after the two 16k screens above were read: c 0.35 was above c 0.7 by the
# estimate, c 1.4 below with the whole interval) c 0.35 at 16k against heuristic:0.8 (six
# styles, paired with tgrid8_16k_vs_h8) and vM (seven styles, paired with s7_16k_vs_vM), each
# on deals 0-24 (100 games), into dev/: a lower constant must not lose to another member.
dev_screen c035_16k_vs_h8 ismcts:slev=1,sblend=0,iters=16000,styles=6,tgrid=8,c=0.35 heuristic:0.8
dev_screen c035_16k_vs_vM ismcts:slev=1,sblend=0,iters=16000,styles=7,tgrid=8,c=0.35 "$vM"
# Then (fixed after the first 53 games of c14_64k_vs_value were read: it bought as much as
# the refined 64k) does a 64k search buy more than 16k because its root is surer of the
# same picture, or because of the refined tree? Four fresh 16k trees (refine=0) average four
# 16k searches and do not refine: deals 0-24 against the value bot (100 games), into dev/.
# Stopped after its first 8 games, unread, when their time was looked up: about 80 s of the
# engine's time a game (the refined 64k about 34 s), 100 games would not fit the session.
# dev_screen ens_64k_vs_value ismcts:iters=64000,styles=6,tgrid=8,refine=0
more t8r_64k_vs_self1k ismcts:slev=1,sblend=0,iters=64000,styles=6,tgrid=8,refine=1,rdepth=0 $t8_1k 50 25
# Then (fixed after the row above was read: 64k gained money against the search at 1k where
# it loses it against the value bot) the 16k row against the search at 1k re-run on deals
# 0-74 with the ledger, to see whether 64k buys more there too.
dev_ledger tgrid8_16k_vs_self1k "$t8_16k" "$t8_1k"
# The search at 1k row to 400 games (2026-12-05, a later session; fixed before it ran, after
# every row above was read): deals 75-99 (100 more games).
more t8r_64k_vs_self1k ismcts:slev=1,sblend=0,iters=64000,styles=6,tgrid=8,refine=1,rdepth=0 $t8_1k 75 25
# Where 64k decides differently from 16k on the same positions (2026-12-05, a later session;
# fixed before they ran): the shipped 16k plays deals 0-5 (24 games, its row's first) against
# the value bot, then against the search at 1k, and at each of its decisions the refined 64k,
# four 16k trees (refine=0), the refined 64k with c 1.4 (a 16k root's prior pull) and 16k on
# other random streams (salt=1: the noise between two runs) say what they would play there
# (shadows, never played), into dev/; bench/strength/shadow.py sums them up.
dev_shadow() {  # row hero opponent shadow...: the shadows asked at every hero decision,
  # on deals 0-5 unless the call sets first= and deals=
  [[ -s $out/dev/$1_shadows.jsonl ]] && return
  local row=$1 hero=$2 opp=$3 spec
  shift 3
  local shadows=()
  for spec in "$@"; do shadows+=(--shadow "$spec"); done
  "$build/ma_strength" --hero "$hero" --opp "$opp" --players 4 --first-deal "${first:-0}" \
    --deals "${deals:-6}" --seed 1 --label "$row" --out "$out/dev/${row}_games.jsonl" \
    "${shadows[@]}" --shadow-out "$out/dev/${row}_shadows.jsonl"
}
s6=styles=6,tgrid=8
dev_shadow shadow_16k_vs_value "$t8_16k" value "ismcts:slev=1,sblend=0,iters=64000,$s6,refine=1,rdepth=0" \
  "ismcts:slev=1,sblend=0,iters=64000,$s6,refine=0" "ismcts:slev=1,sblend=0,iters=64000,$s6,refine=1,rdepth=0,c=1.4" \
  "ismcts:slev=1,sblend=0,iters=16000,$s6,salt=1"
# (The same against the search at 1k, planned next, was put off before it started for the
# screen below: fixed after the first 6 games above were read, where the refined 64k bid 3.5
# more than 16k a decision and four 16k trees and 16k on other streams did not.) Which part
# of the model the refined root trusts makes it bid more: on the same positions (the hero's
# games replay exactly), 64k and 16k with the opponents always playing their model's move
# where it names one (oms=1), and 64k and 16k with the heuristic as rollout policy
# (rollout=1): if the gap between 64k and 16k closes under one, that part is implicated.
dev_shadow shadow2_16k_vs_value "$t8_16k" value "ismcts:slev=1,sblend=0,iters=64000,$s6,refine=1,rdepth=0,oms=1" \
  "ismcts:slev=1,sblend=0,iters=16000,$s6,oms=1" "ismcts:slev=1,sblend=0,iters=64000,$s6,refine=1,rdepth=0,rollout=1" \
  "ismcts:slev=1,sblend=0,iters=16000,$s6,rollout=1"
# A screen on branch refine-model (f0d3e97; main's ma_strength has no roms=, so it is a
# comment here), fixed before it ran, after the first 8 games of shadow2 were read (with the
# opponents always on their model, 64k bid about as 16k): the refined 64k whose opponents
# play their model outright once the tree refines (roms=1), against the value bot on deals
# 0-24 (100 games, dev/roms1_64k_vs_value.jsonl; paired with t8r_64k_vs_value and
# tgrid8_16k_vs_value), then against the search at 1k on deals 0-24 (100 games,
# dev/roms1_64k_vs_self1k.jsonl), in that order:
#   ma_strength --hero ismcts:iters=64000,styles=6,tgrid=8,refine=1,roms=1 --opp value \
#     --players 4 --first-deal 0 --deals 25 --seed 1 --label roms1_64k_vs_value
# Stopped after its first games, unread and deleted, when the whole of shadow2 was read:
# with the opponents always on their model both 16k and 64k bid far more than the shipped
# 16k (+7.9 and +6.7 a bid), so roms=1 would move the refined root further the wrong way.
# Instead (fixed then, before they ran; the same branch): what the refined 64k bids with
# the opponents' learnt replies only once the tree refines (roms=0) and with roms=1, as
# shadows of the shipped 16k against the value bot on deals 0-2 (12 games,
# dev/shadow3_16k_vs_value_*.jsonl), then roms=0 against the value bot on deals 0-24 (100
# games, dev/roms0_64k_vs_value.jsonl; paired with t8r_64k_vs_value and tgrid8_16k_vs_value):
#   ma_strength --hero ismcts:iters=64000,styles=6,tgrid=8,refine=1,roms=0 --opp value \
#     --players 4 --first-deal 0 --deals 25 --seed 1 --label roms0_64k_vs_value
# The roms=0 screen was stopped after its first game, unread and deleted, when shadow3 was
# read: with roms=0 the refined 64k bid +5.3 a bid more than 16k on deals 0-2, as the
# shipped 64k (+4.8 on the same decisions): nothing for whole games to tell.
# Then (fixed after shadow3 was read, before it ran, for the time left in the session): is it
# the model's jump raises? 64k and 16k whose value-bot policy (playouts, prior and model)
# raises by 1 as the real value bot does (jump=0; the shipped 0.5 jumps half way to its
# limit), as shadows of the shipped 16k against the value bot on deals 0-1 (8 games; about
# three times slower playouts), into dev/.
first=0 deals=2 dev_shadow shadow4_16k_vs_value "$t8_16k" value \
  "ismcts:slev=1,sblend=0,iters=64000,$s6,refine=1,rdepth=0,jump=0" "ismcts:slev=1,sblend=0,iters=16000,$s6,jump=0"
# Then (fixed after those 8 games were read: 64k bid +3.1 more than 16k there, an interval
# over two deals only) deals 2-5 (16 more games) the same way, into the same files.
more_shadow4() {
  [[ -s $out/dev/shadow4_16k_vs_value_games.jsonl ]] &&
    (( $(grep -c '^{' "$out/dev/shadow4_16k_vs_value_games.jsonl") >= 24 )) && return
  "$build/ma_strength" --hero "$t8_16k" --opp value --players 4 --first-deal 2 --deals 4 \
    --seed 1 --label shadow4_16k_vs_value --out "$out/dev/shadow4_16k_vs_value_games.jsonl" \
    --shadow "ismcts:slev=1,sblend=0,iters=64000,$s6,refine=1,rdepth=0,jump=0" --shadow "ismcts:slev=1,sblend=0,iters=16000,$s6,jump=0" \
    --shadow-out "$out/dev/shadow4_16k_vs_value_shadows.jsonl"
}
more_shadow4
# Then (fixed after shadow4 was read, before it ran): the reward and the evaluation. 64k and
# 16k rewarded by the money margin alone (blend=1; shipped 0.3 of it beside 0.7 of the win
# chance), and 64k and 16k playing out to the game's end (horizon=0; shipped: the season's
# end, then an estimate), as shadows of the shipped 16k against the value bot on deals 0-5,
# for the time left in the session: what is done by 23:30 (whole games) is what is read.
first=0 deals=6 dev_shadow shadow5_16k_vs_value "$t8_16k" value \
  "ismcts:slev=1,sblend=0,iters=64000,$s6,refine=1,rdepth=0,blend=1" "ismcts:slev=1,sblend=0,iters=16000,$s6,blend=1" \
  "ismcts:slev=1,sblend=0,iters=64000,$s6,refine=1,rdepth=0,horizon=0" "ismcts:slev=1,sblend=0,iters=16000,$s6,horizon=0"
# Cut at 23:30 as fixed: 23 of the 24 games are in (deal 5 lacks its last game).
# Session 2026-12-06. A screen on branch refine-depth (main's ma_strength has no rdepth=, so
# it is a comment here), fixed before it ran: is 64k's extra bidding the refined tree's
# lopsided depth (16k's favoured lines hold learnt replies deep down, the lines it rarely
# tried end in playouts after a level or two)? The refined 64k still growing within 4 and
# within 8 levels of the root once it refines (rdepth=4, rdepth=8), as shadows of the shipped
# 16k against the value bot on deals 0-5 (24 games, dev/shadow6_16k_vs_value_*.jsonl):
#   ma_strength --hero ismcts:iters=16000,styles=6,tgrid=8 --opp value --players 4 \
#     --first-deal 0 --deals 6 --seed 1 --label shadow6_16k_vs_value \
#     --out dev/shadow6_16k_vs_value_games.jsonl \
#     --shadow ismcts:iters=64000,styles=6,tgrid=8,refine=1,rdepth=4 \
#     --shadow ismcts:iters=64000,styles=6,tgrid=8,refine=1,rdepth=8 \
#     --shadow-out dev/shadow6_16k_vs_value_shadows.jsonl
# If either bids within 1 of 16k a bid (the shipped 64k: +3.6), that one plays whole games:
# against the value bot on deals 0-24 (100 games, dev/rdepth_64k_vs_value.jsonl, paired with
# t8r_64k_vs_value and tgrid8_16k_vs_value), then against the search at 1k on deals 0-24
# (100 games, dev/rdepth_64k_vs_self1k.jsonl), for the time the session leaves.
# Read: rdepth=4 bid +3.98 [2.25, 5.71] more than 16k (same move 0.691), rdepth=8 +1.25
# [0.11, 2.38] (0.769): not within 1, so no whole games yet, but the gap shrinks as the
# refined tree grows deeper. Then (fixed after shadow6 was read, before it ran): rdepth=12 and
# rdepth=24 the same way (dev/shadow7_16k_vs_value_*.jsonl); whichever of rdepth=8, 12 and
# 24 bids closest to 16k plays the whole games planned above (value bot, then the search at
# 1k, deals 0-24, dev/rdepthN_64k_vs_{value,self1k}.jsonl), for the time the session leaves.
# Read (all 24 hero games reproduced the 16k row): rdepth=12 bid +0.87 [-0.06, 1.79] more than
# 16k (same move 0.812; 16k on other streams 0.828), rdepth=24 +1.16 [0.20, 2.12] (0.812).
# rdepth=12 is closest, so it plays the whole games planned above, in this order:
#   ma_strength --hero ismcts:iters=64000,styles=6,tgrid=8,refine=1,rdepth=12 --opp value \
#     --players 4 --first-deal 0 --deals 25 --seed 1 --label rdepth12_64k_vs_value
#   ma_strength --hero ismcts:iters=64000,styles=6,tgrid=8,refine=1,rdepth=12 \
#     --opp ismcts:iters=1000,styles=6,tgrid=8 --players 4 --first-deal 0 --deals 25 \
#     --seed 1 --label rdepth12_64k_vs_self1k
# Fixed before either rdepth12 row was read: refine_depth 12 ships as the default if, paired
# on the same games, it is at or above the shipped refined 64k (t8r_64k_vs_*) in win share
# against both members and not more than 5 below it in money against either. Then, for the
# time left: heuristic:0.8 on deals 0-24 (100 games, dev/rdepth12_64k_vs_h8.jsonl, paired
# with t8r_64k_vs_h8 and tgrid8_16k_vs_h8).
# Read (against the value bot, then the search at 1k; every seat matches its ledger), paired
# on the same 100 games each: rdepth12 - the shipped 64k (t8r): against the value bot +0.025
# [-0.050, 0.100], money +4.3 [-6.5, 15.1]; against the search at 1k +0.010 [-0.098,
# 0.118], money -16.5 [-38.7, 5.7]. More than 5 below in money against the search at 1k, so
# by its rule refine_depth 12 does not ship (the option is merged with default 0, no change;
# the rows above ran with the branch's ma_strength, the same code as main's with rdepth=12).
# As main's lines (each row is complete, so these skip):
dev_screen rdepth12_64k_vs_value ismcts:slev=1,sblend=0,iters=64000,styles=6,tgrid=8,refine=1,rdepth=12
dev_screen rdepth12_64k_vs_self1k ismcts:slev=1,sblend=0,iters=64000,styles=6,tgrid=8,refine=1,rdepth=12 "$t8_1k"
dev_screen rdepth12_64k_vs_h8 ismcts:slev=1,sblend=0,iters=64000,styles=6,tgrid=8,refine=1,rdepth=12 \
  heuristic:0.8
# Read: rdepth12 against heuristic:0.8 - the shipped 64k +0.030 [-0.065, 0.125], money +2.4;
# - 16k -0.040, money 0.0. Every seat matches its ledger. All three rows are complete.
# Then (fixed after the three rows were read, before these ran; the shipping decision above
# stands): the search at 1k on deals 25-49 (100 more games, 200 in the row), then the value
# bot on deals 25-49, cut at 02:20 (what is done by then, whole deals' games, is read).
sub=dev more rdepth12_64k_vs_self1k ismcts:slev=1,sblend=0,iters=64000,styles=6,tgrid=8,refine=1,rdepth=12 \
  "$t8_1k" 25 25
# (Planned as deals 25-49; cut at deal 41 as read below, so the line says what it holds.)
sub=dev more rdepth12_64k_vs_value ismcts:slev=1,sblend=0,iters=64000,styles=6,tgrid=8,refine=1,rdepth=12 \
  value 25 17
# Read: the search at 1k over 200 games: rdepth12 - the shipped 64k -0.013 [-0.100, 0.075],
# money -2.5 [-19.2, 14.2]. The value bot was cut at 02:20 as fixed, after deal 41 (168 games;
# the two games of deal 42 done by then were dropped): - the shipped 64k +0.039 [-0.018,
# 0.096], money +1.9. Every seat matches its ledger. To resume the value row, its deals 42-49:
#   sub=dev more rdepth12_64k_vs_value ismcts:...,rdepth=12 value 42 8
# Then (2026-12-06, fixed before these ran): rdepth12 to 400 games against the value bot
# (deals 42-99) and the search at 1k (deals 50-99), in that order, then heuristic:0.8 on
# deals 25-99 cut at 05:00 (whole deals' games are read; the line will say the deals held).
# Rule fixed now: refine_depth 12 ships as the default if, paired on the 400 games of each of
# the value bot and the search at 1k, rdepth12 - the shipped 64k (t8r_64k_vs_*) is at or
# above 0 in win share pooled over the two rows, not more than 5 below in money against
# either (by the estimate) and below against neither with the whole interval (win share or
# money); and rdepth12 - 16k (tgrid8_16k_vs_*) is at or above 0 in win share pooled over the
# two rows. The heuristic:0.8 row is read beside it, not part of the rule.
# (Added at 03:22, before any of these was read: at the speed seen, the search at 1k may not
# reach deal 99 before 05:05; if not, it is cut then, whole deals' games kept, and the rule
# is read on the games it holds.)
sub=dev more rdepth12_64k_vs_value ismcts:slev=1,sblend=0,iters=64000,styles=6,tgrid=8,refine=1,rdepth=12 \
  value 42 58
sub=dev more rdepth12_64k_vs_self1k ismcts:slev=1,sblend=0,iters=64000,styles=6,tgrid=8,refine=1,rdepth=12 \
  "$t8_1k" 50 50
# (Planned as deals 25-99; cut at 05:00 as fixed, after deal 74, so the line says what it
# holds; the one game of deal 75 done by then was dropped.)
sub=dev more rdepth12_64k_vs_h8 ismcts:slev=1,sblend=0,iters=64000,styles=6,tgrid=8,refine=1,rdepth=12 \
  heuristic:0.8 25 50
# Read (every seat of both rows matches its ledger), paired on the same 400 games each:
# rdepth12 - the shipped 64k: against the value bot +0.033 [-0.007, 0.072], money +9.8 [2.1,
# 17.5]; against the search at 1k +0.009 [-0.051, 0.068], money -1.5 [-13.3, 10.4]; pooled
# +0.021 [-0.013, 0.055], money +4.2. rdepth12 - 16k: against the value bot -0.014 [-0.054,
# 0.026], money -3.8; against the search at 1k +0.046 [-0.016, 0.109], money +20.6 [6.7,
# 34.5]; pooled +0.016 [-0.018, 0.050], money +8.4 [1.3, 15.6]. Every part of the rule holds,
# so refine_depth 12 ships as the default (2026-12-06); the refined rows before it say
# rdepth=0 (above).
# heuristic:0.8, cut at 05:00 after deal 74 (300 games; every seat matches its ledger):
# rdepth12 - the shipped 64k -0.005 [-0.067, 0.057], money -0.3; - 16k -0.017 [-0.071,
# 0.038], money 0.0. Over the three members (1,100 games) rdepth12 - 16k +0.007 [-0.019,
# 0.034], money +6.1 [0.9, 11.4]. To resume it, deals 75-99:
#   sub=dev more rdepth12_64k_vs_h8 ismcts:...,rdepth=12 heuristic:0.8 75 25
# Then (fixed at 05:01, before it ran; cut at 05:25 if not done): resume it to 400 games,
# deals 75-99, read beside the rule as before.
sub=dev more rdepth12_64k_vs_h8 ismcts:slev=1,sblend=0,iters=64000,styles=6,tgrid=8,refine=1,rdepth=12 \
  heuristic:0.8 75 25
# Read (400 games, every seat matches its ledger): rdepth12 - the shipped 64k (t8r) -0.022
# [-0.075, 0.030], money -3.6; - 16k -0.020 [-0.068, 0.028], money -1.1. Over the three
# members (1,200 games) rdepth12 - 16k +0.004 [-0.021, 0.030], money +5.2 [0.5, 10.0].
# Session 2026-12-06 (a later one; fixed before it ran): the shipped search at 64k (refined,
# still growing within 12 levels of the root, rdepth=12 written out so the line keeps its
# meaning if the default moves) against vM with seven styles, deals 0-99 (400 games), paired
# with s7_16k_vs_vM and s7r_64k_vs_vM (the same search refined whole). Cut at 07:50 if not
# done: whole deals' games are kept and the line will say the deals held. Read: "64k >= 16k"
# (issue 10) counts as met over the four members if, pooled over the four rows (value bot,
# search at 1k, heuristic:0.8, vM; paired with 16k on the same games), 64k - 16k is at or
# above 0 in win share by the estimate, and against vM 64k is not below 16k with the whole
# interval (win share or money). Otherwise it is reported as not met.
run s7d12_64k_vs_vM ismcts:slev=1,sblend=0,iters=64000,styles=7,tgrid=8,refine=1,rdepth=12 $vM 100
# Read (400 games, finished before the cut; every seat matches its ledger): 0.621 [0.580,
# 0.662], money +38.4; - 16k +0.005 [-0.051, 0.061], money +8.6 [-2.0, 19.2]; - the tree
# refined whole (s7r) +0.001, money +1.8. Over the four members (1,600 games) 64k - 16k
# +0.004 [-0.020, 0.029], money +6.1 [1.6, 10.6]: the read above holds, so "64k >= 16k" is
# met over the four members.
# Then (fixed at 07:37, before they ran, while CI runs): does thinking pay against
# heuristic:0.5, where every budget wins every game so only the money can show it (issue 10:
# 16k beats 1k against every member; the 6610fdc search's 16k - 1k there was -41 in money,
# rows 16k_vs_h5 and 1k_vs_h5)? The shipped search at 1k, then at 16k, against three
# heuristic:0.5 on deals 0-99 (400 games each). The 16k row is cut at 08:08 if not done
# (whole deals kept; the line will say the deals held). Read: 16k - 1k in money, paired.
run s7_1k_vs_h5 ismcts:slev=1,sblend=0,iters=1000,styles=7,tgrid=8 heuristic:0.5 100
run s7_16k_vs_h5 ismcts:slev=1,sblend=0,iters=16000,styles=7,tgrid=8 heuristic:0.5 100
# Read (both rows whole, 400 games each, finished before the cut; every seat matches its
# ledger): both win every game; 16k - 1k in money -1.6 [-9.3, 6.1]: level, no gain shown.
# Then (fixed at 07:56, before they ran): the same against heuristic:0.3, deals 0-99 (400
# games each), 1k then 16k; the 16k row cut at 08:12 if not done (whole deals kept; the line
# will say the deals held). Read: 16k - 1k in money, paired.
run s7_1k_vs_h3 ismcts:slev=1,sblend=0,iters=1000,styles=7,tgrid=8 heuristic:0.3 100
run s7_16k_vs_h3 ismcts:slev=1,sblend=0,iters=16000,styles=7,tgrid=8 heuristic:0.3 100
# Read (both rows whole, 400 games each, finished before the cut; every seat matches its
# ledger): both win every game; 16k - 1k in money +9.3 [-0.5, 19.1].
# Session 2026-12-06 (a later one; fixed at 08:23, before any of these ran), one lane in this
# order, cut at 10:25 if not done (whole deals' games kept; the line will then say the deals
# held). Thinking against random and vA, the panel members with no shipped-search 1k/16k rows
# (every budget wins nearly every game there, so money is the main measure): the shipped
# search at 1k, then 16k, deals 0-99 (400 games each). Read: 16k - 1k paired, win share and
# money; a gain counts where the whole interval is above 0.
run s7_1k_vs_random ismcts:slev=1,sblend=0,iters=1000,styles=7,tgrid=8 random 100
run s7_16k_vs_random ismcts:slev=1,sblend=0,iters=16000,styles=7,tgrid=8 random 100
run s7_1k_vs_vA ismcts:slev=1,sblend=0,iters=1000,styles=7,tgrid=8 $vA 100
run s7_16k_vs_vA ismcts:slev=1,sblend=0,iters=16000,styles=7,tgrid=8 $vA 100
# Read (all four rows whole, 400 games each, finished before the cut; every seat matches its
# ledger): random: both win every game, 16k - 1k in money +7.1 [-11.1, 25.3], level. vA:
# 0.995 and 0.990 (-0.005 [-0.017, 0.007]), 16k - 1k in money -31.7 [-41.4, -22.1]: 16k
# buys 3.8 paintings a game fewer and ends 62 poorer, vA 31 poorer. Thinking loses money.
# Then s7_10k_vs_ref to the 800 games it was first planned at (deals 150-199, 200 games; cut
# to 600 for time before). Read: the issue's equal-iterations target (>= 0.45) over deals
# 0-199, with the whole interval or by the estimate; paired with tgrid8_10k_vs_ref (six
# styles) on the same 800 games.
more s7_10k_vs_ref $s7 ref:iters=10000 150 50
# Read (whole, finished before the cut; every seat matches its ledger): alone 0.500, money
# +83; over 800 games 0.473 [0.439, 0.507], money +81 [72, 89]: above 0.45 by the estimate,
# not with the whole interval. Paired with tgrid8_10k_vs_ref +0.028 [-0.018, 0.073].
# Then s7_10k_vs_vM extended by deals 100-199 (400 games; decided after its first 400 were
# read): put off before it started, for the screen at the end of this file.
#   more s7_10k_vs_vM $s7 $vM 100 100
# (Fixed at 08:50, after s7_16k_vs_vA's first 300 games were read: 16k - 1k in money -62 for
# itself, -30 in margin; it buys 3.6 paintings a game fewer from the frugal bots.) Where 16k
# decides differently from 1k against vA, run beside the lane: the shipped 16k plays deals
# 0-5 (24 games) against vA, and at each of its decisions the shipped search at 1k and 4k,
# 16k on other random streams (salt=1: the noise between two runs) and 16k with the other
# seats always playing their model's move in the tree (oms=1) say what they would play.
s7_16k=ismcts:slev=1,sblend=0,iters=16000,styles=7,tgrid=8
dev_shadow shadow_s7_16k_vs_vA "$s7_16k" "$vA" ismcts:slev=1,sblend=0,iters=1000,styles=7,tgrid=8 \
  ismcts:slev=1,sblend=0,iters=4000,styles=7,tgrid=8 "$s7_16k,salt=1" "$s7_16k,oms=1"
# A screen on branch margin-scale (3a6e83c; main's reward differs, so it is a comment here),
# fixed at 08:52 before any of it ran, after the ledgers of s7_16k_vs_vA were read. The
# reward's money part divides a seat's money minus the table's mean by the largest distance
# from the mean, so a far leader's margin is 1 however far ahead it is (the terminal returns
# and the horizon alike): once the search leads by far, every move scores the same and only
# the rare lines where it falls back count, which would make it shy of buying. The branch
# divides by the richest seat's money instead (never pinned). With the branch's ma_strength,
# --players 4 --seed 1 --jobs 2, the hero ismcts:iters=N,styles=7,tgrid=8 as in the rows
# paired with, in this order, cut at 10:25 if not done (whole deals kept):
#   ms_16k_vs_vA    16k, vA, deals 0-24 (100 games)    paired with s7_16k_vs_vA
#   ms_10k_vs_h8    10k, heuristic:0.8, deals 0-49     paired with s7_10k_vs_h8
#   ms_10k_vs_vM    10k, vM, deals 0-49                paired with s7_10k_vs_vM
#   ms_10k_vs_value 10k, value, deals 0-49             paired with s7_10k_vs_value
#   ms_10k_vs_ref   10k, ref:iters=10000, deals 0-24   paired with s7_10k_vs_ref
#   ms_16k_vs_h5    16k, heuristic:0.5, deals 0-24     paired with s7_16k_vs_h5
# (each: ma_strength --hero H --opp O --players 4 --first-deal 0 --deals D --seed 1
#  --label L --out bench/results/strength/dev/L.jsonl). Read: a screen, not a ship: promising
# if against vA the money margin gains with the whole interval and against none of
# heuristic:0.8, vM, the value bot and the 6610fdc engine is it below the shipped search with
# the whole interval (win share or money); then it needs the panel at 400 games before it
# could ship.
# Read (fixed at 09:32): ms_16k_vs_vA (whole, 100 games) - s7_16k_vs_vA -9.0 [-24.4, 6.4]
# in money (the hero's own -2.3), buying as many paintings: the pinned margin is not why 16k
# spends less against vA, so the screen cannot be promising. Stopped there: ms_10k_vs_h8 was
# stopped after its first games, unread and deleted; the rest never ran.
# Instead (fixed at 09:32, before it ran; cut at 10:25 if not done, whole deals kept): the
# shadows above say 16k with the other seats always on their model (oms=1) would bid 5.2 a
# bid more than the shipped 16k (1k: 2.3 more). The same screen with main's ma_strength and
# oms=1 (the shipped search otherwise), into dev/, in this order, each paired with the
# shipped row on the same games. Read: a screen, not a ship: promising if against vA the
# money margin gains with the whole interval and against none of heuristic:0.8, vM, the value
# bot and the 6610fdc engine is it below the shipped search with the whole interval (win
# share or money); then it needs the panel at 400 games before it could ship.
sub=dev run oms1_16k_vs_vA ismcts:slev=1,sblend=0,iters=16000,styles=7,tgrid=8,oms=1 $vA 25
# Read (fixed at 09:37; 100 games, whole): oms1_16k_vs_vA - s7_16k_vs_vA -0.3 [-20.0, 19.4] in
# money (it buys 1.4 paintings a game more and pays vA 45 more, for sales 25 more); - 1k
# -24.2 [-44.7, -3.7]. Not promising; stopped there (oms1_10k_vs_h8 was stopped after its
# first games, unread and deleted; the rest never ran):
#   sub=dev run oms1_10k_vs_h8 $s7,oms=1 heuristic:0.8 50   (then vM, value, ref, h5)
# Instead (fixed at 09:37, before they ran; cut at 10:25 if not done, whole deals kept): the
# shipped search at 10k against vA (400 games; its 10k cell is the six-style search with 5
# shares), to place 10k between 1k and 16k. Read: 10k - 1k and 16k - 10k in money, paired.
# Then the vM extension put off above (deals 100-199, 400 games; decided after its first
# 400 were read, so the second 400 is also reported alone). Read: >= 0.55 over the 800.
run s7_10k_vs_vA $s7 $vA 100
# Read (whole, 400 games, finished before the cut; every seat matches its ledger): 0.995,
# money +190; 10k - 1k -25.4 [-34.0, -16.8], 16k - 10k -6.3 [-13.6, 1.0].
more s7_10k_vs_vM $s7 $vM 100 100
# Read (whole, 400 games, finished before the cut; every seat matches its ledger): alone
# 0.578 [0.533, 0.622], money +28; over 800 games 0.574 [0.543, 0.606], money +29 [23, 36]:
# above 0.55 by the estimate, not with the whole interval.
# (Fixed at 10:16, before they ran; cut at 10:45 if not done, whole deals kept.) Three more
# probes of why 16k spends less than 1k against vA, each the shipped 16k with one setting
# changed, deals 0-24 (100 games), paired with s7_16k_vs_vA and s7_1k_vs_vA: the position
# valued two seasons ahead instead of one (horizon=2), playouts to the game's end
# (horizon=0), and twice the exploration constant (c=1.4: the prior's pull, which steers 1k,
# stays stronger). Read: a lead for later screens if one gains money over the shipped 16k
# with the whole interval; none could ship on these alone.
s7_16k_vA_probe() { sub=dev run "p$1_16k_vs_vA" "$s7_16k,$2" "$vA" 25; }
s7_16k_vA_probe h2 horizon=2
s7_16k_vA_probe h0 horizon=0
#   s7_16k_vA_probe c14 c=1.4   (stopped unread before its cut: the read below)
# Read (fixed at 10:43): ph2 (whole, 100 games) - the shipped 16k -21.6 [-36.4, -6.8] in
# money, - 1k -45.5 [-65.9, -25.1]; ph0 (whole, 100) - 16k -33.9 [-53.8, -14.1], - 1k -57.8
# [-77.6, -38.0]; every seat matches its ledger. Both sell about 1.1 more of their paintings
# to vA, which ends 13 and 19 richer. pc14 was stopped at 10:42 after its first games, before
# the cut it could not have beaten, unread and deleted. A lead: the further the search plays
# the future out, the more money it leaves to vA.
# (Fixed at 11:05, before they ran; cut at 11:45 if not done, whole deals kept.) Is it the
# model of vA or the search? Two checks, into dev/: (1) the search's rollout policy and
# prior alone (value:jump=0.5) and the value bot with its defaults, each as the hero against
# vA, deals 0-99 (400 games): where the prior that steers 1k stands in money. (2) The search
# with an exact model of vA: every seat's policy, prior and model the value bot with vA's
# shares (buy=0.8, fixed=0.9; open raises still in jumps), one style only (mix=0, no
# evidence), at 1k and 16k, deals 0-24 (100 games). Read: if 16k - 1k with the exact model
# is at or above 0 by the estimate in money, the lead is the model of vA (a style that fits
# it better); if below 0 with the whole interval, the search loses money with thinking even
# when its model of the opponents is right (the reward or the evaluation, not the model).
sub=dev run pol_vs_vA value:jump=0.5 $vA 100
sub=dev run valbot_vs_vA value $vA 100
pm=styles=7,tgrid=8,mix=0,belief=0,buy=0.8,fixed=0.9
sub=dev run pm_1k_vs_vA ismcts:slev=1,sblend=0,iters=1000,$pm $vA 25
sub=dev run pm_16k_vs_vA ismcts:slev=1,sblend=0,iters=16000,$pm $vA 25
# Read (fixed at 11:12; every seat matches its ledger): pol_vs_vA 0.927, money +212;
# valbot_vs_vA 0.978, +241 (above the search at 1k, +215); pm_1k_vs_vA 1.000, +160 (- s7_1k
# -53.2 [-73.5, -32.9] on deals 0-24: it buys 10.9 fewer paintings); pm_16k - pm_1k -12.9
# [-31.8, 6.1]: neither read, so no lead on the model. Both ways 16k auctions fewer of its own
# cards than 1k (pm: sold -1.6, received -34; shipped: sold -2.0, received -58), and with the
# shipped 16k at the table a game auctions 3.7 [2.9, 4.5] fewer lots of its 44 (s7_16k vs s7_1k,
# all 400 games): the seasons end sooner, fewer paintings are sold, everyone ends poorer.
# (Fixed at 11:12, before they ran; cut at 11:50 if not done, whole deals kept.) A leader
# whose reward is mostly the win chance gains by ending seasons early (less left to chance),
# and the money margin in its reward is pinned at 1 for a far leader, so nothing pulls the
# other way. Probe, into dev/: the search of branch margin-scale (3a6e83c: the margin divided
# by the richest seat's money, not pinned) with blend=0.7 (the margin's weight; shipped 0.3),
# at 16k and at 1k, against vA, deals 0-24 (100 games; `ma_strength --hero
# ismcts:iters=16000,styles=7,tgrid=8,blend=0.7 --opp value:buy=0.8,fixed=0.9 --players 4
# --first-deal 0 --deals 25 --seed 1 --label ms07_16k_vs_vA`, then iters=1000, label
# ms07_1k_vs_vA). Read: a lead for a reward that weighs money more once the win is safe if
# ms07_16k - s7_16k gains money with the whole interval and the lots a game rise; ms07_16k -
# ms07_1k says whether thinking then gains.
# Read (fixed at 11:17; every seat matches its ledger): ms07_16k_vs_vA - s7_16k_vs_vA
# +38.1 [21.2, 55.0] in money (win share 0.000), and a game auctions 3.2 [1.7, 4.7] lots
# more (as many as with 1k at the table); ms07_16k - ms07_1k +13.6 [-3.0, 30.2]; ms07_1k -
# s7_1k +0.6 [-15.1, 16.4]. A lead: with the margin unpinned and weighed more, 16k no longer
# ends the seasons early against vA and the money comes back.
# (Fixed at 11:17, before they ran; cut at 12:10 if not done, whole deals kept.) The same
# search (branch margin-scale, blend=0.7) at the shipped 10k against the panel, into dev/, in
# this order, each paired with the shipped row on the same games: ms07_10k_vs_ref (deals
# 0-24, 100 games), ms07_10k_vs_vM (0-49, 200), ms07_10k_vs_h8 (0-49, 200),
# ms07_10k_vs_value (0-49, 200), ms07_10k_vs_vA (0-24, 100); each `ma_strength --hero
# ismcts:iters=10000,styles=7,tgrid=8,blend=0.7 --opp OPP --players 4 --first-deal 0 --deals
# D --seed 1 --label L`. Read: a screen, not a ship: promising if against vA the money gains
# with the whole interval and against none of the others is it below the shipped search with
# the whole interval (win share or money); then the panel at 400 games before it could ship.
# Stopped at 11:22 after 31 games of ms07_10k_vs_ref, unread and deleted: branch margin-scale
# changes money_returns, which the frozen 6610fdc engine's search also reads, so its
# opponents were not the 6610fdc engine. (Its vA rows stand: the value bots read no reward.)
# Restarted at once with branch money-weight instead (the same margin, only in Modern Art's
# search adapter: SearchGame::returns and the horizon's evaluate; the rules' returns, and so
# the 6610fdc engine, unchanged; checked: the hero's games of ms07_1k_vs_vA's first 2 deals
# come out the same), the same rows, order, reads and cut.
# Read (fixed at 11:47; every seat matches its ledger): ms07_10k_vs_ref - s7_10k_vs_ref
# -0.030 [-0.143, 0.083], money +5.1 [-31.1, 41.2]; ms07_10k_vs_vM - s7_10k_vs_vM **-0.160
# [-0.239, -0.081]** in win share, money -12.3 [-29.2, 4.5]. Below the shipped search with the
# whole interval against vM: not promising, a fixed weight of 0.7 on the money gives up wins
# against an even opponent. Stopped there (ms07_10k_vs_h8 stopped after its first games,
# unread and deleted; value and vA never ran).
# (Fixed at 11:47, before they ran; cut at 12:50 if not done, whole deals kept.) So the money
# gets its weight only where the win is safe: branch money-weight (3rd commit: the margin
# relative to the richest seat's money as above, and search::Options::safe_blend: the
# margin's weight rises from reward_blend 0.3 to safe_blend as the searching seat's expected
# win share so far goes from safe_win 0.8 to 1), with sblend=0.7. Into dev/, in this order,
# each paired with the shipped row on the same games: sb_16k_vs_vA (deals 0-24, 100 games),
# sb_1k_vs_vA (0-24), sb_10k_vs_vM (0-49, 200), sb_10k_vs_ref (0-24, 100), sb_10k_vs_h8
# (0-49, 200), sb_10k_vs_value (0-49, 200); each `ma_strength --hero
# ismcts:iters=N,styles=7,tgrid=8,sblend=0.7 --opp OPP --players 4 --first-deal 0 --deals D
# --seed 1 --label L`. Read: a screen, not a ship: promising if against vA 16k gains money
# over the shipped 16k with the whole interval and against none of vM, the 6610fdc engine,
# heuristic:0.8 and the value bot is the 10k below the shipped 10k with the whole interval
# (win share or money); then the panel at 400 games before it could ship.
# Read (fixed at 12:02; every seat matches its ledger): sb_16k_vs_vA - s7_16k_vs_vA +19.0
# [1.9, 36.1] in money (- ms07_16k -19.1 [-32.2, -5.9]); sb_16k - sb_1k -13.9 [-30.8, 3.1];
# sb_1k - s7_1k +9.0 [-9.9, 27.9]. sb_10k_vs_vM - s7_10k_vs_vM -0.055 [-0.142, 0.032] in win
# share, money **-23.0 [-45.7, -0.2]**: below the shipped search in money with the whole
# interval, so not promising. Stopped there (sb_10k_vs_ref stopped after its first games,
# unread and deleted; h8 and value never ran). Both screens change the margin everywhere,
# the unpinned margin at weight 0.3 too in even games, where it pulls less on money than the
# pinned one (a far leader aside, the pinned margin divides by a distance of tens, the
# unpinned by the richest seat's hundreds).
# (Corrected at 12:54: the sb rows ran efd98f4, the branch's 2nd commit, not its 3rd as the
# plan says; what the plan says that commit does is right.)
# (Fixed at 12:02, before they ran; cut at 13:05 if not done, whole deals kept.) So the
# margin stays as shipped and the money gets extra weight only where the win is safe: branch
# money-weight at c46c7e4 (the shipped reward, and once the searching seat's expected win
# share so far passes safe_win 0.8 the weight above reward_blend 0.3, rising linearly to
# safe_blend by a win share of 1, goes to a lead relative to the richest seat's money or
# estimate, SearchGame::lead; with sblend=0 the shipped search, checked on 2 deals). sblend=0.7.
# Into dev/, in this order, each paired with the shipped row on the same games: sl_16k_vs_vA
# (deals 0-24, 100 games), sl_1k_vs_vA (0-24), sl_10k_vs_vM (0-49, 200), sl_10k_vs_ref (0-24,
# 100), sl_10k_vs_h8 (0-49, 200), sl_10k_vs_value (0-49, 200); each `ma_strength --hero
# ismcts:iters=N,styles=7,tgrid=8,sblend=0.7 --opp OPP --players 4 --first-deal 0 --deals D
# --seed 1 --label L`. Read: as the two screens above (promising if against vA 16k gains
# money over the shipped 16k with the whole interval and none of vM, the 6610fdc engine,
# heuristic:0.8 and the value bot has the 10k below the shipped 10k with the whole interval).
# (Fixed at 12:16, before any of it ran, while sl_10k_vs_ref runs; cut at 13:15 if not done,
# whole deals kept.) If the sl screen passes its read, its vA rows go to 400 games (deals
# 25-99): sl_1k_vs_vA, then sl_16k_vs_vA, same binary and specs. Read: sl_16k - s7_16k and
# sl_16k - sl_1k in money over the 400, paired; still a screen (the panel at 400 games
# comes before any ship).
# Read (fixed at 12:40; every seat matches its ledger): sl_16k_vs_vA - s7_16k_vs_vA **+17.3
# [5.4, 29.2]** in money; sl_16k - sl_1k -11.7 [-28.4, 5.0]; sl_1k - s7_1k +5.1 [-5.1, 15.4].
# At 10k, - the shipped 10k (win share; money): vM 0.000 [-0.014, 0.014]; +0.8 [-2.3, 3.9]
# (200 games); 6610fdc engine +0.010 [-0.024, 0.044]; +6.3 [-3.6, 16.2] (100); heuristic:0.8
# -0.007 [-0.032, 0.017]; **+7.6 [3.4, 11.8]** (200); value bot +0.005 [-0.012, 0.022]; +5.1
# [-0.0, 10.2] (200). Promising: vA gains, none below. Its vA rows go to 400 games as fixed
# at 12:16 (started 12:40).
# Read (fixed at 12:54; both rows whole, 400 games, every seat matches its ledger):
# sl_16k_vs_vA - s7_16k_vs_vA **+22.1 [16.1, 28.1]** in money (it buys 1.0 more paintings a
# game, sells 0.4 more of its own, ends 25 richer); sl_1k - s7_1k +5.2 [-0.1, 10.4]; sl_16k -
# sl_1k **-14.8 [-23.8, -5.8]**: with it thinking still costs money against vA, half of
# what it cost (-31.7). Not shipped this session: the panel at 400 games comes first.
# (Fixed at 13:01, before they ran; cut at 13:32 if not done, whole deals kept.) Toward the
# 400-game panel the sl search needs before it could ship: sl_10k_vs_vM, sl_10k_vs_h8 and
# sl_10k_vs_value to deals 50-99 (400 games each), in this order, same binary and specs.
# Read: each over its games, - the shipped 10k on the same games (win share and money); a
# row cut short is reported at the size it reached. The 6610fdc engine's row (300 more
# games, about 45 minutes) is left for later.
# Stopped at 13:01, seconds after it started, before any game was written: the shipped
# s7_10k_vs_h8 has deals 0-49 only, so sl_10k_vs_h8 on deals 50-99 would have nothing to
# pair with. Restarted at once with sl_10k_vs_vM and sl_10k_vs_value only, same cut and read.
# At 13:05 the cut of an earlier lane (13:05, left running by mistake) stopped sl_10k_vs_vM
# after deals 50-62 and 2 games of deal 63; those 2 games were deleted (whole deals kept) and
# sl_10k_vs_value went on. Fixed at 13:12, before it runs: once sl_10k_vs_value is done, vM
# resumes at deal 63 (deals 63-99), same binary, spec, cut (13:32) and read.
# Read (fixed at 13:21; both whole, 400 games, every seat matches its ledger): sl_10k_vs_vM -
# s7_10k_vs_vM +0.006 [-0.009, 0.021], money +1.6 [-0.6, 3.7]; sl_10k_vs_value -
# s7_10k_vs_value 0.000 [-0.010, 0.010], money **+5.3 [1.9, 8.6]**. Left for later: the
# 6610fdc engine (300 more games), heuristic:0.8 (the shipped row needs deals 50-99 too), and
# random, heuristic:0.3 and 0.5 at 1k and 16k.
# The sl screen's code is now on main (search::Options::safe_blend and safe_win, off by
# default; Modern Art's SearchGame::lead): ma_strength's `sblend=0.7` plays branch
# money-weight's c46c7e4 game for game (checked on deals 0-1 at 16k and deal 0 at 1k against
# vA), and without it the shipped search (deal 0 at 1k). The sl rows it ran, as lines:
sl=ismcts:slev=1,iters=10000,styles=7,tgrid=8,sblend=0.7,lscale=0,lroot=0
sl_1k=ismcts:slev=1,iters=1000,styles=7,tgrid=8,sblend=0.7,lscale=0,lroot=0
sl_16k=ismcts:slev=1,iters=16000,styles=7,tgrid=8,sblend=0.7,lscale=0,lroot=0
sub=dev run sl_16k_vs_vA "$sl_16k" $vA 100
sub=dev run sl_1k_vs_vA "$sl_1k" $vA 100
sub=dev run sl_10k_vs_vM "$sl" $vM 100
sub=dev run sl_10k_vs_value "$sl" value 100
# (Fixed at 13:46, before they ran; cut at 15:50 if not done, whole deals kept.) The rest of
# the 400-game panel before sl could ship, in this order: the shipped search and sl against
# heuristic:0.8 on deals 50-99; sl at 1k against heuristic:0.3, heuristic:0.5 and random
# (deals 0-99); sl against the 6610fdc engine on deals 25-99; sl at 16k against
# heuristic:0.3, heuristic:0.5 and random (deals 0-99).
# Read: each sl row - the shipped row at the same iterations on the same games (win share
# and money, clustered by deal). sl ships (safe_blend 0.7 the default) if none of vM, the
# value bot, heuristic:0.8, the 6610fdc engine, heuristic:0.3, heuristic:0.5 and random has
# it below the shipped search with the whole interval in either (a row cut short is read at
# the size it reached and says so), as 16k against vA already gained +22.1 [16.1, 28.1] in
# money. Reported besides: sl_16k - sl_1k in money against heuristic:0.3, 0.5 and random
# (the target: thinking level in money there), against the shipped 16k - 1k.
more s7_10k_vs_h8 $s7 heuristic:0.8 50 50
sub=dev more sl_10k_vs_h8 "$sl" heuristic:0.8 50 50
sub=dev run sl_1k_vs_h3 "$sl_1k" heuristic:0.3 100
sub=dev run sl_1k_vs_h5 "$sl_1k" heuristic:0.5 100
sub=dev run sl_1k_vs_random "$sl_1k" random 100
sub=dev more sl_10k_vs_ref "$sl" ref:iters=10000 25 75
sub=dev run sl_16k_vs_h3 "$sl_16k" heuristic:0.3 100
sub=dev more sl_16k_vs_h5 "$sl_16k" heuristic:0.5 0 76  # cut at 15:50 after deal 75
sub=dev more sl_16k_vs_h5 "$sl_16k" heuristic:0.5 76 24  # resumed by a later session
sub=dev run sl_16k_vs_random "$sl_16k" random 100
# (Fixed at 13:59, before they ran, while the rows above run; they start once those are
# done; cut at 15:50 if not done, whole deals kept.) The Skill table re-read with sl: the
# tgrid8_skill rows' settings and deals (six styles, as those were run) with sblend=0.7, into
# dev/ as sl_skill<level>_vs_<bot>. Read: each cell - the tgrid8_skill cell on the same games
# (win share and money), and whether the levels still rise as the table says (up to 10
# clearly, then level within noise); if sl ships, this is the table with it.
skill_rows() {  # prefix settings: the Skill table's rows in dev/ as <prefix>_skill<level>_vs_<bot>
  # (levels 1-16 against heuristic:0.5, heuristic:0.8 and the value bot, as the tgrid8_skill
  # rows: their settings and deals, with `settings` added)
  local o name bot n
  for o in h5:heuristic:0.5 h8:heuristic:0.8 value:value; do
    name=${o%%:*} bot=${o#*:} n=20
    [[ $name == h5 ]] && n=10
    sub=dev run $1_skill1_vs_$name ismcts:iters=100,temp=2.0,rollout=0,pw=0.0,opw=0.0,$2 "$bot" 10
    sub=dev run $1_skill4_vs_$name ismcts:iters=200,temp=0.8,rollout=1,pw=0.0,opw=0.0,$2 "$bot" 10
    sub=dev run $1_skill7_vs_$name ismcts:iters=500,temp=0.4,rollout=1,pw=0.3,opw=0.3,$2 "$bot" $n
    sub=dev run $1_skill10_vs_$name ismcts:iters=1000,temp=0.25,$2 "$bot" $n
    sub=dev run $1_skill13_vs_$name ismcts:iters=2000,temp=0.1,$2 "$bot" $n
    sub=dev run $1_skill16_vs_$name ismcts:iters=4000,temp=0.0,$2 "$bot" $n
  done
}
skill_rows sl slev=1,styles=6,tgrid=8,sblend=0.7,lscale=0,lroot=0
# Read so far (fixed at 15:26; each row whole, 400 games, every seat matches its ledger),
# sl - the shipped row on the same games, win share then money: heuristic:0.8 at 10k (deals
# 0-99) -0.009 [-0.023, 0.005], **+7.0 [3.8, 10.2]**; the 6610fdc engine at 10k (deals
# 0-99) 0.000 [-0.016, 0.016], **+6.9 [1.9, 11.8]**; at 1k heuristic:0.3 0.000, -3.7 [-8.2,
# 0.7]; heuristic:0.5 0.000, 0.0 [-4.1, 4.2]; random 0.000, -1.4 [-5.3, 2.6]. None below.
# The 16k rows were still running.
# Read (fixed at 15:50; every seat matches its ledger): sl_16k_vs_h3 (400 games) - s7_16k
# 0.000, **+8.9 [2.7, 15.1]**; sl_16k - sl_1k **+22.0 [12.9, 31.0]** (s7: +9.3 [-0.5,
# 19.1]). sl_16k_vs_h5 was cut at 15:50 after deals 0-75 (304 games; it ended on a whole
# deal, nothing deleted): - s7_16k 0.000, **+17.0 [10.6, 23.4]**; sl_16k - sl_1k **+17.7
# [9.1, 26.3]** (s7 on the same 304 games: +0.1 [-8.0, 8.2]). sl_16k_vs_random never started,
# nor the Skill rows (lane stopped by the cut, no file written). No member has sl below the
# shipped search with the whole interval, in win share or money: it ships (safe_blend 0.7).
# (Fixed at 16:27, before they ran; a later session.) Resumed as planned at 13:46 and 13:59:
# sl_16k_vs_h5 on deals 76-99 and sl_16k_vs_random by the lines above, then the sl Skill
# rows, one lane, in that order; read as fixed there. Cut at 18:35 if not done, whole deals
# kept. Meanwhile, on the other core, three screens of more money weight once safe against
# vA (deals 0-24, 100 games, 16k then 1k each, in this order): sw6 (swin=0.6: safe from a
# win share of 0.6), sb10 (sblend=1.0: at a sure win all the win weight goes to the lead),
# sw6sb10 (both). Read: each 16k row - sl_16k_vs_vA on the same games, and each 16k - its
# 1k, in money. A screen passes if 16k - sl_16k is above 0 with the whole interval; of those
# that pass, the one with the largest gain goes to the panel (rows added here, with their
# read, before they run); if none passes, none goes on.
for s in sw6:sblend=0.7,lscale=0,swin=0.6,lroot=0 sb10:sblend=1.0,lscale=0,lroot=0 sw6sb10:sblend=1.0,lscale=0,swin=0.6,lroot=0; do
  sub=dev run ${s%%:*}_16k_vs_vA "ismcts:slev=1,iters=16000,styles=7,tgrid=8,${s#*:}" "$vA" 25
  sub=dev run ${s%%:*}_1k_vs_vA "ismcts:slev=1,iters=1000,styles=7,tgrid=8,${s#*:}" "$vA" 25
done
# Read (fixed at 16:53; 100 games each, every seat matches its ledger), 16k - sl_16k_vs_vA
# in money, then 16k - its 1k: sw6 **+17.5 [5.6, 29.5]**, +6.2 [-10.8, 23.1]; sb10 **+14.3
# [2.9, 25.7]**, -0.1 [-17.7, 17.5]; sw6sb10 **+23.4 [14.6, 32.2]**, +9.1 [-8.9, 27.0] (sl on
# the same games: sl_16k - sl_1k -14.8 [-23.8, -5.8] on 400). All three pass; sw6sb10 gains
# most and goes to the panel.
# (Fixed at 16:53, before they ran; cut at 18:35 if not done, whole deals kept.) Its panel,
# first at the sizes the sl screen had: on one core the 6610fdc engine at 10k on deals 0-24,
# vM and heuristic:0.8 at 10k on deals 0-49; on the other, once the rows above are done, vA
# at 16k and at 1k on deals 25-99 (to 400 games) and the value bot at 10k on deals 0-49.
# Read: each row - sl's on the same games (win share and money, clustered by deal); if none
# is below sl with the whole interval in either, the 400-game panel follows (rows added here
# before they run); 16k - 1k against vA on 400 games is the figure for the target.
sw6sb10=ismcts:slev=1,iters=10000,styles=7,tgrid=8,sblend=1.0,lscale=0,swin=0.6,lroot=0
sub=dev run sw6sb10_10k_vs_ref "$sw6sb10" ref:iters=10000 25
sub=dev run sw6sb10_10k_vs_vM "$sw6sb10" $vM 50
sub=dev run sw6sb10_10k_vs_h8 "$sw6sb10" heuristic:0.8 50
sub=dev more sw6sb10_16k_vs_vA ismcts:slev=1,iters=16000,styles=7,tgrid=8,sblend=1.0,lscale=0,swin=0.6,lroot=0 "$vA" 25 75
sub=dev more sw6sb10_1k_vs_vA ismcts:slev=1,iters=1000,styles=7,tgrid=8,sblend=1.0,lscale=0,swin=0.6,lroot=0 "$vA" 25 75
sub=dev run sw6sb10_10k_vs_value "$sw6sb10" value 50
# Read of the resumed sl rows (fixed at 17:04; every seat matches its ledger): sl_16k_vs_h5
# (400 games) - s7_16k 0.000, **+17.5 [12.1, 23.0]**; sl_16k - sl_1k **+15.9 [8.1, 23.7]**
# (s7: -1.6 [-9.3, 6.1]). sl_16k_vs_random (400) - s7_16k 0.000, -2.3 [-11.4, 6.9]; sl_16k -
# sl_1k +6.2 [-10.2, 22.6] (s7: +7.1 [-11.1, 25.3]): level. No member has sl below the
# search shipped before. The sl Skill cells - the tgrid8_skill cells: none below with the
# whole interval; five above in money (heuristic:0.8 at 7, 10, 16; value at 16;
# heuristic:0.5 at 13); the levels rise as that table's did (clearly up to 10).
# (Fixed at 17:10, before they ran, while the rows above run; cut at 18:35 if not done,
# whole deals kept.) The 400-game panel for sw6sb10, each lane going on once its rows above
# are done, so that no core waits for the read: on the first, vM, heuristic:0.8 and the
# value bot at 10k on deals 50-99, then random at 16k (deals 0-99); on the second,
# heuristic:0.3, heuristic:0.5 and random at 1k, heuristic:0.3 and heuristic:0.5 at 16k
# (deals 0-99), then the 6610fdc engine at 10k on deals 25-99. If the read of the rows above
# finds a member below sl with the whole interval, these are stopped at once and do not
# count. Read: as sl's was against the search before it (each row - sl's on the same games,
# win share and money, clustered by deal; a row cut short is read at the size it reached
# and says so): sw6sb10 ships (safe_blend 1.0, safe_win 0.6 the defaults) if no member has
# it below sl with the whole interval in either. Reported besides: 16k - 1k in money
# against vA, heuristic:0.3, 0.5 and random, against sl's.
sw6sb10_1k=ismcts:slev=1,iters=1000,styles=7,tgrid=8,sblend=1.0,lscale=0,swin=0.6,lroot=0
sw6sb10_16k=ismcts:slev=1,iters=16000,styles=7,tgrid=8,sblend=1.0,lscale=0,swin=0.6,lroot=0
# stopped by the read below, not resumed: sub=dev more sw6sb10_10k_vs_vM "$sw6sb10" $vM 50 50
# stopped by the read below, not resumed: sub=dev more sw6sb10_10k_vs_h8 "$sw6sb10" heuristic:0.8 50 50
# stopped by the read below, not resumed: sub=dev more sw6sb10_10k_vs_value "$sw6sb10" value 50 50
# stopped by the read below, not resumed: sub=dev run sw6sb10_16k_vs_random "$sw6sb10_16k" random 100
sub=dev run sw6sb10_1k_vs_h3 "$sw6sb10_1k" heuristic:0.3 100
sub=dev run sw6sb10_1k_vs_h5 "$sw6sb10_1k" heuristic:0.5 100
sub=dev run sw6sb10_1k_vs_random "$sw6sb10_1k" random 100
# stopped by the read below, not resumed: sub=dev run sw6sb10_16k_vs_h3 "$sw6sb10_16k" heuristic:0.3 100
# stopped by the read below, not resumed: sub=dev run sw6sb10_16k_vs_h5 "$sw6sb10_16k" heuristic:0.5 100
# stopped by the read below, not resumed: sub=dev more sw6sb10_10k_vs_ref "$sw6sb10" ref:iters=10000 25 75
# Read (fixed at 17:43; every seat matches its ledger), sw6sb10 - sl on the same games, win
# share then money: the 6610fdc engine (100 games) +0.010 [-0.050, 0.070], +5.8 [-11.6,
# 23.1]; vM (200) +0.020 [-0.007, 0.047], **+7.8 [1.9, 13.8]**; heuristic:0.8 (200)
# **-0.045 [-0.086, -0.004]**, -2.5 [-9.5, 4.5]; the value bot (200) -0.005 [-0.031,
# 0.021], **+15.4 [9.6, 21.2]**; vA at 16k (400) +0.003, **+20.7 [15.2, 26.2]**, at 1k
# +6.5 [0.8, 12.1]; 16k - 1k against vA -0.6 [-9.7, 8.5] (sl -14.8). Below sl with the whole
# interval against heuristic:0.8: the 400-game rows were stopped at once (17:43) and do not
# count. By then sw6sb10_10k_vs_vM had reached deal 55 and sw6sb10_16k_vs_h3 deal 4 (the
# partial deal of each deleted, whole deals kept), and the 1k rows against heuristic:0.3,
# 0.5 and random were whole: - sl_1k 0.000 and -10.2 [-15.7, -4.7] in money against
# heuristic:0.3 (below), -1.3 [-6.6, 4.1] against 0.5, +3.6 [-1.2, 8.5] against random.
# (Fixed at 17:43, before they ran; cut at 18:35 if not done, whole deals kept.) sb10, the
# other screen that passed (sblend 1.0 from the shipped safe_win 0.8), through the same
# first panel and the 1k rows that found sw6sb10 below: on one core heuristic:0.8 and vM at
# 10k on deals 0-49, then the 6610fdc engine at 10k on deals 0-24; on the other vA at 16k
# and 1k on deals 25-99, heuristic:0.3, 0.5 and random at 1k (deals 0-99), then the value
# bot at 10k on deals 0-49. Read: each row - sl's on the same games, as for sw6sb10; if no
# member is below sl with the whole interval, sb10 is the candidate whose 400-game panel
# comes next (a later session); 16k - 1k against vA on 400 games reported besides.
sb10=ismcts:slev=1,iters=10000,styles=7,tgrid=8,sblend=1.0,lscale=0,swin=0.8,lroot=0
sb10_1k=ismcts:slev=1,iters=1000,styles=7,tgrid=8,sblend=1.0,lscale=0,swin=0.8,lroot=0
sub=dev run sb10_10k_vs_h8 "$sb10" heuristic:0.8 50
sub=dev run sb10_10k_vs_vM "$sb10" $vM 50
sub=dev run sb10_10k_vs_ref "$sb10" ref:iters=10000 25
sub=dev more sb10_16k_vs_vA ismcts:slev=1,iters=16000,styles=7,tgrid=8,sblend=1.0,lscale=0,lroot=0 "$vA" 25 75
sub=dev more sb10_1k_vs_vA ismcts:slev=1,iters=1000,styles=7,tgrid=8,sblend=1.0,lscale=0,lroot=0 "$vA" 25 75
sub=dev run sb10_1k_vs_h3 "$sb10_1k" heuristic:0.3 100
sub=dev run sb10_1k_vs_h5 "$sb10_1k" heuristic:0.5 100
sub=dev run sb10_1k_vs_random "$sb10_1k" random 100
sub=dev run sb10_10k_vs_value "$sb10" value 50
# Read (fixed at 18:32; every row whole, every seat matches its ledger), sb10 - sl on the
# same games, win share then money: heuristic:0.8 (200) 0.000 [-0.028, 0.028], +3.7 [-0.8,
# 8.1]; vM (200) 0.000 [-0.014, 0.014], +1.9 [-1.1, 5.0]; the 6610fdc engine (100) +0.020
# [-0.007, 0.047], +6.4 [-1.6, 14.3]; the value bot (200) -0.010 [-0.024, 0.004], +3.9
# [-0.3, 8.1]; vA at 16k (400) -0.003, **+12.5 [6.8, 18.2]**, at 1k +0.003, +1.2 [-3.1,
# 5.5]; 16k - 1k against vA -3.5 [-12.4, 5.3]; at 1k heuristic:0.3 0.000, **-3.5 [-6.7,
# -0.3]**, heuristic:0.5 0.000, +0.5 [-3.6, 4.5], random 0.000, -1.9 [-5.0, 1.2]. Below sl
# with the whole interval against heuristic:0.3 at 1k: sb10 is not a candidate.
# (Fixed at 18:49, before they ran; cut at 21:00 if not done, whole deals kept.) A screen
# of the lead's shape, not its weight: ls5 (lscale=500: the lead a safely winning seat
# weighs is its estimate above the mean over $500, clamped to [-1, 1], instead of over the
# richest seat's estimate; $500 is about the richest seat's final money in the sl rows
# against vA, heuristic:0.8, vM and the value bot, so the lead's size at the end is about
# unchanged). The ratio's gain from a far leader's own money shrinks as its rivals fall
# behind; both failed screens cost money where the lead weighs most. On one core vA at 16k
# and at 1k on deals 0-24, then heuristic:0.3, 0.5 and random at 1k on deals 0-99, then the
# value bot at 10k on deals 0-49, then vA at 16k and 1k on deals 25-99; on the other, at
# once (so that no core waits for the read), heuristic:0.8 and vM at 10k on deals 0-49,
# then the 6610fdc engine at 10k on deals 0-24. Read: each row - sl's on the same games
# (win share and money, clustered by deal). The screen passes if ls5_16k - sl_16k against
# vA is above 0 in money with the whole interval and ls5_1k against heuristic:0.3 is not
# below sl_1k with the whole interval; if it fails, the rest is stopped at once and does not
# count. ls5 is a candidate (its 400-game panel next) if no row has it below sl with the
# whole interval in either; 16k - 1k against vA reported besides.
ls5=ismcts:slev=1,iters=10000,styles=7,tgrid=8,sblend=0.7,lscale=500,lroot=0
ls5_1k=ismcts:slev=1,iters=1000,styles=7,tgrid=8,sblend=0.7,lscale=500,lroot=0
ls5_16k=ismcts:slev=1,iters=16000,styles=7,tgrid=8,sblend=0.7,lscale=500,lroot=0
sub=dev run ls5_16k_vs_vA "$ls5_16k" "$vA" 25
sub=dev run ls5_1k_vs_vA "$ls5_1k" "$vA" 25
sub=dev run ls5_1k_vs_h3 "$ls5_1k" heuristic:0.3 100
sub=dev run ls5_1k_vs_h5 "$ls5_1k" heuristic:0.5 100
sub=dev run ls5_1k_vs_random "$ls5_1k" random 100
sub=dev run ls5_10k_vs_value "$ls5" value 50
sub=dev more ls5_16k_vs_vA "$ls5_16k" "$vA" 25 75
sub=dev more ls5_1k_vs_vA "$ls5_1k" "$vA" 25 75
sub=dev run ls5_10k_vs_h8 "$ls5" heuristic:0.8 50
sub=dev run ls5_10k_vs_vM "$ls5" $vM 50
sub=dev run ls5_10k_vs_ref "$ls5" ref:iters=10000 25
# Read (fixed at 19:01; every seat matches its ledger), ls5 - sl on the same games, win share
# then money: vA at 16k (100 games) 0.000, +5.8 [-3.3, 14.9]; at 1k (100) +0.010, +5.0
# [-1.2, 11.2]; ls5 16k - 1k against vA -10.9 [-30.8, 9.0] (sl on the same games -11.7
# [-28.4, 5.0]); heuristic:0.8 (200) +0.005 [-0.017, 0.027], +0.1 [-4.3, 4.5]. Not above the
# shipped 16k against vA with the whole interval: the screen fails and the rest was stopped
# at 19:01 (does not count; ls5_10k_vs_vM had reached deal 10, ls5_1k_vs_h3 deal 47, the
# partial deal of each deleted: over their whole deals 0.000, +3.5 [-1.4, 8.3] on 40 games
# and 0.000, +1.3 [-2.5, 5.0] on 188). The lead's shape alone changes little.
# (Fixed at 19:02, before they ran; cut at 21:00 if not done, whole deals kept.) Two screens
# built on the fixed-scale lead, one per core, each against vA at 16k on deals 0-24, then
# heuristic:0.3 at 1k on deals 0-99 (where sb10 lost money), then vA at 1k on deals 0-24:
# ls5sb10 (lscale=500, sblend=1.0: sb10 with the lead on the difference, which tests the
# guess above) and ls25 (lscale=250, the shipped sblend: twice the money per $ once safe,
# the win weight as shipped). A screen passes if its 16k - sl_16k against vA is above 0 in
# money with the whole interval and its 1k against heuristic:0.3 is not below sl_1k with the
# whole interval; of those that pass, the one with the larger gain against vA goes to the
# first panel (rows added here, with their read, before they run).
for s in ls5sb10:lscale=500,sblend=1.0,lroot=0 ls25:lscale=250,sblend=0.7,lroot=0; do
  sub=dev run ${s%%:*}_16k_vs_vA "ismcts:slev=1,iters=16000,styles=7,tgrid=8,${s#*:}" "$vA" 25
  sub=dev run ${s%%:*}_1k_vs_h3 "ismcts:slev=1,iters=1000,styles=7,tgrid=8,${s#*:}" heuristic:0.3 100
  sub=dev run ${s%%:*}_1k_vs_vA "ismcts:slev=1,iters=1000,styles=7,tgrid=8,${s#*:}" "$vA" 25
done
# Read (fixed at 19:12; every seat matches its ledger), each - sl on the same games, win
# share then money: ls5sb10 against vA at 16k (100 games) 0.000, **+22.8 [12.6, 33.0]**, at
# 1k +0.005, +1.4 [-5.6, 8.4], 16k - 1k +9.7 [-7.4, 26.8]; against heuristic:0.3 at 1k (400)
# 0.000, -3.0 [-6.9, 0.9]. ls25 against vA at 16k 0.000, **+25.8 [17.8, 33.8]**, at 1k
# +0.010, -0.2 [-9.3, 9.0], 16k - 1k +14.3 [-3.1, 31.7] (sl on the same games -11.7 [-28.4,
# 5.0]); against heuristic:0.3 at 1k 0.000, +3.5 [-0.9, 7.9]. Both pass; ls25 gains more
# against vA and goes to the panel.
# (Fixed at 19:12, before they ran; cut at 21:00 if not done, whole deals kept.) ls25's
# first panel at the sizes sl's screen had, then its 400-game panel, each lane going on
# without waiting for the read. On one core heuristic:0.8 and vM at 10k on deals 0-49, the
# 6610fdc engine at 10k on deals 0-24, then heuristic:0.8 and vM at 10k on deals 50-99,
# random at 16k on deals 0-99, the 6610fdc engine at 10k on deals 25-99; on the other vA at
# 16k and 1k on deals 25-99, heuristic:0.5 and random at 1k on deals 0-99, the value bot at
# 10k on deals 0-49, then the value bot on deals 50-99, heuristic:0.3 and heuristic:0.5 at
# 16k on deals 0-99. Read of the first panel (each core's rows before its "then"): each
# row - sl's on the
# same games (win share and money, clustered by deal); if any is below sl with the whole
# interval in either, every later row is stopped at once and does not count. Read of the
# 400-game panel: as sl's was against the search before it; ls25 ships (lscale 250 the
# default) if no member has it below sl with the whole interval in either, and only once
# every row is whole (a row the cut leaves is resumed by a later session, its lines here).
ls25=ismcts:slev=1,iters=10000,styles=7,tgrid=8,lscale=250,sblend=0.7,lroot=0
ls25_1k=ismcts:slev=1,iters=1000,styles=7,tgrid=8,lscale=250,sblend=0.7,lroot=0
ls25_16k=ismcts:slev=1,iters=16000,styles=7,tgrid=8,lscale=250,sblend=0.7,lroot=0
sub=dev run ls25_10k_vs_h8 "$ls25" heuristic:0.8 50
sub=dev run ls25_10k_vs_vM "$ls25" $vM 50
sub=dev run ls25_10k_vs_ref "$ls25" ref:iters=10000 25
sub=dev more ls25_10k_vs_h8 "$ls25" heuristic:0.8 50 50
sub=dev more ls25_10k_vs_vM "$ls25" $vM 50 50
sub=dev run ls25_16k_vs_random "$ls25_16k" random 100
# Cut at 21:00 after deal 32 (the partial deal deleted): split in two so that a rerun
# resumes it where it stopped.
sub=dev more ls25_10k_vs_ref "$ls25" ref:iters=10000 25 8
# (Fixed at 21:29, before it ran; cut at 22:45 if not done, whole deals kept.) Resumed on two
# cores: deals 33-65 by the first line below; deals 66-99 by the same ma_strength flags into
# a side file, appended to the row's file once both were done (what the second line plays).
sub=dev more ls25_10k_vs_ref "$ls25" ref:iters=10000 33 33
sub=dev more ls25_10k_vs_ref "$ls25" ref:iters=10000 66 34
# Read (fixed at 22:11; 400 games, every seat matches its ledger), ls25 - sl on the same
# games: 6610fdc engine at 10k +0.003 [-0.014, 0.019], +4.7 [-0.1, 9.4]. Not below: with
# the rest of its 400-game panel (read below) no member has ls25 below sl with the whole
# interval, in win share or money, so it ships (lead_scale 250 the default).
sub=dev more ls25_16k_vs_vA "$ls25_16k" "$vA" 25 75
sub=dev more ls25_1k_vs_vA "$ls25_1k" "$vA" 25 75
sub=dev run ls25_1k_vs_h5 "$ls25_1k" heuristic:0.5 100
sub=dev run ls25_1k_vs_random "$ls25_1k" random 100
sub=dev run ls25_10k_vs_value "$ls25" value 50
sub=dev more ls25_10k_vs_value "$ls25" value 50 50
sub=dev run ls25_16k_vs_h3 "$ls25_16k" heuristic:0.3 100
sub=dev run ls25_16k_vs_h5 "$ls25_16k" heuristic:0.5 100
# Read of ls25's first panel (fixed at 20:03; every seat matches its ledger), ls25 - sl on
# the same games, win share then money: heuristic:0.8 (200) +0.005 [-0.017, 0.027], +0.3
# [-4.3, 4.9]; vM (200) 0.000 [-0.014, 0.014], **+3.4 [0.6, 6.2]**; the 6610fdc engine
# (100) +0.020 [-0.019, 0.059], +8.3 [-2.2, 18.8]; the value bot (200, deals 0-49) 0.000
# [-0.014, 0.014], **+6.1 [1.7, 10.5]**; vA at 16k (400) 0.000 [-0.010, 0.010], **+14.8
# [9.3, 20.4]**, at 1k (400) +0.003, +2.2 [-2.0, 6.4]; at 1k (400) heuristic:0.3 0.000,
# +3.5 [-0.9, 7.9], heuristic:0.5 0.000, **+7.4 [3.4, 11.4]**, random 0.000, +0.8 [-3.8,
# 5.5]. None below sl: its 400-game rows go on. ls25 16k - 1k against vA (400) -2.1 [-11.2,
# 6.9] (sl -14.8 [-23.8, -5.8]).
# Read of ls25's 400-game panel (fixed at 21:00; every seat matches its ledger; the cut at
# 21:00 stopped the 6610fdc engine's row after deal 32, 132 games, the partial deal
# deleted), ls25 - sl on the same games, win share then money: heuristic:0.8 (400) 0.000
# [-0.014, 0.014], +0.5 [-3.0, 4.1]; vM (400) -0.004 [-0.022, 0.015], **+2.8 [0.5, 5.1]**;
# the value bot (400) 0.000 [-0.010, 0.010], **+6.2 [2.8, 9.5]**; at 16k heuristic:0.3
# 0.000, **+10.9 [4.4, 17.3]**, heuristic:0.5 0.000, **+23.2 [18.0, 28.3]**, random 0.000,
# +5.2 [-5.9, 16.3]; the 6610fdc engine (132) +0.008 [-0.026, 0.041], +5.7 [-4.2, 15.6].
# 16k - 1k: heuristic:0.3 **+29.3 [20.2, 38.5]** (sl +22.0), heuristic:0.5 **+31.7 [24.2,
# 39.2]** (sl +15.9), random +10.6 [-7.6, 28.9] (sl +6.2). None below sl. Not yet shipped:
# the 6610fdc engine's row is not whole; a later session resumes it by the lines above and
# ships ls25 if it is not below sl with the whole interval.
# (Fixed at 21:37, before they ran; cut at 23:30 if not done, whole deals kept.) Once the
# 6610fdc engine's row above is whole and read: if ls25 ships, the Skill table re-read with
# it, the sl_skill rows' settings and deals with lscale=250, as ls25_skill<level>_vs_<bot>.
# Read: each cell - the sl_skill cell on the same games (win share and money), and whether
# the levels still rise as the table says (clearly up to 10, then level within noise).
skill_rows ls25 slev=1,styles=6,tgrid=8,sblend=0.7,lscale=250,lroot=0
# Read (fixed at 22:20; every seat matches its ledger), each cell - the sl_skill cell on
# the same games: none below with the whole interval, in win share or money; one above in
# money (heuristic:0.5 at 16, +16.1 [2.1, 30.1]); the closest to below heuristic:0.8 at
# 13, -0.013, -4.4 [-9.0, 0.1]. The levels rise as sl's did: clearly up to 10 (10 - 7 in
# money against all three), then level or slowly up within noise (16 - 13 up against
# heuristic:0.5 and 0.8 with the whole interval).
# A screen of the lead counted from the root (lr25: lroot=1, Settings::lead_from_root,
# ls25 otherwise): each seat's lead at the root is subtracted before the $250 scale and
# the clamp, so a leader already far ahead still gains from each $ where ls25's lead sits
# at its clamp (against random a seat ends about $580 ahead of the table's mean). On one
# core (after the Skill rows) vA at 16k on deals 0-24, then heuristic:0.3 at 1k on deals
# 0-99; on the other random, heuristic:0.3 and heuristic:0.5 at 16k on deals 0-24. Read:
# each row - ls25's on the same games (win share and money, clustered by deal). The screen
# passes if it is above ls25 in money with the whole interval against random or
# heuristic:0.3 at 16k and no row has it below ls25 with the whole interval in either; then
# its first panel (rows added here, with their read, before they run).
lr25_1k=ismcts:slev=1,iters=1000,styles=7,tgrid=8,lscale=250,lroot=1,sblend=0.7
lr25_16k=ismcts:slev=1,iters=16000,styles=7,tgrid=8,lscale=250,lroot=1,sblend=0.7
sub=dev run lr25_16k_vs_vA "$lr25_16k" "$vA" 25
sub=dev run lr25_1k_vs_h3 "$lr25_1k" heuristic:0.3 100
sub=dev run lr25_16k_vs_random "$lr25_16k" random 25
sub=dev run lr25_16k_vs_h3 "$lr25_16k" heuristic:0.3 25
sub=dev run lr25_16k_vs_h5 "$lr25_16k" heuristic:0.5 25
# Read (fixed at 22:32; every seat matches its ledger), lr25 - ls25 on the same games, win
# share then money: at 16k random (100 games) 0.000, -0.7 [-29.1, 27.6]; heuristic:0.3
# (100) 0.000, +10.6 [-0.1, 21.3]; heuristic:0.5 (100) 0.000, -7.1 [-14.6, 0.3]; vA (100)
# 0.000, -10.6 [-22.1, 0.9]; heuristic:0.3 at 1k (400) 0.000, -0.6 [-4.7, 3.6]. Not above
# ls25 with the whole interval against random or heuristic:0.3 at 16k: the screen fails
# and no panel follows (lead_from stays "mean").
# (Fixed at 22:27, before they ran; cut at 23:30 if not done, whole deals kept, read at the
# size reached.) The shipped search (ls25, lead_scale 250) against vM at 10k extended by
# deals 100-399 (1,200 games, the size fixed here before any of them ran), for the target
# of 0.55 against three of the strongest hand-written bot, met so far by the estimate only
# (ls25 0.574 [0.528, 0.620] over deals 0-99). On two cores: deals 100-249 by the first
# line; deals 250-399 by the same flags into a side file, appended once both were done.
# Read: the whole row's win share and money margin, clustered by deal; the target is met
# if the whole interval is at or above 0.55.
sub=dev more ls25_10k_vs_vM "$ls25" $vM 100 150
sub=dev more ls25_10k_vs_vM "$ls25" $vM 250 150
# Read (fixed at 23:29; both lanes done before the cut, 1,600 games, every seat matches its
# ledger): ls25 against vM at 10k over deals 0-399 0.580 [0.558, 0.602], money +31.8 [26.8,
# 36.8]: the whole interval above 0.55, the target met. (The new deals alone, 100-399: 0.582
# [0.558, 0.606]; 100-249 0.596, 250-399 0.568.)
# (Fixed at 23:56, before they ran; cut at 01:45 if not done, whole deals kept, read at the
# size reached.) Thinking against random, the one panel member where ls25's 16k - 1k in
# money is above 0 but not with the whole interval (+10.6 [-7.6, 28.9] over deals 0-99):
# both rows extended by deals 100-399 (1,200 games each, the size fixed here before any of
# them ran, chosen after seeing that read; the read is at this size whatever it shows, and
# these rows are not extended again for this question). On one core ls25 at 16k on deals
# 100-249; on the other ls25 at 1k on deals 100-399, then ls25 at 16k on deals 250-399 by
# the same flags into a side file, appended once both are done. Read: 16k - 1k over deals
# 0-399 (money and win share, clustered by deal); the target is met against random if the
# whole money interval is above 0.
sub=dev more ls25_16k_vs_random "$ls25_16k" random 100 150
sub=dev more ls25_1k_vs_random "$ls25_1k" random 100 300
sub=dev more ls25_16k_vs_random "$ls25_16k" random 250 150
# A screen of a random bidder in the opponent-style posterior (rs: styles=8, ls25
# otherwise): the search's eighth model of an opponent plays uniform legal moves, as the
# random bot does, enters the posterior's prior with 1% of the mix, and its evidence is
# weighed as the others' are. None of the seven styles is a random bidder, so against
# random the search refines a wrong model however long it thinks. After the rows above, on
# one core random and vA at 16k on deals 0-24; on the other random and heuristic:0.3 at 1k
# on deals 0-99, then heuristic:0.8, the value bot and vM at 10k on deals 0-24. Read: each
# row - ls25's on the same games (win share and money, clustered by deal), and rs's 16k -
# 1k against random on deals 0-24 beside ls25's. The screen passes if rs is above ls25 in
# money with the whole interval against random (at 16k or 1k) and no row has it below
# ls25 with the whole interval in either; then its 400-game panel (a later session, its
# rows and read added here before they run). Not shipped this session whatever it shows.
rs_1k=ismcts:slev=1,iters=1000,styles=8,tgrid=8,lscale=250,sblend=0.7,lroot=0
rs=ismcts:slev=1,iters=10000,styles=8,tgrid=8,lscale=250,sblend=0.7,lroot=0
rs_16k=ismcts:slev=1,iters=16000,styles=8,tgrid=8,lscale=250,sblend=0.7,lroot=0
random_style_rows() {  # prefix: the random-style screen's rows in dev/, <prefix>_<budget>_vs_<bot>
  # (the settings above at 16k, 1k and 10k; the members, deals and order of the plan above)
  sub=dev run "$1_16k_vs_random" "$rs_16k" random 25
  sub=dev run "$1_16k_vs_vA" "$rs_16k" "$vA" 25
  sub=dev run "$1_1k_vs_random" "$rs_1k" random 100
  sub=dev run "$1_1k_vs_h3" "$rs_1k" heuristic:0.3 100
  sub=dev run "$1_10k_vs_h8" "$rs" heuristic:0.8 25
  sub=dev run "$1_10k_vs_value" "$rs" value 25
  sub=dev run "$1_10k_vs_vM" "$rs" $vM 25
}
random_style_rows rs
# Read (fixed at 01:00; every seat matches its ledger). Thinking against random: ls25 16k
# - 1k over deals 0-399 (1,600 games) 0.000 in win share (every game won at both), money
# +2.4 [-6.9, 11.6] (the new deals 100-399 alone -0.4 [-11.1, 10.3]); margin 767 at 16k,
# 764 at 1k. Level: the target is not met against random, and these rows stop here.
# The rs screen, rs - ls25 on the same games, win share then money: random at 16k (100
# games) 0.000, +7.6 [-33.3, 48.5]; random at 1k (400) 0.000, **+15.6 [4.6, 26.6]**; vA at
# 16k (100) 0.000, -12.1 [-24.9, 0.6]; heuristic:0.3 at 1k (400) 0.000, -4.4 [-10.6, 1.8];
# heuristic:0.8 at 10k (100) +0.010, -1.7 [-22.1, 18.8]; the value bot at 10k (100)
# +0.030, +10.7 [-2.8, 24.2]; vM at 10k (100) **-0.300 [-0.433, -0.167], -121.2 [-152.9,
# -89.5]**. rs's 16k - 1k against random on deals 0-24 +5.6 [-39.0, 50.3] (ls25's there
# -0.4 [-41.1, 40.2]). Below ls25 against vM with the whole interval: the screen fails and
# no panel follows (style_count stays 7). At the game's end the search gives the random
# style 0.99 of a random seat's weight on average, none of a vA, heuristic or value-bot
# seat's and 0.034 of a vM seat's, but mid-game it takes much of a vM seat's weight: in the traces of deals 0-1 at 1k (8 games,
# trace=1, not kept) a vM seat's random weight peaked at 0.18-1.00 (1.00 in 4 games). An
# open-auction decision counts as bid or pass only, and the random bidder almost always
# bids, so a bidder that bids past what the other styles expect looks random; a sealed bid
# or fixed price no style predicts is likelier under the random style (about 0.2 within
# the amount tolerance) than under the others' floor (0.05). The search then expects that
# seat to overpay at random. Two changes to the random style's evidence were tried on the
# same traces (deal 0 at 1k, 4 games each, not kept): open raises matched by amount for
# it (vM's random weight stayed below 0.01, but a random seat's fell too, to 0.00 at
# times late in the game); and its open-auction likelihood set to the best other style's (a vM seat's
# random weight still ended at 1.00 in 2 of 4 games). Neither was run as rows.
# (Fixed at 01:04, before they ran; cut at 02:15 if not done, whole deals kept, read at the
# size reached.) A second screen of the random style (rs2: styles=8 as rs, with its
# evidence changed): the random bidder now earns evidence only from a price no other style
# would pay or name (a bid, fixed price or accepted price above 1.5 times the lot's public
# value plus $5); on every other decision it is given the other styles' mean
# log-likelihood, no evidence either way. On traces (deals 0-1, not kept) no vM,
# vA, heuristic:0.3, heuristic:0.8 or value-bot seat's random weight rose above its prior
# (0.010), and 19 of 24 random seats ended at 0.92 or more. The same rows, order and read
# as rs: on one core random and vA at 16k on deals 0-24; on the other random and
# heuristic:0.3 at 1k on deals 0-99, then heuristic:0.8, the value bot and vM at 10k on
# deals 0-24. Each row - ls25's on the same games; passes if above ls25 in money with the
# whole interval against random (16k or 1k) and no row below with the whole interval in
# either; then its 400-game panel (a later session). Not shipped this session.
# (rs ran on f8641cf's evidence, rs2 on a70fafd's: the same settings, so the same hero
# specs; the label tells them apart.)
random_style_rows rs2
# Read of rs2 (fixed at 01:30; every seat matches its ledger), rs2 - ls25 on the same
# games, win share then money: random at 16k (100) 0.000, -0.1 [-31.5, 31.3]; random at 1k
# (400) 0.000, **+15.3 [2.2, 28.4]**; vA at 16k (100) -0.010, **-23.9 [-39.4, -8.4]**;
# heuristic:0.3 at 1k (400) 0.000, -1.3 [-7.9, 5.2]; heuristic:0.8 at 10k (100) -0.050,
# **-16.9 [-33.7, -0.1]**; the value bot at 10k (100) +0.060, +13.2 [-2.2, 28.6]; vM at
# 10k (100) -0.080 [-0.168, 0.008], -16.8 [-34.8, 1.3]. rs2's 16k - 1k against random on
# deals 0-24 +13.1 [-26.8, 53.0]. Below ls25 in money against vA and heuristic:0.8 with
# the whole interval: the screen fails, no panel, style_count stays 7. The random weight
# at the game's end: 0.83 of a random seat's on average; 0.0000 of every vA, heuristic:0.8
# and vM seat's (rs: 0.034 of a vM seat's). Against vM the loss shrank from rs's -0.300 to
# -0.080, within noise.
# (Fixed at 01:25, before they ran; cut at 02:15 if not done, read at the size reached.) A
# check of the noise floor of these screens against vA at 16k and heuristic:0.8 at 10k:
# ls25 itself with another search seed (salt=1: every search's seed + 1, the same search
# otherwise), on deals 0-24 (100 games each), vA first, on the core lane rs2's 16k rows
# left. Read: each - ls25 on the same games (win share and money). Whatever it shows it
# changes no screen's verdict (their rules stand); it says how far apart two equally
# strong searches land on these games.
sub=dev run ls25s1_16k_vs_vA "${ls25_16k},salt=1" "$vA" 25
sub=dev run ls25s1_10k_vs_h8 "${ls25},salt=1" heuristic:0.8 25
# Read (fixed at 01:37; every seat matches its ledger), ls25 with salt=1 - ls25 on the same
# games: vA at 16k (100) 0.000, **-16.1 [-30.4, -1.8]**; heuristic:0.8 at 10k (100)
# +0.015, +2.5 [-23.7, 28.7]. The same search with another seed lands below ls25's own
# row against vA with the whole interval: that row (deals 0-24), the one lr25, rs and rs2
# were all below in money (-10.6, -12.1, -23.9), is high by the search's seed, not only by
# its settings (ls25 shipped on rows that include it). Against it rs2 is -7.8 [-25.2, 9.6]
# (vA) and -19.3 [-41.1, 2.4] (heuristic:0.8). The screens' verdicts stand as their rules
# said; a later screen's guard rows should be read against a reference run with another
# seed as well, or be larger.
# (Fixed at 02:05, before they ran.) Whether the random style lets thinking gain against
# random at all: rs2's own 16k - 1k against random had only deals 0-24 at 16k (+13.1
# [-26.8, 53.0]), too few to tell. rs2's screen failed by its rule and stands so; this is a
# new question, not a rerun of that verdict. Its 16k row against random is extended to
# deals 0-99 (the same games as its 1k row; on two cores, deals 25-61 into the row's file
# and 62-99 into a side file appended once both are done; the same binary as rs2's rows,
# game for game on deal 0 at 1k). Read: rs2's 16k - 1k against random over deals 0-99
# (400 games), and rs2 - ls25 at 16k on the same games. If 16k - 1k is not above 0 with the
# whole interval, the random style does not make thinking help against random and nothing
# more of it runs. If it is: the four guard rows rs2 fell below or near (vA at 16k,
# heuristic:0.8, the value bot and vM at 10k) are extended to deals 0-99 too and read -
# ls25 over deals 0-99 and over the new deals 25-99 alone; style_count 8 would then need
# its whole 400-game panel before it could ship (not this session).
sub=dev more rs2_16k_vs_random "$rs_16k" random 25 75
# Read (fixed at 02:13; every seat matches its ledger): rs2's 16k - 1k against random over
# deals 0-99 (400 games) 0.000 in win share, money -12.8 [-31.7, 6.1]; rs2 - ls25 at 16k on
# the same games -8.2 [-26.7, 10.4]. Not above 0: the random style does not make thinking
# help against random, and nothing more of it runs (style_count stays 7).
# (Fixed at 02:13, before they ran.) The same question for the lead counted from the root
# (lroot=1). lr25's screen had random at 16k on deals 0-24 only (100 games, no 1k row),
# and it ran before the fix of a first-season root's card value, so its rows are not this
# binary's: new rows lrf (lr25's settings on today's code) at 16k and 1k against random,
# deals 0-199 (800 games each; the 16k row on two cores, deals 0-99 into the row's file and
# 100-199 into a side file appended once both are done; then the 1k row). Read: lrf's 16k -
# 1k and lrf - ls25 at each budget on the same games. If 16k - 1k is not above 0 with the
# whole interval, a lead counted from the root does not make thinking help against random
# and nothing more of it runs; if it is, its guard rows are planned next, before they run.
lrf_1k=ismcts:slev=1,iters=1000,styles=7,tgrid=8,lscale=250,lroot=1,sblend=0.7
lrf_16k=ismcts:slev=1,iters=16000,styles=7,tgrid=8,lscale=250,lroot=1,sblend=0.7
sub=dev run lrf_16k_vs_random "$lrf_16k" random 200
sub=dev run lrf_1k_vs_random "$lrf_1k" random 200
# (Fixed at 02:14, before they ran; the lrf rows still running.) How much room there is
# against random: the hand-written bots alone as the hero against three random bots, on
# the 1,600 games (deals 0-399) ls25's 16k and 1k rows have. A check by hand first (deals
# 0-99, not kept) had the value bot at a margin of 770.5, vA 772.3 and heuristic:0.5 660.8
# (ls25 16k on those games 773.6, 1k 762.9), and six changes of the value bot's shares
# (fixed 1.5 or 3, buy 0.6 or 1.5, sealed 0.3, and three of them at once) between 677 and
# 762. Read: each row's margin, and each - ls25 at 16k and at 1k on the same games. No
# verdict on any setting rides on it.
sub=dev run bot_value_vs_random value random 400
sub=dev run bot_vA_vs_random "$vA" random 400
sub=dev run bot_vM_vs_random "$vM" random 400
sub=dev run bot_h5_vs_random heuristic:0.5 random 400
sub=dev run bot_h8_vs_random heuristic:0.8 random 400
# (Fixed at 02:40, before they ran.) The same check against vA, the other member where
# thinking is level: the hand-written bots alone as the hero against three vA, on the 400
# games (deals 0-99) ls25's 16k and 1k rows against vA have. Read as the rows above.
sub=dev run bot_value_vs_vA value "$vA" 100
sub=dev run bot_vM_vs_vA "$vM" "$vA" 100
sub=dev run bot_vA_vs_vA "$vA" "$vA" 100
# Read (fixed at 02:43; every seat matches its ledger), against random over deals 0-199 (800
# games each): lrf's 16k - 1k 0.000 in win share (every game won), money **+26.3 [13.1,
# 39.5]** (margin 791.2 at 16k, 764.8 at 1k); lrf - ls25 at 16k **+23.4 [13.2, 33.6]**, at
# 1k -0.0 [-3.4, 3.3] (ls25's 16k - 1k on these games: +2.9). Above 0 with the whole
# interval: a lead counted from the root makes thinking gain against random. On deals 0-24
# lrf plays lr25's games exactly (the same margins, game for game: the fix shifts a seat's
# centre by a constant there) and is -0.7 below ls25 there, as lr25's screen read; on
# deals 25-199 +27. The bots alone against random (1,600 games, deals 0-399), - ls25 at 16k
# then at 1k: the value bot 773.9, +7.3 [-3.1, 17.7], **+9.7 [0.8, 18.6]**; vA 769.8,
# +3.2, +5.5; vM 777.4, **+10.8 [0.2, 21.3]**, **+13.1 [3.3, 23.0]**; heuristic:0.5 656.7
# and heuristic:0.8 622.7, about 110 and 140 below. Against three vA (400 games, deals
# 0-99): the value bot 0.978, 240.9, - ls25 at 16k -0.013 [-0.029, 0.004] in win share and
# **+20.7 [9.2, 32.1]** in money (at 1k -0.020, +18.5); vM 0.807, 147.7 (-0.182 and -72.5
# at 16k); vA itself 0.250 by symmetry. The shipped search ends poorer than its rollout
# policy alone against random and against vA.
# (Fixed at 02:43, before they ran.) lrf's panel, planned as ls25's first panel was: every
# member's row - ls25's on the same games. Stage 1, on two cores: one core vA, heuristic:0.5
# and heuristic:0.3 at 16k on deals 0-49 (200 games each), then vA, heuristic:0.3 and
# heuristic:0.5 at 1k on deals 0-99 (400); the other heuristic:0.8, vM and the value bot at
# 10k on deals 0-49 (200). Rule: lead_from "root" becomes the default if no stage-1 row has
# lrf below ls25 with the whole interval, in win share or in money (random is above
# already, 800 games). Stage 2 goes on whatever the read: the 6610fdc engine at 10k on
# deals 0-24 (100 games) and the stage-1 rows at 16k and 10k on deals 50-99 (to 400 games,
# the panel ls25 has); cut at 04:20, whole deals kept, finished by a later session. A stage-2
# row below ls25 with the whole interval would undo the default.
sub=dev run lrf_16k_vs_vA "$lrf_16k" "$vA" 50
sub=dev run lrf_16k_vs_h5 "$lrf_16k" heuristic:0.5 50
sub=dev run lrf_16k_vs_h3 "$lrf_16k" heuristic:0.3 50
sub=dev run lrf_1k_vs_vA "$lrf_1k" "$vA" 100
sub=dev run lrf_1k_vs_h3 "$lrf_1k" heuristic:0.3 100
sub=dev run lrf_1k_vs_h5 "$lrf_1k" heuristic:0.5 100
lrf=ismcts:slev=1,iters=10000,styles=7,tgrid=8,lscale=250,lroot=1,sblend=0.7
sub=dev run lrf_10k_vs_h8 "$lrf" heuristic:0.8 50
sub=dev run lrf_10k_vs_vM "$lrf" $vM 50
sub=dev run lrf_10k_vs_value "$lrf" value 50
sub=dev run lrf_10k_vs_ref "$lrf" ref:iters=10000 25
sub=dev more lrf_16k_vs_vA "$lrf_16k" "$vA" 50 50
sub=dev more lrf_16k_vs_h5 "$lrf_16k" heuristic:0.5 50 50
sub=dev more lrf_16k_vs_h3 "$lrf_16k" heuristic:0.3 50 50
sub=dev more lrf_10k_vs_h8 "$lrf" heuristic:0.8 50 50
sub=dev more lrf_10k_vs_vM "$lrf" $vM 50 50
sub=dev more lrf_10k_vs_value "$lrf" value 50 50
# Read of stage 1 (fixed at 03:26; every seat matches its ledger), lrf - ls25 on the same
# games, win share then money: vA at 16k (200, deals 0-49) -0.005 [-0.015, 0.005], -3.6
# [-11.3, 4.1]; heuristic:0.5 at 16k (200) 0.000, -5.3 [-12.0, 1.3]; heuristic:0.3 at 16k
# (200) 0.000, **+12.0 [3.6, 20.5]**; vA at 1k (400) 0.000, +2.4 [-1.8, 6.5];
# heuristic:0.3 at 1k (400) 0.000, -0.6 [-4.7, 3.6]; heuristic:0.5 at 1k (400) 0.000, -3.2
# [-6.9, 0.5]; heuristic:0.8 at 10k (200) -0.005 [-0.022, 0.012], -0.2 [-4.0, 3.6]; vM at
# 10k (200) 0.000 [-0.020, 0.020], +1.4 [-0.8, 3.7]; the value bot at 10k (200) 0.000,
# -1.3 [-5.8, 3.2]. No row below ls25 with the whole interval: by the rule, lead_from
# "root" is the default from now on (rows before it keep lroot=0 above). lrf's 16k - 1k on
# these games: heuristic:0.3 **+52.0 [41.0, 62.9]** (ls25 there +39.9), heuristic:0.5
# **+30.0 [19.3, 40.7]** (ls25 +33.7), vA -0.015 [-0.032, 0.002], -4.4 [-18.4, 9.7] (ls25
# +2.3 [-9.2, 13.8]). Stage 2 goes on as planned.
# Read of stage 2 (fixed at 04:20; every row whole deals, every seat matches its ledger; the
# value bot's deals 50-99 ran into a side file on the core vA's rows had left, appended,
# and lane 2 was stopped before it began them), lrf - ls25 over deals 0-99 (400 games),
# win share then money: vA at 16k 0.000 [-0.007, 0.007], -0.1 [-5.4, 5.2]; heuristic:0.5
# at 16k 0.000, -4.6 [-9.3, 0.1]; heuristic:0.3 at 16k 0.000, **+18.2 [11.9, 24.5]**;
# heuristic:0.8 at 10k 0.000 [-0.012, 0.012], +0.3 [-2.3, 2.9]; vM at 10k -0.005 [-0.022,
# 0.012], +0.5 [-1.5, 2.5]; the value bot at 10k 0.000 [-0.007, 0.007], -1.0 [-4.0, 2.0];
# the 6610fdc engine at 10k (100 games, deals 0-24) -0.020 [-0.076, 0.036], +5.4 [-7.2,
# 18.1]. No row below ls25 with the whole interval: the default stands. lrf's 16k - 1k
# over 400 games: heuristic:0.3 **+48.1 [40.1, 56.1]**, heuristic:0.5 **+30.3 [22.6,
# 37.9]**, vA -0.007 [-0.018, 0.003], -4.6 [-14.6, 5.3] (level, as ls25's -2.1).
# (Fixed at 04:45, before they ran.) Two screens that act only once the searching seat is
# safe (expected win share past swin 0.8), each the shipped search (lrf) with one setting
# changed: lsb `sblend=1.0` (at a sure win the win weight goes to the lead; at a share of
# 0.97 the win keeps 0.1 of the reward instead of 0.36) and l125 `lscale=125` (each $ of
# the lead worth twice as much, the win weight as shipped). Each on one core: vA at 16k
# and at 1k on deals 0-24 (100 games), then heuristic:0.3 at 1k on deals 0-99 (400; the
# member where sblend 1.0 ended lower at 1k before). Read, each - lrf on the same games: a
# screen passes if its 16k is above lrf's 16k against vA in money with the whole interval,
# its 16k - 1k against vA is above lrf's on those games by the estimate, and no row is
# below lrf with the whole interval. The one that passes with the larger 16k - 1k goes to
# the panel (planned after this read, before it runs). None passing: nothing more of them.
lsb_16k=ismcts:slev=1,iters=16000,styles=7,tgrid=8,lscale=250,lroot=1,sblend=1.0
lsb_1k=ismcts:slev=1,iters=1000,styles=7,tgrid=8,lscale=250,lroot=1,sblend=1.0
l125_16k=ismcts:slev=1,iters=16000,styles=7,tgrid=8,lscale=125,lroot=1,sblend=0.7
l125_1k=ismcts:slev=1,iters=1000,styles=7,tgrid=8,lscale=125,lroot=1,sblend=0.7
sub=dev run lsb_16k_vs_vA "$lsb_16k" "$vA" 25
sub=dev run lsb_1k_vs_vA "$lsb_1k" "$vA" 25
sub=dev run lsb_1k_vs_h3 "$lsb_1k" heuristic:0.3 100
sub=dev run l125_16k_vs_vA "$l125_16k" "$vA" 25
sub=dev run l125_1k_vs_vA "$l125_1k" "$vA" 25
sub=dev run l125_1k_vs_h3 "$l125_1k" heuristic:0.3 100
# Read (fixed at 04:57; every seat matches its ledger), - lrf on the same games, money: lsb
# against vA at 16k +7.2 [-5.8, 20.1] (own money +12.6 [0.6, 24.6], the others' +5.4), at
# 1k +3.8 [-2.5, 10.2], 16k - 1k +4.8 [-14.3, 23.9] (lrf's on deals 0-24: +1.4 [-21.3,
# 24.1]); heuristic:0.3 at 1k +1.3 [-3.2, 5.9]. l125 against vA at 16k -12.0 [-24.1, 0.1]
# (0.5 fewer paintings bought, own money -15.5), at 1k +0.3, 16k - 1k -11.0 [-30.4, 8.4];
# heuristic:0.3 at 1k +3.6 [-0.5, 7.7]. Neither passes (no 16k above lrf with the whole
# interval): nothing more of them. Each $ of the lead weighed twice as much leaves 16k
# poorer against vA, not richer: what the search expects a $ to bring is off there, not
# how much it weighs a $.
# (Fixed at 04:57, before they ran.) Two checks of the shipped search (lrf) itself, no verdict
# on a new setting. (1) The Skill table with lead_from root: skill_rows with lroot=1, six
# styles as ls25's table had; read each cell - ls25's on the same games, as that table was
# read. (2) Against heuristic:0.5 lrf leaned below ls25 at both budgets (16k -4.6 [-9.3,
# 0.1], 1k -3.2 [-6.9, 0.5], deals 0-99): both rows of both searches on deals 100-199 too,
# read over deals 0-199 (800 games). Rule: if lrf is below ls25 there with the whole
# interval at 16k, in win share or money, lead_from goes back to "mean" (a gain against
# random and heuristic:0.3 does not pay for a loss against heuristic:0.5). On two cores:
# one the Skill rows then lrf's 1k and 16k rows, the other ls25's 1k and 16k rows.
skill_rows lrf slev=1,styles=6,tgrid=8,sblend=0.7,lscale=250,lroot=1
sub=dev more lrf_1k_vs_h5 "$lrf_1k" heuristic:0.5 100 100
sub=dev more lrf_16k_vs_h5 "$lrf_16k" heuristic:0.5 100 100
sub=dev more ls25_1k_vs_h5 "$ls25_1k" heuristic:0.5 100 100
sub=dev more ls25_16k_vs_h5 "$ls25_16k" heuristic:0.5 100 100
# (Fixed at 04:58, before they ran.) A diagnostic, no setting to ship: against vA the style
# evidence puts every vA seat on style 5 (value*0.75: buy 0.825, sealed 0.5625, fixed
# 0.525 of the value), while vA bids sealed and once-around at 0.75 and asks 0.9 as a fixed
# price. Branch diag-exact-vA (8d8ac51, not merged: style 5 plays vA's exact shares, the
# searching seat's own policy as shipped; built from it, not from main) runs lrf at 16k and
# at 1k against vA on deals 0-24 (100 games), as xvA_*. Read: - lrf on the same games and
# 16k - 1k. If 16k - 1k is above lrf's (+1.4 there) by the estimate and 16k richer than
# lrf's 16k, the model's sealed and fixed shares are a lead for a model fitted per kind of
# decision; if not, the model of vA is ruled out once more, with the policy kept apart.
# Read of the diagnostic (fixed at 05:26; every seat matches its ledger), on deals 0-24:
# with vA's exact shares as style 5, 16k - lrf's 16k +11.5 [-7.7, 30.7], 1k - lrf's 1k
# +7.0 [-8.9, 23.0], 16k - 1k +5.9 [-14.4, 26.1] (lrf's +1.4). Where 16k differs from 1k is
# as with the shipped model: 3.1 [2.3, 3.9] fewer paintings bought, 1.3 [0.8, 1.7] more of
# its own lots kept (35 more to the bank), 2.4 [1.9, 2.8] fewer sold. The model's shares are
# not where thinking loses money against vA. A lot-by-lot log of the same search on deals
# 0-11 (48 games a budget, branch diag-exact-vA's LOTLOG build, no row kept) shows what
# does differ: the hero plays the season's fifth card (ends the season) in 0.69 of the
# seasons at 16k, 0.56 at 1k (the value bot alone against vA: 0.47; a fair share is 0.25),
# and a game auctions 31.3 lots at 16k, 34.5 at 1k (the value bot alone 36.8). A safe
# leader that ends seasons early keeps its win and gives up the lots it would have profited
# from; the win weight is what pays for that, and the search's win chance (a softmax of the
# money estimate fitted on even games) may rate a far leader less safe than it is.
# (Fixed at 05:26, before they ran.) Two screens of where the safe weight starts, each lrf
# with one setting: lsw6 `swin=0.6`, lsw7 `swin=0.7` (the lead's weight starts to rise
# from an expected win share of 0.6 or 0.7 instead of 0.8). Stage a, each on a core: vA at
# 16k and 1k on deals 0-24. It passes if its 16k is above lrf's 16k against vA in money
# with the whole interval. Stage b, for each that passes (the larger gain first, on both
# cores): heuristic:0.8 and vM at 10k on deals 0-49 (200 games each), where a lower
# threshold once gave up wins (sw6sb10); it passes if neither is below lrf with the whole
# interval, in win share or money. A screen only: nothing ships this session whatever the
# read; one that passes both stages is the next panel's candidate.
lsw6_16k=ismcts:slev=1,iters=16000,styles=7,tgrid=8,lscale=250,lroot=1,sblend=0.7,swin=0.6
lsw6_1k=ismcts:slev=1,iters=1000,styles=7,tgrid=8,lscale=250,lroot=1,sblend=0.7,swin=0.6
lsw6=ismcts:slev=1,iters=10000,styles=7,tgrid=8,lscale=250,lroot=1,sblend=0.7,swin=0.6
lsw7_16k=ismcts:slev=1,iters=16000,styles=7,tgrid=8,lscale=250,lroot=1,sblend=0.7,swin=0.7
lsw7_1k=ismcts:slev=1,iters=1000,styles=7,tgrid=8,lscale=250,lroot=1,sblend=0.7,swin=0.7
lsw7=ismcts:slev=1,iters=10000,styles=7,tgrid=8,lscale=250,lroot=1,sblend=0.7,swin=0.7
sub=dev run lsw6_16k_vs_vA "$lsw6_16k" "$vA" 25
sub=dev run lsw6_1k_vs_vA "$lsw6_1k" "$vA" 25
sub=dev run lsw7_16k_vs_vA "$lsw7_16k" "$vA" 25
sub=dev run lsw7_1k_vs_vA "$lsw7_1k" "$vA" 25
# Read of (1) (fixed at 05:27; every seat matches its ledger): no Skill cell of lrf is below
# ls25's on the same games with the whole interval, in win share or money, and none above;
# the nearest to below: heuristic:0.8 at level 16 +0.013, -9.1 [-20.0, 1.9] and the value
# bot at 16 +0.013, -5.9 [-12.4, 0.6]. Steps as before: clear up to level 10, then slowly
# or level within noise (bench/README.md, "Skill levels"). (2) at 1k over deals 0-199:
# lrf - ls25 against heuristic:0.5 0.000, -0.4 [-3.0, 2.2]; the 16k rows still run.
# Read (fixed at 05:40; every seat matches its ledger): lsw6 - lrf against vA on deals 0-24
# at 16k +0.8 [-10.4, 12.0], at 1k +1.4, 16k - 1k +0.8 [-17.7, 19.3]; lsw7 at 16k -0.4
# [-8.7, 7.8], at 1k +1.4 (win share -0.020), 16k - 1k -0.4. Neither passes stage a: no
# stage b. (2) at 16k over deals 0-199: lrf - ls25 against heuristic:0.5 0.000, -2.6 [-5.9,
# 0.7] (deals 100-199 alone -0.6 [-5.3, 4.0]): not below with the whole interval, so
# lead_from stays "root". lrf's 16k - 1k there over 800 games **+30.3 [24.6, 36.0]**.
# (Fixed at 05:40, before they ran.) The shipped search against the 6610fdc engine at equal
# iterations had only 100 games (lrf_10k_vs_ref, deals 0-24: 0.405). Taken to deals 0-99
# (400 games, ls25's size) on two cores: deals 25-62 into the row's file, 63-99 into a side
# file appended once both are done; cut at 06:40 with whole deals kept. Read: the win share
# and money against the target (0.45 as one seat against three), and - ls25 on the same
# games.
sub=dev more lrf_10k_vs_ref "$lrf" ref:iters=10000 25 38
sub=dev more lrf_10k_vs_ref "$lrf" ref:iters=10000 63 37
# (Correction, 05:41: the 16k lot log had 47 of its 48 games when read above; with all 48
# the hero ends 0.69 of the seasons and a game auctions 31.4 lots. On those 48 games 16k
# ends 235.6 above the others' mean and 1k 214.0.)
# (Run at 05:56 without a plan fixed before it; a diagnostic on which no verdict rides.) How
# sure the search is of its win: the root's expected win share at each of the hero's
# searches (Result::values, printed by branch diag-exact-vA's logging build), against the
# share those games were won, deals 0-11 (48 games each), lrf's settings. By season 1-4,
# the mean of the root's share: vA at 16k 0.340, 0.596, 0.858, 0.944 (won 1.000); vA at
# 1k 0.342, 0.594, 0.851, 0.938 (1.000); heuristic:0.8 at 10k 0.296, 0.404, 0.574, 0.681
# (0.792); the value bot at 10k 0.293, 0.400, 0.597, 0.736 (0.865). The share of its
# searches past swin 0.8, where the lead's weight acts, by season: vA 16k 0.00, 0.13, 0.75,
# 0.98; vA 1k 0.00, 0.11, 0.80, 0.94; heuristic:0.8 0.00, 0.00, 0.20, 0.53; the value bot
# 0.00, 0.03, 0.27, 0.64. The search rates itself near even early in games it goes on to
# win nearly always: its playouts make every seat as strong as its own policy.
# Read (fixed at 06:27; 400 games, whole deals 0-99, the side file appended; every seat
# matches its ledger): lrf against three 6610fdc engines at equal iterations (10k) 0.465
# [0.420, 0.510], money +92.2 [79.3, 105.0] (deals 25-99 alone 0.485); - ls25 on the same
# games -0.004 [-0.024, 0.016], -2.0 [-6.8, 2.9]. Above the target 0.45 by the estimate
# only, as ls25 (0.469); the root lead neither gains nor loses there.
# (Fixed at 06:36, before they ran.) lrf's 16k - 1k against vA, the one target member where
# thinking is still level (-4.6 [-14.6, 5.3] over deals 0-99), taken to deals 0-199 (800
# games): the 16k row on two cores (deals 100-149 into its file, 150-199 into a side file
# appended once both are done), then the 1k row. Cut at 07:05 with whole deals kept (both
# rows then read on the deals both have). Read: 16k - 1k in win share and money.
sub=dev more lrf_16k_vs_vA "$lrf_16k" "$vA" 100 50
sub=dev more lrf_16k_vs_vA "$lrf_16k" "$vA" 150 50
sub=dev more lrf_1k_vs_vA "$lrf_1k" "$vA" 100 100
# Read (fixed at 06:56; whole deals 0-199 in both rows, the side file appended; every seat
# matches its ledger): lrf against vA over 800 games, 16k 0.992, +218.1; 1k 0.998, +227.5;
# 16k - 1k -0.006 [-0.012, 0.000] in win share and **-9.4 [-16.0, -2.8]** in money (deals
# 100-199 alone -14.1 [-22.8, -5.5]). Below 0 with the whole interval: thinking costs
# money against vA with the shipped search. 16k buys 2.55 fewer paintings a game, keeps
# 0.74 more of its own lots (22.2 more to the bank) and sells 1.96 fewer.
# (Fixed at 07:24, before they ran.) Where 16k and 1k part against vA, over the 800 games
# above: 16k ends 35.6 poorer and the others 26.2 poorer a seat (fewer lots, less paid out
# by the bank); in the lot log the hero ends 0.75 of the third and fourth seasons at 16k,
# 0.54 at 1k, where the lead's weight acts. The lead is flat in how big the game gets, and
# the playouts do not credit the hero's edge on each lot, so a leader may end a season it
# would profit from. Two screens of a floor under the lead's weight from the first
# decision on (Options::lead_floor, branch lead-floor a1f2711, not merged; ma_strength
# lfloor=; 0 is lrf game for game, checked on deal 0): lf1 `lfloor=0.1`, lf2 `lfloor=0.2`
# (taken from the win weight; the safe ramp acts above it). Stage a, one screen a core: vA
# at 16k and 1k on deals 0-24. It passes if its 16k is above lrf's 16k against vA in money
# with the whole interval. Stage b, each that passes (the larger gain first, both cores):
# heuristic:0.8 and vM at 10k on deals 0-49 (200 games each); it passes if neither is below
# lrf with the whole interval, in win share or money. A screen: nothing ships unless a
# panel planned after this read says so.
lf1_16k=ismcts:slev=1,iters=16000,styles=7,tgrid=8,lscale=250,lroot=1,sblend=0.7,lfloor=0.1
lf1_1k=ismcts:slev=1,iters=1000,styles=7,tgrid=8,lscale=250,lroot=1,sblend=0.7,lfloor=0.1
lf1=ismcts:slev=1,iters=10000,styles=7,tgrid=8,lscale=250,lroot=1,sblend=0.7,lfloor=0.1
lf2_16k=ismcts:slev=1,iters=16000,styles=7,tgrid=8,lscale=250,lroot=1,sblend=0.7,lfloor=0.2
lf2_1k=ismcts:slev=1,iters=1000,styles=7,tgrid=8,lscale=250,lroot=1,sblend=0.7,lfloor=0.2
lf2=ismcts:slev=1,iters=10000,styles=7,tgrid=8,lscale=250,lroot=1,sblend=0.7,lfloor=0.2
sub=dev run lf1_16k_vs_vA "$lf1_16k" "$vA" 25
sub=dev run lf1_1k_vs_vA "$lf1_1k" "$vA" 25
sub=dev run lf2_16k_vs_vA "$lf2_16k" "$vA" 25
sub=dev run lf2_1k_vs_vA "$lf2_1k" "$vA" 25
# Read (fixed at 07:33; every seat matches its ledger), - lrf on the same games (deals
# 0-24), money: lf1 against vA at 16k -15.7 [-31.1, -0.3] (win share -0.010), at 1k -6.7
# [-25.3, 11.9], 16k - 1k -7.6 [-26.2, 11.0]; lf2 at 16k -4.4 [-22.1, 13.3], at 1k +2.9,
# 16k - 1k -5.9 [-25.1, 13.4] (lrf's there +1.4). Neither passes stage a (lf1 is below
# lrf at 16k with the whole interval): no stage b, nothing more of them. A floor under the
# lead's weight in the early seasons costs 16k money against vA; with l125 (twice the
# weight per $ once safe, -12.0) it is the second screen where more weight on the lead
# leaves 16k poorer, not richer.
# (Fixed at 07:34, before they ran.) Every screen that gave the lead more weight has left
# 16k poorer against vA (l125, lf1); the other way has not been screened with the root
# lead: lsb5 `sblend=0.5` (once safe, the lead's weight rises to 0.2 instead of 0.4).
# Stage a and stage b as for lf1 and lf2 above (stage a: vA at 16k and 1k on deals 0-24,
# passes if its 16k is above lrf's 16k in money with the whole interval; stage b:
# heuristic:0.8 and vM at 10k on deals 0-49, neither below lrf with the whole interval).
# The 16k row on two cores (deals 0-12 into its file, 13-24 into a side file appended once
# both are done), then the 1k row. A screen: nothing ships from it alone.
lsb5_16k=ismcts:slev=1,iters=16000,styles=7,tgrid=8,lscale=250,lroot=1,sblend=0.5
lsb5_1k=ismcts:slev=1,iters=1000,styles=7,tgrid=8,lscale=250,lroot=1,sblend=0.5
lsb5=ismcts:slev=1,iters=10000,styles=7,tgrid=8,lscale=250,lroot=1,sblend=0.5
sub=dev more lsb5_16k_vs_vA "$lsb5_16k" "$vA" 0 13
sub=dev more lsb5_16k_vs_vA "$lsb5_16k" "$vA" 13 12
sub=dev run lsb5_1k_vs_vA "$lsb5_1k" "$vA" 25
# (Fixed at 07:38, before they ran.) Against vA 16k keeps more of its own lots than 1k (in
# the lot log 2.3 a game against 1.7, most in open and once-around auctions at about $30
# paid to the bank) and sells fewer. One reading: the model tells the search exactly where
# each rival stops bidding, and the more it searches the closer it pushes a price to that
# point; where vA stops sooner, the lot stays with the hero. Two screens of a model that
# does not know where a bidder stops: in each determinization each other seat's model pays
# a factor drawn uniformly from [1 - s, 1 + s] times what its style pays (bid limit, buy,
# sealed and fixed shares; SearchGame::Settings::model_spread, branch model-spread b045c26,
# not merged; ma_strength mspread=; 0 is lrf game for game, checked on deal 0): ms2 `s =
# 0.2`, ms4 `s = 0.4`. Stages a and b as for lf1 and lf2 above, one screen a core.
ms2_16k=ismcts:slev=1,iters=16000,styles=7,tgrid=8,lscale=250,lroot=1,sblend=0.7,mspread=0.2
ms2_1k=ismcts:slev=1,iters=1000,styles=7,tgrid=8,lscale=250,lroot=1,sblend=0.7,mspread=0.2
ms2=ismcts:slev=1,iters=10000,styles=7,tgrid=8,lscale=250,lroot=1,sblend=0.7,mspread=0.2
ms4_16k=ismcts:slev=1,iters=16000,styles=7,tgrid=8,lscale=250,lroot=1,sblend=0.7,mspread=0.4
ms4_1k=ismcts:slev=1,iters=1000,styles=7,tgrid=8,lscale=250,lroot=1,sblend=0.7,mspread=0.4
ms4=ismcts:slev=1,iters=10000,styles=7,tgrid=8,lscale=250,lroot=1,sblend=0.7,mspread=0.4
sub=dev run ms2_16k_vs_vA "$ms2_16k" "$vA" 25
sub=dev run ms2_1k_vs_vA "$ms2_1k" "$vA" 25
sub=dev run ms4_16k_vs_vA "$ms4_16k" "$vA" 25
sub=dev run ms4_1k_vs_vA "$ms4_1k" "$vA" 25
# Read (fixed at 07:42; 100 games, whole deals 0-24, the side file appended; every seat
# matches its ledger): lsb5 - lrf against vA at 16k -8.3 [-20.2, 3.5] in money (win share
# -0.010), at 1k +0.3 [-6.8, 7.3], 16k - 1k -7.2 [-27.9, 13.5]. It fails stage a: no stage
# b. Less weight on the lead once safe does not help 16k either; around safe_blend 0.7 the
# weight moves 16k's money against vA within the noise, or down.
# (Fixed at 07:42, before they ran.) The playouts' value-bot policy (the searching seat's
# own, its prior and the model) raises in open auctions half way to its limit (jump 0.5);
# the value bot and vA raise by 1. As a bot alone against vA the policy ends 29 poorer than
# the value bot (pol_vs_vA above), so the playouts may credit the hero with less than it
# makes on each lot and value a long season less than it is worth. A screen with the policy
# raising by 1 as they do: jz, lrf with `jump=0` (main's ma_strength). Stages a and b as for
# lf1 and lf2 above, after the ms2 and ms4 rows.
jz_16k=ismcts:slev=1,iters=16000,styles=7,tgrid=8,lscale=250,lroot=1,sblend=0.7,jump=0
jz_1k=ismcts:slev=1,iters=1000,styles=7,tgrid=8,lscale=250,lroot=1,sblend=0.7,jump=0
jz=ismcts:slev=1,iters=10000,styles=7,tgrid=8,lscale=250,lroot=1,sblend=0.7,jump=0
sub=dev more jz_16k_vs_vA "$jz_16k" "$vA" 0 13
sub=dev more jz_16k_vs_vA "$jz_16k" "$vA" 13 12
sub=dev run jz_1k_vs_vA "$jz_1k" "$vA" 25
# Read (fixed at 07:49; every seat matches its ledger), - lrf on the same games (deals
# 0-24), money: ms2 against vA at 16k -23.7 [-39.6, -7.9], at 1k +7.2 [-7.2, 21.6], 16k -
# 1k -29.6 [-46.8, -12.3]; ms4 at 16k -36.0 [-54.1, -17.8], at 1k -8.1, 16k - 1k -26.5
# [-47.7, -5.2]. Both fail stage a, below lrf at 16k with the whole interval: no stage b.
# Where the money goes at 16k: ms2 keeps 0.50 [0.08, 0.92] more of its own lots a game and
# pays the bank 19.8 [7.5, 32.1] more; ms4 keeps 0.53 more, pays the bank 17.5 more and
# buys 1.13 [0.37, 1.89] fewer paintings. A model that may pay more than its style makes
# 16k bid up its own lots and keep them: the search counts on the rivals' upper tail, which
# points the other way from this screen's reading (a model that pays too much, not one too
# sure).
# (Fixed at 07:51, before they ran.) The ms read, turned into a screen: the spread only
# below the style, so the model never pays more than its style and may pay less
# (Settings::model_spread_up 0, branch model-spread 4635ddb; ma_strength mup=0; mup=1
# is the spread above, ms2 checked game for game on deal 0 at 1k): md2 `mspread=0.2,mup=0`
# (the model pays 0.8 to 1 times its style), md4 `mspread=0.4,mup=0` (0.6 to 1). Stages a
# and b as for lf1 and lf2 above, one screen a core, after the jz rows. Stage b matters
# here: a model that pays less may sell too cheap to a bidder that pays more.
md2_16k=ismcts:slev=1,iters=16000,styles=7,tgrid=8,lscale=250,lroot=1,sblend=0.7,mspread=0.2,mup=0
md2_1k=ismcts:slev=1,iters=1000,styles=7,tgrid=8,lscale=250,lroot=1,sblend=0.7,mspread=0.2,mup=0
md2=ismcts:slev=1,iters=10000,styles=7,tgrid=8,lscale=250,lroot=1,sblend=0.7,mspread=0.2,mup=0
md4_16k=ismcts:slev=1,iters=16000,styles=7,tgrid=8,lscale=250,lroot=1,sblend=0.7,mspread=0.4,mup=0
md4_1k=ismcts:slev=1,iters=1000,styles=7,tgrid=8,lscale=250,lroot=1,sblend=0.7,mspread=0.4,mup=0
md4=ismcts:slev=1,iters=10000,styles=7,tgrid=8,lscale=250,lroot=1,sblend=0.7,mspread=0.4,mup=0
sub=dev run md2_16k_vs_vA "$md2_16k" "$vA" 25
sub=dev run md2_1k_vs_vA "$md2_1k" "$vA" 25
sub=dev run md4_16k_vs_vA "$md4_16k" "$vA" 25
sub=dev run md4_1k_vs_vA "$md4_1k" "$vA" 25
# Read (fixed at 08:00; 100 games, whole deals 0-24, the side file appended; every seat
# matches its ledger): jz - lrf against vA at 16k +21.0 [-3.1, 45.2] in money (0.61 [0.08,
# 1.14] more of its own lots sold, 0.28 more kept, 13.9 more to the bank), at 1k **+18.6
# [1.3, 35.9]**, 16k - 1k +3.9 [-14.8, 22.6] (lrf's +1.4). Stage a's rule is not met (16k
# not above with the whole interval): no stage b. What it shows is a policy that gains
# at both budgets against vA, not thinking that gains more. Its hero makes twice the
# decisions a game (141.7 searches at 1k against lrf's 71.2: it raises by 1 in open
# auctions too), so a game takes about twice the time at a fixed budget a move.
# Read (fixed at 08:09; every seat matches its ledger), - lrf on the same games (deals
# 0-24), money: md2 against vA at 16k +14.2 [-4.7, 33.0], at 1k -5.0 [-22.1, 12.1], its
# 16k - 1k +20.6 [0.3, 40.9] (lrf's +1.4); md4 at 16k +7.3 [-8.8, 23.3], at 1k +9.1, 16k -
# 1k -0.4. Neither meets stage a (16k above lrf's with the whole interval). Neither keeps
# fewer of its own lots than lrf (md2 +0.15, md4 +0.20): the upper tail alone is not where
# the kept lots come from.
# (Fixed at 08:09, before they ran.) md2's 16k - 1k against vA is the first screen's above
# 0 with the whole interval, on 100 games where lrf's is +1.4, after the stage a it failed:
# a lead to check on fresh games, not a pass. md2 against vA at 16k and 1k on deals 25-124
# (400 games; lrf has both rows there), the 16k row on two cores (deals 25-74 into its
# file, 75-124 into a side file appended once both are done); then stage b as for lf1
# (heuristic:0.8 and vM at 10k on deals 0-49, one a core). Read: md2's 16k - 1k on deals
# 25-124, and md2 - lrf at each budget. It is a candidate for the next session's panel if
# its 16k - 1k there is above 0 with the whole interval, its 16k is not below lrf's with
# the whole interval, and neither stage b row is below lrf with the whole interval in win
# share or money. Nothing ships this session from it.
sub=dev more md2_16k_vs_vA "$md2_16k" "$vA" 25 50
sub=dev more md2_16k_vs_vA "$md2_16k" "$vA" 75 50
sub=dev run md2_10k_vs_h8 "$md2" heuristic:0.8 50
sub=dev run md2_10k_vs_vM "$md2" "$vM" 50
sub=dev more md2_1k_vs_vA "$md2_1k" "$vA" 25 100
# (Fixed at 08:27, before they ran.) jz gained at both budgets against vA (1k with the whole
# interval), after the stage a it failed: a lead to check on fresh games, as md2's. jz
# against vA at 16k and 1k on deals 25-74 (200 games; lrf has both rows there), the 16k
# row on two cores (deals 25-49 into its file, 50-74 into a side file appended once both
# are done); then its stage b (heuristic:0.8 and vM at 10k on deals 0-49, one a core).
# Starts once md2's rows are done; cut at 09:20 with whole deals kept (each row then read
# on the deals it has). Read: jz - lrf at each budget on deals 25-74, its 16k - 1k, and
# stage b. It is a candidate for the next session's panel if on deals 25-74 its 16k and
# its 1k are both above lrf's by the estimate and neither below with the whole interval,
# and neither stage b row is below lrf with the whole interval in win share or money.
# Nothing ships this session from it.
sub=dev more jz_16k_vs_vA "$jz_16k" "$vA" 25 25
sub=dev more jz_16k_vs_vA "$jz_16k" "$vA" 50 25
sub=dev more jz_1k_vs_vA "$jz_1k" "$vA" 25 50
sub=dev run jz_10k_vs_h8 "$jz" heuristic:0.8 50
sub=dev run jz_10k_vs_vM "$jz" "$vM" 50
# Read (fixed at 08:36; every seat matches its ledger): md2 against vA on the fresh deals
# 25-124 (400 games), - lrf on the same games: 16k +7.7 [-2.3, 17.7] (win share +0.009),
# 1k +4.5 [-1.9, 10.9]; its 16k - 1k there -6.1 [-14.9, 2.6] (lrf's -9.3 [-18.5, -0.2]).
# Not above 0: md2 is not a candidate for thinking against vA. Its stage b row against
# heuristic:0.8 at 10k (deals 0-49, 200 games), - lrf: **+0.085 [0.013, 0.157]** in win
# share, **+22.4 [9.2, 35.5]** in money; the vM row still runs. The jz check planned above
# was stopped after 8 games of its first row (not read; those lines removed, the row's
# file is again deals 0-24 only) to give its cores to the next plan.
# (Fixed at 08:36, before they ran.) md2 against the even members, as a candidate for
# strength in general rather than for thinking against vA: heuristic:0.8 at 10k on deals
# 50-99 (the row to 400 games), the value bot at 10k on deals 0-49 (200), the 6610fdc
# engine at equal iterations (10k) on deals 0-24 (100), and the vM row of stage b (200).
# One core: heuristic:0.8, then the value bot; the other: vM, then the 6610fdc engine. Cut
# at 09:20 with whole deals kept (each row read on the deals it has; lrf has all of them).
# Read, - lrf on the same games. md2 is a candidate for the next session's whole panel if
# heuristic:0.8 over deals 0-99 is above lrf with the whole interval in win share or
# money, and no other row is below lrf with the whole interval in win share or money.
# Nothing ships this session from it.
sub=dev more md2_10k_vs_h8 "$md2" heuristic:0.8 50 50
sub=dev run md2_10k_vs_value "$md2" value 50
sub=dev run md2_10k_vs_ref "$md2" ref:iters=10000 25
# (Fixed at 08:53, before it ran; the rows above still run.) vM is where md2 leans below
# lrf (-0.085 [-0.174, 0.004] over its 200 games): once the value bot row is done, its
# core takes md2's vM row on from deal 50 (lrf has deals 0-99), cut at 09:20 with whole
# deals kept, and the vM read is over the deals the row then has.
sub=dev more md2_10k_vs_vM "$md2" "$vM" 50 50
# Read (fixed at 09:16; every seat matches its ledger; every row finished before the cut),
# md2 - lrf on the same games at 10k, win share then money: heuristic:0.8 over deals 0-99
# (400 games) **+0.109 [0.056, 0.162]**, **+26.9 [18.1, 35.7]** (md2 0.868, lrf 0.759;
# deals 50-99 alone +0.133); vM over deals 0-99 (400) -0.044 [-0.107, 0.020], -13.8
# [-27.7, 0.2] (md2 0.525, lrf 0.569; deals 50-99 alone -0.003, -14.8); the value bot on
# deals 0-49 (200) -0.013 [-0.067, 0.042], -12.5 [-25.3, 0.3]; the 6610fdc engine at equal
# iterations on deals 0-24 (100) **+0.135 [0.009, 0.261]**, +6.5 [-26.8, 39.8] (md2 0.540,
# lrf 0.405). By the letter of the rule md2 is a candidate (heuristic:0.8 above with the
# whole interval, no row below with it), but it leans below against both value bots in
# money by about 13, their intervals ending at +0.2 and +0.3, and against vM its 0.525 is
# under the issue's 0.55. It trades: more against bidders that stop early (heuristic:0.8,
# the 6610fdc engine, vA), less against value bidders that pay up. Not a gain as it is;
# the next session's panel should take a version that learns each seat's spend from its
# bids (the style evidence over a spend factor) rather than md2's one-sided spread for all.
# (Correction, at 09:17: the plan of lf1 and lf2 said the hero ends 0.75 of the third and
# fourth seasons at 16k in the lot log; over both seasons it is 71 of 96, 0.74 (0.54 at
# 1k, 52 of 96).)
# (Fixed at 09:26, before they ran.) Does md2's gain against heuristic:0.8 come from the
# heuristic styles' bid limits alone? mh2: md2's spread on the heuristic styles only, the
# value styles paying as their style (Settings::model_spread_heuristic_only, branch
# model-spread 6e7750c; ma_strength mho=1; without it md2, and mspread=0.2 checked game
# for game against ms2 on deal 0 at 1k). heuristic:0.8 and vM at 10k on deals 0-24 (100
# games each, one a core), cut at 09:50 with whole deals kept. Read: - lrf and - md2 on
# the same games. A lead for the next session (no verdict at this size) if heuristic:0.8
# is above lrf by the estimate and vM is not below lrf by the estimate.
mh2=ismcts:slev=1,iters=10000,styles=7,tgrid=8,lscale=250,lroot=1,sblend=0.7,mspread=0.2,mup=0,mho=1
sub=dev run mh2_10k_vs_h8 "$mh2" heuristic:0.8 25
sub=dev run mh2_10k_vs_vM "$mh2" "$vM" 25
# Read (fixed at 09:35; both rows whole, every seat matches its ledger), on deals 0-24 at
# 10k: mh2 against heuristic:0.8 0.855, - lrf +0.095 [-0.028, 0.218] and +14.7 [-4.5,
# 33.9] in money, - md2 -0.025 and -3.4; against vM 0.600, - lrf -0.030 [-0.141, 0.081]
# and **-23.5 [-43.3, -3.7]** in money, - md2 +0.060 and +3.8 (md2 - lrf on these games
# -0.090, -27.3). Most of md2's gain against heuristic:0.8 comes with the heuristic styles
# alone, and so does most of its loss in money against vM (a vM seat is drawn as a
# heuristic style in part of the determinizations). Not a lead: vM is below lrf by the
# estimate. A spend learnt per seat stays the next step.
# (Added at 09:43, from the rows above, no new games.) Paintings that change hands a game
# (every seat's sold plus kept) against vA over deals 0-199: lrf 16k 42.1, 1k 45.0.
# --- 2026-12-07 (morning session) ---
# (Fixed at 09:59, before they ran.) The spend learnt per seat. md2 gave every modelled
# rival one spread (0.8-1 times its style) and traded: more against bidders that stop
# early, less against value bidders that pay up. pe3: each modelled rival pays 1, 0.9 or
# 0.8 times its style, the level drawn with its style in each determinization, uniformly
# before the seat has shown anything, then by the evidence of both: add_style_evidence
# weighs each observed decision under every style at every level (the lower levels from a
# stream of their own, so the level-1 evidence is as before). Branch spend-evidence
# d1c7f6d (Settings::spend_levels; ma_strength slev=; slev=1 is lrf, checked game for game
# on deal 0 at 1k against vA). On deal 0 the end-of-game evidence put heuristic:0.8 seats
# on heuristic:0.9 at 0.9, and value and vM seats at level 1. Stage 1, deals 0-24 (100
# games a row), two lanes: heuristic:0.8 then vM at 10k; vA at 16k and 1k, then the value
# bot at 10k. Cut at 11:10 with whole deals kept. Read: - lrf and - md2 on the same games.
# A candidate for 400-game rows if against heuristic:0.8 it is above lrf by the estimate in
# win share and money, against vM and the value bot it is not below lrf by the estimate in
# either, and against vA its 16k - 1k is not below lrf's on these games by the estimate.
pe3=ismcts:iters=10000,styles=7,tgrid=8,lscale=250,lroot=1,sblend=0.7,slev=3
pe3_16k=ismcts:iters=16000,styles=7,tgrid=8,lscale=250,lroot=1,sblend=0.7,slev=3
pe3_1k=ismcts:iters=1000,styles=7,tgrid=8,lscale=250,lroot=1,sblend=0.7,slev=3
sub=dev run pe3_10k_vs_h8 "$pe3" heuristic:0.8 25
sub=dev run pe3_10k_vs_vM "$pe3" "$vM" 25
sub=dev run pe3_16k_vs_vA "$pe3_16k" "$vA" 25
sub=dev run pe3_1k_vs_vA "$pe3_1k" "$vA" 25
sub=dev run pe3_10k_vs_value "$pe3" value 25
# Read (fixed at 10:17; all five rows whole, every seat matches its ledger), deals 0-24,
# pe3 - lrf: heuristic:0.8 0.890, +0.130 [0.020, 0.240], money +16.0 [-4.6, 36.6] (- md2
# +0.010, -2.1); vM 0.600, -0.030 [-0.148, 0.088], -8.1 [-30.7, 14.4] (- md2 +0.060,
# +19.1); the value bot 0.890, +0.065 [-0.011, 0.141], **+19.1 [2.2, 36.0]** (- md2 +0.020,
# +19.4); vA at 16k -10.3 [-28.2, 7.7], at 1k -3.3 [-15.7, 9.1]; pe3's 16k - 1k -5.5
# [-21.1, 10.1] against lrf's +1.4 [-21.3, 24.1] on these games. By its rule pe3 is not a
# candidate: vM is below lrf by the estimate and so is its 16k - 1k against vA.
# (Fixed at 10:17, before they ran.) A panel check of pe3 all the same, planned after the
# read above failed, and said so: it is the first screen that gains on two members (the
# value bot and heuristic:0.8) where md2 traded, and its shortfalls above are a third of
# their intervals. pe3 on deals 25-99 against vM, heuristic:0.8 and the value bot at 10k
# and vA at 16k and 1k (with deals 0-24, 400 games a row, paired with lrf's 400), and the
# 6610fdc engine at 10k on deals 0-24 (100 games, paired with lrf's). Two lanes: vM, then
# vA at 1k, then the 6610fdc engine; heuristic:0.8, the value bot, vA at 16k. Cut at 11:45
# with whole deals kept. Read: pe3 ships as the default (Settings::spend_levels 3) if no
# row is below lrf with the whole interval, in win share or in money, and no 400-game row
# is below lrf by the estimate in win share and in money at once. Separately: pe3's 16k -
# 1k against vA over 400 games.
sub=dev more pe3_10k_vs_vM "$pe3" "$vM" 25 75
sub=dev more pe3_1k_vs_vA "$pe3_1k" "$vA" 25 75
sub=dev run pe3_10k_vs_ref "$pe3" ref:iters=10000 25
sub=dev more pe3_10k_vs_h8 "$pe3" heuristic:0.8 25 75
sub=dev more pe3_10k_vs_value "$pe3" value 25 75
sub=dev more pe3_16k_vs_vA "$pe3_16k" "$vA" 25 75
# (Added at 10:34, before they ran; the ship rule above gets stricter.) The rest of the
# panel, where every budget wins nearly every game: pe3 against heuristic:0.3, heuristic:0.5
# and random at 16k and 1k on deals 0-24 (100 games a row), each lane after its rows above.
# pe3 ships only if none of these is below lrf with the whole interval in money either; its
# 16k - 1k on them is read beside lrf's.
pe3_16k=ismcts:iters=16000,styles=7,tgrid=8,lscale=250,lroot=1,sblend=0.7,slev=3
sub=dev run pe3_16k_vs_h3 "$pe3_16k" heuristic:0.3 25
sub=dev run pe3_1k_vs_h3 "$pe3_1k" heuristic:0.3 25
sub=dev run pe3_16k_vs_random "$pe3_16k" random 25
sub=dev run pe3_16k_vs_h5 "$pe3_16k" heuristic:0.5 25
sub=dev run pe3_1k_vs_h5 "$pe3_1k" heuristic:0.5 25
sub=dev run pe3_1k_vs_random "$pe3_1k" random 25
# Read (fixed at 11:23; every row whole, every seat matches its ledger), pe3 - lrf on the
# same games, win share then money. 400 games (deals 0-99): heuristic:0.8 at 10k 0.884,
# **+0.125 [0.071, 0.179]**, **+31.1 [21.6, 40.5]**; vM at 10k 0.569, 0.000 [-0.056,
# 0.056], -2.4 [-14.1, 9.4]; the value bot at 10k 0.884, +0.013 [-0.025, 0.050], +7.5
# [-1.0, 16.0]; vA at 16k +0.003 [-0.009, 0.014], -6.4 [-14.7, 1.8]; vA at 1k -0.005
# [-0.015, 0.005], +1.8 [-6.2, 9.8]. 100 games (deals 0-24): the 6610fdc engine at 10k
# 0.460, +0.055 [-0.103, 0.213], -6.7 [-50.9, 37.5]; heuristic:0.3 at 16k +6.5 [-9.9,
# 23.0], at 1k -1.3 [-10.4, 7.9]; heuristic:0.5 at 16k +1.3 [-11.4, 14.1], at 1k -0.010
# [-0.030, 0.010], +3.4 [-14.1, 20.9]; random at 16k +11.1 [-24.4, 46.6], at 1k -14.1
# [-37.1, 8.9] (win share level wherever not given). No row is below lrf with the whole
# interval and no 400-game row is below it by the estimate in both at once: by the rule
# pe3 ships, Settings::spend_levels 3 is the default from now on (slev=1 is the search
# before it). pe3's 16k - 1k: vA -12.8 [-21.7, -3.9] over 400 games (lrf -4.6 [-14.6,
# 5.3] on these deals); heuristic:0.3 +59.6 [42.7, 76.6] (lrf +51.8 on these games);
# heuristic:0.5 +30.3 [10.6, 50.0] (lrf +32.4); random +17.7 [-28.4, 63.8] (lrf -7.5).
# (Fixed at 11:25, before they ran.) The Skill table with pe3, a calibration, no verdict:
# skill_rows with the shipped search's settings (slev=3, seven styles; lrf's table had
# six). Two lanes, heuristic:0.8 and heuristic:0.5 on one, the value bot on the other, cut
# at 12:00 with whole deals kept. Read: each cell, and each - lrf's cell on the same games.
skill_rows pe3s slev=3,styles=7,tgrid=8,sblend=0.7,lscale=250,lroot=1
# Read (fixed at 11:33; all 18 rows whole, every seat matches its ledger), pe3's Skill
# table, each cell - lrf's on the same games: none below with the whole interval, in win
# share or money; above with it: heuristic:0.8 at 10 +0.113 [0.009, 0.216], at 13 +0.169
# [0.062, 0.276] and +27.1 [10.1, 44.2]; heuristic:0.5 at 13 +26.7 [3.5, 50.0] in money;
# the value bot at 16 +19.6 [0.9, 38.3] in money. The levels rise as before: clearly up to
# 10 (heuristic:0.8 10 - 7 +0.206 [0.084, 0.328], the value bot +0.287 [0.179, 0.396]),
# then level within noise. This is the table for picking an opponent from now on.
# (Fixed at 11:33, before they ran.) The issue's target at equal iterations, with pe3: pe3
# against three 6610fdc engines at 10k on deals 25-99, after deals 0-24 above (400 games
# with them, paired with lrf's 400). Two lanes, deals 25-61 into the row's file and deals
# 62-99 into a side file appended after; cut at 12:12 with whole deals kept, and what ran
# is read. Read: pe3's win share over the games run against the issue's 0.45 (met if the
# whole interval is above it), and pe3 - lrf on the same games.
sub=dev more pe3_10k_vs_ref "$pe3" ref:iters=10000 25 75
# (Added at 11:51, while the rows above ran, after a look at their first 230 games: pe3 -
# lrf -0.035 [-0.131, 0.061], money -17.0 [-41.4, 7.4].) A stricter rule for the shipped
# default: if over the games run pe3 is below lrf with the whole interval, in win share or
# money, spend_levels goes back to 1 by default (pe3 stays an option) until a larger row
# says otherwise.
# Read (fixed at 12:08). The two lanes were stopped at 12:00, not at the planned 12:12: the
# cut script of the Skill rows, still waiting, stopped every process of this binary then.
# Whole deals kept (one partial deal, 49, removed): deals 0-48 and 62-85, 292 games, every
# seat matches its ledger. pe3 0.445 [0.385, 0.506], money +81 (lrf 0.473 on the same
# games); pe3 - lrf -0.027 [-0.110, 0.056], -13.6 [-35.4, 8.3]. Below the issue's 0.45 by
# the estimate, so the target is not met with pe3 (lrf was above it by the estimate only).
# Not below lrf with the whole interval: by the stricter rule the default stands.
# (Fixed at 12:13, before they ran.) The rest of the planned 6610fdc rows, stopped early at
# 12:00: deals 49-61 into the row's file and 86-99 into a side file appended after, cut at
# 12:35 with whole deals kept. Read as planned: pe3 over all games run against the 0.45
# target, pe3 - lrf on the same games, and the stricter rule above.
# Read (fixed at 12:29; both lanes whole, every seat matches its ledger): over deals 0-99,
# 400 games, pe3 0.463 [0.410, 0.515], money +91 (lrf 0.465 [0.420, 0.510]); pe3 - lrf
# -0.003 [-0.070, 0.065], -0.9 [-19.0, 17.3]. Level with lrf, and above the 0.45 target by
# the estimate only, as lrf was. The stricter rule does not act: the default stands.
# --- 2026-12-07 (afternoon session) ---
# (Fixed at 12:39, before they ran.) Thinking with pe3 (the shipped search) on the panel
# members where 16k > 1k was shown only with the search before it. Lane A: random at 16k
# and 1k on deals 25-99 (400 games with deals 0-24 above), then heuristic:0.8 at 16k and
# 1k on deals 0-99. Lane B, once its core is free of screens: the value bot at 16k and 1k,
# then vM at 16k and 1k, deals 0-99. Cut at 14:45 with whole deals kept; what ran is read.
# Read: pe3's 16k - 1k on the same games; thinking helps against a member if the paired
# interval is above 0 in win share, or in money where both budgets win nearly every game
# (random); below 0 with the whole interval in either is a loss to report.
sub=dev more pe3_16k_vs_random "$pe3_16k" random 25 75
sub=dev more pe3_1k_vs_random "$pe3_1k" random 25 75
sub=dev run pe3_16k_vs_h8 "$pe3_16k" heuristic:0.8 100
sub=dev run pe3_1k_vs_h8 "$pe3_1k" heuristic:0.8 100
sub=dev run pe3_16k_vs_value "$pe3_16k" value 100
sub=dev run pe3_1k_vs_value "$pe3_1k" value 100
sub=dev run pe3_16k_vs_vM "$pe3_16k" "$vM" 100
sub=dev run pe3_1k_vs_vM "$pe3_1k" "$vM" 100
# (Fixed at 12:42, before they ran.) A diagnostic, no verdict: pe3 at 16k and 1k against
# vA on deals 0-24 with the ledger's new columns (lots bought, kept and sold by type of
# auction, seasons ended by each seat), the same games as pe3's rows above (a check that
# every game ends with the same money), to see in which auctions 16k keeps more of its
# own lots and how many seasons it ends. Files dev/led_pe3_{16k,1k}_vs_vA.
sub=dev run led_pe3_16k_vs_vA "$pe3_16k" "$vA" 25
sub=dev run led_pe3_1k_vs_vA "$pe3_1k" "$vA" 25
# Read (fixed at 13:51; every game ends with the same money as in pe3's rows, every seat
# matches its ledger): 16k - 1k a game, with 1k's figure: kept in open auctions +0.60
# [0.34, 0.86] (0.47), at fixed prices +0.34 [0.16, 0.52] (0.14), once-around +0.20
# [-0.02, 0.42] (0.49), sealed -0.08 (0.59); sold to rivals in open auctions -0.75 [-1.08,
# -0.42] (3.35), once-around -0.48, fixed prices -0.50, sealed -0.22; bought from vA -2.04
# [-3.10, -0.98] (28.5), fewest in open auctions and at fixed prices; seasons it ended
# +0.52 [0.28, 0.76] (2.08 of 4); money -27.4 [-42.7, -12.1], the others' -21.9.
# (Fixed at 12:59, before they ran.) A screen from the diagnostic above: against vA 16k
# keeps 0.60 [0.34, 0.86] more of its own lots a game in open auctions and 0.34 [0.16,
# 0.52] more at fixed prices than 1k, and ends 0.52 [0.28, 0.76] more seasons (100 games).
# The evidence puts vA's seats on the value style that pays 0.75 at level 1 (buy 0.825 of
# the value, where vA's is 0.8) or the value style at 0.8 (0.88): both above vA in what
# they answer and bid, so the longer search prices and bids its own lots at a limit vA
# does not reach. vA's sealed bids and fixed prices (shares 0.75 and 0.9 where the styles
# have less) pull the level up. l5b: five levels (1, 0.95, 0.9, 0.85, 0.8; slev=5) and a
# value style's level learnt only from its open bids and passes and its answers
# (sfb=1: its sealed and once-around bids and fixed prices weigh every level alike).
# Branch spend-buy (with slev=3, sfb=0 it plays pe3 game for game, checked on deal 0 at
# 1k against vA). Deals 0-24, 100 games a row, one lane beside the two above: vA at 16k
# and 1k, then heuristic:0.8, vM and the value bot at 10k. Cut at 14:45 with whole deals
# kept. Read, - pe3 on the same games: a candidate for a 400-game panel if its 16k - 1k
# against vA is above pe3's (-5.5 on these games) by the estimate, its 16k against vA is
# not below pe3's by the estimate in money, and against heuristic:0.8, vM and the value
# bot it is neither below pe3 by the estimate in win share and money at once nor below it
# with the whole interval in either.
l5b=ismcts:iters=10000,styles=7,tgrid=8,lscale=250,lroot=1,sblend=0.7,slev=5,sfb=1
l5b_16k=ismcts:iters=16000,styles=7,tgrid=8,lscale=250,lroot=1,sblend=0.7,slev=5,sfb=1
l5b_1k=ismcts:iters=1000,styles=7,tgrid=8,lscale=250,lroot=1,sblend=0.7,slev=5,sfb=1
sub=dev run l5b_16k_vs_vA "$l5b_16k" "$vA" 25
sub=dev run l5b_1k_vs_vA "$l5b_1k" "$vA" 25
sub=dev run l5b_10k_vs_h8 "$l5b" heuristic:0.8 25
sub=dev run l5b_10k_vs_vM "$l5b" "$vM" 25
sub=dev run l5b_10k_vs_value "$l5b" value 25
# Read (fixed at 13:51; all five rows whole, every seat matches its ledger), l5b - pe3 on
# the same games: vA at 16k +6.7 [-9.1, 22.6] in money, at 1k +5.1 [-3.7, 13.9]; its 16k -
# 1k -3.9 [-20.1, 12.3] (pe3 -5.5); heuristic:0.8 +0.020 [-0.049, 0.089], +5.5 [-6.3,
# 17.2]; vM -0.010 [-0.118, 0.098], -0.6 [-26.2, 25.1]; the value bot 0.000, -23.9
# [-49.6, 1.7]. Not a candidate: against vM it is below pe3 by the estimate in win share
# and money at once (by a hair), and the value bot's money leans far below. The evidence
# did move vA's seats (level weights at the game's end 0.28 at 1 and 0.67 at 0.95, where
# pe3 had 0.75 at 1 and 0.20 at 0.8), and 16k kept 0.20 [0.02, 0.38] fewer lots at fixed
# prices than pe3's 16k, but as many in open auctions (-0.06 [-0.26, 0.14]): the model's
# level is not where 16k keeps its open lots.
# (Fixed at 13:25, before they ran.) A second screen from the diagnostic: 16k keeps 0.60
# more of its own lots a game in open auctions than 1k against vA. In the tree the other
# seats' value styles raise an open auction halfway to their limit (the policy's jump
# 0.5, which keeps playouts fast), where vA and every value bot of the panel raise by 1:
# after the searcher's bid on its own lot the model answers far above it, so pushing the
# price looks better in the tree than it is, and a longer search relies on it more. tr1:
# pe3 with the other seats' value styles raising by 1 in the tree (their prior and the
# model's share of their decisions there), the playouts as before. Branch spend-buy
# (tr1=0 plays pe3 game for game, checked on deal 0 at 1k against vA). Deals 0-24, 100
# games a row, one more lane: vA at 16k and 1k, then heuristic:0.8, vM and the value bot
# at 10k. Cut at 14:45 with whole deals kept. Read as l5b's, - pe3 on the same games:
# a candidate for a 400-game panel if its 16k - 1k against vA is above pe3's (-5.5) by the
# estimate, its 16k against vA is not below pe3's by the estimate in money, and against
# heuristic:0.8, vM and the value bot it is neither below pe3 by the estimate in win share
# and money at once nor below it with the whole interval in either. Also read: its kept
# lots by type against vA, next to pe3's (dev/led_pe3_*).
tr1=ismcts:iters=10000,styles=7,tgrid=8,lscale=250,lroot=1,sblend=0.7,slev=3,tr1=1
tr1_16k=ismcts:iters=16000,styles=7,tgrid=8,lscale=250,lroot=1,sblend=0.7,slev=3,tr1=1
tr1_1k=ismcts:iters=1000,styles=7,tgrid=8,lscale=250,lroot=1,sblend=0.7,slev=3,tr1=1
sub=dev run tr1_16k_vs_vA "$tr1_16k" "$vA" 25
sub=dev run tr1_1k_vs_vA "$tr1_1k" "$vA" 25
sub=dev run tr1_10k_vs_h8 "$tr1" heuristic:0.8 25
sub=dev run tr1_10k_vs_vM "$tr1" "$vM" 25
sub=dev run tr1_10k_vs_value "$tr1" value 25
# Read (fixed at 13:51; both vA rows whole, every seat matches its ledger), tr1 - pe3 on
# the same games: vA at 16k -10.6 [-26.8, 5.7] in money, at 1k -0.6 [-18.0, 16.8]; its
# 16k - 1k -15.5 [-31.6, 0.7] (pe3 -5.5). Not a candidate. At 16k it keeps as many of its
# own open-auction lots as pe3's 16k (-0.04 [-0.25, 0.17]): the model's raises are not why
# either. tr1 was stopped at 13:46 after these rows; its heuristic:0.8 row had 15 games,
# removed unread, and the rest did not run.
# (Fixed at 13:46, before they ran; the earlier rows' reads are below.) pe3's 16k - 1k
# against heuristic:0.8 over deals 0-99 is +0.045 [-0.006, 0.096] in win share, at the edge
# of 0 as the search before it was over its first 400 (+0.055), which then went to 800.
# The same here: deals 100-199 at 16k and 1k, 400 games each, in the core tr1 left, cut at
# 14:45 with whole deals kept. Read over all the games run (deals 0-199 if whole), with the
# earlier rows' rule.
sub=dev more pe3_16k_vs_h8 "$pe3_16k" heuristic:0.8 100 100
sub=dev more pe3_1k_vs_h8 "$pe3_1k" heuristic:0.8 100 100
# (Fixed at 13:58, before it ran.) A diagnostic, no verdict: where 16k keeps its own
# open-auction lots against vA, does it bid them up where 1k would not? pe3 at 16k against
# vA on deals 0-5 (24 games), with shadows pe3 at 1k and pe3 at 16k on other random streams
# (salt=1, the noise between two runs), their lines in dev/shadow_pe3_16k_vs_vA_shadows
# (the games in _games, the same games as pe3's rows). Read with shadow.py --where
# phase=open --where own=1, and on the other decisions for comparison. Run after the
# heuristic:0.8 rows above, cut at 14:45.
# Read (fixed at 14:21; all 24 games whole, each ends with the same money as in pe3's row,
# every seat matches its ledger). On 16k's own decisions, what 1k would bid - what 16k bid
# (16k on other streams, salt=1, beside it): on its own open-auction lots -1.12 [-1.81,
# -0.43] a bid (-0.30 [-0.72, 0.11]), 376 bids, 1k bidding less at 0.043 of them and more
# at 0.003; on its own once-around lots -3.95 [-6.44, -1.46] (-0.53), 38 bids; on the
# rivals' open-auction lots +2.82 [1.29, 4.35] (+0.31), 557 bids. 1k plays another card at
# 0.127 of 16k's card plays (16k on other streams: 0.033). So 16k bids its own lots up
# where 1k would not, and bids less for the rivals' lots: the longer search values its own
# lots more against vA and theirs less.
# Read (fixed at 14:30) of pe3's thinking rows (every row whole, every seat matches its
# ledger; vM's 16k row ran in two lanes, deals 0-49 into its file and 50-99 into a side
# file appended after; the random row at 16k was rewritten whole from its process after a
# git stash of mine had replaced the file under it, 400 games, each (deal, seat) once).
# pe3's 16k - 1k on the same games: random 0.000 in win share, +28.8 [10.5, 47.2] in money
# (400 games); heuristic:0.8 +0.043 [0.008, 0.077], +13.3 [7.4, 19.2] (800 games; deals
# 0-99 alone +0.045 [-0.006, 0.096], 100-199 alone +0.040 [-0.007, 0.087]); the value bot
# +0.086 [0.045, 0.128], +22.7 [11.4, 33.9]; vM +0.158 [0.099, 0.216], +40.9 [26.4, 55.4]
# (400 games each). Thinking helps against all four by the rule above; none is below 0.
# 16k - 10k: the value bot -0.004, -6.2 [-14.1, 1.7]; vM +0.007, +2.3.
# (Fixed at 14:30, before they ran.) The 3- and 5-player rows with pe3 (the issue asks for
# them reported): heuristic:0.8 at 10k, 3 players on the 134 deals of tgrid8_3p (402
# games), 5 players on the 80 of tgrid8_5p (400), one lane each, beside CI; cut at 15:02
# with whole deals kept. Read: the win share against the fair share (1/3, 1/5), and - the
# tgrid8 rows on the same games.
sub=dev run pe3_3p_10k_vs_h8 "$pe3" heuristic:0.8 134 3
sub=dev run pe3_5p_10k_vs_h8 "$pe3" heuristic:0.8 80 5
# Read (fixed at 14:46; both rows whole, every seat matches its ledger): pe3 against
# heuristic:0.8 at 10k, 3 players 0.964 [0.947, 0.981], money +129 (fair share 0.333;
# tgrid8 0.862 on the same games, pe3 - tgrid8 +0.102 [0.066, 0.138], +50.8 [42.8,
# 58.7]); 5 players 0.824 [0.787, 0.860], +105 (fair 0.2; tgrid8 0.693, +0.131 [0.079,
# 0.183], +32.3 [23.9, 40.8]).
# (Fixed at 15:12, before they ran.) sw probes. The md2/ms2 screens (above) said 16k counts
# on the upper tail of the model's rivals (a model that may pay more than its style kept
# 0.50 more lots; one that never pays more raised 16k - 1k by +20.6). With evidence, pe3
# draws vA's seats mostly as value*0.75 at level 1 (limit 0.675 of the value when the hero
# leads; vA's own is 0.65) but a fifth of the time as the value style at 0.8 (0.73): with
# three such seats, about half of the determinizations hold a rival who pays more than vA.
# A sharper posterior thins that tail: sw2 (style_weight 2) and sw4 (4), pe3 otherwise,
# against vA at 16k and 1k on deals 0-24, one lane each, 16k first. Read: 16k - 1k in
# money against pe3's -5.5 on deals 0-24, and own open-auction and fixed-price lots kept
# at 16k against led_pe3_16k_vs_vA. One that lifts 16k - 1k above pe3's by the estimate
# and keeps its 16k not below pe3's goes to the stage-1 screen (heuristic:0.8, vM, value
# at 10k on deals 0-24, the rule as for l5b).
sw2_16k=ismcts:iters=16000,styles=7,tgrid=8,lscale=250,lroot=1,sblend=0.7,slev=3,sw=2
sw2_1k=ismcts:iters=1000,styles=7,tgrid=8,lscale=250,lroot=1,sblend=0.7,slev=3,sw=2
sw4_16k=ismcts:iters=16000,styles=7,tgrid=8,lscale=250,lroot=1,sblend=0.7,slev=3,sw=4
sw4_1k=ismcts:iters=1000,styles=7,tgrid=8,lscale=250,lroot=1,sblend=0.7,slev=3,sw=4
sub=dev run sw2_16k_vs_vA "$sw2_16k" "$vA" 25
sub=dev run sw2_1k_vs_vA "$sw2_1k" "$vA" 25
sub=dev run sw4_16k_vs_vA "$sw4_16k" "$vA" 25
sub=dev run sw4_1k_vs_vA "$sw4_1k" "$vA" 25
# Read (fixed at 15:24; all four rows whole, every seat matches its ledger), - pe3 on the
# same games (deals 0-24), money: sw2 at 16k -1.4 [-17.6, 14.8], at 1k +6.1, its 16k - 1k
# -13.0 [-33.2, 7.2] (pe3 -5.5); sw4 at 16k -11.5 [-31.0, 8.0], at 1k +3.0, 16k - 1k -20.0
# [-42.4, 2.4]. Neither is a candidate. At 16k against pe3's 16k, own open-auction lots
# kept +0.06 (sw2) and -0.10 (sw4), seasons ended +0.16 and +0.03: a sharper posterior
# does not change where 16k keeps its lots, so the model's upper tail is not why.
# (Fixed at 15:18, before they ran.) hcard probes. led_pe3 says 16k against vA ends 0.52
# more seasons than 1k, auctions 0.86 fewer of its own lots and buys 2.0 fewer, and every
# seat ends poorer (the hero 27, the others 22): shorter seasons. A playout is read at the
# next season's end, each card in hand worth hand_value (7, 9, 11 by seasons left, fitted
# on value-bot games); against vA, which pays 0.8 where the value bot pays 1.1, a card is
# worth less, so ending a season to keep cards in hand may look better in the tree than it
# is. hc7 (hand values x 0.7, hcard=0.7) and hc5 (x 0.5), pe3 otherwise, against vA at 16k
# and 1k on deals 0-24, one lane each after the sw rows, 16k first. Read as the sw probes,
# with seasons ended beside the lots kept.
hc7_16k=ismcts:iters=16000,styles=7,tgrid=8,lscale=250,lroot=1,sblend=0.7,slev=3,hcard=0.7
hc7_1k=ismcts:iters=1000,styles=7,tgrid=8,lscale=250,lroot=1,sblend=0.7,slev=3,hcard=0.7
hc5_16k=ismcts:iters=16000,styles=7,tgrid=8,lscale=250,lroot=1,sblend=0.7,slev=3,hcard=0.5
hc5_1k=ismcts:iters=1000,styles=7,tgrid=8,lscale=250,lroot=1,sblend=0.7,slev=3,hcard=0.5
sub=dev run hc7_16k_vs_vA "$hc7_16k" "$vA" 25
sub=dev run hc7_1k_vs_vA "$hc7_1k" "$vA" 25
sub=dev run hc5_16k_vs_vA "$hc5_16k" "$vA" 25
sub=dev run hc5_1k_vs_vA "$hc5_1k" "$vA" 25
# Read (fixed at 15:29; all four rows whole, every seat matches its ledger), - pe3 on the
# same games (deals 0-24), money: hc7 at 16k -12.1 [-31.7, 7.4], at 1k +4.3, its 16k - 1k
# -22.0 [-43.2, -0.7]; hc5 at 16k -5.9 [-29.3, 17.4], at 1k +4.2, 16k - 1k -15.6 [-34.5,
# 3.3] (pe3 -5.5). Neither is a candidate. Their own 16k still ends more seasons than their
# 1k (+0.43, +0.39) and keeps more of its open-auction lots (+0.55, +0.73), as pe3's does:
# the hand's value at the horizon is not why. (Each probe's 16k - 1k on these deals is
# below pe3's -5.5, nearer pe3's -12.8 over 400 games: pe3's first 100 were on the kind
# side.)
# (Fixed at 15:29, before they ran.) pe3's thinking rows the issue asks for and that ran
# only with the searches before it: vB and the search itself at 1k as the opponents, 16k
# and 1k, 400 games each (deals 0-99), in one lane in this order while the other core
# screens, cut at 17:20 with whole deals kept. Read: 16k - 1k paired, win share and money,
# by the thinking rule (the paired interval above 0).
sub=dev run pe3_16k_vs_vB "$pe3_16k" "$vB" 100
sub=dev run pe3_1k_vs_vB "$pe3_1k" "$vB" 100
sub=dev run pe3_1k_vs_self1k "$pe3_1k" "$pe3_1k" 100
sub=dev run pe3_16k_vs_self1k "$pe3_16k" "$pe3_1k" 100
# Read of the vB rows (fixed at 16:32; both whole, 400 games each, every seat matches its
# ledger; the 16k row's process was paused by SIGSTOP for the oms1p rows, so one game's
# "ms" holds the pause): 16k 0.749 [0.707, 0.791], money +85.6; 1k 0.591, +66.4; 16k - 1k
# +0.158 [0.106, 0.209], money +19.3 [7.5, 31.0]: thinking helps against vB by the rule.
# - the tgrid8 rows on the same games: 16k +0.066 [0.014, 0.119], money +14.2 [3.0, 25.4];
# 1k -0.033 [-0.082, 0.017], +3.0. 16k buys 2.6 more paintings a game than 1k and ends
# 0.33 more seasons; the others end 10.1 poorer.
# (Fixed at 15:30, before they ran.) Own-policy probes: the last cause named last session,
# the searcher's own future play. In the prior and in playouts the hero plays the policy,
# which buys a rival's lot up to 1.1 of its value and raises halfway to its limit; by the
# lead a rival's lot pays the hero only below 0.75 of its value (4 seats), and against vA
# (limit 0.65-0.8) a raise by 1 would win it far cheaper. If the hero's future self
# overpays in playouts, every auction still to come this season looks worse to the hero
# than it is, and ending seasons (+0.52 at 16k) looks better. Branch own-policy (Settings::
# own_jump, own_spend; ma_strength ojump=, ospend=; the defaults play pe3 game for game,
# checked at 1k on deal 0): oj0 (the hero's policy raises by 1, ojump=0) and os8 (it pays
# 0.8 of the policy's shares, ospend=0.8), pe3 otherwise, against vA at 16k and 1k on
# deals 0-24, in one lane in this order beside pe3's thinking rows. Read as the sw probes.
oj0_16k=ismcts:iters=16000,styles=7,tgrid=8,lscale=250,lroot=1,sblend=0.7,slev=3,ojump=0
oj0_1k=ismcts:iters=1000,styles=7,tgrid=8,lscale=250,lroot=1,sblend=0.7,slev=3,ojump=0
os8_16k=ismcts:iters=16000,styles=7,tgrid=8,lscale=250,lroot=1,sblend=0.7,slev=3,ospend=0.8
os8_1k=ismcts:iters=1000,styles=7,tgrid=8,lscale=250,lroot=1,sblend=0.7,slev=3,ospend=0.8
sub=dev run oj0_16k_vs_vA "$oj0_16k" "$vA" 25
sub=dev run oj0_1k_vs_vA "$oj0_1k" "$vA" 25
sub=dev run os8_16k_vs_vA "$os8_16k" "$vA" 25
sub=dev run os8_1k_vs_vA "$os8_1k" "$vA" 25
# Read (fixed at 15:57; oj0's and os8's vA rows whole, every seat matches its ledger),
# - pe3 on the same games (deals 0-24), money: oj0 (read before its level screen, below)
# at 16k +17.5 [-3.7, 38.8], at 1k +33.1 [19.1, 47.1], 16k - 1k -21.1 [-40.2, -2.0]; os8 at
# 16k -71.2 [-87.5, -54.8] (win share -0.050 [-0.099, -0.001]), at 1k -63.5 [-81.2, -45.8],
# 16k - 1k -13.2 (pe3 -5.5). Neither is a thinking candidate. os8's hero buys 5.4 fewer
# paintings a game at 16k and pays the rivals 139 less: its own policy's spend carries
# through to 16k's play, and buying less from vA loses much more than it saves (a lot the
# hero does not buy goes to a rival, whose gain counts against the hero as much as its own
# payment).
# (Fixed at 15:48, before they ran; oj0's vA rows are whole, os8's still running.) oj0 read
# so far, - pe3 on the same games (deals 0-24), money: at 16k +17.5 [-3.7, 38.8], at 1k
# +33.1 [19.1, 47.1], its 16k - 1k -21.1 [-40.2, -2.0] (pe3 -5.5). Not a thinking
# candidate: the hero that raises by 1 gains at both budgets, most where it follows its
# prior. A level screen instead: oj0 at 10k against heuristic:0.8, vM and the value bot on
# deals 0-24, in the own-policy lane after os8. Read, - pe3 on the same games: the level
# rule of the l5b screen (neither below by the estimate in win share and money at once nor
# below with the whole interval in either); passing it asks for the 400-game panel and the
# Skill rows before it could ship, which this session has no time for.
oj0=ismcts:iters=10000,styles=7,tgrid=8,lscale=250,lroot=1,sblend=0.7,slev=3,ojump=0
sub=dev run oj0_10k_vs_h8 "$oj0" heuristic:0.8 25
sub=dev run oj0_10k_vs_vM "$oj0" "$vM" 25
sub=dev run oj0_10k_vs_value "$oj0" value 25
# Read (fixed at 16:20; all three rows whole, every seat matches its ledger), - pe3 on the
# same games (deals 0-24): heuristic:0.8 0.000 [-0.085, 0.085], money +9.8 [-0.8, 20.5];
# vM -0.010 [-0.118, 0.098], -4.2 [-30.4, 22.1]; the value bot +0.010 [-0.062, 0.082],
# -10.1 [-34.1, 14.0]. vM is below by the estimate in both at once (by a hair): not a
# candidate by the rule. The gain oj0 makes against vA is not seen against the rest.
# (Fixed at 15:48, before it ran.) oms1p: opponent_model_share 1 with pe3 (the other seats
# always play their model's move in the tree). oms1 was read (09:37, above) as no gain on
# the search of that day, whose model of vA paid as the value style (1.1 of the value);
# pe3's evidence puts vA's seats on value*0.75 at level 1 (limit 0.675 of the value when
# the hero leads, vA's 0.65), below what a rival's learnt reply pays for the hero's lot
# (a rival gains by the lead up to 0.75 of the value, 4 seats), and at 16k the learnt half
# of their decisions (share 0.5) outweighs the model. oms1p against vA at 16k and 1k on
# deals 0-24, in the core of pe3's thinking rows, which are paused (SIGSTOP) meanwhile and
# then go on. Read as the sw probes.
oms1p_16k=ismcts:iters=16000,styles=7,tgrid=8,lscale=250,lroot=1,sblend=0.7,slev=3,oms=1
oms1p_1k=ismcts:iters=1000,styles=7,tgrid=8,lscale=250,lroot=1,sblend=0.7,slev=3,oms=1
sub=dev run oms1p_16k_vs_vA "$oms1p_16k" "$vA" 25
sub=dev run oms1p_1k_vs_vA "$oms1p_1k" "$vA" 25
# Read (fixed at 15:57; both rows whole, every seat matches its ledger), - pe3 on the same
# games (deals 0-24), money: at 16k +2.9 [-21.3, 27.1], at 1k +15.8 [1.9, 29.7], its 16k -
# 1k -18.4 [-38.7, 1.9] (pe3 -5.5): not a candidate. The mechanism is as read: at 16k it
# keeps 0.81 [0.60, 1.02] fewer of its own open-auction lots than pe3's 16k and pays the
# bank 15.8 less, but its 16k still ends 0.64 more seasons than its 1k and keeps 0.48 more
# lots at fixed prices, and the money does not follow. The learnt replies are one cause of
# the open-auction keeps, not of the money 16k loses against vA.
# (Fixed at 15:57, before they ran.) os12: os8 turned round, the hero's own policy paying
# 1.2 of the policy's shares (buy 1.32 of the value; ospend=1.2), pe3 otherwise, against vA
# at 16k and 1k on deals 0-24, in the own-policy lane after oj0's level screen. Read as
# the sw probes; a gain at both budgets is a level lead for a later session, as oj0's.
os12_16k=ismcts:iters=16000,styles=7,tgrid=8,lscale=250,lroot=1,sblend=0.7,slev=3,ospend=1.2
os12_1k=ismcts:iters=1000,styles=7,tgrid=8,lscale=250,lroot=1,sblend=0.7,slev=3,ospend=1.2
sub=dev run os12_16k_vs_vA "$os12_16k" "$vA" 25
sub=dev run os12_1k_vs_vA "$os12_1k" "$vA" 25
# Read (fixed at 16:28; both rows whole, every seat matches its ledger), - pe3 on the same
# games (deals 0-24): at 16k -0.030 [-0.063, 0.003] in win share, money -63.5 [-84.8,
# -42.3]; at 1k -0.130 [-0.194, -0.066], money -127.7 [-147.1, -108.3]; its 16k - 1k
# +58.7 [40.4, 77.0]. No lead. A hero whose policy pays more buys 2.1 fewer paintings a
# game at 1k for as much money: it pays up early and runs short. The policy's spend is
# near its best both ways (os8, os12); at 1k the hero plays its policy, and 16k wins back
# half of what a worse policy loses.
# (Fixed at 16:08, before they ran.) pe3's self1k row at 16k in two halves, so it can end by
# the 17:20 cut: deals 0-49 in the own-policy lane after os12, into its file; deals 50-99
# in the lane of the thinking rows after its 1k self1k row, into a side file
# (dev/pe3_16k_vs_self1k_b.jsonl) appended after, each (deal, seat) checked to be once.
#   sub=dev more pe3_16k_vs_self1k "$pe3_16k" "$pe3_1k" 0 50
#   (side) ma_strength --hero "$pe3_16k" --opp "$pe3_1k" --first-deal 50 --deals 50 --seed 1
#     --label pe3_16k_vs_self1k --out dev/pe3_16k_vs_self1k_b.jsonl
# Read of the self1k rows (fixed at 16:56; the 1k row and both halves of the 16k row whole,
# the side file appended, each (deal, seat) once, 400 games each, every seat matches its
# ledger): 16k 0.390 [0.346, 0.434], money +42.8; 1k 0.250 (the same search in every seat);
# 16k - 1k +0.140 [0.096, 0.184], money +42.8 [32.0, 53.6]: thinking helps against the
# search itself by the rule (the tgrid8 search's was +0.155 against its own 1k). 16k buys
# 2.2 more paintings a game than 1k and ends 0.22 more seasons.
# (Fixed at 16:57, before they ran.) oj0 at 1k against heuristic:0.8, vM and the value bot
# on deals 0-24: does the 1k gain against vA (+33.1) hold where the hero plays its prior
# against the rest (a lead for the Skill levels' low budgets)? Two lanes, cut at 17:25 with
# whole deals kept. Read, - pe3's 1k on the same games: no verdict, a lead for a later
# session.
sub=dev run oj0_1k_vs_h8 "$oj0_1k" heuristic:0.8 25
sub=dev run oj0_1k_vs_vM "$oj0_1k" "$vM" 25
sub=dev run oj0_1k_vs_value "$oj0_1k" value 25
# Read (fixed at 17:00; all three rows whole, every seat matches its ledger), - pe3's 1k on
# the same games (deals 0-24): heuristic:0.8 +0.020 [-0.064, 0.104], money +17.5 [2.6,
# 32.4]; vM -0.015 [-0.165, 0.135], -5.5 [-39.1, 28.1]; the value bot -0.045 [-0.144,
# 0.054], -5.4 [-30.1, 19.3]. As at 10k: the hero that raises by 1 gains against the
# frugal bidders (vA, heuristic:0.8) and leans below against the value bot and vM, the
# bidders who pay up. A trade between kinds of bidder, not yet a lead.
# (Fixed at 17:08, before it ran.) A diagnostic, no verdict: the shadows of 14:21 again,
# now that shadow lines name the plays that could end a season (may_end, enders; main's
# ma_strength): pe3 at 16k against vA on deals 0-5 (24 games, the same games), shadows pe3
# at 1k and pe3 at 16k on other streams (salt=1), deals 0-2 and 3-5 in two lanes into
# dev/shadow2_pe3_16k_vs_vA_{games,shadows}.jsonl (the second lane's into side files,
# appended after). Read: at plays with may_end=1, how often 1k plays another card than
# 16k and whether 16k's card is one of the enders where 1k's is not, against the same on
# 16k's other streams.
#   first=0 deals=3 (and first=3 deals=3) dev_shadow shadow2_pe3_16k_vs_vA "$pe3_16k" "$vA" \
#     "$pe3_1k" "$pe3_16k,salt=1"
# Read (fixed at 17:11; all 24 games whole, each ends with the same money as in the 14:21
# shadows' games, every seat matches its ledger). 101 of 16k's 213 card plays could end a
# season (may_end=1); 16k ended it at 60. 1k plays another card at 11 of the 101 (0.109;
# at the other plays 16 of 112), 16k on other streams at none. Where 1k differs, 16k ends
# the season and 1k would not at 6, and never the other way (the rest: both end, or
# neither). So at the plays where they part, the longer search is the one that ends the
# season.
# (Fixed at 17:32, before they ran.) The equal-time row with pe3 (the shipped
# search): 50 ms a move each against three 6610fdc engines, deals 0-99 (400 games), paired
# with tgrid8_50ms_vs_ref50ms and pe3_10k_vs_ref on the same games. Two lanes, deals 0-49
# into the row's file and deals 50-99 into a side file (dev/pe3_50ms_vs_ref50ms_b.jsonl)
# appended after, each (deal, seat) checked to be once; nothing else runs on the machine
# but a nice-19 build. Read: the target (>= 0.45) by the row's interval.
#   sub=dev more pe3_50ms_vs_ref50ms "$pe3_50ms" ref:ms=50 0 50
# Read (fixed at 18:20; both halves whole, the side file appended, each (deal, seat) once,
# 400 games, every seat matches its ledger): 0.497 [0.449, 0.546], money +90.6 [78.6,
# 102.6], 13,723 iterations a search in the 50 ms. The target (>= 0.45) is met by the
# estimate, not by the whole interval (its lower end 0.449). Paired on the same 400 games:
# - tgrid8_50ms_vs_ref50ms -0.047 [-0.105, 0.011], money -11.4 [-25.6, 2.8]; - pe3 at 10k
# iterations (pe3_10k_vs_ref) +0.035 [-0.037, 0.107], money -0.7 [-19.6, 18.3].
#   (side) ma_strength --hero "$pe3_50ms" --opp ref:ms=50 --first-deal 50 --deals 50 --seed 1
#     --label pe3_50ms_vs_ref50ms --out dev/pe3_50ms_vs_ref50ms_b.jsonl
pe3_50ms=ismcts:ms=50,styles=7,tgrid=8,lscale=250,lroot=1,sblend=0.7,slev=3
sub=dev more pe3_50ms_vs_ref50ms "$pe3_50ms" ref:ms=50 0 50
# Read (fixed at 18:20; both halves whole, the side file appended, each (deal, seat) once,
# 400 games, every seat matches its ledger): 0.497 [0.449, 0.546], money +90.6 [78.6,
# 102.6], 13,723 iterations a search in the 50 ms. The target (>= 0.45) is met by the
# estimate, not by the whole interval (its lower end 0.449). Paired on the same 400 games:
# - tgrid8_50ms_vs_ref50ms -0.047 [-0.105, 0.011], money -11.4 [-25.6, 2.8]; - pe3 at 10k
# iterations (pe3_10k_vs_ref) +0.035 [-0.037, 0.107], money -0.7 [-19.6, 18.3].
# (Fixed at 17:35, before they ran.) A diagnostic, no verdict, on a dev build
# (branch branch-probe: `roots=1` writes a search's root candidates, [move, visits, mean],
# into the shadow lines; `--force DEAL:SEAT:DECISION:MOVE` replays one game with the hero's
# decision number DECISION playing MOVE instead). Is ending a season where 16k ends it
# worse against vA than not ending it, and what did the tree expect? (1) Base: pe3 at 16k
# (roots=1) against vA on deals 0-24 (100 games; the same games as pe3_16k_vs_vA's first
# 100, checked), shadow pe3 at 1k (roots=1), into dev/br_pe3_16k_vs_vA_{games,shadows}.jsonl
# (deals 0-12 and 13-24 in two lanes, the second's into side files appended after).
# (2) Branches: at every hero card play that could end the season (may_end=1), the game
# replayed with the hero's most visited root move of the other kind (a card that ends the
# season where the hero played one that does not, and the other way round), into
# dev/br_pe3_16k_vs_vA_force.jsonl (label force:DEAL:SEAT:DECISION:KIND, KIND what the
# hero did: end or keep), on two lanes. Read: the margin of the branch - the base game's,
# averaged over the plays of each kind, with an interval clustered by deal, beside the
# difference of the two moves' root means in the hero's tree and in 1k's.
# Read (fixed at 18:43; the base games are pe3_16k_vs_vA's first 100, every score the same;
# 415 branches, each once, every seat of every game matches its ledger). 417 of 16k's card
# plays could end the season; it ended it at 250, 1k (on the same seed) at 202; 16k ends
# and 1k does not at 50, the other way round at 2. At those 50 both trees rate ending
# higher (root means, end - keep: 16k +0.020, 1k +0.015), but 1k gives ending 0.16 of its
# visits (the prior's pull) against 16k's 0.49. The branches, margin of the other move's
# game - the played one's, clustered by deal: where 16k ended (248 plays with another
# card on offer) keeping costs -19.5 [-35.9, -3.1] (the tree expected -0.057 in reward);
# where it kept (167) ending costs -15.3 [-34.1, 3.5]; at the 49 plays where 16k ends and
# 1k keeps, keeping (1k's card) +4.0 [-13.7, 21.7]. So the tree's choice at these plays is
# right on average against vA, and the seasons 16k ends that 1k would not explain little
# of 16k - 1k (at 0.49 such plays a game, +2 by the estimate; at most about +11).
# (Fixed at 18:38, before they ran.) A diagnostic, no verdict, on the dev build of
# branch branch-probe (`alt=N,altclass=C`: the search runs N iterations at the decisions of
# class C instead of its own budget; C 0: card plays and double offers, 1: the seat's own
# lots (its bids, sealed bid or fixed price on a lot it sells), 2: the rest (bids and
# answers on the others' lots)). Which decisions lose money with thinking against vA? pe3
# at 1k with 16k at one class only, against vA on deals 0-99 (400 games a row), each paired
# with pe3_1k_vs_vA (the same games up to the first decision of that class where they part)
# and read beside pe3's 16k - 1k there (-12.8 [-21.7, -3.9] in money): t16play, t16own,
# t16other. Two lanes (play, then other on deals 0-49; own, then other on deals 50-99 into
# a side file appended after, each (deal, seat) checked to be once), cut at 19:35 with whole
# deals kept.
#   ma_strength --hero "$pe3_1k,alt=16000,altclass=C" --opp "$vA" --first-deal 0 --deals 100
#     --seed 1 --label t16{play,own,other}_vs_vA --out dev/t16{play,own,other}_vs_vA.jsonl
# Read of the one-class thinking rows: after the screen planned next (written later).
# (Fixed at 18:54, before they ran; cut at 19:35 with whole deals kept.) A screen
# planned after t16own and t16play were read (t16other still running): thinking on the
# hero's own lots loses money against vA (t16own - pe3's 1k -10.1 [-17.9, -2.3]; 1.3 more
# of its own lots kept a game, +38 paid to the bank). ocap1: the search bids on its own
# lot at most its value at stake (branch own-cap, Settings::own_cap 1.0, `ocap=1`; for
# every seat, in the tree too; the shares above 1 and every rival's money + 1 above it
# dropped), pe3 otherwise. Against vA at 16k and 1k, and at 10k against heuristic:0.8, vM
# and the value bot, deals 0-24 (100 games a row), each - pe3 on the same games. Read by the
# stage-1 rule (l5b): a candidate if its 16k - 1k against vA is above pe3's by the
# estimate, its 16k not below pe3's, and at 10k no member below pe3 by the estimate in
# share and money at once nor with the whole interval in either. Two lanes beside the
# t16other lanes: vA 16k then vM; vA 1k, h8, then the value bot.
ocap1_16k=ismcts:iters=16000,styles=7,tgrid=8,lscale=250,lroot=1,sblend=0.7,slev=3,ocap=1
ocap1_1k=ismcts:iters=1000,styles=7,tgrid=8,lscale=250,lroot=1,sblend=0.7,slev=3,ocap=1
ocap1=ismcts:iters=10000,styles=7,tgrid=8,lscale=250,lroot=1,sblend=0.7,slev=3,ocap=1
sub=dev run ocap1_16k_vs_vA "$ocap1_16k" "$vA" 25
sub=dev run ocap1_10k_vs_vM "$ocap1" "$vM" 25
sub=dev run ocap1_1k_vs_vA "$ocap1_1k" "$vA" 25
sub=dev run ocap1_10k_vs_h8 "$ocap1" heuristic:0.8 25
sub=dev run ocap1_10k_vs_value "$ocap1" value 25
# Read of the one-class thinking rows (fixed at 19:11; all three whole, t16other's side
# file appended, each (deal, seat) once, 400 games each, every seat matches its ledger; the
# flags of branch-probe are on main since), each - pe3's 1k / - pe3's 16k on the same games,
# money: t16play +3.1 [-4.6, 10.8] / +15.9 [8.0, 23.9]; t16own -10.1 [-17.9, -2.3] / +2.7
# [-6.0, 11.5]; t16other -10.4 [-19.2, -1.6] / +2.4 [-6.6, 11.4]; win shares all within
# 0.003. Thinking on card plays alone does not lose money against vA; thinking on either
# class of auction decisions alone loses as much as thinking everywhere. On its own lots
# 16k keeps 3.32 a game (1k 2.04) and pays the bank 74 (36); on the others' lots it buys
# 27.75 paintings a game (1k 29.06), and its season sales fall by 50.
# Read of ocap1 (fixed at 19:11; every seat matches its ledger; vA at 16k and 1k, heuristic:0.8
# and the value bot whole, vM stopped at 12 games once the rule had failed, and deleted),
# - pe3 on the same games (deals 0-24): vA at 16k -7.7 [-24.2, 8.8], at 1k +10.9 [-3.9,
# 25.7], its 16k - 1k -18.6 [-41.4, 4.1] below pe3's; heuristic:0.8 -0.030, +5.7 [-6.0,
# 17.3]; the value bot -0.070 [-0.148, 0.008], -38.1 [-61.3, -14.9]. Not a candidate (its
# 16k - 1k below pe3's, the value bot below with the whole interval in money). Its 16k keeps
# as many of its own lots against vA as pe3's (2.95 a game): the keeps are not bids above
# the value at stake. The own-cap branch stays unmerged.
# (Fixed at 19:11, before they ran; cut at 19:40 with whole deals kept.) A
# diagnostic, no verdict. The one-class rows say the tree expects vA to pay more than it
# does; the exact-model check (pm, 2026-12-06: every seat's policy, prior and model the
# value bot with vA's shares, one style, no evidence) still lost money with thinking, but
# its rivals learnt their replies in the tree half the time (oms 0.5). pmx: pm with the
# rivals always playing that model in the tree (oms=1, opw=1), against vA at 16k and 1k on
# deals 0-24, paired with pm_16k_vs_vA and pm_1k_vs_vA. Read: pmx's 16k - 1k in money,
# beside pm's (-12.9 [-31.8, 6.1]): at or above 0 by the estimate points at the learnt
# replies, below 0 with the whole interval at the search itself (the reward or the
# evaluation), with the model exact and played exactly.
pmx=styles=7,tgrid=8,mix=0,belief=0,buy=0.8,fixed=0.9,oms=1,opw=1
sub=dev run pmx_16k_vs_vA ismcts:slev=1,sblend=0,iters=16000,$pmx $vA 25
sub=dev run pmx_1k_vs_vA ismcts:slev=1,sblend=0,iters=1000,$pmx $vA 25
# (Fixed at 19:12, before any pmx game was read.) pmx on deals 25-49 too, both budgets,
# on the second core (cut at 19:40, whole deals kept; read over every deal both rows have).
sub=dev more pmx_1k_vs_vA ismcts:slev=1,sblend=0,iters=1000,$pmx $vA 25 25
sub=dev more pmx_16k_vs_vA ismcts:slev=1,sblend=0,iters=16000,$pmx $vA 25 25
# Read of pmx (fixed at 19:18; both rows whole on deals 0-49, 200 games each, each (deal,
# seat) once, every seat matches its ledger): pmx 16k - 1k -2.1 [-14.9, 10.7] in money
# (deals 0-24 -7.4, pm's there -12.9; the difference +5.4 [-19.5, 30.4]); pmx - pm at 16k
# +25.6 [11.4, 39.7], at 1k +20.1 [4.2, 36.0] (deals 0-24). Neither read of the plan: with
# the model exact and played exactly, thinking is level with 1k against vA, not above it.
# With it 16k buys 3.5 more paintings a game than 1k (22.3 against 18.8), receives 40 less
# and ends 0.5 more seasons; with pe3's model (t16other) thinking buys fewer.
# (Fixed at 19:27, before they ran; cut at 19:58 with whole deals kept.) A second sample of
# pe3 at equal time (its first 400 games sat at the target's edge, 0.449 the lower end):
# deals 100-149 (200 games, a size fixed by the time left), two lanes (100-124 into the
# row's file, 125-149 into a side file appended after, each (deal, seat) checked to be
# once). Read alone and pooled with the first 400, the pooled interval a little too narrow
# for a sample extended at the edge (said with it).
sub=dev more pe3_50ms_vs_ref50ms "$pe3_50ms" ref:ms=50 100 25
#   (side) ma_strength --hero "$pe3_50ms" --opp ref:ms=50 --first-deal 125 --deals 25
#     --seed 1 --label pe3_50ms_vs_ref50ms --out dev/pe3_50ms_vs_ref50ms_c.jsonl
# Read (fixed at 19:53; both lanes whole, the side file appended, each (deal, seat) once,
# every seat matches its ledger): deals 100-149 alone (200 games) 0.525 [0.447, 0.603],
# money +96.8 [77.3, 116.3], 14,190 iterations a search; pooled with the first 400 (600
# games, deals 0-149) 0.507 [0.465, 0.548], money +92.7 [82.4, 103.0]: the whole pooled
# interval above the target (a little too narrow for a sample extended at the edge; the
# new games alone point the same way by their estimate).
# (Fixed at 20:17, before they ran; cut at 22:25 with whole deals kept.)
# Two of issue 10's targets were met with the search before pe3 and not re-run with it.
# (a) 64k >= 16k: pe3 at 64k against heuristic:0.8 on deals 0-49 (200 games), paired with
# pe3_16k_vs_h8 on the same games. Read: met on this member if 64k - 16k is at or above 0
# by the estimate in both win share and money; not met if below 0 with the whole interval
# in either; otherwise level, said as such.
# (b) Thinking against the 6610fdc engine fixed at 10k: pe3 at 16k and at 1k against three
# ref:iters=10000 on deals 0-49 (200 games each), with pe3_10k_vs_ref (deals 0-99) beside
# them on the same games. Read: met if 16k - 1k has its whole paired interval above 0 in
# win share or in money, and no part below 0 in the other by the estimate; not met if
# below 0 by the estimate in either; otherwise level. 16k - 10k and 10k - 1k reported.
# Two lanes: 64k then 1k's deals 25-49 into a side file (appended after); 16k then 1k's
# deals 0-24.
pe3_64k=ismcts:iters=64000,styles=7,tgrid=8,lscale=250,lroot=1,sblend=0.7,slev=3
sub=dev run pe3_64k_vs_h8 "$pe3_64k" heuristic:0.8 50
sub=dev run pe3_16k_vs_ref10k "$pe3_16k" ref:iters=10000 50
sub=dev run pe3_1k_vs_ref10k "$pe3_1k" ref:iters=10000 25
#   (side) ma_strength --hero "$pe3_1k" --opp ref:iters=10000 --first-deal 25 --deals 25
#     --seed 1 --label pe3_1k_vs_ref10k --out dev/pe3_1k_vs_ref10k_b.jsonl
# (Fixed at 20:19, before it ran; cut at 22:25 with whole deals kept.)
# (a) on a second member: pe3 at 64k against the value bot on deals 0-49 (200 games),
# paired with pe3_16k_vs_value; the same read as against heuristic:0.8. Deals 0-24 after
# the first lane, 25-49 into a side file (appended after) after the second.
sub=dev run pe3_64k_vs_value "$pe3_64k" value 25
#   (side) ma_strength --hero "$pe3_64k" --opp value --first-deal 25 --deals 25 --seed 1
#     --label pe3_64k_vs_value --out dev/pe3_64k_vs_value_b.jsonl
# (Fixed at 20:21, before it ran; cut at 22:25 with whole deals kept.)
# (a) on a third member, on the first lane once its rows above are done: pe3 at 64k
# against vM on deals 0-24 (100 games), paired with pe3_16k_vs_vM; the same read.
# (dropped at 21:25, below) sub=dev run pe3_64k_vs_vM "$pe3_64k" "$vM" 25
# (Fixed at 20:45, before it ran; cut at 22:25 with whole deals kept.)
# The same row on deals 25-49, on the second lane once its rows above are done, into a
# side file appended after (whatever whole deals the cut leaves).
#   (side) ma_strength --hero "$pe3_64k" --opp "$vM" --first-deal 25 --deals 25 --seed 1
#     --label pe3_64k_vs_vM --out dev/pe3_64k_vs_vM_b.jsonl
# Read of pe3_64k_vs_h8 (fixed at 21:01; whole, 200 games, each (deal, seat) once, every
# seat matches its ledger): 0.915 [0.876, 0.954], money +115.1; 64k - 16k on the
# same games +0.040 [-0.003, 0.083], money +8.3 [-3.1, 19.8]: at or above 0 by the
# estimate in both, so met on this member (no gain shown with the whole interval);
# 64k - 10k +0.033, +4.5; 64k - 1k +0.052, +13.1 [-0.5, 26.7].
# (Fixed at 21:25, before any of these rows' games ran, after pe3_64k_vs_value's first
# games showed about 30 s a game, as in rdepth12_64k_vs_value.) The vM rows at 64k
# (pe3_64k_vs_vM, both parts) are dropped: at about 40 s a game they could not run by the
# cut. The value bot's deals 25-49 are split instead: 25-44 on the second lane into the
# side file dev/pe3_64k_vs_value_b.jsonl, 45-49 on the first lane once its deals 0-24 are
# done, into dev/pe3_64k_vs_value_c.jsonl; both appended after, whatever whole deals the
# cut at 22:25 leaves.
# Read of pe3's thinking against the 6610fdc engine fixed at 10k (fixed at 21:39;
# pe3_16k_vs_ref10k and pe3_1k_vs_ref10k whole, the 1k side file appended, each (deal, seat)
# once, 200 games each, every seat matches its ledger): 16k 0.515 [0.442, 0.588], +93.9;
# 1k 0.407 [0.337, 0.478], +75.9. 16k - 1k +0.107 [0.016, 0.199], money +18.0 [-7.6,
# 43.5]: met (the whole interval above 0 in win share, money above 0 by the estimate).
# On the same games 16k - 10k +0.095 [0.005, 0.185], money +16.1 [-1.8, 33.9]; 10k - 1k
# +0.013 [-0.084, 0.109], +1.9. pe3 - the tgrid8 search: at 16k +0.020, +15.0; at 1k
# -0.020, +5.8.
# Read of pe3_64k_vs_value (fixed at 22:14; all three parts whole and appended, 200
# games, each (deal, seat) once, every seat matches its ledger): 0.875 [0.828, 0.922],
# money +97.1; 64k - 16k on the same games 0.000 [-0.052, 0.052], money -2.3 [-12.3,
# 7.7]: level (at 0 in win share, below 0 by the estimate in money, no interval wholly
# below); 64k - 10k 0.000, -7.3 [-18.2, 3.7]; 64k - 1k +0.117, +32.6. Pooled with
# heuristic:0.8 (400 games, 50 deals) 64k - 16k +0.020 [-0.012, 0.052], money +3.0 [-4.7,
# 10.8].
# (Fixed at 22:39, before it ran) 64k >= 16k on a third member: pe3 at 64k
# against vM, the rows dropped above, now on two lanes: deals 0-24 into the row's file,
# deals 25-49 into a side file dev/pe3_64k_vs_vM_b.jsonl, appended after. Paired with
# pe3_16k_vs_vM on the same games; the read as against heuristic:0.8 (met if 64k - 16k
# is at or above 0 by the estimate in both win share and money; not met if below 0 with
# the whole interval in either; otherwise level). Cut at 00:40 with whole deals kept;
# whatever whole deals are done are read, their count said.
sub=dev run pe3_64k_vs_vM "$pe3_64k" "$vM" 25
#   (side) ma_strength --hero "$pe3_64k" --opp "$vM" --first-deal 25 --deals 25 --seed 1
#     --label pe3_64k_vs_vM --out dev/pe3_64k_vs_vM_b.jsonl
# (Fixed at 23:01, before it ran) 64k >= 16k on a fourth member, after the vM
# lanes: pe3 at 64k against vB on deals 0-24 (100 games), paired with pe3_16k_vs_vB on the
# same games; the same read as against heuristic:0.8 and vM. Deals 0-12 into the row's
# file after the first vM lane, 13-24 into a side file dev/pe3_64k_vs_vB_b.jsonl after the
# second, appended after. Cut at 00:40 with whole deals kept; whatever whole deals are done
# are read, their count said.
sub=dev run pe3_64k_vs_vB "$pe3_64k" "$vB" 13
#   (side) ma_strength --hero "$pe3_64k" --opp "$vB" --first-deal 13 --deals 12 --seed 1
#     --label pe3_64k_vs_vB --out dev/pe3_64k_vs_vB_b.jsonl
# Read of pe3_64k_vs_vM (fixed at 23:35; both lanes whole, the side file
# appended, 200 games, deals 0-49, each (deal, seat) once, every seat matches its
# ledger): 0.685 [0.626, 0.744], money +50.8; 64k - 16k on the same games +0.105 [0.031,
# 0.179], money +14.9 [-0.7, 30.4]: at or above 0 by the estimate in both, so met on this
# member, and above 0 with the whole interval in win share. 64k - 10k +0.130 [0.058,
# 0.202], +13.4; 64k - 1k +0.245, +50.3. Pooled with heuristic:0.8 and the value bot (600
# games, 50 deals) 64k - 16k +0.048 [0.018, 0.079], money +7.0 [-1.2, 15.2].
# Read of pe3_64k_vs_vB (fixed at 00:06; both lanes whole, the side file
# appended, 100 games, deals 0-24, each (deal, seat) once, every seat matches its
# ledger): 0.720 [0.638, 0.802], money +81.7; 64k - 16k on the same games -0.140 [-0.215,
# -0.065], money -20.7 [-36.6, -4.8]: below 0 with the whole interval in both, so not met
# on this member. 64k - 1k +0.090 [-0.036, 0.216], +8.7. 16k scored 0.860, +102.4 on these
# games (0.749, +85.6 over its 400). Pooled over the four members (700 games, 50 deals)
# 64k - 16k +0.021 [-0.007, 0.050], money +3.0 [-4.9, 11.0].
# (Fixed at 00:06, before they ran) Two checks of that read, no verdict on
# pe3 itself (the read above stands): (1) the 16k row's seed: pe3 at 16k against vB on
# deals 0-24 with another search seed (salt=1), row pe3s1_16k_vs_vB; reported: it - the
# 16k row and 64k - it on the same games. (2) fresh deals: pe3 at 64k against vB on deals
# 25-37, into a side file dev/pe3_64k_vs_vB_c.jsonl (deals 25-31 on one lane, 32-37 into
# dev/pe3_64k_vs_vB_d.jsonl after (1) on the other), read alone and appended after to the
# row (64k - 16k over all its whole deals). Cut at 00:45 with whole deals kept.
pe3s1_16k=ismcts:iters=16000,styles=7,tgrid=8,lscale=250,lroot=1,sblend=0.7,slev=3,salt=1
sub=dev run pe3s1_16k_vs_vB "$pe3s1_16k" "$vB" 25
#   (side) ma_strength --hero "$pe3_64k" --opp "$vB" --first-deal 25 --deals 7 --seed 1
#     --label pe3_64k_vs_vB --out dev/pe3_64k_vs_vB_c.jsonl
#   (side) ma_strength --hero "$pe3_64k" --opp "$vB" --first-deal 32 --deals 6 --seed 1
#     --label pe3_64k_vs_vB --out dev/pe3_64k_vs_vB_d.jsonl
# Read of the two checks (fixed at 00:31; every seat matches its ledger, each
# (deal, seat) once): (1) pe3s1_16k_vs_vB (100 games) 0.800, +96.3; it - the 16k row
# -0.060 [-0.147, 0.027], money -6.1 [-23.5, 11.3]; 64k - it -0.080 [-0.169, 0.009],
# -14.6 [-38.7, 9.5]: part of the gap is the 16k row's seed, 64k stays below by the
# estimate. (2) 64k on deals 25-37 (52 games, both side files whole, appended): alone
# 64k - 16k -0.019 [-0.122, 0.084], money +14.8 [-17.4, 47.0]; the row whole (152 games,
# deals 0-37) -0.099 [-0.161, -0.036], money -8.6 [-24.4, 7.3]; 64k - 1k +0.072, +7.6.
# Pooled over the four members (752 games) 64k - 16k +0.019 [-0.009, 0.046], +3.8.
# (Fixed at 00:32, before they ran) pe3_64k_vs_vB taken to deals 0-49 (200
# games, the size of the other 64k rows): deals 38-43 into dev/pe3_64k_vs_vB_e.jsonl and
# 44-49 into dev/pe3_64k_vs_vB_f.jsonl on two lanes, appended after. Read as before
# (64k - 16k over the whole row, and pooled over the four members); the verdict on vB
# is the read above, this only says it at 200 games. Cut at 01:05 with whole deals kept.
#   (side) ma_strength --hero "$pe3_64k" --opp "$vB" --first-deal 38 --deals 6 --seed 1
#     --label pe3_64k_vs_vB --out dev/pe3_64k_vs_vB_e.jsonl
#   (side) ma_strength --hero "$pe3_64k" --opp "$vB" --first-deal 44 --deals 6 --seed 1
#     --label pe3_64k_vs_vB --out dev/pe3_64k_vs_vB_f.jsonl
# Read at 200 games (fixed at 00:49; both side files whole and appended,
# deals 0-49, each (deal, seat) once, every seat matches its ledger): deals 38-49 alone
# 64k - 16k +0.062 [-0.060, 0.185], +6.0; the row whole 0.720 [0.668, 0.772], +82.3;
# 64k - 16k -0.060 [-0.119, -0.001], money -5.1 [-18.6, 8.5]: below 0 with the whole
# interval in win share, as the read above; 64k - 1k +0.115 [0.036, 0.194], +9.9.
# Pooled over the four members (800 games, 50 deals) 64k - 16k +0.021 [-0.007, 0.049],
# money +4.0 [-3.8, 11.8].
# (Fixed at 01:11, before they ran) pe3_64k_vs_vB taken to deals 0-99 (400
# games, the issue's size for a row; the reads at 100 and 200 games stand as reported):
# deals 50-74 into dev/pe3_64k_vs_vB_g.jsonl and 75-99 into dev/pe3_64k_vs_vB_h.jsonl on
# two lanes, appended after. Read: 64k - 16k over the whole row, paired with
# pe3_16k_vs_vB (400 games); met on vB if at or above 0 by the estimate in win share and
# money (the rule of the other members), and pooled over the four members. Deals 50-99
# alone are reported too. Cut at 02:45 with whole deals kept; the count said.
#   (side) ma_strength --hero "$pe3_64k" --opp "$vB" --first-deal 50 --deals 25 --seed 1
#     --label pe3_64k_vs_vB --out dev/pe3_64k_vs_vB_g.jsonl
#   (side) ma_strength --hero "$pe3_64k" --opp "$vB" --first-deal 75 --deals 25 --seed 1
#     --label pe3_64k_vs_vB --out dev/pe3_64k_vs_vB_h.jsonl
# (Fixed at 01:20, before they ran) A diagnostic, no verdict on pe3: how much
# of thinking's loss against vA comes from the hidden hands' spread. In every
# determinization the search keeps the other seats' true hands and resamples only the
# deck and the virtual pile (branch oracle-hands, `oracle=1`; it peeks, so it is never a
# candidate, and not merged). A rival's model values a lot from its own hand, so sampled
# hands spread the rivals' limits in the tree around the one each really has; the model of
# vA's shares (style 5 and its levels) is as shipped. pe3 with it at 16k and 1k against vA,
# deals 0-99 (400 games a row): 16k deals 0-49 on one lane into the row's file, 50-99 on
# the other into dev/orc_16k_vs_vA_b.jsonl (appended after), then 1k. Reported: its 16k -
# 1k (money, win share), each row - pe3's row on the same games, own lots kept and paid to
# the bank. Read: a lead on the hidden hands (belief-weighted hands for a later session) if
# its 16k - 1k is at or above 0 by the estimate; none if below 0 with the whole interval;
# else open. Cut at 03:05 with whole deals kept.
orc_16k="$pe3_16k,oracle=1"
orc_1k="$pe3_1k,oracle=1"
sub=dev run orc_16k_vs_vA "$orc_16k" "$vA" 50
#   (side) ma_strength --hero "$orc_16k" --opp "$vA" --first-deal 50 --deals 50 --seed 1
#     --label orc_16k_vs_vA --out dev/orc_16k_vs_vA_b.jsonl
sub=dev run orc_1k_vs_vA "$orc_1k" "$vA" 100
# (Fixed at 01:27, before they ran) Part two of that diagnostic: the same with
# pmx (the exact model of vA played exactly: every seat's policy, prior and model the value
# bot with vA's shares, rivals always their model in the tree, no safe lead), so the
# search knows the rivals' policy and their hands. Rows pmxo_16k_vs_vA and pmxo_1k_vs_vA,
# deals 0-49 (200 games), paired with pmx's rows on the same games (16k deals 0-24 into the
# row's file, 25-49 into dev/pmxo_16k_vs_vA_b.jsonl, each lane after its orc part).
# Reported: its 16k - 1k, and - pmx at each budget. Read: if its 16k - 1k is below 0 by the
# estimate, knowing the rivals does not make thinking pay against vA and the search's
# reward is where it loses; at or above 0, the hands are a lead. Cut at 03:05.
pmxo_16k="ismcts:slev=1,sblend=0,iters=16000,$pmx,oracle=1"
pmxo_1k="ismcts:slev=1,sblend=0,iters=1000,$pmx,oracle=1"
sub=dev run pmxo_16k_vs_vA "$pmxo_16k" "$vA" 25
#   (side) ma_strength --hero "$pmxo_16k" --opp "$vA" --first-deal 25 --deals 25 --seed 1
#     --label pmxo_16k_vs_vA --out dev/pmxo_16k_vs_vA_b.jsonl
sub=dev run pmxo_1k_vs_vA "$pmxo_1k" "$vA" 50
# (Fixed at 01:32, before it ran) A diagnostic, no verdict: where 64k and 16k
# part against vB. pe3 at 64k against vB on deals 0-5 (24 games; each should end as in the
# pe3_64k_vs_vB row), and at each of its decisions pe3 at 16k and pe3 at 16k on other
# streams (salt=1: the noise between two 16k runs) say what they would play (shadows),
# deals 0-2 and 3-5 on two lanes into dev/shadow_pe3_64k_vs_vB_{games,shadows}.jsonl (the
# second lane's into side files, appended after), each lane after its oracle rows.
# Reported with shadow.py by kind of decision (own lots, the rivals' lots, card plays): 16k
# - 64k in bids and how often they differ, against 16k (salt=1) - 16k. Cut at 03:05.
#   first=0 deals=3 (and first=3 deals=3) dev_shadow shadow_pe3_64k_vs_vB "$pe3_64k" "$vB" \
#     "$pe3_16k" "$pe3s1_16k"
# (Fixed at 01:51, before it ran) A screen, planned before the oracle rows were
# read: pubm (branch oracle-hands, `pubm=1`, not merged): in auctions the other seats'
# value styles value the lot from the public view (no hand), so sampled hands do not
# spread their limits in the tree; card plays and the searching seat as shipped. pe3 with
# it at 16k and 1k against vA, and at 10k against heuristic:0.8 and vM, deals 0-24 (100
# games a row), each - pe3's row on the same games. A candidate for a 400-game panel if
# its 16k - 1k against vA is above pe3's on these games by the estimate and neither even
# member is below pe3 by the estimate in win share and money at once. Cut at 03:05.
screen_pe3() {  # name setting: pe3 with one more setting, the screen's four rows (deals
  # 0-24): at 16k and 1k against vA, at 10k against heuristic:0.8 and vM. Sets
  # ${name}_16k, ${name}_1k and ${name}_10k, the specs later rows of the screen reuse.
  local name=$1 v16 v1 v10
  printf -v "${name}_16k" '%s' "$pe3_16k,$2"
  printf -v "${name}_1k" '%s' "$pe3_1k,$2"
  printf -v "${name}_10k" '%s' "$pe3,$2"
  v16=${name}_16k v1=${name}_1k v10=${name}_10k
  sub=dev run "${name}_16k_vs_vA" "${!v16}" "$vA" 25
  sub=dev run "${name}_1k_vs_vA" "${!v1}" "$vA" 25
  sub=dev run "${name}_10k_vs_h8" "${!v10}" heuristic:0.8 25
  sub=dev run "${name}_10k_vs_vM" "${!v10}" "$vM" 25
}
screen_pe3 pubm pubm=1
# Read at 400 games (fixed at 02:09; both side files whole and appended, deals
# 0-99, each (deal, seat) once, every seat matches its ledger): deals 50-99 alone 64k -
# 16k +0.045 [-0.037, 0.127], money +13.4 [-3.8, 30.6]; the row whole 0.741 [0.699, 0.783],
# money +89.8; 64k - 16k -0.007 [-0.059, 0.044], money +4.2 [-6.9, 15.2]: level, with both
# intervals across 0; by the letter of the rule (at or above 0 by the estimate in both) not
# met, by 0.007 in win share. 64k - 1k +0.150 [0.093, 0.207], +23.4. Over the 400 games
# 64k buys 0.61 [0.35, 0.87] more paintings a game than 16k. Pooled over the four members
# (1,000 games, 100 deals) 64k - 16k +0.026 [-0.002, 0.054], money +5.9 [-1.3, 13.0].
# Read of the oracle rows (fixed at 02:20; both 16k lanes whole and the side file
# appended, 400 games a row, each (deal, seat) once, every seat matches its ledger): orc 16k
# 0.990, +199.8; orc 1k 1.000, +226.0. Its 16k - 1k -0.010 [-0.020, -0.000], money -26.2
# [-35.5, -16.8]: below 0 with the whole interval, so no lead on the hidden hands. Each -
# pe3 on the same games: 16k -0.003, money -13.9 [-24.9, -2.9]; 1k +0.007, -0.5 [-9.9,
# 9.0]. Knowing the rivals' hands leaves 1k where it was and makes 16k poorer. Its 16k -
# 1k in the ledger as pe3's: 0.83 more own lots kept, 2.87 fewer paintings bought, 0.35
# more seasons ended.
# Read of the pubm screen (fixed at 02:25; all four rows whole, 100 games each,
# each (deal, seat) once, every seat matches its ledger): against vA its 16k - 1k -9.8
# [-32.6, 13.0] (pe3's on these games -5.5 [-21.1, 10.1]); 16k - pe3's 16k -0.020, -4.4;
# 1k +0.010, -0.1. heuristic:0.8 at 10k 0.890, - pe3 0.000, -1.0; vM at 10k 0.570, - pe3
# -0.030 [-0.154, 0.094], -15.7 [-34.6, 3.1]. Not a candidate: its 16k - 1k against vA is
# below pe3's, and against vM it is below by the estimate in both at once.
# (Fixed at 02:26, before it ran) A screen after the oracle read (knowing the
# hands made 16k poorer, so what the search optimises, not what it knows of vA, is where
# thinking loses money there): sb10p, pe3 with sblend=1.0 (once the win is sure all the
# reward's weight is on the lead; on the search before pe3, lsb, it had +7.2 against vA at
# 16k). Against vA at 16k and 1k and at 10k against heuristic:0.8 and vM, deals 0-24 (100
# games a row), each - pe3 on the same games. The same rule as pubm: a candidate for a
# 400-game panel (a later session) if its 16k - 1k against vA is above pe3's on these
# games (-5.5) by the estimate and neither even member is below pe3 by the estimate in win
# share and money at once. Cut at 03:08.
screen_pe3 sb10p sblend=1.0
# Read of pmxo (fixed at 02:30; both 16k lanes whole and the side file
# appended, 200 games a row, each (deal, seat) once, every seat matches its ledger): 16k
# 1.000, +184.4; 1k 1.000, +175.6. Its 16k - 1k 0.000, money +8.8 [-2.4, 20.1]: at or above
# 0 by the estimate, so by the read the hands are a lead, but only with the exact model:
# each - pmx on the same games, 16k +5.4 [-6.4, 17.2], 1k -5.5 [-16.8, 5.8] (pmx's own 16k
# - 1k -2.1). With the exact model and the true hands 16k buys 2.40 more paintings a game
# than 1k and pays the rivals 77 more, its season sales bring 103 more, and the others end
# 15.5 poorer. Against orc (pe3's model, true hands: 16k - 1k -26.2) the lead is the model:
# with a model that does not play as vA, knowing more lets 16k act on the model's errors.
# (Added at 02:30, a further look at the same rows, which weakens the read above.) pmx's
# policy is the hero's too (it pays as vA), so its prior is weaker: on deals 0-49 pmxo -
# pe3 is -43.8 [-58.8, -28.7] at 1k and -24.2 [-37.9, -10.6] at 16k (- orc at 16k -13.7).
# Its 16k gains on its 1k by making up part of a weaker start, and still ends poorer than
# pe3's 16k; so pmxo does not show that a model fitting vA would make thinking pay from
# pe3's level. What stands: with pe3's model, knowing the hands makes 16k poorer.
# (Fixed at 02:41, before they ran, with the screen's heuristic:0.8 row still running;
# if sb10p passes its screen (its vA rows and vM have: vA 16k - 1k above pe3's,
# vM not below in both at once), its vA rows are taken to deals 0-99 (400 games a row, the
# issue's size; deals 25-61 and 62-99 of 16k on two lanes into dev/sb10p_16k_vs_vA_b.jsonl
# and _c.jsonl, appended after, then 1k deals 25-99 into the row's file), and a guard row
# that the earlier sb10 screen had flagged: heuristic:0.3 at 1k on deals 0-24, - pe3_1k_vs_h3.
# Read: its 16k - 1k against vA over 400 games (thinking met against vA with sb10p if the
# whole interval is above 0 in money), and each row - pe3. No ship this session: the
# 400-game panel of the other members comes first. Cut at 03:12 with whole deals kept.
sub=dev more sb10p_1k_vs_vA "$sb10p_1k" "$vA" 25 75
sub=dev run sb10p_1k_vs_h3 "$sb10p_1k" heuristic:0.3 25
#   (side) ma_strength --hero "$sb10p_16k" --opp "$vA" --first-deal 25 --deals 37 --seed 1
#     --label sb10p_16k_vs_vA --out dev/sb10p_16k_vs_vA_b.jsonl
#   (side) ma_strength --hero "$sb10p_16k" --opp "$vA" --first-deal 62 --deals 38 --seed 1
#     --label sb10p_16k_vs_vA --out dev/sb10p_16k_vs_vA_c.jsonl
# Read of the sb10p screen (fixed at 02:47; all four rows whole, 100 games each,
# each (deal, seat) once, every seat matches its ledger): against vA 16k 1.000, +225.1;
# its 16k - 1k 0.000, money +7.5 [-6.6, 21.6] (pe3's on these games -5.5 [-21.1, 10.1]);
# 16k - pe3's 16k 0.000, +13.5 [3.9, 23.2]; 1k +0.010, +0.5 [-5.5, 6.5]. heuristic:0.8 at
# 10k - pe3 +0.010 [-0.010, 0.030], +5.8 [-0.4, 11.9]; vM at 10k -0.030 [-0.073, 0.013],
# +2.2 [-3.7, 8.2]. A candidate by the rule: above pe3 in 16k - 1k against vA, and neither
# even member below pe3 in both at once. Its vA rows go on to 400 games as planned above.
# Read of the vB shadows (fixed at 02:47; both lanes whole, the side files
# appended, 24 games, each ending with the same money as in pe3_64k_vs_vB, every seat
# matches its ledger). 16k - 64k at 64k's decisions, the second 16k stream in brackets,
# then 16k (salt=1) - 16k: own open-auction lots (916 bids) -1.49 [-2.30, -0.68] (-1.73),
# noise -0.24 [-0.79, 0.31]; the rivals' open lots (1,629) +0.55 [0.02, 1.07] (+0.77),
# noise +0.22; sealed bids on the rivals' lots (142) -1.66 [-3.14, -0.19] (-2.65), noise
# -0.99; card plays: 16k plays another card at 0.122 of them (0.139), two 16k streams
# part at 0.055. So 64k bids its own open-auction lots up further than 16k and bids a
# little less for the rivals' open lots, the way 16k parts from 1k against vA; it bids
# more in sealed auctions.
# (Fixed at 02:48, before they ran and before sb10p's vA rows at 400 games were read;
# sb10p's panel, begun: at 10k against vM and heuristic:0.8 on deals 25-99
# (into the screen's rows, to 400 games) and against the value bot on deals 0-99, paired
# with pe3's rows; cut at 03:20 with whole deals kept, the rest for a later session, with
# the 6610fdc engine at equal iterations (400 games) and heuristic:0.3, heuristic:0.5 and
# random at 16k and 1k (400 games each). Ship rule, fixed now: sb10p becomes the default
# if its 16k - 1k against vA over 400 games is above 0 with the whole interval in money,
# no panel row is below pe3 with the whole interval in win share or money, and no 400-game
# row is below pe3 by the estimate in both at once.
sub=dev more sb10p_10k_vs_vM "$sb10p_10k" "$vM" 25 75
sub=dev more sb10p_10k_vs_h8 "$sb10p_10k" heuristic:0.8 25 75
sub=dev run sb10p_10k_vs_value "$sb10p_10k" value 100
# Read of sb10p's vA rows at 400 games and the heuristic:0.3 guard (fixed at 02:54;
# both 16k side files whole and appended, each (deal, seat) once, every seat
# matches its ledger): 16k 0.993, +225.2; 1k 0.998, +226.8. Its 16k - 1k -0.005 [-0.012,
# 0.002], money -1.6 [-9.8, 6.5]: level, not above 0, so by the ship rule above it does
# not ship. Each - pe3 on the same games: 16k 0.000, +11.5 [6.2, 16.7]; 1k +0.005, +0.3.
# heuristic:0.3 at 1k (100 games) - pe3 0.000, +10.9 [2.9, 18.9]. So with it 16k ends
# richer against vA than pe3's by the whole interval and thinking costs no money there,
# but does not yet gain it. (Planned after this read, for a later session, before any of
# the panel rows below is read: sb10p ships as a level change, whatever its 16k - 1k
# against vA, if the whole panel at 400 games holds no row below pe3 with the whole
# interval and no row below it by the estimate in both at once.)
# Where sb10p's panel stands (fixed at 03:18; interim, no verdict): the cut
# script of the vA lanes (its pattern "label sb10p_") stopped these rows at 03:12, not at
# the planned 03:20; whole deals kept (the value bot's deal 36, one game, dropped); each
# (deal, seat) once, every seat matches its ledger. - pe3 on the same games: heuristic:0.8
# (400 games, whole) +0.005 [-0.005, 0.015], money +3.4 [0.3, 6.5]; vM (332 games, deals
# 0-82) -0.011 [-0.028, 0.007], +3.8 [0.9, 6.6]; the value bot (144 games, deals 0-35)
# +0.007 [-0.007, 0.021], +6.2 [1.0, 11.4]. Left for the next session: vM deals 83-99,
# the value bot deals 36-99 (new `more` lines with those first deals: the ones above would
# replay deals already played), the 6610fdc engine at equal
# iterations, and heuristic:0.3, heuristic:0.5 and random at 16k and 1k (400 games each).
# (Fixed at 03:31, before they ran) sb10p's vM and value-bot rows finished: vM
# deals 83-99 into its row, the value bot deals 36-79 into its row and 80-99 into
# dev/sb10p_10k_vs_value_b.jsonl (appended after). Reported with the panel as interim, no
# verdict (the rest of the panel is for the next session). Cut at 03:50, whole deals kept.
sub=dev more sb10p_10k_vs_vM "$sb10p_10k" "$vM" 83 17
sub=dev more sb10p_10k_vs_value "$sb10p_10k" value 36 44
#   (side) ma_strength --hero "$sb10p_10k" --opp value --first-deal 80 --deals 20 --seed 1
#     --label sb10p_10k_vs_value --out dev/sb10p_10k_vs_value_b.jsonl
# Read (fixed at 03:42; interim, no verdict; both rows whole at 400 games, the
# side file appended, each (deal, seat) once, every seat matches its ledger), - pe3 on the
# same games: vM 0.562, -0.006 [-0.022, 0.009], money +4.7 [2.1, 7.3]; the value bot
# 0.889, +0.005 [-0.002, 0.012], money +6.2 [2.4, 9.9]. With heuristic:0.8 (+0.005,
# +3.4 [0.3, 6.5]) three 400-game rows at 10k, none below pe3 in win share by more than
# 0.006 and each above it in money with the whole interval. Left for the next session:
# the 6610fdc engine at equal iterations, and heuristic:0.3, heuristic:0.5 and random at
# 16k and 1k (400 games each), then the verdict by the rule above.
