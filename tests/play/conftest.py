"""Helpers for the play tests: run galleria-play as a real subprocess."""

from __future__ import annotations

import os
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


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


@pytest.fixture
def play_cmd() -> list[str]:
    return [sys.executable, "-m", "galleria_ai.play.cli"]
