"""Move notation: canonical strings, round trips and error messages (protocol/notation.md)."""

from __future__ import annotations

import random

import pytest
from galleria_ai.games.gallerist import rules as gl
from gl_rules import new


def collect_moves(games: int = 6) -> set[str]:
    seen: set[str] = set()
    for g in range(games):
        s = new(2 + g % 3, seed=g)
        rng = random.Random(g)
        while not s.is_terminal():
            if s.is_chance():
                seen.update(o for o, _ in s.chance_outcomes())
                s.apply(s.chance_outcome())
            else:
                moves = s.legal_moves()
                seen.update(moves)
                s.apply(rng.choice(moves))
    return seen


def test_every_move_round_trips_and_codes_are_unique():
    seen = collect_moves()
    kinds = {m.split()[0] for m in seen}
    assert {"place", "go", "cash", "fame", "draw", "deal", "expose", "reveal", "easel"} <= kinds
    codes = {}
    for m in seen:
        assert gl.canonical_move(m) == m
        code = gl.move_code(m)
        assert codes.setdefault(code, m) == m
    assert len(codes) == len(seen)


@pytest.mark.parametrize(
    "text, canonical",
    [
        ("  go   media  leave desk ", "go media leave desk"),
        ("ticket vip lobby2", "ticket vip lobby2"),
        ("tickets investor collector", "tickets investor collector"),
        ("auction right 6 kicked", "auction right 6 kicked"),
        ("expose photo/1v+ic", "expose photo/1v+ic"),
        ("half MB", "half MB"),
    ],
)
def test_canonical_forms(text, canonical):
    assert gl.canonical_move(text) == canonical


@pytest.mark.parametrize(
    "text, message",
    [
        ("", "empty move"),
        ("jump colony", "unknown move 'jump'"),
        ("go pub", "unknown location 'pub' (expected colony, sales, media or market)"),
        ("Go media", "unknown move 'Go'"),
        ("go media leave", "optionally followed by 'leave <source>'"),
        ("go media stay desk", "expected 'leave'"),
        ("go media leave kicked", "not 'kicked'"),
        ("cash", "'cash' needs exactly 1 argument, e.g. 'cash 2'"),
        ("cash 02", "without leading zeros"),
        ("cash x", "not a whole number"),
        ("hire 0", "at least 1"),
        ("hire 5", "out of range"),
        ("buy photo-green", "unknown artist 'photo-green'"),
        ("take photo-IB 1", "unknown contract card 'photo-IB'"),
        ("take photo-FA 4", "unknown contract space '4' (expected 1, 2 or 3)"),
        ("tickets vip investor", "order investor, vip, collector"),
        ("tickets vip vip", "two different colours"),
        ("ticket vip lobby7", "unknown ticket origin 'lobby7'"),
        ("space X", "unknown reputation space 'X'"),
        ("easel photo keep", "'display' or 'sell'"),
        ("auction left 2 desk", "unknown bid '2' (expected 1, 3 or 6)"),
        ("expose photo-1xx", "<form>/<code>"),
        ("expose photo/3x", "unknown work code '3x'"),
        ("done now", "'done' needs no argument"),
    ],
)
def test_parse_errors_name_the_problem(text, message):
    with pytest.raises(ValueError) as err:
        gl.canonical_move(text)
    assert message in str(err.value)
