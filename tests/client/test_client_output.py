"""The client survives engines that print garbage, and classifies bad answers."""

from __future__ import annotations

import sys
import textwrap

import pytest
from galleria_ai.client import Engine, EngineFault
from galleria_ai.match import Limits

SCRIPT = textwrap.dedent("""
    import sys
    out = sys.stdout.buffer
    for raw in sys.stdin.buffer:
        line = raw.decode().strip()
        if line == "quit":
            break
        if line == "gei":
            out.write(b"id name noisy\\nid wat\\noption name X type spin default 1 min 0 max 3\\n")
            out.write(b"geiok\\n")
        elif line == "isready":
            out.write(b"readyok\\n")
        elif line.startswith("go"):
            out.write(b"\\xff\\xfe\\x00 garbage\\n" + b"y" * 100000 + b"\\n")
            out.write(b"info seat 0 iterations 7 time 1 nps 7000 value 0.5 0.5\\n")
            out.write(b"info whatever 3 words here\\n")
            out.write(MODE + b"\\n")
        out.flush()
""")


def noisy(mode: bytes) -> Engine:
    code = "MODE = " + repr(mode) + "\n" + SCRIPT
    eng = Engine([sys.executable, "-c", code], timeout=10)
    eng.start()
    return eng


def test_garbage_lines_are_skipped():
    eng = noisy(b"bestmove play KR-open")
    try:
        assert eng.info.name == "noisy" and eng.info.options["X"].max == 3
        dec = eng.go(0, Limits(iterations=7))
        assert dec.move == "play KR-open"
        assert dec.stats["iterations"] == 7 and dec.stats["value"] == [0.5, 0.5]
        eng.is_ready()
    finally:
        eng.quit()


@pytest.mark.parametrize("mode", [b"bestmove", b"bestmove none", b"bestmovepass"])
def test_bad_bestmove_is_garbage(mode):
    eng = noisy(mode)
    try:
        with pytest.raises(EngineFault) as err:
            eng.go(0, Limits(iterations=1), timeout=30)  # garbage is told at once
        assert err.value.kind == "garbage"
    finally:
        eng.quit()
