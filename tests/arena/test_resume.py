"""Kill a running match with SIGKILL, resume it: no game lost, none duplicated."""

from __future__ import annotations

import os
import signal
import subprocess
import time

from galleria_ai.arena.records import read_log

DEALS = 30
ARGS = ["-p", "builtin:random", "-p", "builtin:heuristic", "-p", "builtin:random",
        "--deals", str(DEALS), "--iterations", "10", "--seed", "9", "-q"]


def complete_lines(path) -> list[str]:
    try:
        data = path.read_bytes().decode()
    except FileNotFoundError:
        return []
    return data.split("\n")[:-1]


def by_key(games: list[dict]) -> dict:
    return {(g["seed"], g["rotation"]): [(m["seat"], m["move"]) for m in g["record"]["moves"]]
            for g in games}


def test_sigkill_then_resume(tmp_path, arena_cmd, sub_env):
    out = tmp_path / "killed.jsonl"
    proc = subprocess.Popen(arena_cmd + ARGS + ["-o", str(out), "-j", "2"], env=sub_env,
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                            start_new_session=True)
    try:
        deadline = time.monotonic() + 60
        while len(complete_lines(out)) < 1 + 4 and time.monotonic() < deadline:
            if proc.poll() is not None:
                break
            time.sleep(0.002)
    finally:
        # The whole process group: the arena and its worker processes.
        if proc.poll() is None:
            os.killpg(proc.pid, signal.SIGKILL)
        proc.wait()
    before = read_log(str(out)).games
    total = 3 * DEALS
    assert 4 <= len(before) < total, "the match must be killed in the middle"
    first_lines = complete_lines(out)

    r = subprocess.run(arena_cmd + ARGS + ["-o", str(out), "--resume"], check=False,
                       capture_output=True, text=True, env=sub_env, timeout=120)
    assert r.returncode == 0, r.stderr
    assert f"; {len(before)} from the record file" in r.stdout
    after = complete_lines(out)
    assert after[: len(first_lines)] == first_lines          # finished games kept as they were
    games = read_log(str(out)).games
    keys = [(g["seed"], g["rotation"]) for g in games]
    assert len(keys) == len(set(keys)) == total

    # The resumed match holds exactly the games of an uninterrupted one.
    fresh = tmp_path / "fresh.jsonl"
    r = subprocess.run(arena_cmd + ARGS + ["-o", str(fresh)], check=False,
                       capture_output=True, text=True, env=sub_env, timeout=120)
    assert r.returncode == 0, r.stderr
    assert by_key(games) == by_key(read_log(str(fresh)).games)

    # Resuming a finished match plays nothing; resuming another match is refused.
    r = subprocess.run(arena_cmd + ARGS + ["-o", str(out), "--resume"], check=False,
                       capture_output=True, text=True, env=sub_env, timeout=120)
    assert r.returncode == 0 and "(0 played now" in r.stdout
    assert f"; {total} from the record file" in r.stdout
    other = [a if a != "9" else "10" for a in ARGS]
    r = subprocess.run(arena_cmd + other + ["-o", str(out), "--resume"], check=False,
                       capture_output=True, text=True, env=sub_env, timeout=120)
    assert r.returncode != 0 and "different match" in r.stderr
    assert complete_lines(out) == after                       # and nothing was written
