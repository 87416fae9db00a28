"""Helpers for the arena tests: run the CLI as a real subprocess (`sub_env` is shared)."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

BROKEN_ENGINE = Path(__file__).resolve().parents[1] / "fixtures" / "broken_engine.py"


@pytest.fixture
def arena_cmd() -> list[str]:
    return [sys.executable, "-m", "galleria_ai.arena.cli"]


@pytest.fixture
def broken_engine() -> Path:
    return BROKEN_ENGINE
