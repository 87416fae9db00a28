"""The generic per-game tests: every test here runs for every registered game plus the toy
game of this folder (Toy Market, shaped like The Gallerist: chance steps, 2-4 players,
set-up secrets, decisions by a seat that does not own the turn)."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from galleria_ai import games
from toy_market import GAME as TOY

# Collected before any fixture runs, so the names are listed here: every built-in game and
# the toy. A new built-in game is picked up from the registry without an edit.
GAME_NAMES = [*games.BUILTIN, TOY.name]


@pytest.fixture(autouse=True, scope="session")
def _register_toy():
    games.register(TOY)
    yield
    games.unregister(TOY.name)


@pytest.fixture(params=GAME_NAMES)
def entry(request) -> games.GameEntry:
    return games.get(request.param)


@pytest.fixture
def game_engine_cmd() -> list[str]:
    """The real engine with the test games registered (tests/games/toy_engine.py)."""
    return [sys.executable, str(HERE / "toy_engine.py")]
