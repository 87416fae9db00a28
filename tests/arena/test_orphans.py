"""Issue 11, problem 7 (the brief's 6): SIGKILL of a running ``galleria-arena`` must not
leave worker processes or engines running. Checked with a real SIGKILL of the arena process
alone (not its process group) and a deadline-bounded wait for every process it started."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time

import pytest
from conftest import alive, descendants

pytestmark = pytest.mark.skipif(not sys.platform.startswith("linux"),
                                reason="reads the process tree from /proc")


@pytest.mark.parametrize("jobs", [2, 1])
def test_sigkill_of_the_arena_leaves_nothing_running(tmp_path, arena_cmd, sub_env,
                                                     broken_engine, jobs):
    engine = f"'{sys.executable}' -m galleria_ai.engine.main option.Bot=random"
    # An engine that hangs on every search (timeout far away): it must die too.
    hung = (f"'{sys.executable}' '{broken_engine}' --mode hang --rate 1 option.Bot=random "
            "timeout=600 name=hung")
    cmd = [*arena_cmd, "-p", engine, "-p", hung, "-p", f"{engine} name=other",
           "--deals", "20", "--iterations", "5", "-j", str(jobs),
           "-o", str(tmp_path / "killed.jsonl"), "-q"]
    proc = subprocess.Popen(cmd, env=sub_env, stdout=subprocess.DEVNULL,
                            stderr=subprocess.DEVNULL, start_new_session=True)
    seen: set[int] = set()
    try:
        # Wait until the arena has its workers and each worker its engines.
        deadline = time.monotonic() + 120
        want = 3 * jobs + (jobs if jobs > 1 else 0)      # engines (+ workers)
        while time.monotonic() < deadline and proc.poll() is None:
            seen = descendants(proc.pid)
            if len(seen) >= want:
                break
            time.sleep(0.05)
        assert proc.poll() is None, "the arena ended before it could be killed"
        time.sleep(0.5)
        seen = descendants(proc.pid)      # now including the hung engine's own child
        assert len(seen) >= want, seen
        os.kill(proc.pid, signal.SIGKILL)  # the arena only, as a crash or the OOM killer
        proc.wait(timeout=10)
        deadline = time.monotonic() + 30
        while time.monotonic() < deadline and any(alive(p) for p in seen):
            time.sleep(0.05)
        left = sorted(p for p in seen if alive(p))
        assert not left, f"still running after the arena's SIGKILL: {left}"
    finally:
        if proc.poll() is None:
            proc.kill()
        try:
            os.killpg(proc.pid, signal.SIGKILL)  # clean up whatever a failure left
        except ProcessLookupError:
            pass
