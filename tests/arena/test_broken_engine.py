"""A match with deliberately broken engines completes and records every fault."""

from __future__ import annotations

import subprocess
import sys
from collections import Counter

from galleria_ai.arena.records import read_log

# How each injected fault must show up in the record: (kind, text in the detail).
SIGNATURE = {"crash": ("crash", "exit code 3"), "hang": ("timeout", ""),
             "illegal": ("illegal", "bid 999999"), "garbage": ("garbage", "?!garbage")}


def test_broken_engines_fault_and_the_match_goes_on(tmp_path, arena_cmd, sub_env,
                                                    broken_engine):
    out = tmp_path / "broken.jsonl"
    cmd = list(arena_cmd)
    for kind in SIGNATURE:
        # The engine behind the proxy plays its random bot: fast and independent of time.
        cmd += ["-p", (f"'{sys.executable}' '{broken_engine}' --mode {kind} --rate 0.1 "
                       f"--max 2 --seed 1 --log '{tmp_path / kind}.log' option.Bot=random "
                       f"name={kind} timeout=1.5")]
    cmd += ["--deals", "1", "--movetime", "20", "-o", str(out), "-q"]
    r = subprocess.run(cmd, check=False, capture_output=True, text=True, env=sub_env, timeout=240)
    assert r.returncode == 0, r.stderr
    games = read_log(str(out)).games
    assert len(games) == 4                                   # every rotation completed
    recorded: dict[str, list[dict]] = {k: [] for k in SIGNATURE}
    for g in games:
        rec = g["record"]
        assert rec["winners"] and len(rec["money"]) == 4
        for f in rec["faults"]:
            recorded[rec["seat_names"][f["seat"]]].append(f)
            assert 0 <= f["move_index"] <= len(rec["moves"])
    for kind, (rec_kind, text) in SIGNATURE.items():
        injected = (tmp_path / f"{kind}.log").read_text().split("\n")[:-1]
        assert len(injected) == 2, kind
        hits = [f for f in recorded[kind] if f["kind"] == rec_kind and text in f["detail"]]
        assert len(hits) == len(injected), (kind, recorded[kind])
    # The standings table counts the same faults the records hold.
    total = Counter({k: len(v) for k, v in recorded.items()})
    for kind, n in total.items():
        row = next(line for line in r.stdout.splitlines() if f" {kind} " in line)
        assert row.split()[-1] == str(n)
