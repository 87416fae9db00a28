"""Helpers for the arena tests: run the CLI as a real subprocess on this checkout."""

from __future__ import annotations

import os
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
BROKEN_ENGINE = ROOT / "tests" / "fixtures" / "broken_engine.py"


@pytest.fixture
def sub_env() -> dict[str, str]:
    """Environment for a subprocess that imports this checkout's galleria_ai."""
    env = dict(os.environ)
    old = env.get("PYTHONPATH")
    env["PYTHONPATH"] = os.pathsep.join([str(ROOT / "python")] + ([old] if old else []))
    env["PYTHONUNBUFFERED"] = "1"
    return env


@pytest.fixture
def arena_cmd() -> list[str]:
    return [sys.executable, "-m", "galleria_ai.arena.cli"]


@pytest.fixture
def broken_engine() -> Path:
    return BROKEN_ENGINE
