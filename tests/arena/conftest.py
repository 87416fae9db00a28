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


WRAP_ENGINE = Path(__file__).resolve().parent / "wrap_engine.py"


@pytest.fixture
def wrap_engine() -> Path:
    return WRAP_ENGINE


def descendants(root: int) -> set[int]:
    """Every live process below `root` (Linux /proc); zombies count as gone."""
    children: dict[int, list[int]] = {}
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            stat = (entry / "stat").read_text()
        except OSError:
            continue
        fields = stat[stat.rindex(")") + 2:].split()
        if fields[0] == "Z":
            continue
        children.setdefault(int(fields[1]), []).append(int(entry.name))
    out: set[int] = set()
    todo = [root]
    while todo:
        for c in children.get(todo.pop(), []):
            if c not in out:
                out.add(c)
                todo.append(c)
    return out


def alive(pid: int) -> bool:
    """True while `pid` runs (a zombie, killed but not reaped, counts as dead)."""
    try:
        stat = Path(f"/proc/{pid}/stat").read_text()
    except OSError:
        return False
    return stat[stat.rindex(")") + 2:].split()[0] != "Z"
