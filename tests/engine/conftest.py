"""Shared fixtures: every engine test talks to a real `galleria-engine` process."""

from __future__ import annotations

import sys

import pytest
from galleria_ai.client import Engine


@pytest.fixture
def engine_cmd() -> list[str]:
    return [sys.executable, "-m", "galleria_ai.engine.main"]


@pytest.fixture
def engine(engine_cmd):
    eng = Engine(engine_cmd, name="galleria-engine", timeout=20.0)
    eng.start()
    eng.set_option("InfoInterval", "0")
    yield eng
    eng.quit()


@pytest.fixture
def until_ready():
    """Send isready and return the lines received before readyok."""

    def run(eng: Engine, timeout: float = 20.0) -> list[str]:
        eng.send("isready")
        return eng.read_until(lambda ln: ln == "readyok", timeout=timeout)[:-1]

    return run
