"""Helpers for the play tests: run galleria-play as a real subprocess (`sub_env` is shared)."""

from __future__ import annotations

import sys

import pytest


@pytest.fixture
def play_cmd() -> list[str]:
    return [sys.executable, "-m", "galleria_ai.play.cli"]
