"""Fixtures shared across test folders: real engine processes and subprocess environments."""

from __future__ import annotations

import os
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


@pytest.fixture
def engine_cmd() -> list[str]:
    return [sys.executable, "-m", "galleria_ai.engine.main"]


@pytest.fixture
def engine(engine_cmd):
    from galleria_ai.client import Engine

    eng = Engine(engine_cmd, name="galleria-engine", timeout=20.0)
    eng.start()
    eng.set_option("InfoInterval", "0")
    yield eng
    eng.quit()


@pytest.fixture
def until_ready():
    """Send isready and return the lines received before readyok."""

    def run(eng, timeout: float = 20.0) -> list[str]:
        eng.send("isready")
        return eng.read_until(lambda ln: ln == "readyok", timeout=timeout)[:-1]

    return run


@pytest.fixture
def sub_env() -> dict[str, str]:
    """Environment for a subprocess that imports this checkout's galleria_ai."""
    import galleria_ai

    # The galleria_ai this test process imported (a source tree with a built _core, or an
    # installed package), so the subprocess runs the same code.
    here = str(Path(galleria_ai.__file__).resolve().parents[1])
    env = dict(os.environ)
    old = env.get("PYTHONPATH")
    env["PYTHONPATH"] = os.pathsep.join([here] + ([old] if old else []))
    env["PYTHONUNBUFFERED"] = "1"
    return env
